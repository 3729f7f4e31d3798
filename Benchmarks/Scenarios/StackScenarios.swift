import Statecraft

/// Actions into the screens of a navigation stack, and pushing and popping them.
@MainActor
enum StackScenarios {
  static var all: [Scenario] {
    [
      Scenario(
        "stack.element.1", ".path(.element(id: 0, action: .increment)) into a stack of 1 counter",
        baseline: "presented.child", operations: 100_000, target: Target(maxRatio: 1.2)
      ) { count in
        await elementActions(count, depth: 1)
      },
      Scenario(
        "stack.element.10",
        "the same into the top of a stack of 10 counters, each running an effect in its level",
        baseline: "stack.element.1", operations: 100_000, target: Target(maxRatio: 1.5)
      ) { count in
        await elementActions(count, depth: 10, running: true)
      },
      Scenario(
        "cycle.push-pop", "push a counter (append in the reducer), then .path(.popFrom(id:))",
        baseline: "cycle.present-dismiss", operations: 50_000, target: Target(maxRatio: 1.2)
      ) { count in
        let store = Store(initialState: CounterStack.State()) { CounterStack() }
        onScreen(store)
        let duration = measure {
          for id in 0..<count {
            store.send(.push)
            store.send(.path(.popFrom(id: StackElementID(integerLiteral: id))))
          }
        }
        check(
          store.pushes == count && store.path.isEmpty,
          "cycle.push-pop: \(store.pushes) pushes, \(store.path.count) left"
        )
        return duration
      },
      Scenario(
        "stack.push.live10",
        "push a counter (append in the reducer) onto 10 counters each running an effect, then pop it",
        operations: 20_000
      ) { count in
        await pushes(count, onto: 10)
      },
      // A push must not cost the live screens below it times the depth (issue 37): 1,000 live
      // screens within 1.5 times 10.
      Scenario(
        "stack.push.live1k", "the same onto 1,000 counters each running an effect",
        baseline: "stack.push.live10", operations: 20_000, target: Target(maxRatio: 1.5)
      ) { count in
        await pushes(count, onto: 1_000)
      },
    ]
  }

  /// Pushes a counter onto a stack of `live` counters, each running an effect in its level, and
  /// pops it, `count` times.
  private static func pushes(_ count: Int, onto live: Int) async -> Duration {
    let store = Store(
      initialState: CounterStack.State(
        path: StackState((0..<live).map { _ in Counter.State() }))
    ) {
      CounterStack()
    }
    onScreen(store)
    for id in store.path.ids { store.send(.path(.element(id: id, action: .startTimer))) }
    var next = live
    let duration = measure {
      for _ in 0..<count {
        store.send(.push)
        store.send(.path(.popFrom(id: StackElementID(integerLiteral: next))))
        next += 1
      }
    }
    check(
      store.pushes == count && store.path.count == live,
      "stack.push.live\(live): \(store.pushes) pushes, \(store.path.count) screens"
    )
    return duration
  }

  /// Sends `count` increments to the top counter of a stack of `depth` counters, each running an
  /// effect that only a cancellation ends, or none.
  private static func elementActions(
    _ count: Int, depth: Int, running: Bool = false
  ) async -> Duration {
    let store = Store(
      initialState: CounterStack.State(
        path: StackState((0..<depth).map { _ in Counter.State() }))
    ) {
      CounterStack()
    }
    onScreen(store)
    let top = store.path.ids[depth - 1]
    if running {
      for id in store.path.ids { store.send(.path(.element(id: id, action: .startTimer))) }
    }
    let duration = measure {
      for _ in 0..<count { store.send(.path(.element(id: top, action: .increment))) }
    }
    let total = store.path[id: top]?.count ?? -1
    check(total == count, "stack.element.\(depth): count is \(total)")
    return duration
  }
}
