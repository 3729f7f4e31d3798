import Statecraft

/// `reduce(into:action:)` called by hand on a composed reducer, against `Store.send` of the same
/// action on the same feature.
///
/// The store's send reduces the same way and does strictly more (queueing, comparing the state,
/// notifying observers, looking at the effect), so the hand call must cost no more. The reducer is
/// built once, before the timed loop, as a user holding a reducer would:
///
/// ```swift
/// let reducer = Nest3()
/// reducer.reduce(into: &state, action: action)
/// ```
@MainActor
enum ReduceScenarios {
  static var all: [Scenario] {
    [
      nested(Nest3.self, levels: 3, operations: 200_000),
      nested(Nest10.self, levels: 10, operations: 100_000),
      Scenario(
        "reduce.presented.child",
        "CounterSheet().reduce(into:action:) of .child(.presented(.increment)), by hand",
        baseline: "presented.child", operations: 100_000, target: Target(maxRatio: 1)
      ) { count in
        let reducer = CounterSheet()
        var state = CounterSheet.State(child: Counter.State())
        let action = CounterSheet.Action.child(.presented(.increment))
        let duration = reduceByHand(reducer, &state, action, count: count)
        let total = state.child?.count ?? -1
        check(total == count, "reduce.presented.child: count is \(total)")
        return duration
      },
      Scenario(
        "reduce.presented.destination",
        "Screen().reduce(into:action:) of .destination(.presented(.counter(.increment))), by hand",
        baseline: "presented.destination", operations: 100_000, target: Target(maxRatio: 1)
      ) { count in
        let reducer = Screen()
        var state = Screen.State(destination: .counter(Counter.State()))
        let action = Screen.Action.destination(.presented(.counter(.increment)))
        let duration = reduceByHand(reducer, &state, action, count: count)
        let total = PresentationScenarios.counterCount(in: state)
        check(total == count, "reduce.presented.destination: count is \(total)")
        return duration
      },
    ]
  }

  /// The counter's action reduced by hand through the `Scope` levels of `Feature`, against the
  /// `scope.<levels>` scenario, which sends it to a store of the same feature.
  private static func nested<Feature: NestedCounter>(
    _: Feature.Type, levels: Int, operations: Int
  ) -> Scenario {
    let id = "reduce.scope.\(levels)"
    return Scenario(
      id, "\(Feature.self)().reduce(into:action:) of the counter's action, by hand",
      baseline: "scope.\(levels)", operations: operations,
      target: Target(maxRatio: 1)
    ) { count in
      let reducer = Feature()
      var state = Feature.initialState
      let duration = reduceByHand(reducer, &state, Feature.embed(.increment), count: count)
      let total = Feature.count(in: state)
      check(total == count, "\(id): count is \(total)")
      return duration
    }
  }
}

/// Calls `reducer.reduce(into: &state, action: action)` `count` times and returns how long the
/// calls took, as ``measure(_:)`` would.
///
/// A function of its own rather than a ``measure(_:)`` closure: in the generic scenario, region
/// isolation takes capturing the reducer and the state in the main-actor closure for a send.
/// Always inlined, so that it is specialised for each feature like the store's send is.
@inline(__always)
private func reduceByHand<R: Reducer>(
  _ reducer: R, _ state: inout R.State, _ action: R.Action, count: Int
) -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  for _ in 0..<count { blackHole(reducer.reduce(into: &state, action: action)) }
  return clock.now - start
}
