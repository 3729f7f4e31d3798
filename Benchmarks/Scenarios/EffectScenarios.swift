import Statecraft

/// The effect runtime: composing nothing, a round trip through a task, cancellation by id.
@MainActor
enum EffectScenarios {
  static var all: [Scenario] {
    [
      Scenario(
        "effects.merge-none", "send an action whose reducer returns .merge of 100 .none",
        baseline: "send", operations: 100_000
      ) { count in
        let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
        let duration = measure {
          for _ in 0..<count { store.send(.mergeNones) }
        }
        check(store.count == count, "effects.merge-none: count is \(store.count)")
        return duration
      },
      Scenario(
        "effects.run", "send an action whose .run sends one action back; await it",
        baseline: "send", operations: 20_000
      ) { count in
        let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
        let duration = await measureAsync {
          for _ in 0..<count { await store.send(.load).finish() }
        }
        check(store.count == count, "effects.run: count is \(store.count)")
        return duration
      },
      Scenario(
        "effects.cancel-by-id",
        "per effect: start 1,000 cancellable .runs, cancel each by id, await their end",
        baseline: "send", operations: 20, batch: EffectsFeature.manyCount
      ) { count in
        let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
        var cancelled = true
        let duration = await measureAsync {
          for _ in 0..<count {
            let started = store.send(.startMany)
            store.send(.cancelMany)
            await started.finish()
            cancelled = cancelled && started.isCancelled
          }
        }
        check(
          cancelled && store.count == count, "effects.cancel-by-id: not every effect was cancelled"
        )
        return duration
      },
    ]
  }
}
