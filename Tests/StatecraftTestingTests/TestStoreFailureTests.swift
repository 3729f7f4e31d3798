import Foundation
import Statecraft
import StatecraftTesting
import Testing

/// Every TestStore failure, proven to happen and compared as a whole text.
@MainActor
@Suite("TestStore failures")
struct TestStoreFailureTests {
  /// Runs `body` expecting exactly `messages`, in order, as known issues.
  private func expectFailures(
    _ messages: [String],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @MainActor () async -> Void
  ) async {
    let recorded = await capturingFailures { await body() }.map(\.message)
    #expect(recorded == messages, sourceLocation: sourceLocation)
  }

  @Test("An unasserted state change fails with the diff")
  func unassertedStateChange() async {
    await expectFailures([
      """
      The state changed after send(.loadTapped), but the test expected no change:

          Loader.State(
            … (1 unchanged)
        −   isLoading: false
        +   isLoading: true
          )

      (Expected: −, Actual: +) Describe the change in the trailing closure: send(…) { $0.… = … }
      """
    ]) {
      let store = TestStore(initialState: Loader.State()) { Loader(load: { [] }) }
      await store.send(.loadTapped)
      await store.receive(.loaded([])) { $0.isLoading = false }
    }
  }

  @Test("An IndexSet payload prints in the failure's header as its elements (TCA's Todos' move)")
  func indexSetInHeader() async {
    await expectFailures([
      """
      The state changed after send(.move([0], 2)), but the test expected no change:

          Reorder.State(
            order: [
        −     [0]: "a",
        +     [0]: "b",
        −     [1]: "b"
        +     [1]: "a"
            ]
          )

      (Expected: −, Actual: +) Describe the change in the trailing closure: send(…) { $0.… = … }
      """
    ]) {
      let store = TestStore(initialState: Reorder.State()) { Reorder() }
      await store.send(.move(IndexSet([0]), 2))
    }
  }

  @Test("A send to a store whose feature dismissed itself fails, and sends nothing")
  func sendAfterDismissal() async {
    await expectFailures([
      """
      send(.onTask) was called after the feature dismissed itself; the \
      action was not sent.

      A dismissed feature gets no more actions, as in the app. End the test at the dismissal, \
      and check it with #expect(store.isDismissed).
      """
    ]) {
      let store = TestStore(initialState: MeetingRecorder.State(speakers: 1)) {
        MeetingRecorder()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.nextTapped)
      await store.receive(.delegate(.saveMeeting(seconds: 0)))
      #expect(store.isDismissed)
      // Nothing runs: a timer started here would fail the end of the test as still running.
      await store.send(.onTask)
    }
  }

  @Test("A case subscript set on another case, inside an assertion closure, fails at the step")
  func wrongCaseSetInClosure() async {
    let line = #line + 5
    let failures = await recordedFailures {
      let store = TestStore(initialState: Picker.State()) { Picker() }
      // The closure describes the change, then writes to a case the slot does not hold: a
      // mistake of the test, which must fail it rather than print to standard error.
      await store.send(.pickHours) {
        $0.choice = .hours(1)
        $0.choice[case: Picker.Choice.minutes] = 25
      }
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            A case subscript set Picker.Choice.minutes(…), but the optional holds another case: \
            Picker.Choice.hours(…). Nothing was changed.

              Raised at: StatecraftTestingTests/TestStoreFailureTests.swift:\(line + 2)
            """,
          line: line
        )
      ]
    )
  }

  @Test("Actions of a presented feature print in the short form, in lists and in lines")
  func presentedActionsPrintShort() async {
    await expectFailures([
      """
      The test ended with 1 received action that it did not assert:

        .sheet(.presented(.beat))

      Receive it with receive(_:), or call skipReceivedActions() before the test ends.
      """,
      """
      An effect started by .sheet(.presented(.metronomeTapped)) is still running at the end of \
      the test.

      Make it finish (advance its TestClock, or send the action that cancels it), wait for it \
      with finish(), or stop asserting on it with skipInFlightEffects().
      """,
    ]) {
      let clock = TestClock()
      let store = TestStore(initialState: SheetHost.State()) {
        SheetHost()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.presentTapped) { $0.sheet = OneTick.State() }
      await store.send(.sheet(.presented(.metronomeTapped)))
      await clock.advance(by: .seconds(1))
    }
  }

  @Test("A wrong expected value fails with the diff")
  func wrongExpectedValue() async {
    await expectFailures([
      """
      The state after receive(.loaded([1, 2, 3])) does not match the expectation:

          Loader.State(
            numbers: [
              … (1 unchanged)
        −     [1]: 5,
        +     [1]: 2,
              … (1 unchanged)
            ],
            … (1 unchanged)
          )

      (Expected: −, Actual: +)
      """
    ]) {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.loadTapped) { $0.isLoading = true }
      await store.receive(.loaded([1, 2, 3])) {
        $0.isLoading = false
        $0.numbers = [1, 5, 3]
      }
    }
  }

  @Test("An unexpected received action fails, showing both actions")
  func unexpectedAction() async {
    await expectFailures([
      """
      Received an action other than the one expected:

        Received:
          .first
        Expected:
          .second
      """
    ]) {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.chained)
      await store.receive(.second) { $0.numbers = [0] }
      await store.receive(.second) { $0.numbers = [0, 1] }
    }
  }

  @Test("Sending while received actions are unasserted fails")
  func sendWhilePending() async {
    await expectFailures([
      """
      send(.chained) was called while 2 received actions are still unasserted:

        .first
        .second

      Receive them with receive(_:) first, or call skipReceivedActions().
      """
    ]) {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.chained)
      await store.send(.chained)
      await store.skipReceivedActions()
    }
  }

  @Test("receive fails at once when the only effect waits on a clock nobody advances")
  func receiveStuck() async {
    await expectFailures([
      """
      Expected to receive an action, but no action arrived: the running effect is waiting on a \
      TestClock that no one advances.

      Advance the clock first: await clock.advance(by: …)

        Expected:
          .tick
      """
    ]) {
      let clock = TestClock()
      let store = TestStore(initialState: TimerFeature.State()) {
        TimerFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTapped) { $0.isRunning = true }
      await store.receive(.tick) { $0.seconds = 1 }
      await store.send(.stopTapped) { $0.isRunning = false }
    }
  }

  @Test("receive fails when no effect is running that could send")
  func receiveWithNothingRunning() async {
    await expectFailures([
      """
      Expected to receive an action, but no action arrived, and no effect is running that could \
      send one.

        Expected:
          .first
      """
    ]) {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.receive(.first)
    }
  }

  @Test("receive times out for an effect that waits on something else")
  func receiveTimeout() async {
    await expectFailures([
      """
      Expected to receive an action, but no action arrived within 0.05 seconds.

        Expected:
          .loaded([1])
      """
    ]) {
      let gate = AsyncStream<Void>.makeStream()
      let store = TestStore(initialState: Loader.State()) {
        Loader(load: {
          for await _ in gate.stream {}
          return [1]
        })
      }
      await store.send(.loadTapped) { $0.isLoading = true }
      await store.receive(.loaded([1]), timeout: .milliseconds(50))
      gate.continuation.finish()
      await store.receive(.loaded([1])) {
        $0.isLoading = false
        $0.numbers = [1]
      }
    }
  }

  @Test("An effect still running at the end of the test fails, naming its action")
  func effectRunningAtEnd() async {
    await expectFailures([
      """
      An effect started by .startTapped is still running at the end of the \
      test.

      Make it finish (advance its TestClock, or send the action that cancels it), wait for it \
      with finish(), or stop asserting on it with skipInFlightEffects().
      """
    ]) {
      let store = TestStore(initialState: TimerFeature.State()) {
        TimerFeature()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.startTapped) { $0.isRunning = true }
    }
  }

  @Test("Received actions left unasserted at the end of the test fail")
  func unassertedAtEnd() async {
    await expectFailures([
      """
      The test ended with 1 received action that it did not assert:

        .second

      Receive it with receive(_:), or call skipReceivedActions() before the test ends.
      """
    ]) {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.chained)
      await store.receive(.first) { $0.numbers = [0] }
    }
  }

  @Test("finish() fails at once when effects wait on a clock nobody advances")
  func finishStuck() async {
    await expectFailures([
      """
      finish() found 1 effect that cannot finish: it is waiting on a TestClock that no one \
      advances.

        Started by .startTapped

      Advance the clock (await clock.advance(by: …) or await clock.run()), or cancel the effect.
      """
    ]) {
      let store = TestStore(initialState: TimerFeature.State()) {
        TimerFeature()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.startTapped) { $0.isRunning = true }
      await store.finish()
      await store.skipInFlightEffects()
    }
  }

  @Test("An unimplemented dependency used in a test fails, naming it")
  func unimplementedDependency() async {
    await expectFailures([
      """
      Unimplemented: the 'continuousClock' dependency was used in a test.

      Set it for the test, with a TestClock to control time step by step, or an ImmediateClock \
      to skip waits:

        $0.continuousClock = TestClock()
      """
    ]) {
      let store = TestStore(initialState: Delayed.State()) { Delayed() }
      await store.send(.startTapped)
    }
  }

  @Test("assert(_:) fails when the current state differs")
  func assertMismatch() async {
    await expectFailures([
      """
      The current state does not match the expectation:

          Loader.State(
        −   numbers: [],
        +   numbers: [
        +     [0]: 0
        +   ],
            … (1 unchanged)
          )

      (Expected: −, Actual: +)
      """
    ]) {
      let store = TestStore(initialState: Loader.State(numbers: [0])) { Loader() }
      store.assert { $0.numbers = [] }
    }
  }

  @Test("With exhaustivity off, a field the test asserts must still match")
  func nonExhaustiveAssertedField() async {
    await expectFailures([
      """
      The state after send(.loadTapped) does not match the expectation:

          Loader.State(
            … (1 unchanged)
        −   isLoading: false
        +   isLoading: true
          )

      (Expected: −, Actual: +)
      """
    ]) {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      store.exhaustivity = .off
      await store.send(.loadTapped) { $0.isLoading = false }
    }
  }

  @Test("A TestStoreTask that does not finish in time fails")
  func taskFinishTimeout() async {
    await expectFailures([
      """
      The task's finish() found 1 effect that cannot finish: it is waiting on a TestClock that \
      no one advances.

        Started by .startTapped

      Advance the clock (await clock.advance(by: …) or await clock.run()), or cancel the effect.
      """
    ]) {
      let store = TestStore(initialState: TimerFeature.State()) {
        TimerFeature()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      let task = await store.send(.startTapped) { $0.isRunning = true }
      await task.finish()
      await task.cancel()
    }
  }

  @Test("Failures are reported at the line of the step that failed")
  func location() async {
    let lines = Locked<[Int]>([])
    let sendLine = #line + 6
    let receiveLine = #line + 6
    await withKnownIssue {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.chained)
      await store.skipReceivedActions()
      await store.send(.loadTapped)
      await store.receive(.loaded([1, 2, 3])) {
        $0.numbers = [1, 2, 3]
      }
    } matching: { issue in
      lines.withLock { $0.append(issue.sourceLocation?.line ?? 0) }
      return true
    }
    // The send that changed state without saying how, then the receive whose expectation missed
    // `isLoading`.
    #expect(lines.withLock { $0 } == [sendLine, receiveLine])
  }

  @Test("A debounce advanced 299 of 300 ms: the steps say to when, and when it wakes")
  func clockAdvancedNotFarEnough() async {
    let clock = TestClock()
    let failures = await failureTexts {
      let store = TestStore(initialState: Debounced.State()) {
        Debounced()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.queryChanged("a")) { $0.query = "a" }
      await clock.advance(by: .milliseconds(299))
      await store.receive(.search)
      await store.finish()
      await clock.advance(by: .milliseconds(1))
      await store.receive(.search)
    }
    #expect(
      failures == [
        """
        Expected to receive an action, but no action arrived: the running effect is waiting on a \
        TestClock that the test advanced to 0.299 seconds; it wakes at 0.3 seconds, 0.001 seconds \
        later.

        Advance the clock first: await clock.advance(by: …)

          Expected:
            .search
        """,
        """
        finish() found 1 effect that cannot finish: it is waiting on a TestClock that the test \
        advanced to 0.299 seconds; it wakes at 0.3 seconds, 0.001 seconds later.

          Started by .queryChanged("a")

        Advance the clock (await clock.advance(by: …) or await clock.run()), or cancel the effect.
        """,
      ])
  }

  @Test("A sleep advanced part-way: receive and a task's finish() say to when, and when it wakes")
  func sleepAdvancedPartWay() async {
    let failures = await failureTexts {
      let clock = TestClock()
      let store = TestStore(initialState: TimerFeature.State()) {
        TimerFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = await store.send(.startTapped) { $0.isRunning = true }
      await clock.advance(by: .milliseconds(400))
      await store.receive(.tick)
      await task.finish()
      await clock.advance(by: .milliseconds(600))
      await store.receive(.tick) { $0.seconds = 1 }
      await store.send(.stopTapped) { $0.isRunning = false }
    }
    #expect(
      failures == [
        """
        Expected to receive an action, but no action arrived: the running effect is waiting on a \
        TestClock that the test advanced to 0.4 seconds; it wakes at 1.0 seconds, 0.6 seconds \
        later.

        Advance the clock first: await clock.advance(by: …)

          Expected:
            .tick
        """,
        """
        The task's finish() found 1 effect that cannot finish: it is waiting on a TestClock that \
        the test advanced to 0.4 seconds; it wakes at 1.0 seconds, 0.6 seconds later.

          Started by .startTapped

        Advance the clock (await clock.advance(by: …) or await clock.run()), or cancel the effect.
        """,
      ])
  }

  @Test("Several sleepers: no one advances the clock until the test does, then the first wakes")
  func severalSleepers() async {
    let failures = await failureTexts {
      // A clock whose time starts later than zero, never advanced, is still one nobody advances.
      let clock = TestClock(now: TestClock.Instant(offset: .seconds(5)))
      let store = TestStore(initialState: Sleepers.State()) {
        Sleepers()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.long)
      await store.send(.short)
      await store.receive(.woke("short"))
      await clock.advance(by: .milliseconds(500))
      await store.receive(.woke("short"))
      await store.finish()
      await clock.advance(by: .milliseconds(1500))
      await store.receive(.woke("short"))
      await store.receive(.woke("long"))
    }
    #expect(
      failures == [
        """
        Expected to receive an action, but no action arrived: every running effect is waiting on \
        a TestClock that no one advances.

        Advance the clock first: await clock.advance(by: …)

          Expected:
            .woke("short")
        """,
        """
        Expected to receive an action, but no action arrived: every running effect is waiting on \
        a TestClock that the test advanced to 5.5 seconds; the first wakes at 6.0 seconds, 0.5 \
        seconds later.

        Advance the clock first: await clock.advance(by: …)

          Expected:
            .woke("short")
        """,
        """
        finish() found 2 effects that cannot finish: they are waiting on a TestClock that the \
        test advanced to 5.5 seconds; the first wakes at 6.0 seconds, 0.5 seconds later.

          Started by .long
          Started by .short

        Advance the clock (await clock.advance(by: …) or await clock.run()), or cancel the \
        effects.
        """,
      ])
  }

  @Test("A sleep until a time the advanced clock reached wakes at the next advance, and says so")
  func sleepForZeroAfterAnAdvance() async {
    let failures = await failureTexts {
      let clock = TestClock()
      let store = TestStore(initialState: Sleepers.State()) {
        Sleepers()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await clock.advance(by: .seconds(1))
      await store.send(.pause)
      await store.receive(.woke("pause"))
      await store.finish()
      await clock.advance()
      await store.receive(.woke("pause"))
    }
    #expect(
      failures == [
        """
        Expected to receive an action, but no action arrived: the running effect is waiting on a \
        TestClock that the test advanced to 1.0 seconds; it sleeps until 1.0 seconds, a time the \
        clock has reached, so it wakes at the next advance, even advance(by: .zero).

        Advance the clock first: await clock.advance(by: …)

          Expected:
            .woke("pause")
        """,
        """
        finish() found 1 effect that cannot finish: it is waiting on a TestClock that the test \
        advanced to 1.0 seconds; it sleeps until 1.0 seconds, a time the clock has reached, so it \
        wakes at the next advance, even advance(by: .zero).

          Started by .pause

        Advance the clock (await clock.advance(by: …) or await clock.run()), or cancel the effect.
        """,
      ])
  }
}

/// Effects that sleep on one clock: for one second, for two, and for zero.
private struct Sleepers: Reducer {
  struct State: Equatable {}
  enum Action: Equatable {
    case short
    case long
    case pause
    case woke(String)
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .short: return sleep(for: .seconds(1), then: "short")
    case .long: return sleep(for: .seconds(2), then: "long")
    case .pause: return sleep(for: .zero, then: "pause")
    case .woke: return .none
    }
  }

  private func sleep(for duration: Duration, then name: String) -> Effect<Action> {
    .run { [clock] send in
      try await clock.sleep(for: duration)
      await send(.woke(name))
    }
  }
}

/// Searches 300 ms after the query last changed.
private struct Debounced: Reducer {
  struct State: Equatable {
    var query = ""
  }
  enum Action: Equatable {
    case queryChanged(String)
    case search
  }
  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return .send(.search).debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    case .search:
      return .none
    }
  }
}

/// A feature whose state holds one of two cases, for case-subscript writes in assertion closures.
private struct Picker: Reducer {
  enum Choice: Equatable {
    case hours(Int)
    case minutes(Int)
  }
  struct State: Equatable {
    var choice: Choice?
  }
  enum Action: Equatable {
    case pickHours
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.choice = .hours(1)
      return .none
    }
  }
}

/// TCA's Todos' reordering, over strings: an `IndexSet` payload.
struct Reorder: Reducer {
  struct State: Equatable {
    var order = ["a", "b"]
  }
  enum Action: Equatable {
    case move(IndexSet, Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .move(let source, let destination):
      let moved = source.map { state.order[$0] }
      var rest = state.order.enumerated().filter { !source.contains($0.offset) }.map(\.element)
      let before = source.filter { $0 < destination }.count
      rest.insert(contentsOf: moved, at: destination - before)
      state.order = rest
      return .none
    }
  }
}
