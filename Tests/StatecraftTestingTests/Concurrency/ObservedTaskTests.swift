import Dispatch
import Foundation
import Statecraft
import Testing

/// `ObservedTask` tells a task that suspended from one that went to be queued where no hook sees
/// it: what settling relies on when an effect calls an actor another caller holds. Each scenario
/// runs a task on an executor that observes its jobs, and reads, after each job, whether its task
/// is still scheduled.
@Suite("Observed tasks")
struct ObservedTaskTests {
  @Test("This runtime's task status can be read")
  func available() async {
    let executor = ObservingExecutor()
    await Task(executorPreference: executor) {}.value
    await executor.jobsRan(1)
    #expect(executor.afterEachJob == [false])
  }

  @Test("A task suspended on a continuation is not scheduled; resumed, it runs and completes")
  func suspended() async {
    for _ in 0..<20 {
      let executor = ObservingExecutor()
      let parked = Parked()
      let task = Task(executorPreference: executor) {
        await withCheckedContinuation { parked.park($0) }
      }
      await executor.jobsRan(1)
      #expect(executor.afterEachJob == [false])
      parked.resume()
      await task.value
      await executor.jobsRan(2)
      #expect(executor.afterEachJob == [false, false])
    }
  }

  @Test("A task queued on an actor another caller holds is scheduled until it has run there")
  func queuedOnAHeldActor() async {
    for _ in 0..<20 {
      let executor = ObservingExecutor()
      let door = Door()
      let release = DispatchSemaphore(value: 0)
      await withCheckedContinuation { (entered: CheckedContinuation<Void, Never>) in
        // From a thread of its own: holding blocks the thread, and the pool's are the test's.
        Task.detached(executorPreference: OwnThreadExecutor()) {
          await door.hold(entered: { entered.resume() }, until: release)
        }
      }
      let task = Task(executorPreference: executor) { _ = await door.knock() }
      await executor.jobsRan(1)
      // The job ended with its task queued inside the held actor.
      #expect(executor.afterEachJob == [true])
      #expect(executor.tasks[0].isScheduled)
      release.signal()
      await task.value
      // It ran inside the other caller's job, where this executor saw nothing, and completed.
      #expect(!executor.tasks[0].isScheduled)
    }
  }
}

/// Runs each job on a Dispatch queue, then records whether the job's task is still scheduled.
private final class ObservingExecutor: TaskExecutor, @unchecked Sendable {
  // Safe: `state` is read and written only with `lock` held.
  private let lock = NSLock()
  private var state:
    (afterEachJob: [Bool], tasks: [ObservedTask], waiter: (Int, CheckedContinuation<Void, Never>)?) =
      ([], [], nil)

  var afterEachJob: [Bool] { lock.withLock { state.afterEachJob } }
  var tasks: [ObservedTask] { lock.withLock { state.tasks } }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    DispatchQueue.global().async { [self] in
      let task = ObservedTask(job)
      job.runSynchronously(on: asUnownedTaskExecutor())
      let waiter = lock.withLock { () -> CheckedContinuation<Void, Never>? in
        state.afterEachJob.append(task?.isScheduled ?? true)
        if let task { state.tasks.append(task) }
        guard let (count, waiter) = state.waiter, state.afterEachJob.count >= count else {
          return nil
        }
        state.waiter = nil
        return waiter
      }
      waiter?.resume()
    }
  }

  /// Returns once `count` jobs have run and been observed.
  func jobsRan(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let done = lock.withLock {
        guard state.afterEachJob.count < count else { return true }
        state.waiter = (count, continuation)
        return false
      }
      if done { continuation.resume() }
    }
  }

  deinit {
    // Each observation retained its task once.
    for task in state.tasks { task.release() }
  }
}

/// A continuation a task parks on, resumed by the test.
private final class Parked: @unchecked Sendable {
  // Safe: `parked` is read and written only with `lock` held.
  private let lock = NSLock()
  private var parked: CheckedContinuation<Void, Never>?

  func park(_ continuation: CheckedContinuation<Void, Never>) {
    lock.withLock { parked = continuation }
  }

  func resume() {
    lock.withLock { parked }?.resume()
  }
}

/// An actor another caller can hold, blocking its thread, while a task knocks.
private actor Door {
  /// Counted so that a knock uses the actor's state: the optimizer drops the hop to an actor for
  /// a method that touches none, and the task then never queues on it.
  private var knocks = 0

  func hold(entered: @Sendable () -> Void, until release: DispatchSemaphore) {
    entered()
    release.wait()
  }

  func knock() -> Int {
    knocks += 1
    return knocks
  }
}
