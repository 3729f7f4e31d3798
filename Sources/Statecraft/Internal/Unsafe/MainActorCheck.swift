import Foundation

extension MainActor {
  /// Whether the current code runs on the main actor, asked without trapping.
  ///
  /// A `deinit` of a main-actor class is not isolated, yet nearly always runs on the main actor,
  /// where the last reference is dropped; it uses this to decide whether it may touch isolated
  /// state with `MainActor.assumeIsolated`, which would trap elsewhere. (The main actor need not
  /// run on the main thread: under `swift test` on Linux it does not.)
  package static var isCurrent: Bool {
    guard let isCurrentExecutor else { return Thread.isMainThread }
    let executor = unsafeBitCast(MainActor.shared.unownedExecutor, to: (UInt, UInt).self)
    return isCurrentExecutor(executor.0, executor.1, noFlags)
  }
}

// `swift_task_isCurrentExecutorWithFlags(SerialExecutorRef, flags)` takes a two-word struct (an
// identity and an implementation word), passed in two integer registers by the Swift and C
// calling conventions alike, and a 64-bit option set. With no flags it answers without trapping:
// `swift_task_isCurrentExecutor` passes "may crash" and, off the main actor, traps in the main
// executor's `checkIsolated` rather than answer `false`.
private typealias IsCurrentExecutor = @convention(c) (UInt, UInt, UInt64) -> Bool

/// `swift_task_is_current_executor_flag::None`.
private let noFlags: UInt64 = 0

private let isCurrentExecutor = RuntimeSymbol.function(
  "swift_task_isCurrentExecutorWithFlags", as: IsCurrentExecutor.self
)
