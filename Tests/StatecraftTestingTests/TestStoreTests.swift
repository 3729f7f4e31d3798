import Statecraft
import StatecraftTesting
import Testing

@MainActor
@Suite("TestStore")
struct TestStoreTests {
  @Test("A correct script of sends and receives passes")
  func correctScript() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.loadTapped) { $0.isLoading = true }
    await store.receive(.loaded([1, 2, 3])) {
      $0.isLoading = false
      $0.numbers = [1, 2, 3]
    }
  }

  @Test("Actions from .send effects are held until received (R9 over R1)")
  func sendEffectsAreHeld() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.chained)
    #expect(store.state.numbers == [])
    await store.receive(.first) { $0.numbers = [0] }
    await store.receive(.second) { $0.numbers = [0, 1] }
  }

  @Test("A TestClock drives a timer; receive returns as soon as the tick arrives")
  func timer() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.seconds = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.seconds = 2 }
    await store.receive(.tick) { $0.seconds = 3 }
    await store.send(.stopTapped) { $0.isRunning = false }
  }

  @Test("Non-exhaustive: unasserted changes and actions pass, asserted fields must match")
  func nonExhaustive() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    store.exhaustivity = .off
    await store.send(.loadTapped)
    await store.receive(.loaded([1, 2, 3])) { $0.numbers = [1, 2, 3] }
    await store.send(.chained)
    await store.send(.chained)
    #expect(store.state.numbers.count == 5)
  }
}
