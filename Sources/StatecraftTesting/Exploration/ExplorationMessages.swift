import Statecraft

/// The texts of the explorer's failures and problems, in one place, each tested whole.
enum ExplorationMessages {
  static func initialStateIssue(_ issue: RuntimeIssue) -> String {
    """
    StateExplorer explored nothing: making the initial state raised a runtime issue.

    \(Messages.indent(Messages.runtimeIssue(issue)))
    """
  }

  static func sharedStateSettled(at path: String) -> String {
    """
    StateExplorer explored nothing: the state holds shared state at \(path), and \
    .effects(.settle(advancing:)) runs effects in tasks, which change the shared values of every \
    state at once. Explore it with .effects(.ignore) or .effects(.model(outcomes:)), where each \
    state keeps its own shared values.
    """
  }

  static func sharedStateTransitions(at path: String) -> String {
    """
    StateExplorer explored nothing: the state holds shared state at \(path), and a transition \
    property would read the same value of it in the state before the step and in the state \
    after (both hold one box). Check what the step does in an invariant or a sometimes property \
    instead.
    """
  }

  static let nothingToExplore = """
    StateExplorer explored nothing: the generator offers no input in the initial state. Return \
    the inputs the screen offers there.
    """

  static func clockInputSkipped(_ step: ExplorationStep<some Any>) -> String {
    """
    StateExplorer skipped the generator's clock inputs, such as \(step): no effect runs on a \
    clock in this exploration. Explore with .effects(.settle(advancing:)) to advance the clock in \
    every transition. (Reported once.)
    """
  }

  static func badBounds(depth: Int, states: Int, time: Duration?) -> String {
    let time = time.map { ", time \($0)" } ?? ""
    return """
      StateExplorer.bounds needs bounds above zero; it was given depth \(Messages.grouped(depth)), \
      states \(Messages.grouped(states))\(time), and explored nothing.
      """
  }

  static func nondeterminism<State: Equatable>(
    step: String, first: State, second: State
  ) -> String {
    let difference =
      Messages.difference(expected: first, actual: second)
      ?? "The two states print the same; their keys differ."
    return """
      \(step), taken twice from the same state, reached two different states. The reducer \
      reads something besides its state and action: the date, a random number, a dependency \
      that keeps state of its own.

      \(Messages.indent(difference))

      (First: −, Second: +)
      """
  }

  static func replayMissed(step: String, replayed: Any) -> String {
    """
    The replay of \(step), reached another state than exploring it did. The reducer reads \
    something besides its state and action: the date, a random number, a dependency that keeps \
    state of its own. The state replayed:

    \(Messages.indent(Messages.describe(replayed)))
    """
  }

  static func transitionFails<State: Equatable>(
    step: String, before: State, after: State
  ) -> String {
    let change =
      Messages.difference(expected: before, actual: after).map {
        "What it changed:\n\n\(Messages.indent($0))\n\n(Before: −, After: +)"
      } ?? "It changed nothing."
    return "After \(step), the transition property does not hold. \(change)"
  }

  static func unreached(states: Int, isComplete: Bool) -> String {
    let scope = isComplete ? "every state reachable" : "within bounds"
    return
      "No state has it: \(ExplorationSummary<Never>.count(states, "state")) explored, \(scope)."
  }

  static func trap(unknown: Int) -> String {
    let unknownText =
      unknown == 0
      ? ""
      : " \(ExplorationSummary<Never>.count(unknown, "other state")) could not be decided: "
        + "their future meets the frontier of the bounded exploration."
    return """
      No sequence of steps leads from the state this trace reaches to a state where it holds.\
      \(unknownText)
      """
  }

  /// The failure a violation records: the property, the details, the trace with what each step
  /// changed, and where the test of it is.
  static func failure(
    _ property: ExplorationProperty, details: String, trace: [(step: String, changes: [String])],
    hasTrace: Bool, states: Int, transitions: Int
  ) -> String {
    let counts =
      "\(ExplorationSummary<Never>.count(states, "state")) and "
      + ExplorationSummary<Never>.count(transitions, "transition")
    var text = "Exploring found that \(property).\n\n\(Messages.indent(details))\n\n"
    if !hasTrace { return text + "Explored \(counts)." }
    if trace.isEmpty {
      text += "Shortest trace: none, the initial state fails."
    } else {
      let count = "\(trace.count) step\(trace.count == 1 ? "" : "s")"
      text += "Shortest trace (\(count); explored breadth first, no shorter trace fails):"
      for (index, entry) in trace.enumerated() {
        text += "\n  \(index + 1). \(entry.step)"
        for change in entry.changes { text += "\n       \(change)" }
      }
    }
    text += "\n\nFound after \(counts); report.testSource has the trace as a TestStore test."
    return text
  }
}
