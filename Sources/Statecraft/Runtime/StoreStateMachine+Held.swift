/// The actions fed back under a `TestStore`, held only until the test store reduces them, in
/// order, with where they came from (rule R9).
extension StoreStateMachine {
  /// The held actions, oldest first.
  package var heldActions: [HeldAction<Action>] { Array(held.all) }

  /// Whether any action is held.
  package var hasHeldActions: Bool { !held.isEmpty }

  /// Takes the oldest held action.
  package mutating func takeHeld() -> HeldAction<Action>? {
    held.popFirst()
  }
}
