/// The rules that decide, from counts alone, when the waiters may be told that no job is queued or
/// running anywhere in the process.
///
/// Two places hold jobs: the ``JobPool`` (everything for the global concurrent executor, counted
/// exactly) and the main queue (main-actor jobs, counted as they are enqueued but not as they run).
/// The main queue is first in, first out, whatever the jobs' priorities, so a probe posted at its
/// back runs only after every job enqueued before it. The proof of idleness is therefore:
///
/// 1. When the pool is empty and no main-actor enqueue is half done, note the number of main and
///    global enqueues so far (the *mark*) and post the probe.
/// 2. When the probe runs, if the pool is still empty, no main-actor enqueue is half done and both
///    counts still equal the mark, then every main job ahead of the probe has run, none arrived
///    behind it, and no pool job started since the pool was empty: at that instant nothing is
///    queued or running anywhere. Every waiter is told so.
/// 3. Otherwise post a new probe as soon as the pool is empty again.
///
/// Jobs the process runs elsewhere (a custom executor's own threads, a timer that has not fired)
/// are outside: they count once they enqueue work here.
///
/// A value type whose transitions return what the caller must do, so that the caller performs it
/// with no lock held (resuming a waiter enqueues a job, which would re-enter the counting).
struct IdleProbe<Waiter> {
  /// The global and main enqueue counts when a probe was posted.
  struct Mark: Equatable {
    var mainEnqueues: Int
    var globalEnqueues: Int
  }

  /// What the caller must do after a transition.
  enum Action {
    /// Nothing.
    case none
    /// Post a probe at the back of the main queue, to call ``probeRan(pool:)`` when it runs.
    case postProbe
    /// Tell these waiters that the process was idle.
    case resume([Waiter])
  }

  private var waiters: [(id: Int, waiter: Waiter)] = []
  /// The mark of the probe on the main queue, if one is there.
  private(set) var pendingProbe: Mark?
  /// Main-actor jobs ever enqueued, counted before they reach the main queue.
  private(set) var mainEnqueues = 0
  /// Main-actor enqueues begun and not yet returned: their jobs may not be on the queue yet.
  private(set) var mainEnqueuesInFlight = 0

  /// How many waiters are waiting.
  var waiterCount: Int { waiters.count }

  /// A waiter starts waiting.
  mutating func addWaiter(id: Int, _ waiter: Waiter, pool: () -> JobPool.Load) -> Action {
    waiters.append((id, waiter))
    return postProbeIfReady(pool: pool)
  }

  /// Removes a waiter (its time ran out), returning it if it was still waiting.
  mutating func removeWaiter(id: Int) -> Waiter? {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
    return waiters.remove(at: index).waiter
  }

  /// A main-actor job is about to be handed to the main queue.
  mutating func mainEnqueueWillBegin() {
    mainEnqueues += 1
    mainEnqueuesInFlight += 1
  }

  /// A main-actor job is on the main queue.
  mutating func mainEnqueueDidEnd(pool: () -> JobPool.Load) -> Action {
    mainEnqueuesInFlight -= 1
    return postProbeIfReady(pool: pool)
  }

  /// The pool's last job ended with none queued.
  mutating func poolBecameIdle(pool: () -> JobPool.Load) -> Action {
    postProbeIfReady(pool: pool)
  }

  /// The probe reached the front of the main queue.
  mutating func probeRan(pool: () -> JobPool.Load) -> Action {
    guard let mark = pendingProbe else { return .none }
    pendingProbe = nil
    guard !waiters.isEmpty else { return .none }
    let load = pool()
    let now = Mark(mainEnqueues: mainEnqueues, globalEnqueues: load.enqueuedJobs)
    if load.busyJobs == 0 && mainEnqueuesInFlight == 0 && now == mark {
      let resumed = waiters.map(\.waiter)
      waiters.removeAll()
      return .resume(resumed)
    }
    return postProbeIfReady(pool: { load })
  }

  private mutating func postProbeIfReady(pool: () -> JobPool.Load) -> Action {
    guard !waiters.isEmpty, pendingProbe == nil, mainEnqueuesInFlight == 0 else { return .none }
    let load = pool()
    guard load.busyJobs == 0 else { return .none }
    pendingProbe = Mark(mainEnqueues: mainEnqueues, globalEnqueues: load.enqueuedJobs)
    return .postProbe
  }
}
