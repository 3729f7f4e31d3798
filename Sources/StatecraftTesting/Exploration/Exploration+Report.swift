import Statecraft

extension Exploration {
  /// A violation, with the trace it was found at, before it becomes public.
  struct Decided {
    var property: ExplorationProperty
    var details: String
    var trace: ReplayedTrace<State, Action>?
  }

  /// The report of the search, once it has ended: decides the properties that need the whole
  /// graph, rebuilds the trace of the first failure by replay, and writes the summary.
  func report(
    explorerType: String, isAbstracted: Bool, duration: Duration
  ) async -> ExplorationReport<Action> {
    let decided = await decide()
    let isComplete = found == nil && stop == nil
    let frontier = nodes.count - expanded
    let verdicts = verdicts(decided: decided, isComplete: isComplete)
    var violation: ExplorationViolation<Action>?
    var testSource = ""
    if let decided {
      let trace = decided.trace
      let steps = trace?.steps ?? []
      let lines = steps.indices.map { index in
        (
          step: "\(steps[index])",
          changes: trace?.changes(at: index) ?? []
        )
      }
      let message = ExplorationMessages.failure(
        decided.property, details: decided.details, trace: lines, hasTrace: trace != nil,
        states: nodes.count, transitions: transitions
      )
      violation = ExplorationViolation(
        property: decided.property, details: decided.details, steps: steps, message: message
      )
      if let trace {
        let feature = ExplorationTestSource.Feature(
          explorerType: explorerType, reducer: definition.reducerSource(),
          changesDependencies: definition.changesDependencies
        )
        testSource = ExplorationTestSource.make(
          feature: feature, property: decided.property, trace: trace, effects: definition.effects
        )
      }
    }
    var probability: Double?
    if !isExact {
      let distinct = Double(nodes.count)
      probability = distinct * max(0, Double(transitions) - distinct) / 18_446_744_073_709_551_616
    }
    let coverage = coverage.coverage
    let summary = ExplorationSummary(
      reducer: definition.reducerName, states: nodes.count, transitions: transitions,
      depth: deepest, frontier: frontier, stop: stop, isComplete: isComplete,
      violation: violation, verdicts: verdicts, unfinished: unfinished,
      isIgnoring: { if case .ignore = definition.effects { true } else { false } }(),
      coverage: coverage, configurations: graph.names, symmetric: symmetricStates,
      isAbstracted: isAbstracted, collisionProbability: probability
    ).text
    return ExplorationReport(
      isComplete: isComplete, states: nodes.count, transitions: transitions, depth: deepest,
      frontier: frontier, boundReached: stop.map { $0.bound(Action.self) }, violation: violation,
      verdicts: verdicts, testSource: testSource, coverage: coverage,
      configurations: graph.names, graph: graph.mermaid, unfinishedEffects: unfinished,
      symmetricStates: symmetricStates, collisionProbability: probability,
      duration: duration, summary: summary
    )
  }

  /// The first failure: the one the search stopped at, else a trap of a `canReturn` (the one at
  /// the least depth), else a `sometimes` never reached; its trace rebuilt by replay, which
  /// reports a non-deterministic reducer when it misses a stored state (rule X7).
  private func decide() async -> Decided? {
    var decided: Decided?
    if let found {
      decided = Decided(
        property: found.property, details: found.details,
        trace: await replay(to: found.node, then: found.edge)
      )
    } else if let (property, trap, unknown) = firstTrap() {
      decided = Decided(
        property: property, details: ExplorationMessages.trap(unknown: unknown),
        trace: await replay(to: trap)
      )
    } else if let index = sometimesReached.firstIndex(where: { $0 == nil }) {
      return Decided(
        property: .sometimes(definition.sometimes[index].0),
        details: ExplorationMessages.unreached(
          states: nodes.count, isComplete: stop == nil),
        trace: nil
      )
    }
    guard var result = decided, let trace = result.trace, let missed = trace.missedAt else {
      return decided
    }
    result.property = .deterministicReducer
    result.details = ExplorationMessages.replayMissed(
      step: trace.steps.indices.contains(missed)
        ? "step \(missed + 1), \(trace.steps[missed])"
        : "step \(missed + 1) (which the generator no longer offers)",
      replayed: trace.states[min(missed + 1, trace.states.count - 1)]
    )
    result.trace?.steps = Array(trace.steps.prefix(missed + 1))
    result.trace?.states = Array(trace.states.prefix(missed + 2))
    result.trace?.shared = Array(trace.shared.prefix(missed + 2))
    return result
  }

  /// The verdict of every property.
  private func verdicts(decided: Decided?, isComplete: Bool) -> [ExplorationVerdict] {
    let safe: ExplorationVerdict.Outcome = isComplete ? .holds : .holdsWithinBounds
    func outcome(_ property: ExplorationProperty) -> ExplorationVerdict.Outcome {
      decided?.property == property ? .fails : safe
    }
    var checks: [FuzzCheck] = [
      .onePresentationAtATime, .staleInputChangesNothing, .noUnexpectedIssue,
      .noEffectOutlivesItsOwner,
    ]
    if case .settle = definition.effects { checks.append(.effectsSettle) }
    var verdicts = checks.map {
      ExplorationVerdict(property: .check($0), outcome: outcome(.check($0)))
    }
    verdicts += definition.invariants.map { description, _ in
      ExplorationVerdict(
        property: .check(.invariant(description)), outcome: outcome(.check(.invariant(description)))
      )
    }
    verdicts += definition.transitions.map { description, _ in
      ExplorationVerdict(
        property: .transition(description), outcome: outcome(.transition(description)))
    }
    let stoppedEarly = found != nil
    for (index, (description, _)) in definition.sometimes.enumerated() {
      let property = ExplorationProperty.sometimes(description)
      let reached: ExplorationVerdict.Outcome = stoppedEarly ? .undecided : .fails
      verdicts.append(
        ExplorationVerdict(
          property: property, outcome: sometimesReached[index] != nil ? .holds : reached))
    }
    for (index, (description, _)) in definition.returns.enumerated() {
      let property = ExplorationProperty.canReturn(description)
      var result: ExplorationVerdict.Outcome = .undecided
      if !stoppedEarly {
        let analysis = returns(index)
        result =
          analysis.trap != nil
          ? .fails : analysis.unknown > 0 ? .unknown(states: analysis.unknown) : safe
      }
      verdicts.append(ExplorationVerdict(property: property, outcome: result))
    }
    verdicts.append(
      ExplorationVerdict(property: .deterministicReducer, outcome: outcome(.deterministicReducer)))
    return verdicts
  }

  // MARK: - Returning (rule X4)

  /// The trap at the least depth among every `canReturn`, with the number of states unknown.
  private func firstTrap() -> (ExplorationProperty, Int32, Int)? {
    var best: (ExplorationProperty, Int32, Int)?
    for (index, (description, _)) in definition.returns.enumerated() {
      let analysis = returns(index)
      guard let trap = analysis.trap else { continue }
      if best == nil || trap < best?.1 ?? .max {
        best = (.canReturn(description), trap, analysis.unknown)
      }
    }
    return best
  }

  /// Decides the `canReturn` at `index` on the graph, backwards from its goal states: the first
  /// trap (from which no path leads to a goal), and how many states are unknown (a path from
  /// them meets a state not expanded).
  func returns(_ index: Int) -> (trap: Int32?, unknown: Int) {
    let count = nodes.count
    // Predecessors, from the successors of every expanded node.
    var predecessorStart = [Int32](repeating: 0, count: count + 1)
    for node in 0..<expanded {
      for edge in Int(edgeStart[node])..<Int(edgeStart[node + 1]) {
        predecessorStart[Int(edges[edge]) + 1] += 1
      }
    }
    for node in 0..<count { predecessorStart[node + 1] += predecessorStart[node] }
    var fill = predecessorStart
    var predecessors = [Int32](repeating: 0, count: Int(predecessorStart[count]))
    for node in 0..<expanded {
      for edge in Int(edgeStart[node])..<Int(edgeStart[node + 1]) {
        let target = Int(edges[edge])
        predecessors[Int(fill[target])] = Int32(node)
        fill[target] += 1
      }
    }
    func backwards(from seeds: [Int]) -> [Bool] {
      var marked = [Bool](repeating: false, count: count)
      var queue = seeds
      for seed in seeds { marked[seed] = true }
      while let node = queue.popLast() {
        for position in Int(predecessorStart[node])..<Int(predecessorStart[node + 1]) {
          let predecessor = Int(predecessors[position])
          if !marked[predecessor] {
            marked[predecessor] = true
            queue.append(predecessor)
          }
        }
      }
      return marked
    }
    let reachesGoal = backwards(from: (0..<count).filter { goals[index][$0] })
    let meetsFrontier = backwards(from: Array(expanded..<count))
    var trap: Int32?
    var unknown = 0
    for node in 0..<count where !reachesGoal[node] {
      if meetsFrontier[node] {
        unknown += 1
      } else if trap == nil {
        trap = Int32(node)
      }
    }
    return (trap, unknown)
  }
}
