import Statecraft

/// A reduction under way, as the runtime's `didReduce` finds it: the shared values before it,
/// and those when its reducer returned. The state before it is the test store's
/// `stateBeforeReduction`, kept apart: a generic record would have its type looked up at run time
/// on every step.
struct SharedReduction {
  let before: SharedValues
  var after: SharedValues?
}

/// The shared values of one reduction, as a test store records them (rules SH4, SH5, SH7).
struct SharedStep {
  /// Every box the state held just before the reduction, with its value then.
  var before: SharedValues
  /// The same boxes, and those the state held after it, with their values after it.
  var after: SharedValues
  /// The boxes whose value the reduction changed: from ``before`` to ``after``.
  var changes: [SharedValues.Change] { before.differences(to: after) }
  /// The changes since the reduction before, which no reducer made (rule SH6): from the values
  /// after the previous reduction to ``before``.
  var outside: [SharedValues.Change]
}

extension TestStore {
  /// Reduces one action as `reduce` says, recording the shared values the state holds just
  /// before and just after it, and what changed them in between the previous reduction and this
  /// one.
  ///
  /// Copies of a state share their boxes, so a shared value's change is invisible to a
  /// comparison of states: it is read from the boxes around the reduction. The values after it
  /// are those of the reduction alone: an effect's `withLock` after it is a change outside a step.
  func reducingRecordingShared(_ reduce: () -> Void) -> SharedStep {
    guard stateMayHoldShared else {
      reduce()
      return SharedStep(before: lastReducedShared, after: lastReducedShared, outside: [])
    }
    // The state is as the last reduction left it, so it holds the boxes recorded then (the walk
    // over a state is what a step costs most): only their values are read again.
    var before = lastReducedShared.reread()
    var outside = lastReducedShared.differences(to: before)
    if before.mayHoldOtherBoxes(since: lastReducedShared) {
      before = SharedValues(reading: runtime.state).adding(before)
      outside = lastReducedShared.differences(to: before)
    }
    stateBeforeReduction = runtime.state
    sharedReduction = SharedReduction(before: before)
    reduce()
    let recorded = sharedReduction?.after ?? recordSharedAfterReducer(before)
    sharedReduction = nil
    lastReducedShared = recorded
    return SharedStep(before: before, after: recorded, outside: outside)
  }

  /// The runtime's `didReduce`: reads the shared values when the reducer returns, before the
  /// action's effects start, as an effect changing a value at once, on the effects' thread,
  /// changes it outside the step on every run.
  func sharedReducerDidReturn() {
    guard let reduction = sharedReduction, reduction.after == nil else { return }
    sharedReduction?.after = recordSharedAfterReducer(reduction.before)
  }

  /// The values of the boxes after a reduction, and their changes since `before`.
  private func recordSharedAfterReducer(_ before: SharedValues) -> SharedValues {
    let values = before.reread()
    // The boxes are walked for again only when the state may hold others: it changed (with
    // shared values compared by reference), or a box's value that can hold shared values changed.
    let isSame = SharedValues.comparingByIdentity { runtime.state == stateBeforeReduction }
    guard !isSame || values.mayHoldOtherBoxes(since: before) else { return values }
    return SharedValues(reading: runtime.state).adding(values)
  }

  /// Fails for the shared values that changed outside any step (rule SH6) before `step`, at
  /// `site`; prints them instead with exhaustivity off, when skipped assertions are shown.
  func reportChangedOutside(
    _ changes: [SharedValues.Change],
    before step: @autoclosure () -> String,
    at site: SourceCallSite
  ) {
    guard !changes.isEmpty else { return }
    let step = step()
    if exhaustivity == .on {
      fail(Messages.sharedChangedOutsideStep(changes, when: "before \(step)"), at: site)
    } else if showsSkippedAssertions {
      Messages.printSkipped(
        "Shared values changed outside a step, before \(step):",
        Messages.sharedChanges(changes), at: site
      )
    }
  }

  /// The end of the test: fails for shared values changed since the last reduction, at the site
  /// of the last step (rule SH6).
  func checkSharedAtEnd() {
    let now = lastReducedShared.reread()
    let changes = lastReducedShared.differences(to: now)
    guard !changes.isEmpty else { return }
    let site = sites.last ?? sites[0]
    if exhaustivity == .on {
      fail(Messages.sharedChangedOutsideStep(changes, when: "after the last step"), at: site)
    } else if showsSkippedAssertions {
      Messages.printSkipped(
        "Shared values changed outside a step, after the last step:",
        Messages.sharedChanges(changes), at: site
      )
    }
  }

  /// Runs an assertion closure on `expected`, with the shared values of `start` in force (rule
  /// SH4): it sees them, and its `withLock`s change them, never the boxes. Returns the shared
  /// values as the closure left them.
  func runAssertion(
    _ update: (inout State) throws -> Void,
    on expected: inout State,
    shared start: SharedValues,
    stackIDs: StackElementIDGenerator.Snapshot?,
    at site: SourceCallSite
  ) throws -> SharedValues {
    // An issue the closure reports (a `subscript(case:)` set on another case) is this step's.
    func run() throws {
      try IssueReporting.withHandlerOnThisThread(issueHandler(at: site)) {
        try withStoreDependencies(stackIDs: stackIDs) { try update(&expected) }
      }
    }
    // With no shared values recorded, a box the closure meets is not the state's: it shows its
    // own value and its `withLock` changes it, overlay or not.
    guard !start.isEmpty else {
      try run()
      return start
    }
    let overlay = start.overlay()
    try overlay.install(run)
    return start.applying(overlay)
  }
}
