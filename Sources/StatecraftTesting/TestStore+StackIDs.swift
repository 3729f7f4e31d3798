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

/// What a test store's steps read of its dependencies, taken out of them once (when they are
/// set), not looked up in them on every step: the store's stack element id generator, which each
/// step snapshots before and after its action, and the values an assertion closure runs with.
struct StepDependencies {
  /// The store's generator (`\.stackElementID`).
  let stackIDs: StackElementIDGenerator
  /// The store's values, but for a generator of their own that ``assertionStackIDs`` is: an
  /// assertion closure mints from it, and never advances the store's.
  let assertionValues: DependencyValues
  /// The generator of ``assertionValues``, set to a step's snapshot before each closure.
  let assertionStackIDs: StackElementIDGenerator

  init(_ values: DependencyValues) {
    stackIDs = values.stackElementID
    assertionStackIDs = stackIDs.copy()
    var assertionValues = values
    assertionValues.stackElementID = assertionStackIDs
    self.assertionValues = assertionValues
  }
}

extension TestStore {
  /// The store's stack element id generator as it is now.
  func stackElementIDs() -> StackElementIDGenerator.Snapshot {
    stepDependencies.stackIDs.snapshot()
  }
}
