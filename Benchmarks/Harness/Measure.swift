import Foundation
import Statecraft

/// Times `body`, which performs the operations of one run. Setup before it and checks after it are
/// not timed.
@MainActor
func measure(_ body: () -> Void) -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  return clock.now - start
}

/// Times `body`, which performs the operations of one run and awaits them.
@MainActor
func measureAsync(_ body: () async -> Void) async -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  await body()
  return clock.now - start
}

/// Reads `store`'s state once, as the view that shows it does. A store whose state nobody has read
/// has no observer and skips the observation registrar; a store on screen has been read, so every
/// scenario reads the stores a screen would show before it is timed, and its sends pay for the
/// registrar as the `@Observable` baseline's do.
@MainActor
func onScreen<State, Action>(_ store: Store<State, Action>) {
  blackHole(store.state)
}

/// Consumes a value so that the optimiser cannot delete the work that produced it.
///
/// `@_optimize(none)` keeps the call (and so the value) even though the function does nothing, and
/// `@inline(never)` keeps it from being folded into the caller.
@_optimize(none)
@inline(never)
func blackHole<T>(_ value: T) {}

/// Reports a scenario whose final state is not what its operations must have produced: the work
/// was not done as the scenario claims, so its time means nothing.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition {
    FileHandle.standardError.write(Data("benchmark check failed: \(message())\n".utf8))
    failedChecks += 1
  }
}

/// How many ``check(_:_:)`` calls failed; the process exits with an error when any did.
// NB: safe because only the main actor touches it (every scenario runs there);
// `nonisolated(unsafe)` so that the synchronous `check` needs no isolation of its own.
nonisolated(unsafe) var failedChecks = 0

extension Duration {
  /// The duration in nanoseconds, as a `Double`.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
