import Statecraft

/// The store's stack element id generator around one step, as values: an assertion closure mints
/// the step's ids from a generator resuming one of them (`$0.path.append(...)` gets the id the
/// step's `append` got), without advancing the store's generator.
struct StackIDSnapshot {
  /// As it was before the step's action was reduced.
  let before: StackElementIDGenerator.Snapshot
  /// As it was right after.
  let after: StackElementIDGenerator.Snapshot

  /// What the closure mints from: the closure turns the state before the step into the state
  /// after it when exhaustive, and checks the state after it otherwise.
  func minting(_ exhaustivity: Exhaustivity) -> StackElementIDGenerator.Snapshot {
    exhaustivity == .on ? before : after
  }
}

extension TestStore {
  /// The store's stack element id generator as it is now.
  func stackElementIDs() -> StackElementIDGenerator.Snapshot {
    runtime.dependencies.stackElementID.snapshot()
  }
}
