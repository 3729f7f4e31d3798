import Statecraft

/// Binding actions: a send through `BindingReducer`, the same with ten `case .binding(\.f)`
/// lines after it, and the reducer called by hand.
@MainActor
enum BindingScenarios {
  static var all: [Scenario] {
    [
      Scenario(
        "send.form",
        #"store.send(.nameChanged("x")): a hand-written setter on binding.send's form"#,
        baseline: "send", operations: 200_000
      ) { count in
        let store = Store(initialState: BindingFormFeature.State()) {
          BindingFormFeature.Setter()
        }
        onScreen(store)
        let duration = measure {
          for _ in 0..<count { store.send(.nameChanged("x")) }
        }
        check(store.name == "x", "send.form: name is \(store.name)")
        return duration
      },
      Scenario(
        "binding.send", #"store.send(.binding(.set(\.name, "x"))), BindingReducer first"#,
        baseline: "send", operations: 200_000, target: Target(maxRatio: 1.5)
      ) { count in
        let store = Store(initialState: BindingFormFeature.State()) { BindingFormFeature() }
        onScreen(store)
        let action = BindingFormFeature.Action.binding(.set(\.name, "x"))
        let duration = measure {
          for _ in 0..<count { store.send(action) }
        }
        check(store.name == "x", "binding.send: name is \(store.name)")
        return duration
      },
      Scenario(
        "binding.match.10", "the same, then a Reduce with 10 case .binding(\\.f) lines",
        baseline: "binding.send", operations: 200_000, target: Target(maxRatio: 1.3)
      ) { count in
        let store = Store(initialState: BindingFormFeature.State(matched: -1)) {
          BindingFormFeature.Matching()
        }
        onScreen(store)
        let action = BindingFormFeature.Action.binding(.set(\.name, "x"))
        let duration = measure {
          for _ in 0..<count { store.send(action) }
        }
        check(store.name == "x" && store.matched == -1, "binding.match.10: \(store.matched)")
        return duration
      },
      Scenario(
        "reduce.binding", "the reducer of binding.send called by hand",
        baseline: "binding.send", operations: 1_000_000, target: Target(maxRatio: 1)
      ) { count in
        let reducer = BindingFormFeature()
        var state = BindingFormFeature.State()
        let action = BindingFormFeature.Action.binding(.set(\.name, "x"))
        let duration = measure {
          for _ in 0..<count { blackHole(reducer.reduce(into: &state, action: action)) }
        }
        check(state.name == "x", "reduce.binding: name is \(state.name)")
        return duration
      },
    ]
  }
}
