/// Writes an explored trace as a `TestStore` test: a function taking the explorer, which replays
/// the trace in a test store the explorer makes (its initial state, reducer and dependencies) and
/// checks at its last line what failed.
///
/// The test store is not exhaustive (each step's change is in a comment under it, as the report
/// shows it), so the test states only what the exploration found. A step that started a `.run`
/// effect is marked: a test store runs it, the exploration did not (or cut it short), so from
/// there the test may differ.
enum ExplorationTestSource {
  @MainActor
  static func make<State, Action>(
    explorerType: String, property: ExplorationProperty, trace: ReplayedTrace<State, Action>,
    effects: ExplorationEffects<Action>
  ) -> String {
    var durations: [Duration] = []
    if case .settle(let advancing) = effects { durations = advancing }
    let usesClock =
      !durations.isEmpty
      || trace.steps.contains { if case .input(.advanceClock) = $0 { true } else { false } }
    let comparesLastStep: Bool
    switch property {
    case .check(.staleInputChangesNothing), .transition: comparesLastStep = true
    default: comparesLastStep = false
    }
    var lines = [
      "/// The trace StateExplorer found: \(property).",
      "@MainActor",
      "func exploredTrace(_ explorer: \(explorerType)) async {",
    ]
    if usesClock {
      lines.append("  let clock = TestClock()")
      lines.append("  let store = explorer.testStore(clock: clock)")
    } else {
      lines.append("  let store = explorer.testStore()")
    }
    lines.append("  store.exhaustivity = .off")
    for (index, step) in trace.steps.enumerated() {
      let isLast = index == trace.steps.count - 1
      if trace.startedRuns.indices.contains(index), trace.startedRuns[index] > 0 {
        lines.append(
          durations.isEmpty
            ? "  // Started a .run effect: the test store runs it, the exploration did not."
            : "  // Left an effect running, which the exploration cancelled: the test store goes on."
        )
      }
      if isLast, comparesLastStep { lines.append("  let before = store.state") }
      switch step {
      case .input(.send(let action)):
        lines.append("  await store.send(\(SwiftLiteral.text(of: action)))")
      case .input(.stale(let action)):
        lines.append(
          "  await withKnownIssue(\"A stale input may be reported\", isIntermittent: true) {")
        lines.append("    await store.send(\(SwiftLiteral.text(of: action)))")
        lines.append("  }")
      case .input(.advanceClock(let duration)):
        lines.append("  await clock.advance(by: \(SwiftLiteral.text(of: duration)))")
      case .effect:
        lines.append("  // \(step): a test store runs its effects itself; not replayed here.")
      }
      if case .input(let input) = step, input.action != nil {
        for duration in durations {
          lines.append("  await clock.advance(by: \(SwiftLiteral.text(of: duration)))")
        }
      }
      if trace.states.indices.contains(index + 1) {
        for change in trace.changes(at: index) {
          lines.append("  // \(change)")
        }
      }
    }
    switch property {
    case .check(.onePresentationAtATime), .check(.invariant):
      lines.append("  explorer.check(store)")
    case .check(.staleInputChangesNothing), .transition:
      if let input = trace.steps.last?.input {
        lines.append("  explorer.check(store, after: .\(input), from: before)")
      }
    case .canReturn(let description):
      lines.append("  // From here no sequence of inputs reaches “\(description)”.")
    case .deterministicReducer:
      lines.append("  // Taken twice from the same state, the last step reaches two states.")
    case .check, .sometimes:
      break
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}
