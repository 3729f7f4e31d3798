import Foundation

/// The threads that run, in place of Dispatch, every job the Swift runtime sends to its global
/// concurrent executor, counting each job for its ``WorkOwner`` from the moment it is queued until
/// it has run.
///
/// Jobs run in the order they arrive (priorities are a hint the runtime's own pool honours and this
/// one does not) as `job.runSynchronously(on: asUnownedTaskExecutor())`: with this pool as the
/// thread's task executor, so that a `Task.yield()` in nonisolated code, which re-enqueues on
/// `Task.currentExecutor`, comes back here instead of going to Dispatch unseen. The cost is that a
/// hop to the generic executor (entering a nonisolated `async` function) becomes a real enqueue,
/// since the runtime sees a different task executor; Swift allows a suspension at any such hop.
///
/// The pool starts as wide as the machine's cooperative pool and grows when it is stuck: while jobs
/// wait and none has finished for ``stallInterval``, one thread is added, up to ``maximumThreads``.
/// That keeps a test that blocks a thread (a semaphore, a lock held across an `await` elsewhere)
/// from starving everything else, as Dispatch's overcommit would. The interval only decides when
/// a thread is added, never what a test sees.
///
/// A job runs with its owner as the thread's ``WorkOwner/current``, so that what it enqueues is
/// that owner's work too.
///
/// A ``Lane`` is a serial executor on the pool's threads: its jobs run one at a time, in the order
/// they were enqueued, and all belong to the lane's owner. A test store runs its effects on a lane
/// of its own, so that two effects woken together reach the store in the same order on every run,
/// and a step waits for that owner alone.
final class JobPool: TaskExecutor, @unchecked Sendable {
  /// The pool that runs every global job once the runtime hooks are installed.
  static let shared = JobPool()

  /// What the pool's queue holds: a job and its owner, or a lane with jobs waiting (a lane is in
  /// the queue at most once, and not while one of its jobs runs).
  private enum Entry {
    case job(UnownedJob, WorkOwner?)
    case lane(Lane)
  }

  // Safe: every stored `var` is read and written only with `condition` locked.
  private let condition = NSCondition()
  private var queue = FIFOQueue<Entry>()
  /// Jobs waiting: in the queue, and in the lanes it holds.
  private var queuedJobs = 0
  private var runningJobs = 0
  private var idleThreads = 0
  private var threads = 0
  private var enqueuedJobs = 0
  private var finishedJobs = 0
  private var isWatchingForStalls = false
  private var workers: Set<pthread_t> = []

  /// The threads started before any growth.
  let minimumThreads: Int
  /// The most threads the pool grows to.
  let maximumThreads: Int
  /// How long jobs wait with none finishing before a thread is added.
  let stallInterval: Duration

  /// Creates a pool that starts no thread until its first job.
  init(
    minimumThreads: Int = max(2, ProcessInfo.processInfo.activeProcessorCount),
    maximumThreads: Int = 512,
    stallInterval: Duration = .milliseconds(20)
  ) {
    self.minimumThreads = minimumThreads
    self.maximumThreads = max(minimumThreads, maximumThreads)
    self.stallInterval = stallInterval
  }

  /// What the pool holds at one instant.
  struct Load: Equatable {
    /// Jobs queued or running.
    var busyJobs: Int
    /// Jobs ever enqueued: unchanged between two loads means no job arrived in between.
    var enqueuedJobs: Int
    /// Threads started.
    var threads: Int
  }

  /// What the pool holds now.
  var load: Load {
    condition.lock()
    defer { condition.unlock() }
    return Load(busyJobs: queuedJobs + runningJobs, enqueuedJobs: enqueuedJobs, threads: threads)
  }

  func enqueue(_ job: consuming ExecutorJob) {
    enqueue(UnownedJob(job), owner: WorkOwner.current)
  }

  /// Queues a job of `owner`; called by the runtime's global-enqueue hook on whatever thread
  /// enqueues it, with that thread's owner.
  func enqueue(_ job: UnownedJob, owner: WorkOwner?) {
    owner?.jobWasEnqueued()
    condition.lock()
    queue.append(.job(job, owner))
    queuedJobs += 1
    enqueuedJobs += 1
    scheduleWithLockHeld()
  }

  /// Queues a job of `lane`, to run after the lane's earlier jobs.
  fileprivate func enqueue(_ job: UnownedJob, on lane: Lane) {
    lane.owner.jobWasEnqueued()
    condition.lock()
    lane.jobs.append(job)
    queuedJobs += 1
    enqueuedJobs += 1
    guard !lane.isScheduled else {
      condition.unlock()
      return
    }
    lane.isScheduled = true
    queue.append(.lane(lane))
    scheduleWithLockHeld()
  }

  /// A new entry is in the queue: wakes or starts a thread for it, then unlocks `condition`.
  private func scheduleWithLockHeld() {
    var startThread = false
    if idleThreads > 0 {
      condition.signal()
    } else if threads < minimumThreads {
      threads += 1
      startThread = true
    }
    let startWatching = watchIfSaturated()
    condition.unlock()
    if startThread { spawn { $0.runJobs() } }
    if startWatching { spawn { $0.watchForStalls() } }
  }

  /// Whether a job waits with every thread busy and nobody watches for a stall yet; if so, the
  /// caller must start the watch. Called with `condition` locked, whenever a job arrives or starts.
  private func watchIfSaturated() -> Bool {
    guard !queue.isEmpty, idleThreads == 0, threads >= minimumThreads, threads < maximumThreads,
      !isWatchingForStalls
    else { return false }
    isWatchingForStalls = true
    return true
  }

  /// Whether the caller runs on one of the pool's threads.
  var isCurrentThreadAWorker: Bool {
    condition.lock()
    defer { condition.unlock() }
    return workers.contains(pthread_self())
  }

  private func runJobs() {
    let executor = asUnownedTaskExecutor()
    condition.lock()
    workers.insert(pthread_self())
    while true {
      guard let entry = queue.popFirst() else {
        idleThreads += 1
        condition.wait()
        idleThreads -= 1
        continue
      }
      let job: UnownedJob
      let owner: WorkOwner?
      var lane: Lane?
      switch entry {
      case .job(let next, let nextOwner):
        job = next
        owner = nextOwner
      case .lane(let scheduled):
        // A lane is queued only with a job waiting, and nobody else takes its jobs meanwhile.
        guard let next = scheduled.jobs.popFirst() else {
          scheduled.isScheduled = false
          continue
        }
        job = next
        owner = scheduled.owner
        lane = scheduled
      }
      queuedJobs -= 1
      runningJobs += 1
      let startWatching = watchIfSaturated()
      condition.unlock()
      if startWatching { spawn { $0.watchForStalls() } }
      // An owned task is kept alive across its job, to be asked afterwards where it went.
      let task = owner == nil ? nil : ObservedTask(job)
      owner?.jobWillRun()
      WorkOwner.withCurrent(owner) {
        if let lane {
          job.runSynchronously(on: lane.asUnownedTaskExecutor())
        } else {
          job.runSynchronously(on: executor)
        }
      }
      // Counted down with no lock held: the owner may resume its waiters, which enqueues jobs.
      owner?.jobDidRun(task: task)
      condition.lock()
      if let lane {
        // The lane's next job waits its turn behind what arrived meanwhile.
        if lane.jobs.isEmpty {
          lane.isScheduled = false
        } else {
          queue.append(.lane(lane))
        }
      }
      runningJobs -= 1
      finishedJobs += 1
    }
  }

  /// Adds a thread whenever jobs have waited for a whole ``stallInterval`` with none finishing;
  /// ends once no job waits.
  private func watchForStalls() {
    var finishedBefore = -1
    while true {
      condition.lock()
      let isStalled = !queue.isEmpty && idleThreads == 0 && finishedJobs == finishedBefore
      let isSaturated = !queue.isEmpty && idleThreads == 0
      let grow = isStalled && threads < maximumThreads
      if grow { threads += 1 }
      if !isSaturated || threads >= maximumThreads { isWatchingForStalls = false }
      let keepWatching = isWatchingForStalls
      finishedBefore = finishedJobs
      condition.unlock()
      if grow { spawn { $0.runJobs() } }
      guard keepWatching else { return }
      Thread.sleep(forTimeInterval: stallInterval.seconds)
    }
  }

  /// A new lane on this pool, with a new owner for its jobs.
  func makeLane() -> Lane {
    Lane(pool: self)
  }

  /// A serial executor on the pool's threads: one of its jobs runs at a time, in the order they
  /// were enqueued, each counted as a job of the lane's ``owner``, whoever enqueued it.
  ///
  /// As the task executor preference of a task, it also runs the default actors the task calls
  /// and the child tasks it makes, so everything the task does off the main actor is serial.
  final class Lane: TaskExecutor, @unchecked Sendable {
    // Safe: `jobs` and `isScheduled` are read and written only with the pool's `condition`
    // locked.
    fileprivate var jobs = FIFOQueue<UnownedJob>()
    /// Whether the lane is in the pool's queue, or one of its jobs runs.
    fileprivate var isScheduled = false
    private let pool: JobPool
    /// Whose work every job of the lane is.
    let owner = WorkOwner()

    fileprivate init(pool: JobPool) {
      self.pool = pool
    }

    func enqueue(_ job: consuming ExecutorJob) {
      pool.enqueue(UnownedJob(job), on: self)
    }
  }

  private func spawn(_ body: @escaping @Sendable (JobPool) -> Void) {
    // NB: unnamed. On Linux, Foundation drops a name set before `start()`, and one set from inside
    // the thread races with `start()`'s bookkeeping; the thread keeps its creator's name.
    Thread { [self] in body(self) }.start()
  }
}

extension Duration {
  /// The duration in seconds, as `Thread.sleep` and Dispatch take it.
  fileprivate var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
