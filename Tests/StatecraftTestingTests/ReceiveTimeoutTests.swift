import Statecraft
import StatecraftTesting
import Testing

/// `receive(_:timeout:)` ends at its timeout when the effects wait on something outside the test
/// (here, the real clock), however the step was woken; and the steps of tests running side by
/// side do not make each other wait.
///
/// These tests time steps on the real clock, so they run in a process of their own (see
/// ``ReceiveTimeoutsInAProcess``): in the whole suite, other tests hold the main actor for
/// seconds at a time (a fuzz suite's synchronous runs), and a step waiting for the main actor then
/// measures their time, not its own.
@MainActor
@Suite("Receive timeouts", .enabled(if: ChildProcess.isRunning("ReceiveTimeoutTests")))
struct ReceiveTimeoutTests {
  @Test("An effect asleep on the real clock: receive fails at its timeout, 50 times out of 50")
  func failsAtItsTimeout() async {
    var outcomes: [String: Int] = [:]
    for _ in 0..<50 {
      var step = Duration.zero
      let failures = await failureTexts {
        let store = TestStore(initialState: Napper.State()) { Napper() }
        await store.send(.napTapped)
        step = await Self.time {
          await store.receive(.wokeUp, timeout: .milliseconds(200))
        }
        await store.skipInFlightEffects()
      }
      let outcome = Self.outcome(
        failures, [Napper.notReceived], step, timeout: .milliseconds(200))
      outcomes[outcome, default: 0] += 1
    }
    #expect(outcomes == ["as expected, within 2 s of the timeout": 50])
  }

  @Test("Woken by a send that does not match, receive still ends by its timeout, 50 times")
  func wokenByAnotherActionEndsAtItsTimeout() async {
    var outcomes: [String: Int] = [:]
    for _ in 0..<50 {
      var step = Duration.zero
      let failures = await failureTexts {
        let store = TestStore(initialState: Responses.State()) {
          Responses(first: .response1, second: .response1)
        }
        store.exhaustivity = .off
        await store.send(.tap)
        step = await Self.time {
          await store.receive(.response2, timeout: .seconds(1))
        }
      }
      let outcome = Self.outcome(failures, [Responses.noResponse2], step, timeout: .seconds(1))
      outcomes[outcome, default: 0] += 1
    }
    #expect(outcomes == ["as expected, within 2 s of the timeout": 50])
  }

  @Test("TCA's three timeout tests side by side each end within 2 s of their timeout")
  func siblingsInParallel() async {
    let results = await withTaskGroup(of: (String, String).self) { group in
      for (name, first, second, receives) in [
        ("one matching", Responses.Action.response1, Responses.Action.response2, 1),
        ("none matching", .response1, .response1, 1),
        ("two matching", .response2, .response2, 2),
      ] {
        group.addTask {
          await Self.scenario(name, first: first, second: second, receives: receives)
        }
      }
      var results: [String: String] = [:]
      for await (name, outcome) in group { results[name] = outcome }
      return results
    }
    #expect(
      results == [
        "one matching": "as expected, within 2 s of the timeout",
        "none matching": "as expected, within 2 s of the timeout",
        "two matching": "as expected, within 2 s of the timeout",
      ])
  }

  /// One of TCA's three tests: `receives` times `receive(.response2, timeout: .seconds(1))`,
  /// after effects that send `first` and `second`.
  private static func scenario(
    _ name: String, first: Responses.Action, second: Responses.Action, receives: Int
  ) async -> (String, String) {
    var steps: [Duration] = []
    let failures = await failureTexts {
      let store = TestStore(initialState: Responses.State()) {
        Responses(first: first, second: second)
      }
      store.exhaustivity = .off
      await store.send(.tap)
      for _ in 0..<receives {
        steps.append(await time { await store.receive(.response2, timeout: .seconds(1)) })
      }
    }
    let expected = first == .response1 && second == .response1 ? [Responses.noResponse2] : []
    return (name, outcome(failures, expected, steps.max() ?? .zero, timeout: .seconds(1)))
  }

  /// How long `body` took.
  private static func time(_ body: @MainActor () async -> Void) async -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    await body()
    return clock.now - start
  }

  /// Whether the failures were those expected and the step ended within 2 s of its timeout, as
  /// a line to count (the failures themselves when they were not).
  private static func outcome(
    _ failures: [String], _ expected: [String], _ step: Duration, timeout: Duration
  ) -> String {
    let recorded = failures == expected ? "as expected" : "\(failures)"
    let inTime = step < timeout + .seconds(2) ? "within 2 s of the timeout" : "after \(step)"
    return "\(recorded), \(inTime)"
  }
}

/// Runs ``ReceiveTimeoutTests`` alone in a child process of this test binary, and requires that
/// every one of its tests passed there.
@Suite("Receive timeouts, in a process of their own")
struct ReceiveTimeoutsInAProcess {
  @Test("Every receive that waits on the real clock ends within 2 s of its timeout")
  func alone() throws {
    let run = try ChildProcess.run("ReceiveTimeoutTests")
    #expect(run.status == 0, "\(run.text)")
    #expect(run.passed == 3, "\(run.text)")
  }
}

/// Naps ten seconds on the real clock, then says so.
struct Napper: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case napTapped, wokeUp }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .napTapped:
      return .run { send in
        try await Task.sleep(for: .seconds(10))
        await send(.wokeUp)
      }
    case .wokeUp:
      return .none
    }
  }

  static let notReceived = """
    Expected to receive an action, but no action arrived within 0.2 seconds.

      Expected:
        .wokeUp
    """
}
