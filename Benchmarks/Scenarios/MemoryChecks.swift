import Statecraft

/// Sends and presentation cycles that must not grow resident memory.
@MainActor
enum MemoryChecks {
  static var all: [MemoryCheck] {
    [
      MemoryCheck(
        id: "memory.sends", summary: "Store.send(.increment) on a counter",
        operations: 1_000_000
      ) { count in
        let store = Store(initialState: Counter.State()) { Counter() }
        onScreen(store)
        return residentGrowth(over: count) { store.send(.increment) }
      },
      MemoryCheck(
        id: "memory.cycles", summary: "present the counter case, then .destination(.dismiss)",
        operations: 100_000
      ) { count in
        let store = Store(initialState: Screen.State()) { Screen() }
        onScreen(store)
        return residentGrowth(over: count) {
          store.send(.presentCounter)
          store.send(.destination(.dismiss))
        }
      },
      MemoryCheck(
        id: "memory.cycles-with-effect",
        summary: "present, start an effect in the child, dismiss (cancels it), await its end",
        operations: 100_000
      ) { count in
        let store = Store(initialState: Screen.State()) { Screen() }
        onScreen(store)
        return await residentGrowthAsync(over: count) {
          store.send(.presentCounter)
          let effect = store.send(.destination(.presented(.counter(.startTimer))))
          store.send(.destination(.dismiss))
          await effect.finish()
        }
      },
      MemoryCheck(
        id: "memory.push-pop",
        summary: "push a counter, start an effect in it, pop it (cancels it), await its end",
        operations: 100_000
      ) { count in
        let store = Store(initialState: CounterStack.State()) { CounterStack() }
        onScreen(store)
        var next = 0
        return await residentGrowthAsync(over: count) {
          store.send(.push)
          let id = StackElementID(integerLiteral: next)
          let effect = store.send(.path(.element(id: id, action: .startTimer)))
          store.send(.path(.popFrom(id: id)))
          await effect.finish()
          next += 1
        }
      },
      MemoryCheck(
        id: "memory.rows",
        summary:
          "beside 1,000 running rows: add a row, start its effect, remove it, await its end",
        operations: 100_000
      ) { count in
        let store = LevelScenarios.liveStore(rows: 1_000)
        onScreen(store)
        for id in 0..<1_000 { store.send(.rows(.element(id: id, action: .start))) }
        var next = 1_000
        // Awaited as in the checks above: a cancelled effect's task returns through the main
        // actor, so a loop that never gives the main actor up keeps every cancelled row's task
        // (about 2.4 kB each) until it does, and measures that instead of what a row leaves.
        return await residentGrowthAsync(over: count) {
          store.send(.add(next))
          let effect = store.send(.rows(.element(id: next, action: .start)))
          store.send(.remove(next))
          await effect.finish()
          next += 1
        }
      },
      SharedScenarios.memory,
    ]
  }
}
