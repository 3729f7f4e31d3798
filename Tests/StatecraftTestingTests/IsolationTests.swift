import Statecraft
import Testing

@testable import StatecraftTesting

/// One test's mistake fails that test alone, quickly (DESIGN.md, Isolation): a step waits for its
/// own store's work, never for the rest of the process.
@MainActor
@Suite("Isolation")
struct IsolationTests {
  /// A runaway and 20 correct tests, started together, 50 times.
  ///
  /// One test with a task group of test stores rather than a parallel suite: every round the
  /// runaway is certain to overlap all 20 correct tests (Swift Testing decides on its own how many
  /// tests of a parallel suite overlap, if any), and the verdict is one tally of every round. A
  /// step that waited for the runaway's work would reach its bound and fail with the
  /// did-not-settle report, so "the correct ones pass" is also "none waited past its bound".
  @Test("A runaway test beside 20 correct ones, in parallel, 50 times: only the runaway fails")
  func runawayBesideCorrectOnes() async {
    var rounds: [String: Int] = [:]
    for _ in 0..<50 {
      let outcomes = await withTaskGroup(of: [String].self) { group in
        group.addTask { await Self.runawayTest().map { "runaway " + $0.description } }
        for _ in 0..<20 {
          group.addTask { await Self.correctTest().map(\.description) }
        }
        var outcomes: [[String]] = []
        for await outcome in group { outcomes.append(outcome) }
        return outcomes
      }
      let runaway = outcomes.flatMap { $0.filter { $0.hasPrefix("runaway ") } }
        .map { String($0.dropFirst("runaway ".count)) }
      let correct = outcomes.map { $0.filter { !$0.hasPrefix("runaway ") } }
        .filter { _ in true }
      let runawayRounds = outcomes.filter { $0.contains { $0.hasPrefix("runaway ") } }.count
      // Of the 21 outcomes, the runaway's is the one with its failure; the other 20 are empty.
      let passed = correct.filter(\.isEmpty).count - (runawayRounds == 1 ? 1 : 0)
      let summary =
        "runaway: \(runaway); correct passed: \(passed) of 20; "
        + "failures: \(correct.flatMap { $0 })"
      rounds[summary, default: 0] += 1
    }
    let expected =
      "runaway: \([RecordedFailure(text: Self.runawayFailure, line: Self.runawaySendLine).description]); "
      + "correct passed: 20 of 20; failures: []"
    #expect(rounds == [expected: 50])
  }

  static let runawaySendLine = #line + 8
  /// A test whose effect keeps sending, without ever waiting: it fails at its `send`, once its
  /// effect has run for the store's bound.
  static func runawayTest() async -> [RecordedFailure] {
    await recordedFailures {
      let store = TestStore(initialState: Runaway.State()) { Runaway() }
      store.settleBound = .milliseconds(100)
      store.exhaustivity = .off
      await store.send(.start)
    }
  }

  static let runawayFailure = """
    Effects kept working for 0.1 seconds after this step without settling (waiting on a \
    TestClock, finishing, or waiting on something outside the test).

      Started by .start

    An effect that loops without suspending, or keeps sending, never lets the step end. Give \
    the loop a point where it waits on a clock, and set that clock for the test, so that time \
    moves only when the test advances it:

      $0.continuousClock = TestClock()
    """

  /// A correct test of a delayed action on a test clock, with a bound that counts only its own
  /// effects' running time: 5 seconds, far more than they need, far less than the runaway runs.
  static func correctTest() async -> [RecordedFailure] {
    await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Delayed.State()) {
        Delayed()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.settleBound = .seconds(5)
      await store.send(.startTapped)
      await clock.advance(by: .seconds(1))
      await store.receive(.fired) { $0.fired = true }
    }
  }

  @Test("An unset clock's timer fails its test once, at the step that started it, and ends")
  func unsetClockTimer() async {
    var outcomes: [String: Int] = [:]
    for _ in 0..<20 {
      let sendLine = #line + 3
      let failures = await recordedFailures {
        let store = TestStore(initialState: Ticking.State()) { Ticking() }
        await store.send(.start) { $0.isRunning = true }
        // The timer ended: nothing was received, nothing is left running.
      }
      outcomes[failures.map(\.description).joined(separator: "\n"), default: 0] += 1
      #expect(failures.map(\.line) == [sendLine])
    }
    let expected = """
      Unimplemented: the 'continuousClock' dependency was used in a test.

      Set it for the test, with a TestClock to control time step by step, or an ImmediateClock \
      to skip waits:

        $0.continuousClock = TestClock()
      """
    #expect(outcomes.count == 1)
    #expect(outcomes.keys.first?.hasSuffix("<<\(expected)>>") == true)
    #expect(outcomes.values.first == 20)
  }

  @Test("An effect catching the unset clock's CancellationError is reported once, then loops on")
  func unsetClockReportedOncePerEffect() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Ticking.State()) { Ticking() }
      store.exhaustivity = .off
      await store.send(.startStubborn)
      await store.skipInFlightEffects()
    }
    #expect(
      failures.map(\.text).filter { $0.hasPrefix("Unimplemented: the 'continuousClock'") }.count
        == 1)
  }

  @Test(
    "An effect sleeping on a real clock is in flight: send returns, skipInFlightEffects finds it")
  func realSleepIsInFlight() async {
    // Work elsewhere in the process that never stops (another test's runaway): a step that
    // waited for the whole process would never return.
    let running = Locked(true)
    let elsewhere = Task.detached {
      while running.withLock({ $0 }) { await Task.yield() }
    }
    let failures = await recordedFailures {
      let store = TestStore(initialState: Ticking.State()) { Ticking() }
      await store.send(.sleepForReal)
      await store.skipInFlightEffects(strict: true)
    }
    running.withLock { $0 = false }
    await elsewhere.value
    #expect(failures == [])
  }
}

/// A feature whose effect sends forever without waiting.
struct Runaway: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case start, tick }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        while !Task.isCancelled { await send(.tick) }
      }
    case .tick:
      state.count += 1
      return .none
    }
  }
}

/// A feature with a timer on the clock dependency, and effects that wait in other ways.
struct Ticking: Reducer {
  struct State: Equatable {
    var isRunning = false
    var ticks = 0
  }

  enum Action: Equatable { case start, startStubborn, sleepForReal, tick }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.isRunning = true
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
    case .startStubborn:
      return .run { send in
        for _ in 0..<100 {
          try? await clock.sleep(for: .seconds(1))
        }
        await send(.tick)
      }
    case .sleepForReal:
      // An hour: the test skips the sleep while it is in flight, and a step of a suite run on a
      // loaded machine was seen to take longer than a minute (a 60 s sleep then ended first).
      return .run { send in
        try await Task.sleep(for: .seconds(3600))
        await send(.tick)
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}
