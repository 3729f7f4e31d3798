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

/// The parent of ``Delegating``, one `Scope` up, that hears its delegate action as parents do.
struct DelegatingParent: Reducer {
  struct State: Equatable {
    var child = Delegating.State()
    var heard = 0
  }

  enum Action: Equatable {
    case child(Delegating.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.child) { Delegating() }
    Reduce { state, action in
      if case .child(.delegate(.saved)) = action { state.heard += 1 }
      return .none
    }
  }
}
