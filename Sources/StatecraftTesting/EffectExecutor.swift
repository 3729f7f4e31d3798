import Foundation
import Statecraft

/// The executor a `TestStore` runs its effects on: one thread of its own, which knows at every
/// moment whether any effect has work to do.
///
/// This is what makes waits deterministic. An effect's asynchronous code runs as jobs on this
/// executor; when no job is queued or running, every effect is suspended, waiting on something:
/// a clock, a continuation, a send to the main actor. So a `TestStore` never needs to guess, with
/// a wall-clock allowance, whether an effect has reached its next sleep or its next send: it waits
/// until the executor is idle. Only an effect that waits on something outside the test (real time,
/// the network) leaves the timeout to decide.
final class EffectExecutor: QuiescentExecutor, @unchecked Sendable {
  // Safe: all mutable state is in `state`, behind its mutex and condition.
  private struct State {
    var jobs: [UnownedJob] = []
    var isRunningJob = false
    var enqueuedCount = 0
    var isShutDown = false
    var hasThread = false
  }

  private let state = Locked(State())
  private let condition = NSCondition()

  /// Whether no job is queued or running.
  var isIdle: Bool {
    state.withLock { $0.jobs.isEmpty && !$0.isRunningJob }
  }

  /// How many jobs were ever enqueued: unchanged across a wait means nothing woke up meanwhile.
  var enqueuedCount: Int {
    state.withLock { $0.enqueuedCount }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let startThread = state.withLock { state -> Bool in
      state.jobs.append(job)
      state.enqueuedCount += 1
      guard !state.hasThread else { return false }
      state.hasThread = true
      return true
    }
    if startThread {
      let thread = Thread { [self] in runJobs() }
      thread.name = "Statecraft TestStore effects"
      thread.start()
    } else {
      condition.lock()
      condition.signal()
      condition.unlock()
    }
  }

  /// Lets the thread end once no job is left.
  func shutDown() {
    state.withLock { $0.isShutDown = true }
    condition.lock()
    condition.signal()
    condition.unlock()
  }

  private func runJobs() {
    while true {
      let next = state.withLock { state -> UnownedJob? in
        guard !state.jobs.isEmpty else {
          if state.isShutDown { state.hasThread = false }
          return nil
        }
        state.isRunningJob = true
        return state.jobs.removeFirst()
      }
      if let next {
        next.runSynchronously(on: asUnownedTaskExecutor())
        state.withLock { $0.isRunningJob = false }
        continue
      }
      if state.withLock({ !$0.hasThread }) { return }
      condition.lock()
      if state.withLock({ $0.jobs.isEmpty && !$0.isShutDown }) {
        _ = condition.wait(until: Date().addingTimeInterval(0.05))
      }
      condition.unlock()
    }
  }
}
