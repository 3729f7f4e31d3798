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
      Scenario(
        "teststore.effect.store",
        "await Store.send(.ping).finish(): the same effect on a plain store",
        operations: 5_000, group: .testStore
      ) { count in
        await plainPings(count, beside: 0)
      },
      Scenario(
        "teststore.effect.store.loops500",
        "the same, with the 500 loops of teststore.effect.loops500: what the loops cost any work",
        baseline: "teststore.effect.store", operations: 5_000, group: .testStore
      ) { count in
        await plainPings(count, beside: 500)
      },
      Scenario(
        "teststore.effect",
        "await TestStore.send(.ping) { $0.pings += 1 }, whose effect the step waits for",
        operations: 5_000, group: .testStore
      ) { count in
        await pings(count, beside: 0)
      },
      Scenario(
        "teststore.effect.loops500",
        "the same, with 500 effects of a plain Store looping on 1 ms real sleeps meanwhile",
        baseline: "teststore.effect", operations: 5_000, group: .testStore
      ) { count in
        await pings(count, beside: 500)
      },
    ] + LevelScenarios.testStore + SharedScenarios.testStore
  }

  /// Times `count` sends of a plain store, each awaited to its effect's end, beside `loops`
  /// looping effects: the control for ``pings(_:beside:)``, as the loops take the CPU from any
  /// work.
  private static func plainPings(_ count: Int, beside loops: Int) async -> Duration {
    let background = Store(initialState: Pinger.State()) { Pinger() }
    let looping = (0..<loops).map { _ in background.send(.loop) }
    let store = Store(initialState: Pinger.State()) { Pinger() }
    let duration = await measureAsync {
      for _ in 0..<count {
        await store.send(.ping).finish()
      }
    }
    for task in looping { task.cancel() }
    for task in looping { await task.finish() }
    check(store.pings == count, "teststore.effect.store: pings is \(store.pings)")
    return duration
  }

  /// Times `count` test store steps that each start an effect, while a plain store keeps
  /// `loops` effects alive that sleep 1 ms on the real clock, over and over: work of the process
  /// that is not the test store's, which its steps must not wait for.
  private static func pings(_ count: Int, beside loops: Int) async -> Duration {
    let background = Store(initialState: Pinger.State()) { Pinger() }
    let looping = (0..<loops).map { _ in background.send(.loop) }
    let store = TestStore(initialState: Pinger.State()) { Pinger() }
    let duration = await measureAsync {
      for _ in 0..<count {
        await store.send(.ping) { $0.pings += 1 }
      }
    }
    for task in looping { task.cancel() }
    for task in looping { await task.finish() }
    check(store.state.pings == count, "teststore.effect: pings is \(store.state.pings)")
    return duration
  }
}

/// A step whose effect ends after one hop, and a loop that sleeps on the real clock.
private struct Pinger: Reducer {
  struct State: Equatable { var pings = 0 }
  enum Action: Equatable { case ping, loop }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping:
      state.pings += 1
      return .run { _ in await Task.yield() }
    case .loop:
      return .run { _ in
        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(1)) }
      }
    }
  }
}
