import Foundation

extension MainActor {
  /// Whether the current code runs on the main actor, asked without trapping.
  ///
  /// A `deinit` of a main-actor class is not isolated, yet nearly always runs on the main actor,
  /// where the last reference is dropped; it uses this to decide whether it may touch isolated
  /// state with `MainActor.assumeIsolated`, which would trap elsewhere. (The main actor need not
  /// run on the main thread: under `swift test` on Linux it does not.)
  ///
  /// In the internal-checks build, a "yes" is confirmed by the standard library's own check,
  /// `MainActor.preconditionIsolated`, which stops the program when it is wrong (there is no way
  /// to confirm a "no" that does not stop the program when it is right).
  package static var isCurrent: Bool {
    guard let isCurrentExecutor else { return Thread.isMainThread }
    let executor = unsafeBitCast(MainActor.shared.unownedExecutor, to: (UInt, UInt).self)
    let answer = isCurrentExecutor(executor.0, executor.1, noFlags)
    InternalChecks.mainActorIsCurrent(answer)
    return answer
  }
}

extension InternalChecks {
  /// The runtime's "on the main actor" is the standard library's.
  @inline(__always)
  static func mainActorIsCurrent(_ answer: Bool) {
    #if STATECRAFT_INTERNAL_CHECKS
      if answer {
        MainActor.preconditionIsolated(
          "[Statecraft internal check] swift_task_isCurrentExecutorWithFlags said this code runs "
            + "on the main actor; the standard library says it does not")
      }
    #endif
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
