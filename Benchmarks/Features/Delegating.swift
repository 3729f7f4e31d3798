import Statecraft

/// A feature that tells its parent what happened with `.send`, as delegate actions do: a tap
/// returns `.send(.delegate(.saved))`, which the store reduces right after it.
struct Delegating: Reducer {
  struct State: Equatable {
    var saves = 0
  }

  enum Action: Equatable {
    case tapped
    case delegate(Delegate)

    enum Delegate: Equatable {
      case saved
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tapped:
        return .send(.delegate(.saved))
      case .delegate(.saved):
        state.saves += 1
        return .none
      }
    }
  }
}
