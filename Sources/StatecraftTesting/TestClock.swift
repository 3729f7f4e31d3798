import Dispatch
import Foundation
import Statecraft

/// A clock whose time moves only when the test moves it, so that tests of timers, debounces and
/// delays run instantly and deterministically.
///
/// Give it to the feature as its clock, then advance it:
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.startTapped)
/// await clock.advance(by: .seconds(1))
/// await store.receive(.tick) { $0.seconds = 1 }
/// ```
///
/// Effects sleeping on it wake only when the test advances it past their deadline. A `TestStore`
/// knows when its effects are waiting on a test clock, so `receive` and `finish` fail at once,
/// instead of waiting for their timeout, when the clock has not been advanced far enough.
public final class TestClock: Clock, Sendable {
  /// A moment of a ``TestClock``: the time since the clock's start.
  public typealias Instant = ClockInstant

  private struct Sleeper {
    let continuation: CheckedContinuation<Void, any Error>
    let deadline: Instant
    let activity: EffectActivity?
    /// Whose work the sleeping task was: its work after waking is theirs again.
    let owner: WorkOwner?
    /// The sleeping task, retained until it is woken or cancelled (or the clock goes): it is
    /// resumed only once it has suspended (see `waitUntilSuspended`). `nil` where task status
    /// cannot be read.
    let task: ObservedTask?
  }

  private struct State {
    var now: Instant
    /// The sleepers by id; a cancelled one is removed here and skipped when it reaches the
    /// front of `queue`.
    var sleepers: [UInt64: Sleeper] = [:]
    var queue = SleeperQueue()
    var nextID: UInt64 = 0
    var nextTurn: UInt64 = 0
    var cancelledBeforeSleeping: Set<UInt64> = []
    /// Whether the test advanced the clock (or ran it) at least once.
    var wasAdvanced = false
    var sleeperCountWaiters: [(id: UInt64, count: Int, waiter: CheckedContinuation<Bool, Never>)] =
      []
  }

  /// What the test of `waitUntilSuspended` runs where a sleeper's task has registered and
  /// not yet suspended (`registered`), and where the clock is about to wake it (`waking`).
  package struct SuspensionProbe: Sendable {
    let registered: @Sendable () -> Void
    let waking: @Sendable () -> Void

    package init(
      registered: @escaping @Sendable () -> Void, waking: @escaping @Sendable () -> Void
    ) {
      self.registered = registered
      self.waking = waking
    }
  }

  /// Set only by that test.
  package let suspensionProbe = Locked<SuspensionProbe?>(nil)

  private let state: Locked<State>
  /// How long `advance` and `run` let woken work settle before reporting that it did not.
  private let settleBound: Duration
  /// Whose work the tasks woken by this clock are, when they slept as nobody's (plain tasks).
  private let owner = WorkOwner()
  /// The owners of the effects of plain stores made with this clock among their dependencies:
  /// their work is let settle before the clock wakes anyone, so that an effect started just
  /// before an advance has reached its sleep.
  private let storeOwners = Locked<[WeakOwner]>([])

  /// Creates a clock whose time starts at `now`.
  public convenience init(now: Instant = Instant()) {
    self.init(now: now, settleBound: defaultSettleBound)
  }

  /// Creates a clock that reports woken work that has not settled after `settleBound`: for tests
  /// of that report.
  package init(now: Instant = Instant(), settleBound: Duration) {
    Quiescence.install()
    state = Locked(State(now: now))
    self.settleBound = settleBound
    Self.all.withLock { clocks in
      clocks.removeAll { $0.clock == nil }
      clocks.append(WeakClock(clock: self))
    }
  }

  deinit {
    // The tasks of sleepers never woken are no longer this clock's to observe.
    state.withLock { state in
      for sleeper in state.sleepers.values { sleeper.task?.release() }
    }
  }

  /// Every clock alive, for a test store that asks where its effects sleep.
  private static let all = Locked<[WeakClock]>([])

  /// Where the earliest of the sleepers of `activities` (the running effects of a test store)
  /// waits: its clock's time, whether the test ever advanced that clock, and the deadline it
  /// wakes at; `nil` when none of them sleeps on a test clock.
  static func earliestSleep(
    of activities: [EffectActivity]
  ) -> (now: Instant, wasAdvanced: Bool, deadline: Instant)? {
    let ids = Set(activities.map(ObjectIdentifier.init))
    var earliest: (now: Instant, wasAdvanced: Bool, deadline: Instant)?
    for clock in all.withLock({ $0.compactMap(\.clock) }) {
      clock.state.withLock { state in
        for sleeper in state.sleepers.values {
          guard let activity = sleeper.activity, ids.contains(ObjectIdentifier(activity)),
            earliest.map({ sleeper.deadline < $0.deadline }) ?? true
          else { continue }
          earliest = (state.now, state.wasAdvanced, sleeper.deadline)
        }
      }
    }
    return earliest
  }

  /// The clock's current time.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step of time: zero, as time only moves when the test moves it.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the test advances the clock to `deadline`.
  ///
  /// A deadline at or before ``now`` (a sleep for zero) also waits for the next advance, even
  /// `advance(by: .zero)`, as swift-clocks' test clock does: so a test can cancel the effect
  /// before it goes on.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let activity = EffectContext.current?.activity
    let owner = WorkOwner.current
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = ObservedTask.current()
        let (resumeNow, counted) = state.withLock {
          state -> (Bool, [CheckedContinuation<Bool, Never>]) in
          if state.cancelledBeforeSleeping.remove(id) != nil { return (true, []) }
          activity?.willWaitOnTestClock()
          state.sleepers[id] = Sleeper(
            continuation: continuation, deadline: deadline, activity: activity, owner: owner,
            task: task)
          state.queue.insert(SleeperQueue.Entry(deadline: deadline, turn: state.nextTurn, id: id))
          state.nextTurn += 1
          let count = state.sleepers.count
          let reached = state.sleeperCountWaiters.filter { $0.count <= count }
          state.sleeperCountWaiters.removeAll { $0.count <= count }
          return (false, reached.map(\.waiter))
        }
        for waiter in counted { waiter.resume(returning: true) }
        suspensionProbe.withLock { $0 }?.registered()
        if resumeNow {
          task?.release()
          continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let sleeper = state.sleepers.removeValue(forKey: id) else {
          state.cancelledBeforeSleeping.insert(id)
          return nil
        }
        return sleeper
      }
      sleeper?.activity?.didStopWaitingOnTestClock()
      sleeper?.task?.release()
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline it passes, in deadline
  /// order, and letting each woken effect run as far as it can (until it sleeps again, ends, or
  /// waits on something outside the test) before the next deadline.
  ///
  /// When it returns, whatever the woken effects did within the advanced time has happened: a
  /// debounced save has been called, a throttled action sent, the second part of a concatenation
  /// started.
  public func advance(
    by duration: Duration = .zero,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await advance(
      to: now.advanced(by: duration), fileID: fileID, filePath: filePath, line: line,
      column: column
    )
  }

  /// Moves time forward to `deadline`, waking every sleeper due by then, in deadline order; see
  /// ``advance(by:fileID:filePath:line:column:)``.
  public func advance(
    to deadline: Instant,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = (fileID, filePath, line, column)
    await settle([owner], at: site)
    state.withLock { $0.wasAdvanced = true }
    while let woken = wakeNextSleeper(until: deadline) {
      await settle(woken, at: site)
    }
    state.withLock { state in state.now = max(state.now, deadline) }
  }

  /// Makes the work of `owner` (a plain store's effects) work that this clock lets settle
  /// before it wakes sleepers and after each one it wakes.
  func waitsForWork(of owner: WorkOwner) {
    storeOwners.withLock { owners in
      owners.removeAll { $0.owner == nil }
      owners.append(WeakOwner(owner: owner))
    }
  }

  /// Advances until no task sleeps on the clock any more.
  ///
  /// Each deadline is reached in turn, as with ``advance(to:fileID:filePath:line:column:)``. A
  /// task that always sleeps again (a timer) would make this run forever; after 100,000 deadlines
  /// it stops and reports it.
  public func run(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await run(
      deadlineLimit: 100_000, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// ``run(fileID:filePath:line:column:)``, stopping after `deadlineLimit` deadlines.
  package func run(
    deadlineLimit: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = (fileID, filePath, line, column)
    await settle([owner], at: site)
    state.withLock { $0.wasAdvanced = true }
    for _ in 0..<max(0, deadlineLimit) {
      guard let woken = wakeNextSleeper(until: nil) else { return }
      await settle(woken, at: site)
    }
    guard sleeperCount > 0 else { return }
    recordFailure(
      Messages.clockRunStopped(after: deadlineLimit),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// The number of tasks sleeping on the clock now.
  package var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Waits until `count` tasks sleep on the clock, and reports it when they do not within
  /// `timeout`: for tests that drive a plain `Store` or plain tasks, whose work starts on its own
  /// schedule and is nobody's to wait for.
  ///
  /// The wait ends as soon as the sleepers are there; the bound only decides how long a missing
  /// one takes to be reported. Work that is nobody's has no running time to count, so the bound is
  /// wall-clock time, and long: in the suite's repeated runs, with one core kept busy, a plain
  /// store's effect was seen to reach its sleep more than 30 seconds after its send.
  package func waitForSleepers(
    _ count: Int,
    timeout: Duration = .seconds(300),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let reached = await withCheckedContinuation {
      (continuation: CheckedContinuation<Bool, Never>) in
      let id = state.withLock { state -> UInt64? in
        guard state.sleepers.count < count else { return nil }
        defer { state.nextID += 1 }
        state.sleeperCountWaiters.append((state.nextID, count, continuation))
        return state.nextID
      }
      guard let id else { return continuation.resume(returning: true) }
      DispatchQueue.global().asyncAfter(
        deadline: .now() + timeout.dispatchInterval
      ) { [state] in
        let waiter = state.withLock { state in
          state.sleeperCountWaiters.firstIndex { $0.id == id }
            .map { state.sleeperCountWaiters.remove(at: $0).waiter }
        }
        waiter?.resume(returning: false)
      }
    }
    guard !reached else { return }
    recordFailure(
      Messages.tooFewSleepers(expected: count, found: sleeperCount),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Wakes the next sleeper: of those with the earliest deadline (not after `deadline`, if
  /// given), the one that went to sleep first, moving time to that deadline. Returns the owners
  /// whose work to wait for, or `nil` when there was none to wake.
  private func wakeNextSleeper(until deadline: Instant?) -> [WorkOwner]? {
    // One sleeper at a time, the one that went to sleep first among those due first: the caller
    // settles before the next, so sleepers of one deadline run in the order they slept on every
    // run, even tasks that no test store's lane runs one at a time.
    let next = state.withLock { state -> Sleeper? in
      while let first = state.queue.first {
        guard let sleeper = state.sleepers[first.id] else {
          // Cancelled while it slept.
          state.queue.removeFirst()
          continue
        }
        if let deadline, deadline < first.deadline { return nil }
        state.queue.removeFirst()
        state.sleepers[first.id] = nil
        state.now = max(state.now, first.deadline)
        return sleeper
      }
      return nil
    }
    guard let next else { return nil }
    // Marked awake before resuming, so that a TestStore never sees a woken effect as stuck.
    next.activity?.didStopWaitingOnTestClock()
    // Resumed as the work of whoever slept (a test store's effects), or of this clock: what the
    // task does next is waited for.
    let wokenOwner = next.owner ?? owner
    suspensionProbe.withLock { $0 }?.waking()
    Self.waitUntilSuspended(next.task)
    Quiescence.withOwner(wokenOwner) { next.continuation.resume() }
    return wokenOwner === owner ? [owner] : [wokenOwner, owner]
  }

  /// Returns once `task` (a sleeper, retained) has suspended, and releases it.
  ///
  /// A sleeper is registered from inside its continuation's body, while its task still runs: a
  /// test that saw it registered (``waitForSleepers(_:timeout:fileID:filePath:line:column:)``) may
  /// advance the clock before the task has suspended. Resumed then, the task would not be enqueued
  /// at all: it would go on in the job it was running, which, for a plain task, is nobody's, so
  /// ``advance(by:fileID:filePath:line:column:)`` would not wait for what it does next. Resumed
  /// once suspended, it is enqueued as the woken owner's work. The task is between the end of that
  /// body and its suspension, a few instructions, unless its thread was preempted there.
  private static func waitUntilSuspended(_ task: ObservedTask?) {
    guard let task else { return }
    defer { task.release() }
    while task.isScheduled, !task.isCurrent { sched_yield() }
  }

  /// Lets the main-actor jobs already queued run (tasks the test just made), then the work of
  /// `owners` and of the plain stores that use this clock; reports when the work does not settle
  /// in time.
  private func settle(
    _ owners: [WorkOwner], at site: (StaticString, StaticString, UInt, UInt)
  ) async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
    var owners = owners
    for store in storeOwners.withLock({ $0.compactMap(\.owner) })
    where !owners.contains(where: { $0 === store }) {
      owners.append(store)
    }
    guard !(await Quiescence.settle(timeout: settleBound, owners: owners)) else { return }
    recordFailure(
      Messages.clockDidNotSettle(bound: settleBound),
      fileID: site.0, filePath: site.1, line: site.2, column: site.3
    )
  }
}

/// A plain store's work owner, held weakly: the clock outlives no store it waits for.
private struct WeakOwner {
  weak var owner: WorkOwner?
}

/// A clock in ``TestClock``'s list of clocks alive.
private struct WeakClock {
  weak var clock: TestClock?
}

/// The sleepers' turns, earliest deadline first and, for one deadline, in the order they slept:
/// a binary heap, so that waking each of N sleepers costs log N, not N.
struct SleeperQueue {
  struct Entry {
    let deadline: TestClock.Instant
    let turn: UInt64
    let id: UInt64

    func precedes(_ other: Entry) -> Bool {
      deadline != other.deadline ? deadline < other.deadline : turn < other.turn
    }
  }

  private var heap: [Entry] = []
  /// How many times two entries were compared: for the test that the cost stays logarithmic.
  private(set) var comparisons = 0

  var first: Entry? { heap.first }

  mutating func insert(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      comparisons += 1
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  mutating func removeFirst() {
    guard !heap.isEmpty else { return }
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count {
        comparisons += 1
        if heap[left].precedes(heap[first]) { first = left }
      }
      if right < heap.count {
        comparisons += 1
        if heap[right].precedes(heap[first]) { first = right }
      }
      guard first != parent else { return }
      heap.swapAt(parent, first)
      parent = first
    }
  }
}
