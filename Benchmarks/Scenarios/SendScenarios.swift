import Statecraft

/// `Store.send` against the cheapest observable state, and through `Scope` levels.
@MainActor
enum SendScenarios {
  static var all: [Scenario] {
    [
      Scenario(
        "send.observable", "count += 1 on an @Observable class (baseline of send)",
        operations: 1_000_000
      ) { count in
        let model = ObservableCounter()
        let duration = measure {
          for _ in 0..<count { model.count += 1 }
        }
        check(model.count == count, "send.observable: count is \(model.count)")
        return duration
      },
      Scenario(
        "reduce.switch", "the counter's switch written by hand, as a plain function",
        operations: 1_000_000
      ) { count in
        var state = Counter.State()
        let duration = measure {
          for _ in 0..<count { blackHole(Counter.handWritten(&state, .increment)) }
        }
        check(state.count == count, "reduce.switch: count is \(state.count)")
        return duration
      },
      Scenario(
        "send.reduce", "Counter().reduce(into:action:) called directly, no store",
        baseline: "reduce.switch", operations: 1_000_000, target: Target(maxRatio: 2)
      ) { count in
        let reducer = Counter()
        var state = Counter.State()
        let duration = measure {
          for _ in 0..<count { blackHole(reducer.reduce(into: &state, action: .increment)) }
        }
        check(state.count == count, "send.reduce: count is \(state.count)")
        return duration
      },
      Scenario(
        "send", "Store.send(.increment) on a counter",
        baseline: "send.observable", operations: 200_000,
        target: Target(maxRatio: 3), reference: Reference.send
      ) { count in
        let store = Store(initialState: Counter.State()) { Counter() }
        onScreen(store)
        let duration = measure {
          for _ in 0..<count { store.send(.increment) }
        }
        check(store.count == count, "send: count is \(store.count)")
        return duration
      },
      Scenario(
        "send.delegate",
        "Store.send(.tapped), whose reducer returns .send(.delegate(.saved)), reduced in turn",
        baseline: "send", operations: 200_000
      ) { count in
        let store = Store(initialState: Delegating.State()) { Delegating() }
        onScreen(store)
        let duration = measure {
          for _ in 0..<count { store.send(.tapped) }
        }
        check(store.saves == count, "send.delegate: saves is \(store.saves)")
        return duration
      },
      Scenario(
        "send.delegate.scoped",
        "the same one Scope down: the child's .send is mapped into the parent's action, which "
          + "the parent reduces as well",
        baseline: "send.delegate", operations: 200_000
      ) { count in
        let store = Store(initialState: DelegatingParent.State()) { DelegatingParent() }
        onScreen(store)
        let duration = measure {
          for _ in 0..<count { store.send(.child(.tapped)) }
        }
        check(
          store.heard == count && store.child.saves == count,
          "send.delegate.scoped: heard \(store.heard), saves \(store.child.saves)")
        return duration
      },
      scope(Nest1.self, "scope.1", operations: 200_000),
      scope(Nest3.self, "scope.3", operations: 200_000, reference: Reference.threeScopes),
      scope(Nest10.self, "scope.10", operations: 100_000, target: Target(maxRatio: 1.5)),
      scopedStore(
        "scope.10.store",
        "send on a child store scoped 10 levels down; the root and the counter store are read",
        readingEach: false, target: Target(maxRatio: 3)
      ),
      scopedStore(
        "scope.10.store.read-each",
        "the same, with each of the 11 stores read (a view at every level)",
        readingEach: true
      ),
    ]
  }

  /// Sends to a child store scoped 10 levels down. The root store and the counter store are read,
  /// as the screens showing them would; with `readingEach`, the 9 stores between are read too.
  private static func scopedStore(
    _ id: String, _ description: String, readingEach: Bool, target: Target = Target()
  ) -> Scenario {
    Scenario(id, description, baseline: "send", operations: 20_000, target: target) { count in
      let store = Store(initialState: Nest10.initialState) { Nest10() }
      onScreen(store)
      let counterStore = Nest10.counterStore(of: store, readingEach: readingEach)
      onScreen(counterStore)
      let duration = measure {
        for _ in 0..<count { counterStore.send(.increment) }
      }
      let total = Nest10.count(in: store.state)
      check(total == count && counterStore.count == count, "\(id): count is \(total)")
      return duration
    }
  }

  /// The counter's action sent through the `Scope` levels of `Feature`.
  private static func scope<Feature: NestedCounter>(
    _: Feature.Type,
    _ id: String,
    operations: Int,
    target: Target = Target(),
    reference: Double? = nil
  ) -> Scenario {
    let depth = id.split(separator: ".").last ?? ""
    return Scenario(
      id, "Store.send of the counter's action through \(depth) Scope level(s)",
      baseline: "send", operations: operations, target: target, reference: reference
    ) { count in
      let store = Store(initialState: Feature.initialState) { Feature() }
      onScreen(store)
      let duration = measure {
        // NB: built in here; built outside, region isolation reports it as sent to the closure.
        let action = Feature.embed(.increment)
        for _ in 0..<count { store.send(action) }
      }
      let total = Feature.count(in: store.state)
      check(total == count, "\(id): count is \(total)")
      return duration
    }
  }
}
