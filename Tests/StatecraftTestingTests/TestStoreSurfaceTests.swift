import Foundation
import Statecraft
import StatecraftTesting
import Testing

/// TCA's test surface (DESIGN.md, Testing): what each API does, and each failure it reports, whole.
@MainActor
@Suite("TestStore surface")
struct TestStoreSurfaceTests {
  // MARK: - Expected state to change

  @Test("A trailing closure that changes nothing, for a send that changed nothing, fails")
  func expectedStateToChangeAtSend() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: Ticker.State()) { Ticker() }
      await store.send(.stopped) { $0.isRunning = false }
    }
    #expect(
      failures == [
        """
        Expected the state to change after send(.stopped), but it did not change, \
        and the trailing closure changed nothing either.

        When no change is expected, omit the closure: send(…)
        """
      ])
  }

  @Test("A trailing closure that changes nothing, for a receive that changed nothing, fails")
  func expectedStateToChangeAtReceive() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: Ticker.State()) { Ticker() }
      await store.send(.stopLater)
      await store.receive(.stopped) { _ in }
    }
    #expect(
      failures == [
        """
        Expected the state to change after receive(.stopped), but it did not \
        change, and the trailing closure changed nothing either.

        When no change is expected, omit the closure: receive(…)
        """
      ])
  }

  @Test("Without a closure, or with exhaustivity off, a step that changes nothing passes")
  func noChangeWithoutClosure() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: Ticker.State()) { Ticker() }
      await store.send(.stopped)
      store.exhaustivity = .off
      await store.send(.stopped) { $0.isRunning = false }
    }
    #expect(failures == [])
  }

  // MARK: - Exhaustivity off

  @Test(
    "Exhaustivity off: receive passes over ticks reduced on arrival; a timer that stops on its sixth tick stops"
  )
  func skippedActionsAreReduced() async {
    let clock = TestClock()
    let failures = await failureTexts {
      let store = TestStore(initialState: Ticker.State()) {
        Ticker()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.startTapped)
      await clock.advance(by: .seconds(6))
      // The sixth tick, reduced on the way, cancels the timer and sends `.stopped`.
      await store.receive(.stopped) {
        $0.count = 6
        $0.isRunning = false
      }
      // Exhaustive from here: an effect still running, or a tick received, would fail at the end.
      store.exhaustivity = .on
      await clock.advance(by: .seconds(5))
      #expect(store.state.count == 6)
    }
    #expect(failures == [])
  }

  @Test("Exhaustivity off: the assertion closure runs once, on the state after the step")
  func closureRunsOnceOnTheStateAfter() async {
    let clock = TestClock()
    var seen: [Int] = []
    let failures = await failureTexts {
      let store = TestStore(initialState: Ticker.State()) {
        Ticker()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.startTapped)
      await clock.advance(by: .seconds(1))
      await store.receive(.tick) {
        seen.append($0.count)
        #expect($0.count == 1)
      }
      await store.skipInFlightEffects()
    }
    #expect(failures == [])
    #expect(seen == [1])
  }

  @Test("Exhaustivity on: the assertion closure runs once, on the state before the step")
  func closureRunsOnceOnTheStateBefore() async {
    var seen: [Int] = []
    let failures = await failureTexts {
      let store = TestStore(initialState: Ticker.State()) { Ticker() }
      await store.send(.stopLater)
      await store.receive(.stopped)
      await store.send(.tick) {
        seen.append($0.count)
        $0.count = 1
      }
    }
    #expect(failures == [])
    #expect(seen == [0])
  }

  @Test("Exhaustivity off: sending passes over the received actions, from the state they left")
  func sendPassesOverReceivedActions() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      store.exhaustivity = .off
      await store.send(.chained)
      await store.send(.loadTapped) { $0.numbers = [0, 1] }
      await store.receive(.loaded([1, 2, 3])) { $0.numbers = [1, 2, 3] }
    }
    #expect(failures == [])
  }

  // MARK: - Strict skips

  @Test("skipReceivedActions() with nothing to skip fails; strict: false allows it")
  func strictSkipReceivedActions() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.skipReceivedActions()
      await store.skipReceivedActions(strict: false)
    }
    #expect(
      failures == [
        """
        skipReceivedActions() found no received action to skip.

        Remove the call, or pass strict: false where there may be nothing to skip.
        """
      ])
  }

  @Test("skipInFlightEffects() with nothing running fails; strict: false allows it")
  func strictSkipInFlightEffects() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.skipInFlightEffects()
      await store.skipInFlightEffects(strict: false)
    }
    #expect(
      failures == [
        """
        skipInFlightEffects() found no effect running to skip.

        Remove the call, or pass strict: false where there may be nothing to skip.
        """
      ])
  }

  @Test("skipReceivedActions() passes over the received actions, and state moves to their end")
  func skipReceivedActionsReduces() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.chained)
      await store.skipReceivedActions()
      #expect(store.state.numbers == [0, 1])
    }
    #expect(failures == [])
  }

  @Test("skipInFlightEffects() lets the test end with effects running; what they send is received")
  func skipInFlightEffectsLetsThemRun() async {
    let clock = TestClock()
    let failures = await failureTexts {
      let store = TestStore(initialState: Ticker.State()) {
        Ticker()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTapped) { $0.isRunning = true }
      await store.skipInFlightEffects()
      // Skipped, not cancelled: the timer still ticks, and its ticks must be received.
      await clock.advance(by: .seconds(2))
      await store.receive(.tick) { $0.count = 1 }
      await store.receive(.tick) { $0.count = 2 }
      // finish() does not wait for a skipped effect, and the end of the test does not report it.
      await store.finish()
    }
    #expect(failures == [])
  }

  // MARK: - isDismissed

  @Test("A root feature that dismisses itself is recorded as dismissed; its effects end")
  func isDismissed() async {
    let clock = TestClock()
    var dismissed: [Bool] = []
    let failures = await failureTexts {
      let store = TestStore(initialState: Ticker.State()) {
        Ticker()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTapped) { $0.isRunning = true }
      dismissed.append(store.isDismissed)
      await store.send(.closeTapped)
      dismissed.append(store.isDismissed)
      // The timer ended with the dismissal: no tick arrives, and nothing runs at the end.
      await clock.advance(by: .seconds(3))
    }
    #expect(failures == [])
    #expect(dismissed == [false, true])
  }

  // MARK: - Cancelling a task

  @Test("TestStoreTask.cancel() also cancels the effects of the actions its effects fed back")
  func cascadingCancel() async {
    let clock = TestClock()
    var cancelled: [Bool] = []
    let failures = await failureTexts {
      let store = TestStore(initialState: Cascade.State()) {
        Cascade()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = await store.send(.start)
      await store.receive(.started)
      let other = await store.send(.other)
      await task.cancel()
      cancelled.append(task.isCancelled)
      cancelled.append(other.isCancelled)
      // Only the other family's timer still ticks.
      await clock.advance(by: .seconds(1))
      await store.receive(.tick("other")) { $0.ticks = ["other"] }
      await other.cancel()
    }
    #expect(failures == [])
    #expect(cancelled == [true, false])
  }

  // MARK: - Dependencies

  @Test(
    "The initial state and the assertion closures are evaluated with the store's dependencies, as the test changed them since the last step"
  )
  func closuresSeeTheStoresDependencies() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: Stamp.State()) {
        Stamp()
      } withDependencies: {
        $0.date = .constant(Date(timeIntervalSince1970: 42))
        $0.uuid = .constant(UUID(7))
      }
      #expect(store.state.createdAt == Date(timeIntervalSince1970: 42))
      await store.send(.tapped) {
        @Dependency(\.uuid) var uuid
        $0.id = uuid()
      }
      store.assert {
        @Dependency(\.date) var date
        $0.createdAt = date()
      }
      // Changed between steps: the next closure sees the values the store now reduces with.
      store.dependencies.uuid = .constant(UUID(8))
      await store.send(.tapped) {
        @Dependency(\.uuid) var uuid
        #expect(uuid() == UUID(8))
        $0.id = uuid()
      }
    }
    #expect(failures == [])
  }
}

// MARK: - Features

/// Ticks once a second on a clock's timer; stops on its sixth tick, or when its screen closes.
struct Ticker: Reducer {
  struct State: Equatable {
    var count = 0
    var isRunning = false
  }

  enum Action: Equatable {
    case startTapped
    case tick
    case stopLater
    case stopped
    case closeTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      state.isRunning = true
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .tick:
      state.count += 1
      guard state.count == 6 else { return .none }
      return .merge(.cancel(id: CancelID.timer), .send(.stopped))
    case .stopLater:
      return .send(.stopped)
    case .stopped:
      state.isRunning = false
      return .none
    case .closeTapped:
      return .run { _ in await dismiss() }
    }
  }
}

/// An effect that feeds back an action whose own effect runs on: a family of effects.
struct Cascade: Reducer {
  struct State: Equatable { var ticks: [String] = [] }

  enum Action: Equatable {
    case start
    case started
    case other
    case tick(String)
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        await send(.started)
        try await clock.sleep(for: .seconds(100))
      }
    case .started:
      return ticks("child")
    case .other:
      return ticks("other")
    case .tick(let name):
      state.ticks.append(name)
      return .none
    }
  }

  private func ticks(_ name: String) -> Effect<Action> {
    .run { send in
      for await _ in clock.timer(interval: .seconds(1)) {
        await send(.tick(name))
      }
    }
  }
}

/// A state made from dependencies.
struct Stamp: Reducer {
  struct State: Equatable {
    var createdAt: Date
    var id: UUID?

    init() {
      @Dependency(\.date) var date
      createdAt = date()
    }
  }

  enum Action: Equatable { case tapped }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.id = uuid()
    return .none
  }
}
