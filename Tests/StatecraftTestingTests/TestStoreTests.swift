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

/// A search whose query is debounced on the injected clock.
struct DebouncedSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  enum Action: Equatable {
    case queryChanged(String)
    case results([String])
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return .run { send in await send(.results([query.uppercased()])) }
        .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    case .results(let results):
      state.results = results
      return .none
    }
  }
}

@MainActor
@Suite("TestStore and concatenated effects")
struct TestStoreSequenceTests {
  @Test(
    "A test may end right after receiving the last action of a debounced effect",
    arguments: 0..<20
  )
  func debouncedEffectEndsWithItsLastAction(_: Int) async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.results(["AB"])) { $0.results = ["AB"] }
  }
}
