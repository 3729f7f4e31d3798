import Foundation

/// Writes an explored trace as a test: a Swift Testing `@Test` that makes its own `TestStore`
/// (the initial state and the reducer written as Swift, the clock a ``TestClock``) when they can
/// be written, replays the trace, and ends by requiring the state not to be the one where the
/// property failed, so that it fails until the feature no longer reaches that state.
///
/// When something cannot be written (a shared value, a class instance, an `AlertState` in the
/// state; a closure in the reducer; dependencies that `withDependencies` changes; effect steps
/// taken one at a time), the source says why in its doc comment and is a function taking the
/// explorer, which replays the trace in a test store the explorer makes and checks at its last
/// line what failed.
///
/// The test store is not exhaustive (each step's change is in a comment under it, as the report
/// shows it), so the test states only what the exploration found. A step that started a `.run`
/// effect is marked: a test store runs it, the exploration did not (or cut it short), so from
/// there the test may differ.
enum ExplorationTestSource {
  /// What the trace's test needs to be written on its own.
  struct Feature {
    /// The explorer's type, for a test that takes the explorer.
    let explorerType: String
    /// The reducer as Swift, or what in it cannot be written.
    let reducer: (text: String, problem: String?)
    /// Whether `withDependencies` changes a dependency.
    let changesDependencies: Bool
  }

  @MainActor
  static func make<State, Action>(
    feature: Feature, property: ExplorationProperty, trace: ReplayedTrace<State, Action>,
    effects: ExplorationEffects<Action>
  ) -> String {
    var durations: [Duration] = []
    if case .settle(let advancing) = effects { durations = advancing }
    let usesClock =
      !durations.isEmpty
      || trace.steps.contains { if case .input(.advanceClock) = $0 { true } else { false } }
    let startsEffects = trace.startedRuns.contains { $0 > 0 }
    let standalone = standaloneStore(
      feature: feature, property: property, trace: trace, needsClock: usesClock || startsEffects)
    var lines = ["/// The trace StateExplorer found: \(property)."]
    let comparesLastStep: Bool
    switch property {
    case .check(.staleInputChangesNothing), .transition: comparesLastStep = standalone.store == nil
    default: comparesLastStep = false
    }
    if let store = standalone.store {
      lines += ["@MainActor", "@Test func exploredTrace() async {"] + store
    } else {
      if let reason = standalone.reason {
        lines.append("///")
        lines.append("/// It takes the explorer: \(reason).")
      }
      lines.append("@MainActor")
      lines.append("func exploredTrace(_ explorer: \(feature.explorerType)) async {")
      if usesClock {
        lines.append("  let clock = TestClock()")
        lines.append("  let store = explorer.testStore(clock: clock)")
      } else {
        lines.append("  let store = explorer.testStore()")
      }
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
    if let last = standalone.lastState {
      lines.append("  // Here \(property): the test fails until the trace reaches another state.")
      let oneLine = "  #expect(store.state != \(last))"
      if oneLine.count <= width {
        lines.append(oneLine)
      } else {
        lines += layout("let failing = \(last)", indent: 2)
        lines.append("  #expect(store.state != failing)")
      }
    } else {
      lines += explorerCheck(property: property, trace: trace)
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The last lines of a test that takes the explorer: its check of what failed.
  private static func explorerCheck<State, Action>(
    property: ExplorationProperty, trace: ReplayedTrace<State, Action>
  ) -> [String] {
    switch property {
    case .check(.onePresentationAtATime), .check(.invariant):
      return ["  explorer.check(store)"]
    case .check(.staleInputChangesNothing), .transition:
      guard let input = trace.steps.last?.input else { return [] }
      return ["  explorer.check(store, after: .\(input), from: before)"]
    case .canReturn(let description):
      return ["  // From here no sequence of inputs reaches “\(description)”."]
    case .deterministicReducer:
      return ["  // Taken twice from the same state, the last step reaches two states."]
    case .check, .sometimes:
      return []
    }
  }

  /// The lines that make a test store of the feature's own, and the state the test must not end
  /// in; or why the test has to take the explorer.
  private static func standaloneStore<State, Action>(
    feature: Feature, property: ExplorationProperty, trace: ReplayedTrace<State, Action>,
    needsClock: Bool
  ) -> (store: [String]?, lastState: String?, reason: String?) {
    func refused(_ reason: String) -> ([String]?, String?, String?) { (nil, nil, reason) }
    if case .deterministicReducer = property {
      return refused(
        "its reducer is not deterministic, so no state can be required at the trace's end")
    }
    if trace.steps.contains(where: { if case .effect = $0 { true } else { false } }) {
      return refused(
        "its trace takes effects' steps one at a time (.model(outcomes:)), where a test store "
          + "runs its effects itself")
    }
    if feature.changesDependencies {
      return refused(
        "the explorer's withDependencies changes dependencies, which only the explorer can give "
          + "a test store")
    }
    if let problem = feature.reducer.problem {
      return refused("its reducer \(problem), which the explorer cannot write as Swift")
    }
    guard let initialState = trace.states.first, let lastState = trace.states.last else {
      return refused("its trace has no state")
    }
    let initial = SwiftLiteral.source(of: initialState)
    if let problem = initial.problem {
      return refused("its initial state holds \(problem), which the explorer cannot write as Swift")
    }
    var last: String?
    switch property {
    case .check(.onePresentationAtATime), .check(.invariant), .check(.staleInputChangesNothing),
      .transition, .canReturn:
      let written = SwiftLiteral.source(of: lastState)
      if let problem = written.problem {
        return refused(
          "the state it ends in holds \(problem), which the explorer cannot write as Swift")
      }
      last = written.text
    case .check, .sometimes, .deterministicReducer:
      break
    }
    var lines: [String] = []
    if needsClock { lines.append("  let clock = TestClock()") }
    let oneLine = "  let store = TestStore(initialState: \(initial.text)) {"
    if oneLine.count <= width {
      lines.append(oneLine)
    } else {
      lines.append("  let store = TestStore(")
      lines += layout("initialState: \(initial.text)", indent: 4)
      lines.append("  ) {")
    }
    lines.append("    \(feature.reducer.text)")
    if needsClock {
      lines.append("  } withDependencies: {")
      lines.append("    $0.continuousClock = clock")
    }
    lines.append("  }")
    return (lines, last, nil)
  }

  /// The width the lines of the test's code keep within, as the project's format does.
  static let width = 100

  /// Code on one line, or broken at its first bracket into one line for each argument or
  /// element (each broken again when it is too long), when it does not fit in `width` at
  /// `indent`: the layout swift-format keeps. A collection of two elements or more broken so
  /// ends each with a comma, as swift-format wants.
  static func layout(_ code: String, indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    let characters = Array(code)
    guard margin.count + characters.count > width,
      let (open, close) = firstGroup(in: characters)
    else { return [margin + code] }
    let parts = topLevelParts(of: Array(characters[(open + 1)..<close]))
    guard !parts.isEmpty, parts != [":"] else { return [margin + code] }
    let isCollection = characters[open] == "["
    var lines = [margin + String(characters[...open])]
    for (index, part) in parts.enumerated() {
      var partLines = layout(part, indent: indent + 2)
      if index < parts.count - 1 || (isCollection && parts.count > 1) {
        partLines[partLines.count - 1] += ","
      }
      lines += partLines
    }
    lines.append(margin + String(characters[close...]))
    return lines
  }

  /// The first bracket outside a string literal, and the one that closes it.
  private static func firstGroup(in characters: [Character]) -> (Int, Int)? {
    var depth = 0
    var open: Int?
    var inString = false
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if inString {
        if character == "\\" {
          index += 1
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "(" || character == "[" {
        if open == nil { open = index }
        depth += 1
      } else if character == ")" || character == "]" {
        depth -= 1
        if depth == 0, let open { return (open, index) }
      }
      index += 1
    }
    return nil
  }

  /// The arguments or elements between a group's brackets, split at the commas outside any
  /// inner group or string literal.
  private static func topLevelParts(of characters: [Character]) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if inString {
        current.append(character)
        if character == "\\", index + 1 < characters.count {
          current.append(characters[index + 1])
          index += 1
        } else if character == "\"" {
          inString = false
        }
      } else if character == "," && depth == 0 {
        parts.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        if character == "\"" { inString = true }
        if character == "(" || character == "[" { depth += 1 }
        if character == ")" || character == "]" { depth -= 1 }
        current.append(character)
      }
      index += 1
    }
    let last = current.trimmingCharacters(in: .whitespaces)
    if !last.isEmpty { parts.append(last) }
    return parts
  }

  /// A reducer as Swift source: `Feature()`, or with the values of its stored properties other
  /// than its dependencies, `Feature(isFixed: true)`; or what it is or holds that cannot be
  /// written ("holds a value of () -> () at reduce").
  static func reducerSource(of reducer: Any) -> (text: String, problem: String?) {
    let name = typeName(type(of: reducer))
    let mirror = Mirror(reflecting: reducer)
    guard mirror.displayStyle == .struct else {
      return ("\(name)()", "is a \(name), not a struct")
    }
    var arguments: [String] = []
    for child in mirror.children {
      if String(reflecting: type(of: child.value)).hasPrefix("Statecraft.Dependency<") {
        continue
      }
      let label = child.label ?? ""
      guard !label.hasPrefix("_") else {
        return ("\(name)()", "holds a property wrapper at \(label.dropFirst())")
      }
      let written = SwiftLiteral.source(of: child.value, at: [label])
      if let problem = written.problem { return ("\(name)()", "holds \(problem)") }
      arguments.append("\(label): \(written.text)")
    }
    return ("\(name)(\(arguments.joined(separator: ", ")))", nil)
  }
}
