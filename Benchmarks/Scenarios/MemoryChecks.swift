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
        id: "memory.rows",
        summary: "beside 1,000 running rows: add a row, start its effect, remove it (cancels it)",
        operations: 100_000
      ) { count in
        let store = LevelScenarios.liveStore(rows: 1_000)
        onScreen(store)
        for id in 0..<1_000 { store.send(.rows(.element(id: id, action: .start))) }
        var next = 1_000
        return residentGrowth(over: count) {
          store.send(.add(next))
          store.send(.rows(.element(id: next, action: .start)))
          store.send(.remove(next))
          next += 1
        }
      },
      SharedScenarios.memory,
    ]
  }
}
