import Foundation
import Statecraft

/// The texts of `TestStore` failures, in one place so that their tests compare them whole.
///
/// Each says what was expected, what happened (with a diff where there is one), and what to do.
enum Messages {
  // MARK: - State

  static func stateMismatch<Action>(
    action: Action,
    kind: StepKind,
    asserted: Bool,
    difference: String,
    shared: [SharedValues.Change] = []
  ) -> String {
    let step = "\(kind == .sent ? "send" : "receive")(\(describeAction(action)))"
    let assertion = shared.first.map(sharedAssertion)
    guard asserted else {
      let change = assertion?.closure ?? "$0.… = …"
      return """
        The state changed after \(step), but the test expected no change:

        \(indent(difference))

        (Expected: −, Actual: +) \(assertion?.note ?? "Describe the change") in the trailing \
        closure: \(kind == .sent ? "send" : "receive")(…) { \(change) }
        """
    }
    // A closure that asserted through the part cannot have described what only the whole can.
    guard let assertion, let note = assertion.note else {
      return """
        The state after \(step) does not match the expectation:

        \(indent(difference))

        (Expected: −, Actual: +)
        """
    }
    return """
      The state after \(step) does not match the expectation:

      \(indent(difference))

      (Expected: −, Actual: +) \(note) in the trailing closure: \
      \(kind == .sent ? "send" : "receive")(…) { \(assertion.closure) }
      """
  }

  static func expectedStateToChange<Action>(action: Action, kind: StepKind) -> String {
    """
    Expected the state to change after \(kind)(\(describeAction(action))), but it did not change, \
    and the trailing closure changed nothing either.

    When no change is expected, omit the closure: \(kind)(…)
    """
  }

  static func assertMismatch(_ difference: String) -> String {
    """
    The current state does not match the expectation:

    \(indent(difference))

    (Expected: −, Actual: +)
    """
  }

  // MARK: - Shared state

  /// The changes of shared values, each under the paths that hold it.
  static func sharedChanges(
    _ changes: [SharedValues.Change]
  ) -> String {
    changes.map { $0.actual.change(from: $0.expected.value) }.joined(separator: "\n")
  }

  /// Shared values that no reducer changed, found changed `when` (rule SH6).
  static func sharedChangedOutsideStep(
    _ changes: [SharedValues.Change], when: String
  ) -> String {
    let one = changes.count == 1
    let assertion = changes.first.map(sharedAssertion)
    let closure = assertion?.closure.replacingOccurrences(of: "$0 = …", with: "…")
    return """
      \(one ? "A shared value" : "\(changes.count) shared values") changed outside a step, \
      \(when):

      \(indent(sharedChanges(changes)))

      (Before: −, After: +) No reducer made \(one ? "this change" : "these changes"): an \
      effect's withLock, another store or the test did. \(assertion?.note.map { $0 + ". " } ?? "")\
      Assert \(one ? "it" : "them") with store.assert { \(closure ?? "$0.$value.withLock { … }") } \
      once \(one ? "it has" : "they have") happened, or make \(one ? "it" : "them") in a reducer.
      """
  }

  /// How a step's closure describes `change`: through a path of the state that reads the whole
  /// box, through the element the state holds when only it changed, or else through the whole
  /// value, which the state does not hold, with a note that says why and how (it ends where "in
  /// the trailing closure: …" follows).
  static func sharedAssertion(
    for change: SharedValues.Change
  ) -> (closure: String, note: String?) {
    let actual = change.actual
    if let whole = actual.parts.indices.first(where: { actual.parts[$0].isWhole }) {
      return ("$0.\(actual.paths[whole]).withLock { $0 = … }", nil)
    }
    let (before, after) = (change.expected.value, actual.value)
    let value = describeWhole(of: actual)
    for (index, part) in actual.parts.enumerated() {
      guard case .element(let element) = part else { continue }
      let path = actual.paths[index]
      if element.isIn(before), !element.isIn(after) {
        return (
          "_ in \(value.name).withLock { $0.remove(id: \(element.id)) }",
          """
          The element with id \(element.id) was removed from \(value.box), which the state holds \
          only in part: $0.\(path) cannot describe a removal. \(value.howToReach)
          """
        )
      }
      if element.isIn(before), element.isIn(after),
        actual.root.areEqual(element.removed(before), element.removed(after))
      {
        return ("$0.\(path).withLock { $0 = … }", nil)
      }
    }
    guard actual.parts.contains(where: \.isElement) else {
      return ("$0.\(actual.paths[0]).withLock { $0 = … }", nil)
    }
    return (
      "_ in \(value.name).withLock { $0 = … }",
      """
      \(value.box.prefix(1).uppercased())\(value.box.dropFirst()) changed beside the part of it \
      that the state holds (\(actual.pathList)), which cannot describe that. \(value.howToReach)
      """
    )
  }

  /// The whole value of a box that the state holds only in part, as the test reaches it: the key
  /// declared in the test, or the `Shared` the test made.
  private static func describeWhole(
    of entry: SharedValues.Entry
  ) -> (box: String, name: String, howToReach: String) {
    guard let key = entry.root.keyDescription else {
      return (
        "the shared value", "shared",
        "Describe the change through the Shared(value:) the test made, here called shared,"
      )
    }
    let name = variableName(for: key)
    return (
      "the shared value \(key)", "$\(name)",
      """
      Declare the key in the test (@Shared(\(key)) var \(name): \
      \(typeName(type(of: entry.value))) = …) and describe the change through it
      """
    )
  }

  /// A name for the test's declaration of a key: the key's own (`.inMemory("items")`, a file
  /// `items.json`) when it is one Swift accepts, else `value`.
  private static func variableName(for key: String) -> String {
    var name = key
    if let open = key.firstIndex(of: "("), key.hasSuffix(")") {
      name = String(key[key.index(after: open)..<key.index(before: key.endIndex)])
    }
    name = name.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    name = String(name.split(separator: "/").last ?? "")
    if let dot = name.firstIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
    let isIdentifier =
      name.first.map { $0.isLetter || $0 == "_" } ?? false
      && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    return isIdentifier ? name : "value"
  }

  static func assertionThrew(_ error: any Error) -> String {
    "The closure describing the expected state threw an error: \(error)"
  }

  // MARK: - Received actions

  static func sentWhileActionsPending<Action>(_ action: Action, pending: [Action]) -> String {
    """
    send(\(describeAction(action))) was called while \(count(pending.count, "received action")) \
    \(pending.count == 1 ? "is" : "are") still unasserted:

    \(list(pending))

    Receive \(pending.count == 1 ? "it" : "them") with receive(_:) first, or call \
    skipReceivedActions().
    """
  }

  static func sentToDismissedStore<Action>(_ action: Action) -> String {
    """
    send(\(describeAction(action))) was called after the feature dismissed itself; the action was \
    not sent.

    A dismissed feature gets no more actions, as in the app. End the test at the dismissal, \
    and check it with #expect(store.isDismissed).
    """
  }

  static func unhandledReceivedActions<Action>(_ actions: [Action]) -> String {
    """
    The test ended with \(count(actions.count, "received action")) that it did not assert:

    \(list(actions))

    Receive \(actions.count == 1 ? "it" : "them") with receive(_:), or call \
    skipReceivedActions() before the test ends.
    """
  }

  static func nothingReceived(
    expected: String, timeout: Duration, outcome: WaitOutcome, running: Int,
    sleep: ClockSleep? = nil
  ) -> String {
    let reason: String
    switch outcome {
    case .stuck where running == 0:
      reason = "no action arrived, and no effect is running that could send one."
    case .stuck:
      reason = """
        no action arrived: \(running == 1 ? "the running effect is" : "every running effect is") \
        \(waitingOn(sleep, wakes: running == 1 ? "it" : "the first"))

        Advance the clock first: await clock.advance(by: …)
        """
    case .timedOut, .satisfied, .unsettled:
      reason = "no action arrived within \(timeout)."
    }
    return """
      Expected to receive an action, but \(reason)

        Expected:
      \(indent(expected, by: 4))
      """
  }

  static func unexpectedAction<Action>(
    received: Action, expected: String, expectedAction: Action?
  ) -> String {
    // Two actions that print differently are shown as they print; a diff is for a difference
    // inside a payload the short form elides.
    let receivedText = action(received)
    if let expectedAction,
      case let expectedText = action(expectedAction),
      receivedText == expectedText || (receivedText + expectedText).contains("…"),
      let difference = Dump.diff(expectedAction, received)
    {
      return """
        Received an action other than the one expected:

        \(indent(difference))

        (Expected: −, Received: +)
        """
    }
    return """
      Received an action other than the one expected:

        Received:
      \(indent(receivedText, by: 4))
        Expected:
      \(indent(expected, by: 4))
      """
  }

  // MARK: - Effects

  static func effectStillRunning(startedBy origin: Any) -> String {
    """
    An effect started by \(describeAction(origin)) is still running at the end of the test.

    Make it finish (advance its TestClock, or send the action that cancels it), wait for it with \
    finish(), or stop asserting on it with skipInFlightEffects().
    """
  }

  static func effectsStillRunning(
    _ origins: [Any], outcome: WaitOutcome, timeout: Duration, sleep: ClockSleep? = nil
  )
    -> String
  {
    stillRunning("finish()", origins, outcome: outcome, timeout: timeout, sleep: sleep)
  }

  static func taskStillRunning(
    _ origins: [Any], outcome: WaitOutcome, timeout: Duration, sleep: ClockSleep? = nil
  )
    -> String
  {
    stillRunning("The task's finish()", origins, outcome: outcome, timeout: timeout, sleep: sleep)
  }

  /// What the effects a step found stuck wait on: a TestClock nobody advanced, or one advanced
  /// to a time before their wake-up, said with both times. A sleeper whose deadline the clock
  /// already reached (a sleep for zero, or until a past instant) wakes at the next advance, as
  /// ``TestClock/sleep(until:tolerance:)`` says; that is said instead of a time "later".
  private static func waitingOn(_ sleep: ClockSleep?, wakes sleeper: String) -> String {
    guard let sleep, sleep.wasAdvanced else {
      return "waiting on a TestClock that no one advances."
    }
    guard sleep.deadline > sleep.now else {
      return """
        waiting on a TestClock that the test advanced to \(sleep.now); \(sleeper) sleeps until \
        \(sleep.deadline), a time the clock has reached, so it wakes at the next advance, even \
        advance(by: .zero).
        """
    }
    return """
      waiting on a TestClock that the test advanced to \(sleep.now); \(sleeper) wakes at \
      \(sleep.deadline), \(sleep.deadline - sleep.now) later.
      """
  }

  private static func stillRunning(
    _ subject: String, _ origins: [Any], outcome: WaitOutcome, timeout: Duration,
    sleep: ClockSleep?
  ) -> String {
    let effects = count(origins.count, "effect")
    let startedBy = origins.map { "  Started by \(describeAction($0))" }.joined(separator: "\n")
    if outcome == .stuck {
      return """
        \(subject) found \(effects) that cannot finish: \
        \(origins.count == 1 ? "it is" : "they are") \
        \(waitingOn(sleep, wakes: origins.count == 1 ? "it" : "the first"))

        \(startedBy)

        Advance the clock (await clock.advance(by: …) or await clock.run()), or cancel the \
        \(origins.count == 1 ? "effect" : "effects").
        """
    }
    return """
      \(subject) timed out after \(timeout) with \(effects) still running.

      \(startedBy)
      """
  }

  static func didNotSettle(_ origins: [Any], bound: Duration) -> String {
    let startedBy = origins.map { "  Started by \(describeAction($0))" }.joined(separator: "\n")
    return """
      Effects kept working for \(bound) after this step without settling (waiting on a \
      TestClock, finishing, or waiting on something outside the test).

      \(startedBy.isEmpty ? "  (work that this store's effects started, after they ended)" : startedBy)

      An effect that loops without suspending, or keeps sending, never lets the step end. Give \
      the loop a point where it waits on a clock, and set that clock for the test, so that time \
      moves only when the test advances it:

        $0.continuousClock = TestClock()
      """
  }

  // MARK: - Clocks

  static func clockDidNotSettle(bound: Duration) -> String {
    """
    TestClock: the work woken by advancing the clock kept running for \(bound) without \
    settling (sleeping on a clock again, finishing, or waiting on something outside the test).

    An effect that loops without suspending never lets the clock go on; give the loop a point \
    where it waits.
    """
  }

  static func clockRunStopped(after deadlines: Int) -> String {
    """
    TestClock.run() stopped after \(grouped(deadlines)) deadlines: something sleeps on the clock \
    again each time it wakes, such as a timer.

    Advance by a fixed duration instead: await clock.advance(by: …)
    """
  }

  static func tooFewSleepers(expected: Int, found: Int) -> String {
    "Expected \(expected) tasks sleeping on the TestClock, found \(found)."
  }

  enum Skipped {
    case receivedActions
    case inFlightEffects
  }

  static func nothingToSkip(_ what: Skipped) -> String {
    switch what {
    case .receivedActions:
      return """
        skipReceivedActions() found no received action to skip.

        Remove the call, or pass strict: false where there may be nothing to skip.
        """
    case .inFlightEffects:
      return """
        skipInFlightEffects() found no effect running to skip.

        Remove the call, or pass strict: false where there may be nothing to skip.
        """
    }
  }

  static func ignoresCancellation(count: Int) -> String {
    """
    \(count == 1 ? "An effect was" : "\(count) effects were") cancelled, but \
    \(count == 1 ? "its work has" : "their work has") not returned, and nothing is left running \
    that could make \(count == 1 ? "it" : "them") return: \(count == 1 ? "it ignores" : "they ignore") \
    cancellation.

    Make the work stop when its task is cancelled: check Task.isCancelled, use \
    withTaskCancellationHandler to resume a continuation, or await something that throws \
    CancellationError.
    """
  }

  /// A runtime issue raised while a step ran, with the place in the user's code that raised it.
  static func runtimeIssue(_ issue: RuntimeIssue) -> String {
    let file = issue.fileID.description
    // Issues raised inside Statecraft itself (a clock used while unimplemented) name no place a
    // reader could go to.
    guard !file.hasPrefix("Statecraft/"), !file.hasPrefix("StatecraftTesting/") else {
      return issue.message
    }
    return "\(issue.message)\n\n  Raised at: \(file):\(issue.line)"
  }

  // MARK: - Helpers

  /// An action, as every message prints it: `.destination(.presented(.settings(…)))`.
  static func action(_ action: Any) -> String {
    describeAction(action)
  }

  /// A value's full dump, for blocks of text.
  static func describe(_ value: Any) -> String {
    Dump.text(of: value)
  }

  static func typeText(_ type: any Any.Type) -> String {
    typeName(type)
  }

  /// The diff of two states, or `nil` when they are equal.
  static func difference<State: Equatable>(expected: State, actual: State) -> String? {
    guard expected != actual else { return nil }
    return Dump.diff(expected, actual)
      ?? """
      The two states are not equal, but they print the same:

      \(describe(actual))

      (a property that equality compares is hidden from reflection, or an == is custom)
      """
  }

  /// The diff of two states and of the shared values they hold, or `nil` when both are equal.
  static func difference<State: Equatable>(
    expected: State, actual: State,
    shared: [SharedValues.Change]
  ) -> String? {
    let parts =
      (difference(expected: expected, actual: actual).map { [$0] } ?? [])
      + (shared.isEmpty ? [] : [sharedChanges(shared)])
    return parts.isEmpty ? nil : parts.joined(separator: "\n")
  }

  /// Reports what a non-exhaustive step skipped (``Exhaustivity/off(showSkippedAssertions:)``).
  static func printSkipped(_ title: String, _ body: String, at site: SourceCallSite) {
    let report = "\(title)\n\(indent(body))"
    let line = "[StatecraftTesting] \(site.fileID):\(site.line): \(report)"
    guard let output = SkippedAssertionsOutput.current else {
      return recordSkippedAssertion(report, orPrint: line, at: site)
    }
    output.write(line)
  }

  /// A count and its noun, plural but for one: `1 sequence`, `2,000 states`.
  static func counted(_ number: Int, _ noun: String, plural: String? = nil) -> String {
    "\(grouped(number)) \(number == 1 ? noun : plural ?? noun + "s")"
  }

  /// A number with its thousands grouped: `100,000`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    var groups: [String] = []
    var end = digits.count
    while end > 0 {
      let start = max(0, end - 3)
      groups.insert(String(digits[start..<end]), at: 0)
      end = start
    }
    return (number < 0 ? "-" : "") + groups.joined(separator: ",")
  }

  private static func list<Action>(_ actions: [Action]) -> String {
    actions.map { indent(action($0)) }.joined(separator: "\n")
  }

  private static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  static func indent(_ text: String, by spaces: Int = 2) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }
      .joined(separator: "\n")
  }
}

/// Where a test of StatecraftTesting catches what a non-exhaustive test store reports it
/// skipped, instead of the running test's report (a task-local, so that tests running in
/// parallel keep theirs apart).
package struct SkippedAssertionsOutput: Sendable {
  package let write: @Sendable (String) -> Void

  package init(_ write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  @TaskLocal package static var current: Self?
}
