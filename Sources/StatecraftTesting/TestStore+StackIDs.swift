import Statecraft

/// The store's stack element id generator around one step, copied: an assertion closure mints
/// the step's ids from the copy (`$0.path.append(...)` gets the id the step's `append` got),
/// without advancing the store's generator.
struct StackIDSnapshot {
  /// As it was before the step's action was reduced.
  let before: StackElementIDGenerator
  /// As it was right after.
  let after: StackElementIDGenerator

  /// What the closure mints from: the closure turns the state before the step into the state
  /// after it when exhaustive, and checks the state after it otherwise.
  func minting(_ exhaustivity: Exhaustivity) -> StackElementIDGenerator {
    exhaustivity == .on ? before : after
  }
}

extension TestStore {
  /// A copy of the store's stack element id generator as it is now.
  func stackElementIDs() -> StackElementIDGenerator {
    runtime.dependencies.stackElementID.copy()
  }
}
