import Statecraft

/// A screen that presents a ``Counter`` in a `@Presents` slot of its own.
struct CounterSheet: Reducer {
  struct State: Equatable {
    @Presents var child: Counter.State? = nil
  }

  enum Action {
    case child(PresentationAction<Counter.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$child, action: Action.child) {
        Counter()
      }
  }
}

/// A screen with one destination slot that can hold a counter, a toggler or a texter.
struct Screen: Reducer {
  struct State: Equatable {
    var presentations = 0
    @Presents var destination: Destination.State? = nil
  }

  enum Action {
    case presentCounter
    case destination(PresentationAction<Destination.Action>)
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case counter(Counter.State)
      case toggler(Toggler.State)
      case texter(Texter.State)
    }

    enum Action {
      case counter(Counter.Action)
      case toggler(Toggler.Action)
      case texter(Texter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.counter, action: Action.counter) { Counter() }
      Scope(state: State.toggler, action: Action.toggler) { Toggler() }
      Scope(state: State.texter, action: Action.texter) { Texter() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentCounter:
        state.presentations += 1
        state.destination = .counter(Counter.State())
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }
}

/// The second case of ``Screen/Destination``.
struct Toggler: Reducer {
  struct State: Equatable { var isOn = false }
  enum Action { case toggle }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isOn.toggle()
      return .none
    }
  }
}

/// The third case of ``Screen/Destination``.
struct Texter: Reducer {
  struct State: Equatable { var text = "" }
  enum Action { case textChanged(String) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .textChanged(let text): state.text = text
      }
      return .none
    }
  }
}
