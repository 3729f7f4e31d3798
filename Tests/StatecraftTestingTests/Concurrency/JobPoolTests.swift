import Dispatch
import Foundation
import Testing

@testable import StatecraftTesting

@MainActor
@Suite("JobPool")
struct JobPoolTests {
  init() {
    Quiescence.install()
  }

  @Test("Global jobs run on the pool's threads, and are counted")
  func jobsRunOnThePool() async {
    let before = QuiescenceMonitor.shared.pool.load.enqueuedJobs
    let onWorker = await Task.detached { QuiescenceMonitor.shared.pool.isCurrentThreadAWorker }
      .value
    #expect(onWorker)
    #expect(!QuiescenceMonitor.shared.pool.isCurrentThreadAWorker)
    #expect(QuiescenceMonitor.shared.pool.load.enqueuedJobs > before)
  }

  @Test("Jobs that block threads do not starve the rest: the pool grows until they all run")
  func growsPastBlockedThreads() async {
    let pool = QuiescenceMonitor.shared.pool
    // More jobs than the pool starts threads (or has now), each blocked until all have started:
    // they can only finish if the pool adds threads for them.
    let count = max(pool.minimumThreads, pool.load.threads) + 2
    let barrier = Barrier(count: count)
    let arrived = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<count {
        group.addTask { barrier.arriveAndWait() }
      }
      var arrived = 0
      for await inTime in group where inTime { arrived += 1 }
      return arrived
    }
    #expect(arrived == count)
    #expect(pool.load.threads >= count)
    #expect(await Quiescence.waitUntilIdle(timeout: QuiescenceTests.bound) == .idle)
  }
}

/// Lets `count` threads through together: each blocks (a real thread block, not a suspension)
/// until the last arrives, or 30 seconds pass, so a failure cannot hang the suite.
final class Barrier: @unchecked Sendable {
  // Safe: `arrivals` is only touched with `condition` locked.
  private let condition = NSCondition()
  private var arrivals = 0
  private let count: Int

  init(count: Int) {
    self.count = count
  }

  /// Returns whether every thread arrived in time.
  func arriveAndWait() -> Bool {
    condition.lock()
    defer { condition.unlock() }
    arrivals += 1
    condition.broadcast()
    let deadline = Date().addingTimeInterval(30)
    while arrivals < count {
      guard condition.wait(until: deadline) else { return false }
    }
    return true
  }
}
