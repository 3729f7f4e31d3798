import Statecraft

/// How a wait for effects ended.
enum WaitOutcome: Equatable {
  case satisfied
  /// Nothing can happen until the test acts: no effect runs, or every one sleeps on a test clock.
  case stuck
  /// Effects waited on something outside the test for longer than the timeout.
  case timedOut
}

extension TestStore {
  /// Lets every effect run as far as it can: until no job is pending anywhere in the process.
  /// Reaching the store's ``timeout`` first is a failure that names the effects still busy.
  func settle(at site: SourceCallSite) async {
    guard !(await Quiescence.waitUntilIdle(timeout: timeout)) else { return }
    let busy = runtime.machine.runningEffects.map { $0.origin.action.value as Any }
    fail(Messages.didNotSettle(busy, timeout: timeout), at: site)
  }

  /// Waits until `condition` holds. Between checks every effect runs as far as it can; when none
  /// can go on without the test (none runs, or every one sleeps on a test clock) the wait ends
  /// at once as stuck. Only effects waiting on something outside the test (real time, a
  /// continuation resumed from elsewhere) leave the decision to `timeout`.
  func wait(timeout: Duration, until condition: () -> Bool) async -> WaitOutcome {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      if condition() { return .satisfied }
      let isIdle = await Quiescence.waitUntilIdle(timeout: max(.zero, deadline - clock.now))
      if condition() { return .satisfied }
      guard isIdle else { return .timedOut }
      if runtime.machine.isWaitingOnTestClocks { return .stuck }
      // Every job is done, and some effect waits on something outside the test: wait until an
      // effect sends or ends.
      guard await activity.wait(until: deadline) else {
        return condition() ? .satisfied : .timedOut
      }
    }
  }
}
