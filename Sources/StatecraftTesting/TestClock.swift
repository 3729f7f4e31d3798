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
  public struct Instant: InstantProtocol {
    /// The time since the clock's start.
    public let offset: Duration

    /// Creates the instant `offset` after the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    let activity: EffectActivity?
    /// When it went to sleep, among the clock's sleepers (set by `State.add`).
    var arrival: UInt64 = 0

    var entry: WakeQueue.Entry { WakeQueue.Entry(deadline: deadline, arrival: arrival, id: id) }
  }

  private struct State {
    var now: Instant
    /// The sleepers by id.
    var sleepers: [UInt64: Sleeper] = [:]
    /// The sleepers' wake order: by deadline, then by when they went to sleep. A cancelled
    /// sleeper's entry stays until it comes up (or the queue is rebuilt), so that waking and
    /// cancelling cost O(log n) and waking n sleepers is not quadratic.
    var queue = WakeQueue()
    var nextID: UInt64 = 0
    /// Counts sleepers as they go to sleep: the order among sleepers of one deadline.
    var nextArrival: UInt64 = 0
    var cancelledBeforeSleeping: Set<UInt64> = []

    mutating func add(_ sleeper: Sleeper) {
      var sleeper = sleeper
      sleeper.arrival = nextArrival
      nextArrival += 1
      sleepers[sleeper.id] = sleeper
      queue.push(sleeper.entry)
    }

    mutating func remove(_ id: UInt64) -> Sleeper? {
      guard let sleeper = sleepers.removeValue(forKey: id) else { return nil }
      // Entries of cancelled sleepers are dropped in bulk once they outnumber the sleepers.
      if queue.count > 64, queue.count > 2 * sleepers.count {
        queue = WakeQueue(sleepers.values.map(\.entry))
      }
      return sleeper
    }

    /// The sleeper due first, if it is due by `deadline` (any, when `nil`), taken off the clock.
    mutating func takeNext(until deadline: Instant?) -> Sleeper? {
      while let entry = queue.first {
        guard sleepers[entry.id] != nil else {
          _ = queue.pop()
          continue
        }
        if let deadline, entry.deadline > deadline { return nil }
        _ = queue.pop()
        now = max(now, entry.deadline)
        return sleepers.removeValue(forKey: entry.id)
      }
      return nil
    }
  }

  private let state: Locked<State>
  /// How long `advance` and `run` let woken work settle before reporting that it did not.
  private let settleBound: Duration

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
  }

  /// The clock's current time.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step of time: zero, as time only moves when the test moves it.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the test advances the clock to `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    if deadline <= now {
      await Task.yield()
      return
    }
    let activity = EffectContext.current?.activity
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let resumeNow = state.withLock { state -> Bool in
          if state.cancelledBeforeSleeping.remove(id) != nil { return true }
          activity?.willWaitOnTestClock()
          state.add(
            Sleeper(id: id, deadline: deadline, continuation: continuation, activity: activity)
          )
          return false
        }
        if resumeNow { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let sleeper = state.remove(id) else {
          state.cancelledBeforeSleeping.insert(id)
          return nil
        }
        return sleeper
      }
      sleeper?.activity?.didStopWaitingOnTestClock()
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
    await settle(at: site)
    while wakeNextSleepers(until: deadline) {
      await settle(at: site)
    }
    state.withLock { state in state.now = max(state.now, deadline) }
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
    await settle(at: site)
    for _ in 0..<max(0, deadlineLimit) {
      guard wakeNextSleepers(until: nil) else { return }
      await settle(at: site)
    }
    guard sleeperCount > 0 else { return }
    recordFailure(
      Messages.clockRunStopped(after: deadlineLimit),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// The number of tasks sleeping on the clock now.
  package var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Lets every task run as far as it can, and checks that `count` tasks then sleep on the clock:
  /// for tests that drive a plain `Store`, whose effects start on their own schedule.
  package func waitForSleepers(
    _ count: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle(at: (fileID, filePath, line, column))
    let sleepers = sleeperCount
    guard sleepers < count else { return }
    recordFailure(
      Messages.tooFewSleepers(expected: count, found: sleepers),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Wakes the next sleeper: of those with the earliest deadline (not after `deadline`, if
  /// given), the one that went to sleep first, moving time to that deadline. Returns whether
  /// there was one.
  private func wakeNextSleepers(until deadline: Instant?) -> Bool {
    // One sleeper at a time, the one that went to sleep first among those due first: the caller
    // settles before the next, so sleepers of one deadline run in the order they slept on every
    // run, even tasks that no test store's lane runs one at a time.
    let next = state.withLock { state in state.takeNext(until: deadline) }
    guard let next else { return false }
    // Marked awake before resuming, so that a TestStore never sees a woken effect as stuck.
    next.activity?.didStopWaitingOnTestClock()
    next.continuation.resume()
    return true
  }

  /// Lets every task run as far as it can; reports when the work does not settle in time.
  private func settle(at site: (StaticString, StaticString, UInt, UInt)) async {
    guard !(await Quiescence.settle(timeout: settleBound)) else { return }
    recordFailure(
      Messages.clockDidNotSettle(bound: settleBound),
      fileID: site.0, filePath: site.1, line: site.2, column: site.3
    )
  }
}
