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
    let before = JobPool.shared.load.enqueuedJobs
    let onWorker = await Task.detached { JobPool.shared.isCurrentThreadAWorker }
      .value
    #expect(onWorker)
    #expect(!JobPool.shared.isCurrentThreadAWorker)
    #expect(JobPool.shared.load.enqueuedJobs > before)
  }

  @Test("Jobs that block threads do not starve the rest: the pool grows until they all run")
  func growsPastBlockedThreads() async {
    let pool = JobPool.shared
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

@MainActor
@Suite("JobPool lanes")
struct JobPoolLaneTests {
  init() {
    Quiescence.install()
  }

  @Test("A lane runs its jobs one at a time, in the order they were enqueued")
  func serialInOrder() async {
    let lane = JobPool.shared.makeLane()
    let log = LaneLog()
    let tasks = (0..<200).map { index in
      Task(executorPreference: lane) {
        // Two jobs of each task, split by a suspension: the lane runs other jobs in between,
        // but never two at once.
        log.enter()
        log.exit()
        await Task.yield()
        log.enter()
        log.exit(index)
      }
    }
    for task in tasks { await task.value }
    #expect(log.order == Array(0..<200))
    #expect(log.mostAtOnce == 1)
  }

  @Test("A default actor called from a task on a lane runs on the lane, never beside it")
  func actorsRunOnTheLane() async {
    let lane = JobPool.shared.makeLane()
    let log = LaneLog()
    let worker = LaneWorker()
    let tasks = (0..<200).map { index in
      Task(executorPreference: lane) {
        if index.isMultiple(of: 2) {
          await worker.work(index, log: log)
        } else {
          log.enter()
          log.exit(index)
        }
      }
    }
    for task in tasks { await task.value }
    #expect(log.mostAtOnce == 1)
    #expect(log.order.count == 200)
  }

  @Test("A lane's jobs are counted: its owner settles only once they have run")
  func counted() async {
    let lane = JobPool.shared.makeLane()
    let log = LaneLog()
    for index in 0..<20 {
      Task(executorPreference: lane) {
        for _ in 0..<50 { await Task.yield() }
        log.leave(index)
      }
    }
    #expect(
      await Quiescence.waitUntilSettled(lane.owner, timeout: QuiescenceTests.wallClockBound)
        == .settled)
    #expect(log.order == Array(0..<20))
  }

  @Test("Test stores get a lane where settling can be detected")
  func testStoresGetALane() {
    #expect(Quiescence.makeSerialExecutor() is JobPool.Lane)
  }
}

/// Records the order jobs finish in, and how many ran at once.
final class LaneLog: @unchecked Sendable {
  // Safe: every stored `var` is read and written only with `lock` held.
  private let lock = NSLock()
  private var finished: [Int] = []
  private var running = 0
  private var most = 0

  func enter() {
    lock.withLock {
      running += 1
      most = max(most, running)
    }
  }

  /// A job that ``enter()``ed ends, as the last job of task `index` if given.
  func exit(_ index: Int? = nil) {
    // A pause with the job still running, so that a second thread running another job of the
    // same lane would be seen.
    for _ in 0..<1_000 { _ = lock.withLock { running } }
    lock.withLock {
      running -= 1
      if let index { finished.append(index) }
    }
  }

  /// Task `index` ends, with no job timed.
  func leave(_ index: Int) {
    lock.withLock { finished.append(index) }
  }

  var order: [Int] { lock.withLock { finished } }
  var mostAtOnce: Int { lock.withLock { most } }
}

/// An actor whose work the lane tests time.
actor LaneWorker {
  func work(_ index: Int, log: LaneLog) {
    log.enter()
    log.exit(index)
  }
}
