import Dispatch
import Foundation

/// Whose work a concurrency job is, so that a test store waits for its own work and nothing else.
///
/// Ownership follows causality, decided when a job is enqueued (see ``RuntimeHooks``):
///
/// - a job of a test store's lane (its effects, the actors and child tasks they call) belongs to
///   the lane's owner;
/// - a job enqueued on the global executor or the main actor by a thread that is running an owned
///   job belongs to that job's owner (the thread's ``current`` owner);
/// - a task that a `TestClock` wakes belongs to whoever slept on it (or to the clock).
///
/// Anything else belongs to nobody: the test's own code, other tests, a plain `Store`'s effects, a
/// task resumed by a Dispatch timer after a real sleep. An owner counts its jobs that are queued or
/// running; it has *settled* when that count is zero: every job it started, and every job those
/// started, has run as far as it can. It also adds up the time during which one of its jobs was
/// running (``busyTime``): time spent queued behind other work (the main actor busy with another
/// test) is not its own.
///
/// One way out of that causality has no hook: a task whose job calls a default actor while
/// another caller's job runs on it is queued inside the actor, and runs inside that job, as that
/// caller's work. So when one of the owner's jobs ends with its task still scheduled somewhere
/// (queued or running, as the runtime records it), the owner keeps the task
/// (``hasTasksElsewhere``) until it is neither: the task then has run to a suspension, and what it
/// enqueued meanwhile on the owner's lane was counted.
///
/// ```swift
/// let owner = WorkOwner()
/// Quiescence.withOwner(owner) {
///   Task.detached { await MainActor.run { model.count += 1 } }
/// }
/// #expect(await owner.waitUntilSettled(timeout: .seconds(5)))
/// #expect(model.count == 1)
/// ```
package final class WorkOwner: @unchecked Sendable {
  // Safe: every stored `var` is read and written only with `lock` held; waiters are resumed
  // after it is released.
  private let lock = NSLock()
  private var pending = 0
  private var running = 0
  private var busySince: ContinuousClock.Instant?
  private var busyBefore: Duration = .zero
  private var waiters: [(id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
  private var nextWaiterID = 0
  /// Tasks whose job ended with the task still queued or running: see ``hasTasksElsewhere``.
  private var scheduledTasks: [ObservedTask] = []

  package init() {}

  deinit {
    for task in scheduledTasks { task.release() }
  }

  /// How many of this owner's jobs are queued or running now.
  package var pendingJobs: Int { lock.withLock { pending } }

  /// A job of this owner was enqueued; called before it can run.
  func jobWasEnqueued() {
    lock.withLock { pending += 1 }
  }

  /// How long, in all, at least one job of this owner was running.
  package var busyTime: Duration {
    let now = ContinuousClock.now
    return lock.withLock { busyBefore + (busySince.map { now - $0 } ?? .zero) }
  }

  /// A job of this owner starts running.
  func jobWillRun() {
    let now = ContinuousClock.now
    lock.withLock {
      if running == 0 { busySince = now }
      running += 1
    }
  }

  /// A job of this owner ran (it returned, or its task suspended); `task` is the job's task, if
  /// it is one, which the owner keeps while the task is still scheduled somewhere, and releases.
  func jobDidRun(task: ObservedTask? = nil) {
    let now = ContinuousClock.now
    // Read before the lock: the task, wherever it went, may be changing it.
    var kept: ObservedTask?
    if let task {
      if task.isScheduled { kept = task } else { task.release() }
    }
    let settled = lock.withLock { () -> [CheckedContinuation<Bool, Never>] in
      if let kept { scheduledTasks.append(kept) }
      running -= 1
      if running == 0, let since = busySince {
        busyBefore += now - since
        busySince = nil
      }
      pending -= 1
      guard pending == 0, !waiters.isEmpty else { return [] }
      defer { waiters.removeAll() }
      return waiters.map(\.continuation)
    }
    guard !settled.isEmpty else { return }
    // What a waiter does next is its own work, not this owner's.
    WorkOwner.withCurrent(nil) {
      for waiter in settled { waiter.resume(returning: true) }
    }
  }

  /// Whether a task that one of this owner's jobs ran is queued or running where no hook counts
  /// it: a default actor that another caller's job held when the task called it, a custom
  /// executor. Such a task is still the owner's work, though none of its jobs is counted.
  ///
  /// Forgets the tasks that have since reached a suspension or completed, and the calling task. A
  /// task queued on this owner's own lane is here too until it has run, as it is in
  /// ``pendingJobs``.
  package var hasTasksElsewhere: Bool {
    let tasks = lock.withLock {
      defer { scheduledTasks.removeAll() }
      return scheduledTasks
    }
    guard !tasks.isEmpty else { return false }
    var still: [ObservedTask] = []
    for task in tasks {
      // The task asking is running, and is not elsewhere: a task that an owned job resumed (a
      // test's step woken by an effect's send) hops off the main actor to wait, and that job
      // ended with it scheduled.
      if task.isScheduled, !task.isCurrent { still.append(task) } else { task.release() }
    }
    guard !still.isEmpty else { return false }
    lock.withLock { scheduledTasks.append(contentsOf: still) }
    return true
  }

  /// Suspends until none of this owner's jobs is queued or running, or until `timeout` passes.
  ///
  /// A job that enqueues no other owned job before it ends leaves nothing behind, so the wait
  /// ends as soon as the last of them has run. Only the timeout looks at a clock.
  ///
  /// - Returns: Whether the owner settled before `timeout` passed.
  package func waitUntilSettled(timeout: Duration) async -> Bool {
    await withCheckedContinuation { continuation in
      let id = lock.withLock { () -> Int? in
        guard pending > 0 else { return nil }
        nextWaiterID += 1
        waiters.append((nextWaiterID, continuation))
        return nextWaiterID
      }
      guard let id else {
        continuation.resume(returning: true)
        return
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout.dispatchInterval) {
        [weak self] in
        self?.waiterTimedOut(id: id)
      }
    }
  }

  private func waiterTimedOut(id: Int) {
    let waiter = lock.withLock { () -> CheckedContinuation<Bool, Never>? in
      guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
      return waiters.remove(at: index).continuation
    }
    waiter?.resume(returning: false)
  }
}

extension WorkOwner {
  /// The owner of the job the calling thread runs, if any.
  package static var current: WorkOwner? { currentOwner.current }

  /// Runs `body` with `owner` as the calling thread's owner: the jobs it enqueues are `owner`'s.
  package static func withCurrent<Result>(
    _ owner: WorkOwner?, _ body: () throws -> Result
  ) rethrows -> Result {
    // `owner` is kept alive by the caller for the whole of `body`.
    try currentOwner.with(owner, body)
  }

  private static let currentOwner = ThreadLocalObject<WorkOwner>()
}

extension Duration {
  /// The duration as Dispatch takes it, in whole nanoseconds.
  var dispatchInterval: DispatchTimeInterval {
    let (seconds, attoseconds) = components
    guard seconds >= 0 else { return .nanoseconds(0) }
    let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let (total, sumOverflow) = nanoseconds.addingReportingOverflow(attoseconds / 1_000_000_000)
    guard !overflow, !sumOverflow else { return .never }
    return .nanoseconds(Int(clamping: total))
  }
}
