import Statecraft
import Synchronization

/// The effect runtime: composing nothing, a round trip through a task (against the same round trip
/// with a bare `Task`), cancellation by id, finishing many effects that share one id.
@MainActor
enum EffectScenarios {
  static var all: [Scenario] {
    [
      Scenario(
        "effects.merge-none", "send an action whose reducer returns .merge of 100 .none",
        baseline: "send", operations: 100_000
      ) { count in
        let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
        onScreen(store)
        let duration = measure {
          for _ in 0..<count { store.send(.mergeNones) }
        }
        check(store.count == count, "effects.merge-none: count is \(store.count)")
        return duration
      },
      // The same round trip as effects.run, with no store: from the main actor, a task starts off
      // it, hops back to the main actor to change observable state, and the main actor awaits the
      // task's end. effects.run adds the store's part: the reducer for both actions, the effect's
      // bookkeeping, the state comparison and notification, and `finish()`.
      Scenario(
        "effects.run.task",
        "await a Task.detached that hops to the main actor to add 1 to an @Observable counter",
        operations: 20_000
      ) { count in
        let counter = MainActorCounter()
        let duration = await measureAsync {
          for _ in 0..<count {
            await Task.detached { await counter.increment() }.value
          }
        }
        check(counter.count == count, "effects.run.task: count is \(counter.count)")
        return duration
      },
      Scenario(
        "effects.run",
        "send an action whose .run (a task off the main actor) sends one action back; await it",
        baseline: "effects.run.task", operations: 20_000, target: Target(maxRatio: 3)
      ) { count in
        let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
        onScreen(store)
        let duration = await measureAsync {
          for _ in 0..<count { await store.send(.load).finish() }
        }
        check(store.count == count, "effects.run: count is \(store.count)")
        return duration
      },
      // The floor of effects.cancel-by-id, with no store: the same tasks (off the main actor,
      // sleeping an hour), each cancelled and awaited from the main actor. What the store adds
      // is the effects' bookkeeping, the reducer's two actions, and each task's return to it.
      Scenario(
        "effects.cancel-by-id.task",
        "per task: start 1,000 Tasks that sleep for an hour, cancel each, await their end",
        baseline: "send", operations: 20, batch: EffectsFeature.manyCount
      ) { count in
        var cancelled = true
        let duration = await measureAsync {
          for _ in 0..<count {
            var tasks: [Task<Void, Never>] = []
            tasks.reserveCapacity(EffectsFeature.manyCount)
            for _ in 0..<EffectsFeature.manyCount {
              tasks.append(Task.detached { try? await Task.sleep(for: .seconds(3600)) })
            }
            for task in tasks { task.cancel() }
            for task in tasks {
              await task.value
              cancelled = cancelled && task.isCancelled
            }
          }
        }
        check(cancelled, "effects.cancel-by-id.task: not every task was cancelled")
        return duration
      },
      Scenario(
        "effects.cancel-by-id",
        "per effect: start 1,000 cancellable .runs, cancel each by id, await their end",
        baseline: "send", operations: 20, batch: EffectsFeature.manyCount
      ) { count in
        let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
        onScreen(store)
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
      sharingID(effects: 1_000, operations: 20),
      // Linear in the count: 10 times the effects in a send cost at most 15 times as much.
      sharingID(
        effects: 10_000, operations: 2, baseline: "effects.same-id.1k",
        target: Target(maxRatio: 1.5)
      ),
    ]
  }

  /// Per effect: one send that starts `effects` `.run`s sharing one cancellation id, each of which
  /// returns at once, and awaiting their end.
  private static func sharingID(
    effects: Int, operations: Int, baseline: Baseline? = nil, target: Target = Target()
  ) -> Scenario {
    let id = "effects.same-id.\(effects / 1_000)k"
    return Scenario(
      id,
      "per effect: one send starts \(formatCount(Double(effects))) .runs sharing one cancel id "
        + "that return at once; await their end",
      baseline: baseline, operations: operations, batch: effects, target: target
    ) { count in
      let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
      onScreen(store)
      let before = EffectsFeature.finishedSharingID.load(ordering: .relaxed)
      var cancelled = 0
      let duration = await measureAsync {
        for _ in 0..<count {
          let task = store.send(.startSharingID(count: effects))
          await task.finish()
          if task.isCancelled { cancelled += 1 }
        }
      }
      let finished = EffectsFeature.finishedSharingID.load(ordering: .relaxed) - before
      check(
        finished == count * effects && cancelled == 0,
        "\(id): \(finished) of \(count * effects) effects ran to their end, \(cancelled) sends "
          + "were cancelled"
      )
      return duration
    }
  }
}
