import Dispatch
import Foundation

/// Whether a test store's work has run as far as it can: what lets a `TestStore` decide that its
/// effects have settled, the same way on every run, without waiting for the rest of the process.
///
/// Once installed, the Swift runtime hands every job it would have sent to its global concurrent
/// executor to a ``JobPool`` of this module's threads, and every main-actor job enqueued by owned
/// work through a counted wrapper (see ``RuntimeHooks``). Each job is counted for its
/// ``WorkOwner`` from enqueue until it has run; a test store's effects run on a lane whose jobs are
/// its owner's, and what they enqueue is theirs too. A wait ends when the owner's count is zero: at
/// that instant each of its tasks is suspended on something, a continuation nobody resumed yet, a
/// clock, a real sleep, another process. So the question "has the effect reached its next `send`
/// yet?" has one answer on every run, however loaded the machine, and whatever other tests do.
///
/// ```swift
/// Quiescence.install()
/// let owner = WorkOwner()
/// Quiescence.withOwner(owner) {
///   Task.detached { await MainActor.run { model.count += 1 } }
/// }
/// #expect(await Quiescence.waitUntilSettled(owner, timeout: .seconds(5)) == .settled)
/// #expect(model.count == 1)
/// ```
///
/// Work that an owned job does not enqueue is not the owner's: a task resumed by a Dispatch timer
/// (a `Task.sleep` on a real clock, unless the task runs on a lane), a Dispatch queue, another
/// thread. A job enqueued on a default actor that another caller's job is running at that moment
/// runs inside that job, where no hook sees it; the owner then keeps the task and waits until
/// the runtime no longer records it as queued or running (``WorkOwner/hasTasksElsewhere``).
package enum Quiescence {
  /// How a wait ended.
  package enum Outcome: Hashable, Sendable {
    /// At one instant no job of the owner was queued or running.
    case settled
    /// The timeout passed first: some job of the owner kept running or kept enqueuing more.
    case timedOut
    /// The runtime hooks are missing or were replaced, so settling cannot be detected; the wait
    /// only let the main-actor jobs already queued run first.
    case unavailable(reason: String)
  }

  /// Installs the runtime hooks, once for the process; later calls do nothing.
  ///
  /// Safe to call from any thread, concurrently. Install before starting the work to wait for:
  /// a task that was already on the main actor keeps the main executor it had until its next hop,
  /// and its first resumption there is not counted.
  package static func install() {
    _ = installation
  }

  /// Why idleness cannot be detected in this process, or `nil` when it can.
  ///
  /// Non-nil when this runtime lacks one of the hooks (another platform, another Swift version), or
  /// when something replaced them after ``install()``, such as a library that serialises tests
  /// onto the main actor through the same hook.
  package static var unavailableReason: String? {
    switch installation {
    case .failure(let missing):
      return "Quiescence is unavailable: \(missing)."
    case .success(let (symbols, installed)):
      guard RuntimeHooks.isIntact(installed, in: symbols) else {
        return """
          Quiescence is unavailable: the Swift runtime's enqueue hooks were replaced after \
          Statecraft installed them (another library or test utility set them).
          """
      }
      return nil
    }
  }

  /// Suspends the calling task until none of `owner`'s jobs is queued or running, or until
  /// `timeout` passes.
  ///
  /// Waiting is driven by the jobs themselves: the last of the owner's jobs to run resumes the
  /// wait. Only the timeout looks at a clock. A wait installs the hooks if nobody did.
  ///
  /// - Parameter timeout: The longest to wait. It bounds the wait; it never makes it succeed.
  /// - Returns: ``Outcome/settled`` if the owner settled before `timeout` passed,
  ///   ``Outcome/timedOut`` if not, ``Outcome/unavailable(reason:)`` if settling cannot be
  ///   detected here.
  package static func waitUntilSettled(_ owner: WorkOwner, timeout: Duration) async -> Outcome {
    install()
    if let reason = unavailableReason {
      // The documented fallback: what is already on the main queue runs first, nothing more.
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
      }
      return .unavailable(reason: reason)
    }
    return await owner.waitUntilSettled(timeout: timeout) ? .settled : .timedOut
  }

  /// Runs `body` as `owner`'s work: the tasks it starts and the jobs it enqueues are `owner`'s.
  package static func withOwner<Result>(
    _ owner: WorkOwner, _ body: () throws -> Result
  ) rethrows
    -> Result
  {
    install()
    return try WorkOwner.withCurrent(owner, body)
  }

  /// A new serial executor whose jobs belong to a new owner (``owner(of:)``): for a test store's
  /// effects, so that what they do off the main actor happens in one order on every run, and a
  /// step waits for them alone. `nil` where settling cannot be detected (the effects then run on
  /// the global executor).
  ///
  /// Jobs run one at a time, in the order they were enqueued, on the threads that run every
  /// global job (see ``JobPool/Lane``).
  package static func makeSerialExecutor() -> (any TaskExecutor)? {
    install()
    guard unavailableReason == nil else { return nil }
    return JobPool.shared.makeLane()
  }

  /// The owner of the jobs of an executor from ``makeSerialExecutor()``.
  package static func owner(of executor: (any TaskExecutor)?) -> WorkOwner? {
    (executor as? JobPool.Lane)?.owner
  }

  private static let installation:
    Result<(RuntimeHooks.Symbols, RuntimeHooks.Installed), RuntimeHooks.MissingSymbol> =
      RuntimeHooks.lookup.map { symbols in
        // The pool exists before any hook can call into it.
        _ = JobPool.shared
        return (symbols, RuntimeHooks.install(symbols))
      }
}

extension Quiescence {
  /// Waits until the work of `lane` (an executor from ``makeSerialExecutor()``) has settled;
  /// `false` when `timeout` passed first.
  ///
  /// Where settling cannot be detected (``Outcome/unavailable(reason:)``), says so once on
  /// standard error and goes on as if the work had settled: steps then wait only for the
  /// main-actor work already queued, as test stores of other libraries do.
  @MainActor
  static func settle(timeout: Duration, lane: (any TaskExecutor)?) async -> Bool {
    guard let owner = owner(of: lane) else {
      warnOnce(unavailableReason ?? "Quiescence is unavailable: the store has no lane.")
      return true
    }
    return await settle(timeout: timeout, owners: [owner])
  }

  /// Waits until the work of every owner in `owners` has settled at once (one owner's work may
  /// restart another's); `false` once their jobs have been running for `bound` in all since the
  /// wait began, or the wait has lasted `patience` times `bound`.
  ///
  /// Only the owners' own running time counts towards `bound`: a job of theirs queued behind
  /// other tests' work (the main actor, shared by every test, busy with another one; a loaded
  /// machine) is work going on elsewhere, not an effect that is stuck. What the bound is for, an
  /// effect that loops without suspending or keeps sending, runs all the time, and reaches it.
  @MainActor
  package static func settle(
    timeout bound: Duration, owners: [WorkOwner], patience: Int = patience
  ) async -> Bool {
    let clock = ContinuousClock()
    let start = clock.now
    let busyBefore = owners.map(\.busyTime)
    // Checked a few times per bound, so that a runaway is caught soon after it reaches it.
    let slice = bound / 4
    func exhausted() -> Bool {
      let busy = zip(owners, busyBefore).reduce(Duration.zero) { $0 + ($1.0.busyTime - $1.1) }
      return busy >= bound || clock.now - start >= bound * patience
    }
    var recheck = Duration.microseconds(50)
    while true {
      for owner in owners {
        while true {
          let outcome = await waitUntilSettled(owner, timeout: slice)
          if case .unavailable(let reason) = outcome {
            warnOnce(reason)
            return true
          }
          if outcome == .settled { break }
          if exhausted() { return false }
        }
      }
      // Each wait ended resumed by nobody's work, or at once with none of that owner's jobs
      // pending, so this task's own job is counted for none of them.
      if owners.contains(where: \.hasTasksElsewhere) {
        // An owned task is queued or running where no hook sees it: inside another caller's
        // job on a default actor. Nothing signals when it gets there, so it is looked at again
        // after a pause that doubles each time. The pause decides only how soon the step
        // notices; the step returns once the task has run to a suspension, whatever the pause.
        if exhausted() { return false }
        try? await Task.sleep(for: recheck)
        recheck = min(recheck * 2, .milliseconds(5))
        continue
      }
      if !owners.contains(where: { $0.pendingJobs > 0 }) { return true }
    }
  }

  /// How many bounds a wait goes on while its owners' work is queued behind other work.
  package static let patience = 10

  @MainActor private static var hasWarned = false

  @MainActor
  private static func warnOnce(_ reason: String) {
    guard !hasWarned else { return }
    hasWarned = true
    print(
      "[StatecraftTesting] \(reason) TestStore steps cannot prove that effects have settled.",
      to: &StandardError.stream
    )
  }
}

/// Standard error, as a text output stream.
private struct StandardError: TextOutputStream {
  @MainActor static var stream = StandardError()

  func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
