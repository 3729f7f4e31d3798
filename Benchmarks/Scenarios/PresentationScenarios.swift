import Statecraft

/// Actions into presented features, and presenting and dismissing them.
@MainActor
enum PresentationScenarios {
  static var all: [Scenario] {
    [
      Scenario(
        "presented.child", ".child(.presented(.increment)) through ifLet into a @Presents counter",
        baseline: "send", operations: 100_000,
        target: Target(maxRatio: 2), reference: Reference.presentedChild
      ) { count in
        let store = Store(initialState: CounterSheet.State(child: Counter.State())) {
          CounterSheet()
        }
        onScreen(store)
        let duration = measure {
          for _ in 0..<count { store.send(.child(.presented(.increment))) }
        }
        let total = store.state.child?.count ?? -1
        check(total == count, "presented.child: count is \(total)")
        return duration
      },
      Scenario(
        "presented.destination",
        ".destination(.presented(.counter(.increment))) into a 3-case destination enum",
        baseline: "send", operations: 100_000,
        target: Target(maxRatio: 2), reference: Reference.destinationChild
      ) { count in
        let store = Store(initialState: Screen.State(destination: .counter(Counter.State()))) {
          Screen()
        }
        onScreen(store)
        let duration = measure {
          for _ in 0..<count { store.send(.destination(.presented(.counter(.increment)))) }
        }
        let total = counterCount(in: store.state)
        check(total == count, "presented.destination: count is \(total)")
        return duration
      },
      Scenario(
        "cycle.present-dismiss", "present the counter case, then .destination(.dismiss)",
        baseline: "send", operations: 50_000, reference: Reference.presentDismissCycle
      ) { count in
        let store = Store(initialState: Screen.State()) { Screen() }
        onScreen(store)
        let duration = measure {
          for _ in 0..<count {
            store.send(.presentCounter)
            store.send(.destination(.dismiss))
          }
        }
        check(
          store.presentations == count && store.destination == nil,
          "cycle.present-dismiss: \(store.presentations) presentations"
        )
        return duration
      },
      Scenario(
        "cycle.with-effect",
        "present, start an effect in the child, dismiss (cancels it), await its end",
        baseline: .sum("cycle.present-dismiss", "effects.run"), operations: 20_000,
        target: Target(maxRatio: 2)
      ) { count in
        let store = Store(initialState: Screen.State()) { Screen() }
        onScreen(store)
        var cancelled = 0
        let duration = await measureAsync {
          for _ in 0..<count {
            store.send(.presentCounter)
            let effect = store.send(.destination(.presented(.counter(.startTimer))))
            store.send(.destination(.dismiss))
            await effect.finish()
            if effect.isCancelled { cancelled += 1 }
          }
        }
        check(
          cancelled == count && store.destination == nil,
          "cycle.with-effect: \(cancelled) of \(count) effects cancelled"
        )
        return duration
      },
    ]
  }

  /// The count of the counter presented in a ``Screen``'s destination, or -1.
  static func counterCount(in state: Screen.State) -> Int {
    guard case .counter(let counter) = state.destination else { return -1 }
    return counter.count
  }
}
