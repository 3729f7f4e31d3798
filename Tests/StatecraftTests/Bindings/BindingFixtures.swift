import Statecraft

/// A form feature with a nested draft, a computed field, and a reducer after `BindingReducer`
/// that records what it saw and clamps the name to 5 characters.
struct BindingForm: Reducer {
  struct Draft: Equatable, Sendable {
    var name = ""
    var quantity = 0
  }

  struct State: Equatable, Sendable {
    var name = ""
    var isOn = false
    var draft = Draft()
    var seen: [String] = []
    var nameChanges = 0
    /// A computed field: writes go to `draft.quantity`.
    var quantity: Int {
      get { draft.quantity }
      set { draft.quantity = newValue }
    }
  }

  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case saveTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .binding(\.name) = action { state.seen.append("before: \(state.name)") }
      return .none
    }
    BindingReducer()
      .onChange(of: \.name) { _, _ in
        Reduce { state, _ in
          state.nameChanges += 1
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.seen.append("after: \(state.name)")
        state.name = String(state.name.prefix(5))
        return .none
      case .binding, .saveTapped:
        return .none
      }
    }
  }
}
