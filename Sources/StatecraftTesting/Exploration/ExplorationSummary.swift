/// The text of an exploration's report: what was explored and how far, the verdicts, the
/// effects left out, coverage and configurations. Nothing in it depends on the machine.
struct ExplorationSummary<Action> {
  let reducer: String
  let states: Int
  let transitions: Int
  let depth: Int
  let frontier: Int
  let stop: ExplorationStop?
  let isComplete: Bool
  let violation: ExplorationViolation<Action>?
  let verdicts: [ExplorationVerdict]
  let unfinished: [String: Int]
  let isIgnoring: Bool
  let coverage: ExplorationCoverage
  let configurations: [String]
  let symmetric: Int
  let isAbstracted: Bool
  let collisionProbability: Double?

  var text: String {
    var lines: [String] = []
    let counts =
      "\(Self.count(states, "state")), \(Self.count(transitions, "transition")), depth \(depth)"
    if isComplete {
      lines.append("Explored \(reducer): \(counts); complete.")
    } else if violation != nil, stop == nil {
      lines.append("Explored \(reducer): \(counts); stopped at the first violation.")
    } else {
      let bound =
        switch stop {
        case .depth?: "the depth bound"
        case .states?: "the states bound"
        case .time?: "the time bound"
        case nil: "a bound"
        }
      lines.append(
        "Explored \(reducer): \(counts); within bounds: \(bound) was reached, "
          + "\(Self.count(frontier, "state")) not expanded.")
    }
    if isAbstracted {
      lines.append(
        "States are the classes of abstracting(by:), each represented by the first state of it "
          + "reached.")
    }
    if symmetric > 0 {
      lines.append(
        "Symmetry: \(Self.count(symmetric, "transition")) reached a state already seen with "
          + "other minted ids.")
    }
    if let violation {
      let steps = violation.steps.count
      lines.append(
        "Violation: \(violation.property), after \(steps) step\(steps == 1 ? "" : "s") "
          + "(report.violation).")
    } else {
      lines.append(isComplete ? "Every property holds." : "Every property holds within bounds.")
    }
    lines.append("Properties:")
    let checks = verdicts.filter(\.isBuiltInCheck)
    if let failing = checks.first(where: { $0.outcome == .fails }) {
      lines.append("  fails: the fuzzer's checks (\(failing.property))")
    } else {
      lines.append("  \(Self.word(checks.first?.outcome ?? .holds)): the fuzzer's checks")
    }
    for verdict in verdicts where !verdict.isBuiltInCheck {
      lines.append("  \(Self.word(verdict.outcome)): \(Self.name(verdict.property))")
    }
    if !unfinished.isEmpty {
      lines.append(
        isIgnoring
          ? ".run effects not started (.ignore), by the action that started them:"
          : ".run effects still waiting when their transition ended, cancelled:")
      for (origin, count) in unfinished.sorted(by: { $0.key < $1.key }) {
        lines.append("  \(origin): \(Self.count(count, "transition"))")
      }
    }
    lines.append(Self.coverageLine("Actions", coverage.actions))
    lines.append(Self.coverageLine("Presentations", coverage.presentations))
    lines.append(
      "Presentation configurations (\(configurations.count)): "
        + configurations.joined(separator: "; ") + ".")
    if let collisionProbability {
      lines.append(
        "Fingerprints: the probability of a collision in this run is about "
          + "\(Self.scientific(collisionProbability)) (TLC's estimate).")
    }
    return lines.joined(separator: "\n")
  }

  private static func word(_ outcome: ExplorationVerdict.Outcome) -> String {
    switch outcome {
    case .holds: "holds"
    case .holdsWithinBounds: "holds within bounds"
    case .fails: "fails"
    case .unknown(let states): "unknown for \(count(states, "state"))"
    case .undecided: "not decided"
    }
  }

  private static func name(_ property: ExplorationProperty) -> String {
    switch property {
    case .check(.invariant(let description)): "invariant “\(description)”"
    case .check(let check): "\(check)"
    case .transition(let description): "transition “\(description)”"
    case .sometimes(let description): "sometimes “\(description)”"
    case .canReturn(let description): "canReturn “\(description)”"
    case .deterministicReducer: "the reducer is deterministic"
    }
  }

  private static func coverageLine(_ title: String, _ cases: ExplorationCoverage.Cases) -> String {
    let reached = "\(title): \(count(cases.reached.count, "case")) reached"
    guard !cases.never.isEmpty else { return reached + ", none left." }
    return reached + ", \(cases.never.count) never: " + cases.never.joined(separator: ", ") + "."
  }

  /// `1 state`, `2,000 states`.
  static func count(_ number: Int, _ noun: String) -> String {
    Messages.counted(number, noun)
  }

  private static func scientific(_ value: Double) -> String {
    guard value > 0 else { return "0" }
    var exponent = 0
    var mantissa = value
    while mantissa < 1 {
      mantissa *= 10
      exponent -= 1
    }
    while mantissa >= 10 {
      mantissa /= 10
      exponent += 1
    }
    let rounded = (mantissa * 10).rounded() / 10
    return "\(rounded)e\(exponent)"
  }
}

extension ExplorationVerdict {
  /// Whether it is the verdict of one of the fuzzer's own checks, not of a feature's property.
  var isBuiltInCheck: Bool {
    guard case .check(let check) = property else { return false }
    if case .invariant = check { return false }
    return true
  }
}

/// What stopped a search before the graph was explored; see ``ExplorationReport/Bound``.
@usableFromInline
enum ExplorationStop {
  case depth, states, time

  func bound<Action>(_: Action.Type = Action.self) -> ExplorationReport<Action>.Bound {
    switch self {
    case .depth: .depth
    case .states: .states
    case .time: .time
    }
  }
}
