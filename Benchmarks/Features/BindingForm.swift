import Statecraft

/// A form of eleven text fields, edited with bindings; `Matching` adds a reducer after the
/// `BindingReducer` with a `case .binding(\.fN):` line for ten of them.
struct BindingFormFeature: Reducer {
  struct State: Equatable {
    var name = ""
    var f0 = "", f1 = "", f2 = "", f3 = "", f4 = "", f5 = "", f6 = "", f7 = "", f8 = "", f9 = ""
    var matched = 0
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }

  /// The same, then a reducer that matches ten fields one line each: a write to `name` is
  /// compared with all ten.
  struct Matching: Reducer {
    typealias State = BindingFormFeature.State
    typealias Action = BindingFormFeature.Action

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.f0): state.matched = 0
        case .binding(\.f1): state.matched = 1
        case .binding(\.f2): state.matched = 2
        case .binding(\.f3): state.matched = 3
        case .binding(\.f4): state.matched = 4
        case .binding(\.f5): state.matched = 5
        case .binding(\.f6): state.matched = 6
        case .binding(\.f7): state.matched = 7
        case .binding(\.f8): state.matched = 8
        case .binding(\.f9): state.matched = 9
        case .binding: break
        }
        return .none
      }
    }
  }

  /// The same form with a hand-written setter, one action for the one field: what a binding
  /// replaces, on the same state (a baseline that separates the form's size from the bindings).
  struct Setter: Reducer {
    typealias State = BindingFormFeature.State
    enum Action { case nameChanged(String) }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .nameChanged(let name): state.name = name
        }
        return .none
      }
    }
  }
}
