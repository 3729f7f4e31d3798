import Statecraft

/// The shared values of one reduction, as a test store records them (rules SH4, SH5, SH7).
struct SharedStep {
  /// Every box the state held just before the reduction, with its value then.
  var before: SharedValues
  /// The same boxes, and those the state held after it, with their values after it.
  var after: SharedValues
  /// The changes since the reduction before, which no reducer made (rule SH6): from the values
  /// after the previous reduction to ``before``.
  var outside: [(expected: SharedValues.Entry, actual: SharedValues.Entry)]
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
    let before = SharedValues(reading: runtime.state)
    let outside = lastReducedShared.differences(to: before)
    // Read when the reducer returns, before the action's effects start: an effect changing the
    // value at once, on the effects' thread, changes it outside the step on every run.
    var after: SharedValues?
    let runtime = self.runtime
    runtime.didReduce = {
      after = after ?? before.reread().adding(SharedValues(reading: runtime.state))
    }
    reduce()
    runtime.didReduce = nil
    let recorded = after ?? before.reread().adding(SharedValues(reading: runtime.state))
    lastReducedShared = recorded
    return SharedStep(before: before, after: recorded, outside: outside)
  }

  /// Fails for the shared values that changed outside any step (rule SH6) before `step`, at
  /// `site`; prints them instead with exhaustivity off, when skipped assertions are shown.
  func reportChangedOutside(
    _ changes: [(expected: SharedValues.Entry, actual: SharedValues.Entry)],
    before step: String,
    at site: SourceCallSite
  ) {
    guard !changes.isEmpty else { return }
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
    at site: SourceCallSite
  ) throws -> SharedValues {
    let overlay = start.overlay()
    try overlay.install {
      // An issue the closure reports (a `subscript(case:)` set on another case) is this step's.
      try IssueReporting.$handler.withValue(issueHandler(at: site)) {
        try withStoreDependencies { try update(&expected) }
      }
    }
    return start.applying(overlay)
  }
}
