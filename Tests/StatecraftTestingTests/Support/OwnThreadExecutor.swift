import Foundation

/// Runs each job on a new thread of its own, outside the pool that runs Swift's tasks.
///
/// For a test that blocks a thread on purpose, as another caller holding an actor does. The pool
/// is as wide as the machine has cores: on two, two tests that each blocked one of its threads
/// took them all, and the run hung. Give the blocking task this executor as its preference; an
/// actor it calls runs the call on this executor too, so the actor is held from here.
///
/// ```swift
/// Task.detached(executorPreference: OwnThreadExecutor()) {
///   await archive.occupy(entered: { entered.resume() }, until: release)
/// }
/// ```
final class OwnThreadExecutor: TaskExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    Thread { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }.start()
  }
}
