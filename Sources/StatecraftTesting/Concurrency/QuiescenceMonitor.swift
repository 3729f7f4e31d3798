import Dispatch
import Foundation

/// The process-wide bookkeeping behind ``Quiescence``: the ``JobPool`` that runs global jobs, the
/// main-actor enqueue counts, and the waiters, with an ``IdleProbe`` deciding when they are told.
///
/// The runtime hooks call in from any thread. Waiting is driven by events, never by polling: the
/// pool reports each time it empties, each main-actor enqueue reports when it has landed, and the
/// probe reports when it reaches the front of the main queue; a waiter's timeout is the only clock.
final class QuiescenceMonitor: @unchecked Sendable {
  /// The one monitor, which the runtime hooks feed.
  static let shared = QuiescenceMonitor()

  // Safe: `probe` and `nextWaiterID` are read and written only with `lock` held. The lock is
  // never held while a job is enqueued (see `perform(_:)`), so a hook never waits for itself.
  private let lock = NSLock()
  private var probe = IdleProbe<Waiter>()
  private var nextWaiterID = 0

  /// The threads that run every global job once the hooks are installed.
  let pool: JobPool

  private init() {
    // The pool reports through `shared`, which is fully initialised before any job can run: jobs
    // arrive only once the hooks are installed, after this initialiser returned.
    pool = JobPool(becameIdle: { QuiescenceMonitor.shared.poolBecameIdle() })
  }

  private typealias Waiter = CheckedContinuation<Bool, Never>

  /// Suspends until the process is idle or `timeout` passes; returns whether it was idle.
  @MainActor
  func waitUntilIdle(timeout: Duration) async -> Bool {
    await withCheckedContinuation { (continuation: Waiter) in
      let (id, action) = lock.withLock {
        nextWaiterID += 1
        return (nextWaiterID, probe.addWaiter(id: nextWaiterID, continuation, pool: poolLoad))
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout.dispatchInterval) {
        QuiescenceMonitor.shared.waiterTimedOut(id: id)
      }
      perform(action)
    }
  }

  /// How many waiters are waiting, for tests.
  var waiterCount: Int {
    lock.withLock { probe.waiterCount }
  }

  /// Called by the main-enqueue hook before it hands a job on.
  func mainJobWillEnqueue() {
    lock.withLock { probe.mainEnqueueWillBegin() }
  }

  /// Called by the main-enqueue hook once the job is on the main queue.
  func mainJobDidEnqueue() {
    perform(lock.withLock { probe.mainEnqueueDidEnd(pool: poolLoad) })
  }

  private func poolBecameIdle() {
    perform(lock.withLock { probe.poolBecameIdle(pool: poolLoad) })
  }

  private func probeRan() {
    perform(lock.withLock { probe.probeRan(pool: poolLoad) })
  }

  private func waiterTimedOut(id: Int) {
    lock.withLock { probe.removeWaiter(id: id) }?.resume(returning: false)
  }

  /// Read with `lock` held; the pool's own lock is always taken inside this one, never around it.
  private func poolLoad() -> JobPool.Load {
    pool.load
  }

  private func perform(_ action: IdleProbe<Waiter>.Action) {
    switch action {
    case .none:
      break
    case .postProbe:
      // A plain Dispatch block, not a Swift job: it joins the main queue's order without being
      // counted as main-actor work.
      DispatchQueue.main.async { QuiescenceMonitor.shared.probeRan() }
    case .resume(let waiters):
      for waiter in waiters { waiter.resume(returning: true) }
    }
  }
}

extension Duration {
  /// The duration as Dispatch takes it, in whole nanoseconds.
  fileprivate var dispatchInterval: DispatchTimeInterval {
    let (seconds, attoseconds) = components
    guard seconds >= 0 else { return .nanoseconds(0) }
    let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let (total, sumOverflow) = nanoseconds.addingReportingOverflow(attoseconds / 1_000_000_000)
    guard !overflow, !sumOverflow else { return .never }
    return .nanoseconds(Int(clamping: total))
  }
}
