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
    ]
  }
}
