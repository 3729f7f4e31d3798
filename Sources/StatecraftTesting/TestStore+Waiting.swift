import Statecraft

/// How a wait for effects ended.
enum WaitOutcome: Equatable {
  case satisfied
  /// Nothing can happen until the test acts: no effect runs, or every one sleeps on a test clock.
  case stuck
  /// Effects waited on something outside the test for longer than the timeout.
  case timedOut
  /// The work did not settle within the settle bound; that was reported already.
  case unsettled
}

/// Where the earliest sleeper of a test store's stuck effects waits: the time of its TestClock,
/// whether the test ever advanced that clock, and the time it wakes at (as offsets from the
/// clock's start).
struct ClockSleep: Equatable {
  let now: Duration
  let wasAdvanced: Bool
  let deadline: Duration
}

/// How long a step lets its store's work settle before it reports the effects that did not.
///
/// A step waits for its own store's work alone (see ``Quiescence``), so other tests running in
/// parallel never count towards it. An effect that never suspends, or that keeps sending,
/// reaches it.
let defaultSettleBound: Duration = .seconds(30)

extension TestStore {
  /// Lets every effect of this store run as far as it can: until no job of its effects (or of
  /// what they started) is queued or running. Returns `false`, after reporting the effects still
  /// running, when the store's settle bound passed first.
  @discardableResult
  func settle(at site: SourceCallSite) async -> Bool {
    // With no effect of this store running (or winding down after a cancellation), nothing this
    // store started can still be on its way: there is nothing to wait for.
    guard runtime.hasEffectsInFlight else {
      return true
    }
    guard !(await Quiescence.settle(timeout: settleBound, lane: runtime.taskExecutor)) else {
      return true
    }
    let busy = runtime.machine.runningEffects.map { $0.origin.action.value as Any }
    fail(Messages.didNotSettle(busy, bound: settleBound), at: site)
    return false
  }

  /// Where the store's running effects sleep, for a message about effects found stuck.
  var clockSleep: ClockSleep? {
    TestClock.earliestSleep(of: runtime.machine.runningActivities).map {
      ClockSleep(now: $0.now.offset, wasAdvanced: $0.wasAdvanced, deadline: $0.deadline.offset)
    }
  }

  /// Waits until `condition` holds. Between checks every effect runs as far as it can; when none
  /// can go on without the test (none runs, or every one sleeps on a test clock) the wait ends
  /// at once as stuck. Only effects waiting on something outside the test (real time, a
  /// continuation resumed from elsewhere) leave the decision to `timeout`, counted from the first
  /// moment everything settled.
  func wait(
    timeout: Duration, at site: SourceCallSite, until condition: () -> Bool
  ) async -> WaitOutcome {
    let clock = ContinuousClock()
    var deadline: ContinuousClock.Instant?
    while true {
      if condition() { return .satisfied }
      let isIdle = await settle(at: site)
      if condition() { return .satisfied }
      guard isIdle else { return .unsettled }
      if runtime.machine.isWaitingOnTestClocks { return .stuck }
      // Every job is done, and some effect waits on something outside the test: wait until an
      // effect sends or ends.
      let outside = deadline ?? clock.now.advanced(by: timeout)
      deadline = outside
      guard await activity.wait(until: outside) else {
        return condition() ? .satisfied : .timedOut
      }
    }
  }
}
