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
/// A settled effect cannot send any more: it is waiting on a `TestClock`, or has ended. And an
/// effect only settles after the sends it made have reached the main actor, where this runs. So
/// "all settled" is final, and the wall-clock `timeout` only matters for effects that wait on
/// something else.
@MainActor
func waitForEffects(
  _ effects: () -> [EffectHandle],
  timeout: Duration,
  until condition: () -> Bool
) async -> WaitOutcome {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  var attempt = 0
  while true {
    if condition() { return .satisfied }
    if effects().allSatisfy(\.isSettled) { return .stuck }
    if clock.now >= deadline { return .timedOut }
    attempt += 1
    if attempt < 32 {
      await Task.yield()
    } else {
      try? await Task.sleep(for: .microseconds(200))
    }
  }
}
