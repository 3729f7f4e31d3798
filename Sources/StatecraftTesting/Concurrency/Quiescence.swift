import Dispatch
import Foundation

/// Whether any concurrency job of the test process is still queued or running: what lets a
/// `TestStore` decide that every effect has run as far as it can, the same way on every run.
///
/// Once installed, the Swift runtime hands every job it would have sent to its global concurrent
/// executor to a ``JobPool`` of this module's threads, which counts them, and counts every
/// main-actor job on its way to the main queue (see ``RuntimeHooks``). A wait then ends when the
/// process is idle: no job queued or running in the pool, and none on the main queue, proven by a
/// probe that travels through the first-in, first-out main queue (see ``IdleProbe``). At that
/// instant every task is suspended on something: a continuation nobody resumed yet, a clock, a real
/// sleep, another process. So the question "has the effect reached its next `send` yet?" has one
/// answer on every run, however loaded the machine.
///
/// ```swift
/// Quiescence.install()
/// let task = Task.detached { await MainActor.run { model.count += 1 } }
/// #expect(await Quiescence.waitUntilIdle(timeout: .seconds(5)) == .idle)
/// #expect(model.count == 1)
/// ```
///
/// > Important: Idle means idle *process-wide*. Tests that Swift Testing runs in parallel share the
/// > pool, so a wait also waits for their jobs, and a job that blocks a thread (or spins) keeps every
/// > waiter waiting until it ends or their timeouts pass. The timeout is a bound on that, not a
/// > verdict about the code under test.
///
/// Work that runs outside the pool and the main queue is not seen until it enqueues a job: a
/// custom executor's own threads, a `Task.sleep` on a real clock (its wake-up is a Dispatch timer),
/// Dispatch queues, other threads.
package enum Quiescence {
  /// How a wait ended.
  package enum Outcome: Hashable, Sendable {
    /// At one instant no job was queued or running anywhere in the process.
    case idle
    /// The timeout passed first: some job kept running or kept enqueuing more (in this test or in
    /// another running in parallel).
    case timedOut
    /// The runtime hooks are missing or were replaced, so idleness cannot be detected; the wait
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

  /// Suspends the calling main-actor task until no job is queued or running anywhere in the
  /// process, or until `timeout` passes.
  ///
  /// Waiting is driven by the jobs themselves: the pool reports when it empties and the main
  /// queue's probe when it gets through, so a wait that succeeds returns as soon as the process is
  /// idle. Only the timeout looks at a clock. A wait installs the hooks if nobody did.
  ///
  /// - Parameter timeout: The longest to wait. It bounds the wait; it never makes it succeed.
  /// - Returns: ``Outcome/idle`` if the process was idle before `timeout` passed,
  ///   ``Outcome/timedOut`` if not, ``Outcome/unavailable(reason:)`` if idleness cannot be
  ///   detected here.
  @MainActor
  package static func waitUntilIdle(timeout: Duration) async -> Outcome {
    install()
    if let reason = unavailableReason {
      // The documented fallback: what is already on the main queue runs first, nothing more.
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
      }
      return .unavailable(reason: reason)
    }
    return await QuiescenceMonitor.shared.waitUntilIdle(timeout: timeout) ? .idle : .timedOut
  }

  /// A new serial executor whose jobs the idleness check counts: for a test store's effects,
  /// so that what they do off the main actor happens in one order on every run. `nil` where
  /// idleness cannot be detected (the effects then run on the global executor).
  ///
  /// Jobs run one at a time, in the order they were enqueued, on the threads that run every
  /// global job (see ``JobPool/Lane``).
  package static func makeSerialExecutor() -> (any TaskExecutor)? {
    install()
    guard unavailableReason == nil else { return nil }
    return QuiescenceMonitor.shared.pool.makeLane()
  }

  private static let installation:
    Result<(RuntimeHooks.Symbols, RuntimeHooks.Installed), RuntimeHooks.MissingSymbol> =
      RuntimeHooks.lookup.map { symbols in
        // The monitor (and its pool) exist before any hook can call into them.
        _ = QuiescenceMonitor.shared
        return (symbols, RuntimeHooks.install(symbols))
      }
}

extension Quiescence {
  /// Waits until the process is idle, for as long as its work goes on: `timedOut` once one of
  /// the waiter's own jobs has run for `bound` without suspending, or the process stayed busy for
  /// `patience` times `bound`.
  ///
  /// Idle is process-wide, and tests run in parallel: on a slow machine (a sanitizer build, a
  /// loaded CI runner) other tests keep the process busy for longer than any one step's bound,
  /// with jobs that come and go. That is work going on, not an effect that is stuck, so it is
  /// waited for. What the bound is for, an effect that loops without suspending, shows as one job
  /// of the waiter's lane that runs for the whole bound, and ends the wait when the bound passes.
  ///
  /// - Parameters:
  ///   - bound: How long one job of `lane` may run without suspending.
  ///   - lane: The executor whose jobs are the waiter's own (a test store's effects), from
  ///     ``makeSerialExecutor()``. Without one (a test clock, which wakes effects of any store),
  ///     only `patience` ends a wait that does not find the process idle.
  ///   - patience: How many bounds to wait in all.
  package static func waitUntilSettled(
    bound: Duration, lane: (any TaskExecutor)? = nil, patience: Int = patience
  ) async -> Outcome {
    let clock = ContinuousClock()
    let start = clock.now
    let pool = QuiescenceMonitor.shared.pool
    let ownLane = lane as? JobPool.Lane
    while true {
      let outcome = await waitUntilIdle(timeout: bound)
      guard outcome == .timedOut else { return outcome }
      if let ownLane, let running = pool.runningTime(of: ownLane), running >= bound {
        return .timedOut
      }
      if clock.now - start >= bound * patience { return .timedOut }
    }
  }

  /// How many bounds a wait goes on while the process keeps working with no job stuck.
  package static let patience = 10

  /// Waits until the process is idle; `false` when `timeout` passed first.
  ///
  /// Where idleness cannot be detected (``Outcome/unavailable(reason:)``), says so once on
  /// standard error and goes on as if the process were idle: steps then wait only for the
  /// main-actor work already queued, as test stores of other libraries do.
  @MainActor
  static func settle(timeout: Duration, lane: (any TaskExecutor)? = nil) async -> Bool {
    switch await waitUntilSettled(bound: timeout, lane: lane) {
    case .idle:
      return true
    case .timedOut:
      return false
    case .unavailable(let reason):
      warnOnce(reason)
      return true
    }
  }

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
