import Statecraft
import StatecraftTesting
import Testing

// The feature of README.md ("A feature in twenty lines"), exactly as written there.

struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action { case incrementTapped }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}

struct Screen: Reducer {
  struct State: Equatable {
    var total = 0
    @Presents var counter: Counter.State? = nil
  }
  enum Action { case openTapped, counter(PresentationAction<Counter.Action>) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped: state.counter = Counter.State()
      case .counter(.presented(.incrementTapped)): state.total += 1
      case .counter: break
      }
      return .none
    }
    .ifLet(\.$counter, action: Action.counter) { Counter() }
  }
}

@MainActor
@Suite("README")
struct ReadmeTests {
  @Test("The README's store session does what its comments say")
  func storeSession() {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.openTapped)
    store.send(.counter(.presented(.incrementTapped)))
    #expect(store.counter?.count == 1)
    #expect(store.total == 1)
    store.send(.counter(.dismiss))
    #expect(store.counter == nil)
  }

  @Test("The README's test passes as written")
  func counts() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.openTapped) { $0.counter = Counter.State() }
    await store.send(.counter(.presented(.incrementTapped))) {
      $0.counter?.count = 1
      $0.total = 1
    }
    await store.send(.counter(.dismiss)) { $0.counter = nil }
  }
}
