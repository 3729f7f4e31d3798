import Statecraft

/// A navigation stack of counters: the feature the stack scenarios send to.
struct CounterStack: Reducer {
  struct State: Equatable {
    var path = StackState<Counter.State>()
    var pushes = 0
  }

  enum Action {
    /// Pushes a counter, minting its id (the reducer's `append`).
    case push
    case path(StackActionOf<Counter>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .push = action {
        state.pushes += 1
        state.path.append(Counter.State())
      }
      return .none
    }
    .forEach(\.path, action: Action.path) {
      Counter()
    }
  }
}
