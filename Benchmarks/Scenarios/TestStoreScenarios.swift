import Statecraft
import StatecraftTesting

/// One `TestStore.send` with its assertion, against the same sends on a plain `Store`.
///
/// Each step's assertion is right, so the store reports nothing; the final state is checked too.
///
/// All of them, baselines included, are in the ``Scenario/Group/testStore`` group: the first
/// `TestStore` installs a process-wide job tracker, so they are timed after every other scenario.
@MainActor
enum TestStoreScenarios {
  static var all: [Scenario] {
    [
      Scenario(
        "teststore.small.store", "Store.send on a counter (baseline of teststore.small)",
        operations: 100_000, group: .testStore
      ) { count in
        let store = Store(initialState: Counter.State()) { Counter() }
        onScreen(store)
        let duration = await measureAsync {
          for _ in 0..<count { store.send(.increment) }
        }
        check(store.count == count, "teststore.small.store: count is \(store.count)")
        return duration
      },
      Scenario(
        "teststore.small", "await TestStore.send(.increment) { $0.count += 1 }",
        baseline: "teststore.small.store", operations: 50_000,
        reference: Reference.testStoreStep, group: .testStore
      ) { count in
        let store = TestStore(initialState: Counter.State()) { Counter() }
        let duration = await measureAsync {
          for _ in 0..<count {
            await store.send(.increment) { $0.count += 1 }
          }
        }
        check(store.state.count == count, "teststore.small: count is \(store.state.count)")
        return duration
      },
      Scenario(
        "teststore.rows1k.store",
        "Store.send on a state of 1,000 rows (baseline of teststore.rows1k)",
        operations: 20_000, group: .testStore
      ) { count in
        let store = Store(initialState: Rows.State(count: 1_000)) { Rows() }
        onScreen(store)
        let duration = await measureAsync {
          for index in 0..<count { store.send(.increment(id: index % 1_000)) }
        }
        let total = store.rows.reduce(0) { $0 + $1.count }
        check(total == count, "teststore.rows1k.store: total is \(total)")
        return duration
      },
      Scenario(
        "teststore.rows1k",
        "TestStore.send(.increment(id:)) { $0.rows[id:]?.count += 1 } on 1,000 rows",
        baseline: "teststore.rows1k.store", operations: 5_000, group: .testStore
      ) { count in
        let store = TestStore(initialState: Rows.State(count: 1_000)) { Rows() }
        let duration = await measureAsync {
          for index in 0..<count {
            let id = index % 1_000
            await store.send(.increment(id: id)) { $0.rows[id: id]?.count += 1 }
          }
        }
        let total = store.state.rows.reduce(0) { $0 + $1.count }
        check(total == count, "teststore.rows1k: total is \(total)")
        return duration
      },
    ] + LevelScenarios.testStore
  }
}
