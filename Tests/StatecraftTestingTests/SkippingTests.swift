import Statecraft
import StatecraftTesting
import Testing

/// What skipping prints with `showSkippedAssertions`, effects that ignore cancellation, and work
/// that never settles.
@MainActor
@Suite("Skipping and stopping")
struct SkippingTests {
  static let file = "StatecraftTestingTests/SkippingTests.swift"

  @Test("showSkippedAssertions prints each skipped action, each change and what is left at the end")
  func showSkippedAssertions() async {
    var lines: [Int] = []
    var failures: [String] = []
    let printed = await skippedAssertionsOutput {
      failures = await failureTexts {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        store.exhaustivity = .off(showSkippedAssertions: true)
        await store.send(.chained)
        lines.append(#line + 1)
        await store.receive(.second)
        lines.append(#line + 1)
        await store.send(.loadTapped)
      }
    }
    let (receive, load) = (lines[0], lines[1])
    #expect(failures == [])
    #expect(
      printed == [
        """
        [StatecraftTesting] \(Self.file):\(receive): Skipped received action:
          .first
        """,
        """
        [StatecraftTesting] \(Self.file):\(receive): State changes after receive, asserted or not:
            Loader.State(
              numbers: [
                … (1 unchanged)
          +     [1]: 1
              ],
              … (1 unchanged)
            )
        """,
        """
        [StatecraftTesting] \(Self.file):\(load): State changes after send, asserted or not:
            Loader.State(
              … (1 unchanged)
          −   isLoading: false
          +   isLoading: true
            )
        """,
        """
        [StatecraftTesting] \(Self.file):\(load): Received actions left unasserted at the end of \
        the test:
          .loaded([1, 2, 3])
        """,
      ])
  }

  @Test("showSkippedAssertions prints the effects that skipInFlightEffects() passes over")
  func showSkippedEffects() async {
    var lines: [Int] = []
    let clock = TestClock()
    let printed = await skippedAssertionsOutput {
      let store = TestStore(initialState: TimerFeature.State()) {
        TimerFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      lines.append(#line + 1)
      await store.send(.startTapped)
      lines.append(#line + 1)
      await store.skipInFlightEffects()
    }
    #expect(
      printed == [
        """
        [StatecraftTesting] \(Self.file):\(lines[0]): State changes after send, asserted or not:
            TimerFeature.State(
              … (1 unchanged)
          −   isRunning: false
          +   isRunning: true
            )
        """,
        """
        [StatecraftTesting] \(Self.file):\(lines[1]): Skipped effects still running:
          .startTapped
        """,
      ])
  }

  @Test("showSkippedAssertions prints an effect left running at the end, which is cancelled")
  func showEffectLeftRunning() async {
    var lines: [Int] = []
    let printed = await skippedAssertionsOutput {
      let store = TestStore(initialState: TimerFeature.State()) {
        TimerFeature()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      lines.append(#line + 1)
      await store.send(.startTapped) { $0.isRunning = true }
    }
    #expect(
      printed == [
        """
        [StatecraftTesting] \(Self.file):\(lines[0]): State changes after send, asserted or not:
            TimerFeature.State(
              … (1 unchanged)
          −   isRunning: false
          +   isRunning: true
            )
        """,
        """
        [StatecraftTesting] \(Self.file):\(lines[0]): Effect still running at the end of the test, \
        cancelled:
          .startTapped
        """,
      ])
  }

  @Test("Without showSkippedAssertions nothing is printed")
  func quietWhenOff() async {
    let printed = await skippedAssertionsOutput {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      store.exhaustivity = .off
      await store.send(.chained)
      await store.receive(.second)
      await store.send(.loadTapped)
    }
    #expect(printed == [])
  }

  @Test("skipInFlightEffects() cancels nothing: an effect ignoring cancellation is not reported")
  func skipCancelsNothing() async {
    let stuck = Stuck()
    let failures = await recordedFailures {
      let store = TestStore(initialState: Hanging.State()) { Hanging(stuck: stuck) }
      await store.send(.start)
      await store.skipInFlightEffects()
    }
    stuck.release()
    #expect(failures == [])
  }

  @Test("An effect that ignores cancellation is reported by TestStoreTask.cancel(), not waited for")
  func nonCooperativeTaskCancel() async {
    let stuck = Stuck()
    let cancelLine = #line + 4
    let failures = await recordedFailures {
      let store = TestStore(initialState: Hanging.State()) { Hanging(stuck: stuck) }
      let task = await store.send(.start)
      await task.cancel()
    }
    stuck.release()
    #expect(failures == [RecordedFailure(text: Self.ignoresCancellation, line: cancelLine)])
  }

  @Test("An effect that never suspends is reported once the step's bound passes")
  func didNotSettle() async {
    let sendLine = #line + 5
    let failures = await recordedFailures {
      let store = TestStore(initialState: Hanging.State()) { Hanging(stuck: Stuck()) }
      store.settleBound = .milliseconds(200)
      store.exhaustivity = .off
      await store.send(.spin)
      store.settleBound = .seconds(30)
      await store.skipInFlightEffects()
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            Effects kept working for 0.2 seconds after this step without settling (waiting on a \
            TestClock, finishing, or waiting on something outside the test).

              Started by .spin

            An effect that loops without suspending, or keeps sending, never lets the step end. \
            Give the loop a point where it waits on a clock, and set that clock for the test, so \
            that time moves only when the test advances it:

              $0.continuousClock = TestClock()
            """,
          line: sendLine
        )
      ])
  }

  static let ignoresCancellation = """
    An effect was cancelled, but its work has not returned, and nothing is left running that \
    could make it return: it ignores cancellation.

    Make the work stop when its task is cancelled: check Task.isCancelled, use \
    withTaskCancellationHandler to resume a continuation, or await something that throws \
    CancellationError.
    """
}

/// Effects that do not stop when cancelled, or never suspend.
struct Hanging: Reducer {
  struct State: Equatable {}
  enum Action: Equatable {
    case start
    case spin
  }

  let stuck: Stuck

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [stuck] _ in await stuck.wait() }
    case .spin:
      return .run { _ in
        while !Task.isCancelled {}
      }
    }
  }
}
