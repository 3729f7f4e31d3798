import Statecraft
import StatecraftTesting

/// What levels cost at scale: a send while 10,000 rows each run an effect in their own level
/// (against the same send with the rows idle), and starting the rows' effects, 10,000 against
/// 1,000 per row, on a `Store` and under a `TestStore`.
@MainActor
enum LevelScenarios {
  static var all: [Scenario] {
    [
      Scenario(
        "rows.10k.send.none",
        "send an action that changes a counter, beside 10,000 idle rows (baseline of rows.10k.send)",
        operations: 100_000
      ) { count in
        await tap(count, runningRows: false)
      },
      Scenario(
        "rows.10k.send",
        "send an action that changes a counter, beside 10,000 rows each running an effect",
        baseline: "rows.10k.send.none", operations: 100_000, target: Target(maxRatio: 1.5)
      ) { count in
        await tap(count, runningRows: true)
      },
      start(rows: 1_000, operations: 10),
      // Linear in the rows: starting 10 times the rows costs at most 15 times as much.
      start(
        rows: 10_000, operations: 1, baseline: "rows.1k.start", target: Target(maxRatio: 1.5)
      ),
    ]
  }

  /// The `TestStore` rows, timed with the other `TestStore` scenarios.
  static var testStore: [Scenario] {
    [
      startAdvanceSkip(rows: 1_000, operations: 2),
      // Linear in the rows, as above.
      startAdvanceSkip(
        rows: 10_000, operations: 1, baseline: "teststore.rows.1k.start",
        target: Target(maxRatio: 1.5)
      ),
    ]
  }

  private static func label(_ rows: Int) -> String { "\(rows / 1_000)k" }

  /// A store of `rows` rows whose effects sleep on the real clock, also when the benchmark's
  /// test runs the scenario (where an unset clock would report every row's sleep, and end it).
  /// Releasing the store cancels them.
  static func liveStore(rows: Int) -> Store<LevelRows.State, LevelRows.Action> {
    Store(initialState: LevelRows.State(count: rows)) {
      LevelRows()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
    }
  }

  /// Sends `.tap` `count` times to a store of 10,000 rows, each running its effect or not.
  private static func tap(_ count: Int, runningRows: Bool) async -> Duration {
    let store = liveStore(rows: 10_000)
    onScreen(store)
    if runningRows {
      for id in 0..<10_000 { store.send(.rows(.element(id: id, action: .start))) }
    }
    let duration = measure {
      for _ in 0..<count { store.send(.tap) }
    }
    check(store.taps == count, "rows.10k.send: taps is \(store.taps)")
    return duration
  }

  /// Per row: starts the effect of each of `rows` rows.
  private static func start(
    rows: Int, operations: Int, baseline: Baseline? = nil, target: Target = Target()
  ) -> Scenario {
    Scenario(
      "rows.\(label(rows)).start",
      "per row: send a row of \(formatCount(Double(rows))) the action that starts its effect",
      baseline: baseline, operations: operations, batch: rows, target: target
    ) { count in
      var total = Duration.zero
      for _ in 0..<count {
        let store = liveStore(rows: rows)
        onScreen(store)
        var tasks: [StoreTask] = []
        tasks.reserveCapacity(rows)
        total += measure {
          for id in 0..<rows { tasks.append(store.send(.rows(.element(id: id, action: .start)))) }
        }
        check(tasks.allSatisfy { !$0.isCancelled }, "rows.start: an effect did not start")
      }
      return total
    }
  }

  /// Per row: under a `TestStore` with a test clock, starts the effect of each of `rows` rows,
  /// advances the clock past every row's timer once (waking every sleeper), and skips the
  /// effects.
  private static func startAdvanceSkip(
    rows: Int, operations: Int, baseline: Baseline? = nil, target: Target = Target()
  ) -> Scenario {
    Scenario(
      "teststore.rows.\(label(rows)).start",
      "per row: TestStore.send to each of \(formatCount(Double(rows))) rows to start its timer; then one "
        + "advance waking them all, and skipInFlightEffects()",
      baseline: baseline, operations: operations, batch: rows, target: target, group: .testStore
    ) { count in
      var total = Duration.zero
      for _ in 0..<count {
        let clock = TestClock()
        let store = TestStore(initialState: LevelRows.State(count: rows)) {
          LevelRows()
        } withDependencies: {
          $0.continuousClock = clock
        }
        total += await measureAsync {
          for id in 0..<rows { await store.send(.rows(.element(id: id, action: .start))) }
          await clock.advance(by: .seconds(86_400))
          await store.skipInFlightEffects()
        }
        check(store.state.rows.count == rows, "teststore.rows.start: rows changed")
      }
      return total
    }
  }
}
