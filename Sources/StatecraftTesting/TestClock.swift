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
  }

  private struct State {
    var now: Instant
    var sleepers: [Sleeper] = []
    var nextID: UInt64 = 0
    var cancelledBeforeSleeping: Set<UInt64> = []
  }

  private let state: Locked<State>

  /// Creates a clock whose time starts at `now`.
  public init(now: Instant = Instant()) {
    state = Locked(State(now: now))
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
          state.sleepers.append(
            Sleeper(id: id, deadline: deadline, continuation: continuation, activity: activity)
          )
          return false
        }
        if resumeNow { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledBeforeSleeping.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.activity?.didStopWaitingOnTestClock()
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline it passes, in deadline
  /// order, and letting each woken effect run until it sleeps again or ends.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking every sleeper due by then, in deadline order.
  public func advance(to deadline: Instant) async {
    while let woken = wakeNextSleepers(until: deadline) {
      await settle(woken)
    }
    state.withLock { state in state.now = max(state.now, deadline) }
    await settle([])
  }

  /// The number of tasks sleeping on the clock now.
  package var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Waits (at most a second) until at least `count` tasks sleep on the clock: for tests that
  /// drive a plain `Store`, whose effects start on their own schedule.
  package func waitForSleepers(_ count: Int) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(1))
    while sleeperCount < count, clock.now < deadline {
      await Task.yield()
    }
  }

  /// Advances until no effect is sleeping on the clock any more.
  public func run() async {
    for _ in 0..<100_000 {
      guard let latest = state.withLock({ $0.sleepers.map(\.deadline).max() }) else { return }
      await advance(to: latest)
    }
  }

  /// Wakes the sleepers with the earliest deadline not after `deadline`, moving time to it.
  private func wakeNextSleepers(until deadline: Instant) -> [EffectActivity?]? {
    let due = state.withLock { state -> [Sleeper]? in
      guard let earliest = state.sleepers.map(\.deadline).min(), earliest <= deadline else {
        return nil
      }
      state.now = max(state.now, earliest)
      let due = state.sleepers.filter { $0.deadline <= earliest }
      state.sleepers.removeAll { $0.deadline <= earliest }
      return due
    }
    guard let due else { return nil }
    for sleeper in due {
      // Marked awake before resuming, so that a TestStore never sees a woken effect as stuck.
      sleeper.activity?.didStopWaitingOnTestClock()
      sleeper.continuation.resume()
    }
    return due.map(\.activity)
  }

  /// Waits until each woken effect sleeps again, ends, or is suspended on something else, so that
  /// what it does next (a send, another sleep within the advanced time) has happened.
  ///
  /// An effect of a `TestStore` runs on an executor that knows when it is idle, so this does not
  /// guess. A task that sleeps on the clock outside any `TestStore` is given a few turns.
  private func settle(_ woken: [EffectActivity?]) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(5))
    let executors = woken.compactMap { $0?.executor }
    var turns = 0
    while clock.now < deadline {
      turns += 1
      let pending = woken.filter { activity in
        guard let activity else { return turns <= 16 }
        return !activity.hasEnded && !activity.isWaitingOnTestClock
      }
      if pending.isEmpty { break }
      if pending.allSatisfy({ $0?.executor != nil }), executors.allSatisfy(\.isIdle) {
        // Idle, but a send may be on its way to the main actor: give it a turn, and count the
        // effects suspended if nothing was enqueued meanwhile.
        let marks = executors.map(\.enqueuedCount)
        await MainActor.run {}
        if executors.allSatisfy(\.isIdle), executors.map(\.enqueuedCount) == marks { break }
      } else {
        await Task.yield()
      }
    }
    // Let actions the woken effects sent reach the main actor.
    await MainActor.run {}
  }
}
