import Statecraft

/// How a wait for effects ended.
enum WaitOutcome: Equatable {
  case satisfied
  /// Every effect is waiting on a test clock that nobody advances, or none is running.
  case stuck
  case timedOut
}

/// Waits until `condition` holds, every effect that `effects` returns is settled, or `timeout`
/// passes, whichever comes first.
///
/// Settled means the effect cannot send anything until the test acts: it has ended, or it waits on
/// a `TestClock`. Whether effects are still working is not guessed: their work runs on `executor`,
/// which knows when it is idle, and the main actor (where this runs) is given a turn before idling
/// counts, so that sends on their way to it arrive first. The wall-clock `timeout` only decides
/// for effects that wait on something outside the test, such as real time.
@MainActor
func waitForEffects(
  _ effects: () -> [EffectHandle],
  executor: EffectExecutor,
  timeout: Duration,
  until condition: () -> Bool
) async -> WaitOutcome {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while true {
    if condition() { return .satisfied }
    if await isQuiescent(executor) {
      if condition() { return .satisfied }
      if effects().allSatisfy(\.isSettled) { return .stuck }
      if clock.now >= deadline { return .timedOut }
      // Every effect is suspended, and one waits on something outside the test.
      try? await Task.sleep(for: .milliseconds(1))
    } else if clock.now >= deadline {
      return .timedOut
    }
  }
}

/// Whether no effect has work to do: the executor is idle, stays so across a turn of the main
/// actor (which lets queued main-actor work, such as sends, run first), and nothing was enqueued
/// meanwhile.
@MainActor
func isQuiescent(_ executor: EffectExecutor) async -> Bool {
  guard executor.isIdle else {
    await Task.yield()
    return false
  }
  let mark = executor.enqueuedCount
  await Task.yield()
  return executor.isIdle && executor.enqueuedCount == mark
}
