import Statecraft
import StatecraftTesting
import Testing

/// TCA's own tests of its test store, ported step for step: a TCA user who writes the same steps
/// gets the same verdict (TCA's `StoreTests`, `TestStoreTests`, `TestStoreFailureTests` and
/// `TestStoreNonExhaustiveTests`, in Tests/ComposableArchitectureTests).
///
/// Where TCA uses Combine or a scheduler, the port uses what Statecraft has: a subject whose
/// subscriber runs on the main actor, a `TestClock`. Where TCA expects a failure with
/// `XCTExpectFailure`, the port captures it and compares its whole text.
@MainActor
@Suite("TCA's tests, ported")
struct TCAPortTests {
  // MARK: - StoreTests

  @Test("testActionQueuing: an action a subscriber sends while the reducer runs is reduced once")
  func actionQueuing() async {
    let subject = Subject()
    let store = TestStore(initialState: 0) { Queuing(subject: subject) }

    await store.send(.`init`)
    await store.send(.incrementTapped)
    await store.receive(.doIncrement) {
      $0 = 1
    }
    await store.send(.incrementTapped)
    await store.receive(.doIncrement) {
      $0 = 2
    }
    subject.finish()
    await store.finish()
  }

  // MARK: - TestStoreNonExhaustiveTests

  @Test("testReceiveNonExhaustiveWithTimeout: the second response is found past the first")
  func receiveNonExhaustiveWithTimeout() async {
    let store = TestStore(initialState: Responses.State()) {
      Responses(first: .response1, second: .response2)
    }
    store.exhaustivity = .off

    await store.send(.tap)
    await store.receive(.response2, timeout: .seconds(1))
  }

  @Test("testReceiveNonExhaustiveWithTimeoutMultipleNonMatching: fails at the timeout")
  func receiveNonExhaustiveWithTimeoutMultipleNonMatching() async {
    let store = TestStore(initialState: Responses.State()) {
      Responses(first: .response1, second: .response1)
    }
    store.exhaustivity = .off

    await store.send(.tap)
    let failures = await failureTexts {
      await store.receive(.response2, timeout: .seconds(1))
    }
    #expect(failures == [Responses.noResponse2])
  }

  @Test("testReceiveNonExhaustiveWithTimeoutMultipleMatching: both responses are received")
  func receiveNonExhaustiveWithTimeoutMultipleMatching() async {
    let store = TestStore(initialState: Responses.State()) {
      Responses(first: .response2, second: .response2)
    }
    store.exhaustivity = .off

    await store.send(.tap)
    await store.receive(.response2, timeout: .seconds(1))
    await store.receive(.response2, timeout: .seconds(1))
  }

  // MARK: - TestStoreFailureTests

  @Test("testSendActionBeforeReceivingFailure: the unasserted action stays to be received")
  func sendActionBeforeReceivingFailure() async {
    let store = TestStore(initialState: 0) { FirstSecond() }

    await store.send(.first)

    let line = #line + 2
    let failures = await recordedFailures {
      await store.send(.first)
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            send(.first) was called while 1 received action is still unasserted:

              .second

            Receive it with receive(_:) first, or call skipReceivedActions().
            """,
          line: line
        )
      ])

    await store.receive(.second)
    await store.receive(.second)
  }

  // MARK: - TestStoreTests

  @Test("testEffectEmitAfterSkipInFlightEffects: a skipped effect still runs, and is received")
  func effectEmitAfterSkipInFlightEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0) {
      SleepThenRespond(clock: clock)
    }

    await store.send(.tap)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.receive(.response) {
      $0 = 42
    }
  }
}

/// A subject whose subscribers are called on the main actor, synchronously, when it sends: what
/// TCA's tests do with Combine's `PassthroughSubject`.
final class Subject: Sendable {
  private struct State {
    var subscribers: [@MainActor @Sendable () -> Void] = []
    var subscribed: [CheckedContinuation<Void, Never>] = []
    var finished: [CheckedContinuation<Void, Never>] = []
    var isFinished = false
  }

  private let state = Locked(State())

  /// Calls every subscriber, in the order they subscribed.
  @MainActor
  func send() {
    for subscriber in state.withLock({ $0.subscribers }) { subscriber() }
  }

  /// Calls `receive` for each value sent, until ``finish()``.
  func subscribe(_ receive: @escaping @MainActor @Sendable () -> Void) async {
    await withCheckedContinuation { continuation in
      // Subscribed and waiting for the end at once: a finish can come as soon as a waiter for
      // the subscription is resumed.
      let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>]? in
        guard !state.isFinished else { return nil }
        state.subscribers.append(receive)
        state.finished.append(continuation)
        defer { state.subscribed = [] }
        return state.subscribed
      }
      guard let waiters else { return continuation.resume() }
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Returns once some subscriber is there.
  func waitForSubscriber() async {
    await withCheckedContinuation { continuation in
      let isThere = state.withLock { state in
        if state.subscribers.isEmpty { state.subscribed.append(continuation) }
        return !state.subscribers.isEmpty
      }
      if isThere { continuation.resume() }
    }
  }

  /// Ends every subscription.
  func finish() {
    let finished = state.withLock { state in
      state.isFinished = true
      state.subscribers = []
      defer { state.finished = [] }
      return state.finished
    }
    for waiter in finished { waiter.resume() }
  }
}

/// TCA's `testActionQueuing` feature: `.init` subscribes to the subject, `.incrementTapped` sends
/// into it while the reducer runs, and the subscription sends `.doIncrement`.
struct Queuing: Reducer {
  enum Action: Equatable {
    case incrementTapped
    case `init`
    case doIncrement
  }

  let subject: Subject
  /// Counts the reductions of `.doIncrement`.
  var onIncrement: @MainActor @Sendable () -> Void = {}

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      MainActor.assumeIsolated { subject.send() }
      return .none
    case .`init`:
      return .run { [subject] send in
        await subject.subscribe { send(.doIncrement) }
      }
    case .doIncrement:
      MainActor.assumeIsolated { onIncrement() }
      state += 1
      return .none
    }
  }
}

/// TCA's `testReceiveNonExhaustiveWithTimeout*` feature: `.tap` sleeps 10 ms on the real clock,
/// sends `first`, sleeps 10 ms again, and sends `second`.
struct Responses: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case tap, response1, response2 }

  let first: Action
  let second: Action

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      return .run { [first, second] send in
        try await Task.sleep(for: .milliseconds(10))
        await send(first)
        try await Task.sleep(for: .milliseconds(10))
        await send(second)
      }
    case .response1, .response2:
      return .none
    }
  }

  /// What a `receive(.response2, timeout: .seconds(1))` reports when only `.response1` comes.
  static let noResponse2 = """
    Expected to receive an action, but no action arrived, and no effect is running that could \
    send one.

      Expected:
        .response2
    """
}

/// TCA's `testSendActionBeforeReceivingFailure` feature.
struct FirstSecond: Reducer {
  enum Action: Equatable { case first, second }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .first: .send(.second)
    case .second: .none
    }
  }
}

/// TCA's `testEffectEmitAfterSkipInFlightEffects` feature, on a `TestClock` where TCA's sleeps on
/// a test scheduler.
struct SleepThenRespond: Reducer {
  enum Action: Equatable { case tap, response }

  let clock: TestClock

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.response)
      }
    case .response:
      state = 42
      return .none
    }
  }
}
