import Statecraft
import StatecraftTesting
import Testing

@MainActor
@Suite("ImmediateClock")
struct ImmediateClockTests {
  @Test("A sleep returns at once and moves the clock's time to its deadline")
  func sleepMovesTime() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(3))
    #expect(clock.now == ImmediateClock.Instant(offset: .seconds(3)))
    try await clock.sleep(until: ImmediateClock.Instant(offset: .seconds(1)))
    #expect(clock.now == ImmediateClock.Instant(offset: .seconds(3)))
  }

  @Test("ImmediateClock and TestClock count time in one instant type, ClockInstant")
  func oneInstantType() async throws {
    #expect(ImmediateClock.Instant.self == ClockInstant.self)
    #expect(TestClock.Instant.self == ClockInstant.self)
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(2))
    #expect(clock.now == ClockInstant(offset: .seconds(2)))
  }

  @Test("A sleep of a cancelled task throws CancellationError and leaves the time alone")
  func cancelled() async {
    let clock = ImmediateClock()
    let result = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.now == ImmediateClock.Instant())
  }

  @Test("A feature's delay under an ImmediateClock runs at once in a test store")
  func inATestStore() async {
    let store = TestStore(initialState: Countdown.State()) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.start(3))
    await store.receive(.tick(1)) { $0.ticks = [1] }
    await store.receive(.tick(2)) { $0.ticks = [1, 2] }
    await store.receive(.tick(3)) { $0.ticks = [1, 2, 3] }
  }
}

@MainActor
@Suite("Clock timer")
struct ClockTimerTests {
  @Test("A timer on a TestClock ticks once per interval advanced, each at its own time")
  func ticksOnATestClock() async {
    let clock = TestClock()
    let ticks = TickLog()
    let timer = Task {
      for await tick in clock.timer(interval: .seconds(1)) {
        ticks.record(tick, at: clock.now.offset)
      }
    }
    // A plain task is nobody's work: wait for its sleep before advancing.
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(500))
    #expect(ticks.all == [])
    await clock.advance(by: .milliseconds(2_500))
    #expect(
      ticks.all == [
        "1.0 seconds at 1.0 seconds", "2.0 seconds at 2.0 seconds", "3.0 seconds at 3.0 seconds",
      ])
    timer.cancel()
    await timer.value
  }

  @Test("The timer starts when its first tick is awaited")
  func startsAtFirstNext() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(10))
    let ticks = TickLog()
    let timer = Task {
      for await tick in clock.timer(interval: .seconds(2)) {
        ticks.record(tick, at: clock.now.offset)
      }
    }
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(2))
    #expect(ticks.all == ["2.0 seconds at 12.0 seconds"])
    timer.cancel()
    await timer.value
  }

  @Test("Cancelling the task that iterates a timer ends the sequence")
  func endsWhenCancelled() async {
    let clock = TestClock()
    let ended = Locked(false)
    let timer = Task {
      for await _ in clock.timer(interval: .seconds(1)) {}
      ended.withLock { $0 = true }
    }
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(2))
    #expect(!ended.withLock { $0 })
    timer.cancel()
    await timer.value
    #expect(ended.withLock { $0 })
    var iterator = clock.timer(interval: .seconds(1)).makeAsyncIterator()
    let afterCancel = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await iterator.next()
    }.value
    #expect(afterCancel == nil)
  }

  @Test("A timer works on the any Clock<Duration> that dependencies hold")
  func onAnExistentialClock() async {
    let clock: any Clock<Duration> = ImmediateClock()
    var ticks: [Duration] = []
    for await tick in clock.timer(interval: .milliseconds(250)) {
      ticks.append(tick)
      if ticks.count == 3 { break }
    }
    #expect(ticks == [.milliseconds(250), .milliseconds(500), .milliseconds(750)])
  }

  @Test("A timer on a real clock ticks")
  func onAContinuousClock() async {
    var ticks = 0
    for await _ in ContinuousClock().timer(interval: .milliseconds(1)) {
      ticks += 1
      if ticks == 2 { break }
    }
    #expect(ticks == 2)
  }
}

/// Ticks on the clock `count` times, with a timer.
private struct Countdown: Reducer {
  struct State: Equatable { var ticks: [Int] = [] }
  enum Action: Equatable {
    case start(Int)
    case tick(Int)
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let count):
      return .run { send in
        var sent = 0
        for await _ in clock.timer(interval: .seconds(1)) {
          sent += 1
          await send(.tick(sent))
          if sent == count { break }
        }
      }
    case .tick(let number):
      state.ticks.append(number)
      return .none
    }
  }
}

/// The ticks a timer gave, with the clock's time when each came.
private final class TickLog: Sendable {
  private let storage = Locked<[String]>([])

  func record(_ tick: Duration, at now: Duration) {
    storage.withLock { $0.append("\(tick) at \(now)") }
  }

  var all: [String] { storage.withLock { $0 } }
}
