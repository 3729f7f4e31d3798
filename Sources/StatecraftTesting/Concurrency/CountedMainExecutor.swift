import Dispatch

/// The main actor's executor as the runtime sees it once quiescence tracking is installed: it hands
/// every job to the runtime's `swift_task_enqueueMainExecutor`, where the hook counts a job that
/// owned work enqueued for its owner, and the job then runs on the main queue in its turn.
///
/// Swift 6.2 and later enqueue main-actor jobs directly on the main executor object, skipping that
/// entry point and its hook. Answering this executor from `swift_task_getMainExecutor` (see
/// ``RuntimeHooks``) brings them back through it. The runtime also uses that answer for the jobs it
/// takes off the main queue, so code running there is isolated to this executor: hops and
/// isolation checks compare equal, and `checkIsolated()` asks Dispatch, as the original does.
final class CountedMainExecutor: SerialExecutor {
  /// The one instance, as the executor reference the hooks hand out.
  static let unowned = UnownedSerialExecutor(ordinary: shared)
  private static let shared = CountedMainExecutor()

  private init() {}

  func enqueue(_ job: consuming ExecutorJob) {
    switch RuntimeHooks.lookup {
    case .success(let symbols):
      symbols.enqueueMainExecutor(UnownedJob(job))
    case .failure(let missing):
      // Unreachable: this executor is only handed out after every symbol was found.
      preconditionFailure("CountedMainExecutor is installed although \(missing)")
    }
  }

  func checkIsolated() {
    dispatchPrecondition(condition: .onQueue(.main))
  }
}
