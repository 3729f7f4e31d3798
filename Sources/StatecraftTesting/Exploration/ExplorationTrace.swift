import Statecraft

/// A trace rebuilt by replaying it from the initial state: the steps, the states between them,
/// and where the replay missed the state exploring had reached (rule X7).
struct ReplayedTrace<State, Action> {
  var steps: [ExplorationStep<Action>] = []
  /// The initial state, then the state after each step.
  var states: [State] = []
  /// The values of the shared boxes each of `states` holds, as that state has them.
  var shared: [SharedValues] = []
  /// For each step, how many `.run` effects it started or left running.
  var startedRuns: [Int] = []
  /// The index of the step whose replay missed the stored state, if one did.
  var missedAt: Int?
}

extension Exploration {
  /// The trace to `node`, then `edge` from it when given, rebuilt by replay: each step is taken
  /// again from the state the replay reached, and must reach the state exploring stored.
  func replay(to node: Int32, then edge: Int32? = nil) async -> ReplayedTrace<State, Action> {
    var chain: [Int32] = []
    var current = node
    while current > 0 {
      chain.append(current)
      current = nodes[Int(current)].parent
    }
    var trace = ReplayedTrace<State, Action>()
    guard var state = initialState else { return trace }
    var machine = initialMachine
    var counters = nodes[0].counters
    var shared = initialShared
    trace.states.append(state)
    trace.shared.append(shared)
    let path =
      chain.reversed().map { (Int($0), nodes[Int($0)].edge) } + (edge.map { [(-1, $0)] } ?? [])
    for (target, edge) in path {
      let offered = steps(of: state, shared: shared, machine: machine)
      guard Int(edge) < offered.count else {
        trace.missedAt = trace.steps.count
        return trace
      }
      let (step, effect) = offered[Int(edge)]
      var result = await take(
        step, effect: effect, from: state, shared, machine: machine, counters)
      result.shared = SharedValues.held(
        by: result.state, result.shared, layout: PresentationLayout(of: result.state))
      trace.steps.append(step)
      trace.states.append(result.state)
      trace.shared.append(result.shared)
      trace.startedRuns.append(result.startedRuns)
      if target >= 0,
        result.shared.reading({ rawKey(of: result) }).fingerprint != nodes[target].fingerprint
          || result.counters != nodes[target].counters
      {
        trace.missedAt = trace.steps.count - 1
        return trace
      }
      state = result.state
      machine = result.machine
      counters = result.counters
      shared = result.shared
    }
    return trace
  }
}

extension ReplayedTrace {
  /// What step `index` changed, as short lines: the state's own values, then each shared value
  /// the step changed, by the first path that holds it.
  @MainActor
  func changes(at index: Int) -> [String] {
    var lines = CompactDiff.lines(from: states[index], to: states[index + 1])
    if shared.indices.contains(index + 1) {
      for change in shared[index].differences(to: shared[index + 1]) {
        let path = change.actual.paths.first ?? "$value"
        lines.append(
          CompactDiff.line(
            path: path, from: SwiftLiteral.text(of: change.expected.value),
            to: SwiftLiteral.text(of: change.actual.value)))
      }
    }
    return lines
  }
}

/// What one step changed, as short lines: `destino: nil → Destino.State.detalle(…)`, the path of
/// each smallest part that differs and its values before and after, on one line each, as the
/// TestStore's diffs find them (``Dump``'s differ).
enum CompactDiff {
  static func lines(from before: Any, to after: Any, limit: Int = 6) -> [String] {
    let lines = Dump.changes(before, after).map { change in
      var path = change.path
      if path.hasPrefix(".") { path.removeFirst() }
      return line(
        path: path.isEmpty ? "state" : path, from: change.before ?? "(none)",
        to: change.after ?? "(none)")
    }
    guard lines.count > limit else { return lines }
    return Array(lines.prefix(limit)) + ["… (\(lines.count - limit) more changes)"]
  }

  /// One line of a diff: `path: old → new`, each value cut to 90 characters.
  static func line(path: String, from old: String, to new: String) -> String {
    "\(path): \(short(old)) → \(short(new))"
  }

  private static func short(_ text: String) -> String {
    text.count <= 90 ? text : String(text.prefix(89)) + "…"
  }
}
