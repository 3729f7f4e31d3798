import Foundation
import Statecraft

/// One fuzzed sequence in progress: the feature running in a store of its own, with a fresh
/// ``TestClock`` and fresh dependencies, and the checks of ``FuzzCheck`` after every step.
///
/// The feature runs in a live store's runtime (the one `Store` uses): actions that effects feed
/// back are reduced as they arrive, as in an app and as a `TestStore` reduces them (rule R9), so
/// the sequences the fuzzer tries are sequences a user can produce, and a failing one replays
/// the same under a `TestStore`. A test store's records of received actions are of no use here:
/// nothing asserts them. After each step the session waits until the whole process is idle (the job tracker a
/// `TestStore` uses), so every effect has run as far as it can and each step is decided the same
/// way on every run.
@MainActor
final class FuzzSession<State: Equatable, Action> {
  let runtime: StoreRuntime<State, Action>
  let clock: TestClock
  private let recorder: FuzzRecorder<Action>
  private let invariants: [(String, (FuzzSnapshot<State, Action>) -> Bool)]
  private(set) var isDismissed = false
  private(set) var statistics = FuzzStatistics()
  private var layout: PresentationLayout
  /// The state `layout` was found in: a step that leaves the state as it was keeps it.
  private var layoutState: State
  /// Presentations that ended, with where they were, and ids of elements no longer anywhere
  /// (both as long as they are not back).
  private var endedPresentations: [PresentationID: String] = [:]
  private var endedElements: Set<AnyHashable> = []
  /// A failure found while the store was made (an issue raised by the initial state).
  private(set) var setupViolation: FuzzViolation?

  init(
    recorder: FuzzRecorder<Action>,
    clock: TestClock,
    invariants: [(String, (FuzzSnapshot<State, Action>) -> Bool)],
    makeRuntime: (FuzzRecorder<Action>) -> StoreRuntime<State, Action>
  ) {
    self.recorder = recorder
    self.clock = clock
    self.invariants = invariants
    self.runtime = makeRuntime(recorder)
    self.layout = PresentationLayout(of: runtime.state)
    self.layoutState = runtime.state
    runtime.rootDismissal = { [weak self] in self?.rootDidDismiss() }
    // As in a test store: effects run one job at a time, so a sequence replays in one order.
    runtime.taskExecutor = Quiescence.makeSerialExecutor()
    let log = recorder.take()
    if let issue = log.reductions.flatMap(\.issues).first ?? log.otherIssues.first {
      setupViolation = FuzzViolation(
        .noUnexpectedIssue,
        details: "Making the feature's initial state raised a runtime issue:\n\n"
          + Messages.indent(Messages.runtimeIssue(issue)),
        signature: Self.place(of: issue)
      )
    }
  }

  var state: State { runtime.state }

  private func rootDidDismiss() {
    isDismissed = true
    runtime.cancelAll()
  }

  // MARK: - Steps

  /// Performs one input and runs every check; returns the first that failed.
  func perform(_ input: FuzzInput<Action>) async -> FuzzViolation? {
    statistics.steps += 1
    switch input {
    case .send(let action), .stale(let action):
      let isStale = if case .stale = input { true } else { false }
      let stateBefore = runtime.state
      let effectsBefore = runningEffectIDs()
      _ = runtime.send(action)
      let log = recorder.take()
      if isStale {
        statistics.staleInputs += 1
        statistics.explainedIssues += log.issueCount
        if let violation = checkStale(
          action, before: stateBefore, effectsBefore: effectsBefore,
          sharedChanges: log.reductions.first?.sharedChanges)
        {
          return violation
        }
      } else if let violation = unexpected(log, input: input) {
        return violation
      }
      guard await settle() else { return didNotSettle(after: input) }
    case .advanceClock(let duration):
      statistics.clockAdvances += 1
      await clock.advance(by: duration)
      guard await settle() else { return didNotSettle(after: input) }
    }
    return checkAfterEffects(input)
  }

  /// Cancels what still runs and lets it wind down, so that nothing of this sequence reaches the
  /// next one.
  func end() async {
    runtime.cancelAll()
    _ = await settle()
    _ = recorder.take()
  }

  /// Lets every effect run as far as it can; `false` when the work did not settle in time.
  private func settle() async -> Bool {
    guard runtime.machine.runningCount > 0 || !runtime.machine.drainingEffects.isEmpty else {
      return true
    }
    return await Quiescence.settle(timeout: defaultSettleBound, lane: runtime.taskExecutor)
  }

  private func runningEffectIDs() -> [EffectID] {
    runtime.machine.runningEffects.map(\.id)
  }

  // MARK: - Checks

  private func checkStale(
    _ action: Action, before: State, effectsBefore: [EffectID], sharedChanges: String?
  ) -> FuzzViolation? {
    let after = runtime.state
    let effectsAfter = runningEffectIDs()
    guard after != before || sharedChanges != nil || effectsAfter != effectsBefore else {
      return nil
    }
    var details = "stale(\(SwiftLiteral.text(of: action))) "
    let changes = [Messages.difference(expected: before, actual: after), sharedChanges]
      .compactMap { $0 }
    if !changes.isEmpty {
      let difference = changes.joined(separator: "\n")
      details += "changed the state:\n\n\(Messages.indent(difference))\n\n(Before: −, After: +)"
    } else {
      let started = effectsAfter.filter { !effectsBefore.contains($0) }.count
      let ended = effectsBefore.filter { !effectsAfter.contains($0) }.count
      details +=
        "left the state as it was, but \(started) effect(s) started and \(ended) ended."
    }
    return FuzzViolation(.staleInputChangesNothing, details: details)
  }

  /// A runtime issue raised by reducing a `.send` input.
  private func unexpected(
    _ log: FuzzRecorder<Action>.Log, input: FuzzInput<Action>
  ) -> FuzzViolation? {
    guard let issue = log.reductions.flatMap(\.issues).first ?? log.otherIssues.first else {
      return nil
    }
    return FuzzViolation(
      .noUnexpectedIssue,
      details: """
        \(input) raised a runtime issue. If the generator offers this input on purpose, out of \
        date, offer it as .stale(…) instead.

        \(Messages.indent(Messages.runtimeIssue(issue)))
        """,
      signature: Self.place(of: issue)
    )
  }

  private func didNotSettle(after input: FuzzInput<Action>) -> FuzzViolation {
    let busy = runtime.machine.runningEffects.map { SwiftLiteral.text(of: $0.origin.action.value) }
    return FuzzViolation(
      .effectsSettle,
      details: """
        After \(input), effects kept running for \(defaultSettleBound) without settling (waiting on the \
        clock, finishing, or waiting on something outside the test). Effects started by:

        \(busy.map { "  \($0)" }.joined(separator: "\n"))
        """
    )
  }

  /// The checks that look at what the step's effects did, and at the state and effects after it.
  private func checkAfterEffects(_ input: FuzzInput<Action>) -> FuzzViolation? {
    let log = recorder.take()
    // An effect's action that its target rejected, leaving everything as it was: the
    // presentation or element it was meant for has ended.
    for reduction in log.reductions {
      guard let issue = reduction.issues.first else { continue }
      let action = SwiftLiteral.text(of: reduction.action)
      guard !reduction.changedState else {
        return FuzzViolation(
          .noUnexpectedIssue,
          details: """
            After \(input), an effect's action \(action) raised a runtime issue:

            \(Messages.indent(Messages.runtimeIssue(issue)))
            """,
          signature: Self.place(of: issue)
        )
      }
      return FuzzViolation(
        .noEffectOutlivesItsOwner,
        details: """
          After \(input), an effect delivered \(action), which was rejected: what it was meant \
          for is no longer there. An effect that feeds a presentation or an element must be \
          started by it (returned from its own reducer), so that it ends with it.

          \(Messages.indent(Messages.runtimeIssue(issue)))
          """,
        signature: Self.place(of: issue)
      )
    }
    if let issue = log.otherIssues.first {
      return FuzzViolation(
        .noUnexpectedIssue,
        details: """
          After \(input), an effect raised a runtime issue:

          \(Messages.indent(Messages.runtimeIssue(issue)))
          """,
        signature: Self.place(of: issue)
      )
    }
    if runtime.state != layoutState {
      let previous = layout
      layout = PresentationLayout(of: runtime.state)
      layoutState = runtime.state
      trackEndings(from: previous)
    }
    statistics.record(layout)
    if let (first, second) = layout.simultaneous {
      return FuzzViolation(
        .onePresentationAtATime,
        details: """
          After \(input), two slots are full at once, neither inside the other:

            \(first.path) presents \(first.content)
            \(second.path) presents \(second.content)
          """,
        signature: "\(first.pattern) \(second.pattern)"
      )
    }
    if let violation = checkPlacements(after: input) { return violation }
    let snapshot = FuzzSnapshot(
      state: runtime.state,
      runningEffects: runtime.machine.runningEffects.map { $0.origin.action.value }
    )
    for (description, holds) in invariants where !holds(snapshot) {
      let effects = snapshot.runningEffects.map { "  \(SwiftLiteral.text(of: $0))" }
      return FuzzViolation(
        .invariant(description),
        details: """
          After \(input), the invariant does not hold. The state:

          \(Messages.indent(Messages.describe(snapshot.state)))

          Effects running, by the action that started them:\(effects.isEmpty ? " none" : "")
          \(effects.joined(separator: "\n"))
          """
      )
    }
    return nil
  }

  private func trackEndings(from previous: PresentationLayout) {
    let current = layout.presentationIDs
    for slot in previous.presented where !current.contains(slot.id) {
      endedPresentations[slot.id] = "\(slot.path) (\(slot.content))"
    }
    // An identity can come back: a slot that goes from one id to another and back, without
    // being emptied, presents its first identity again.
    for id in current { endedPresentations[id] = nil }
    endedElements.formUnion(previous.elementIDs.subtracting(layout.elementIDs))
    endedElements.subtract(layout.elementIDs)
  }

  /// No running effect is in the level of a presentation or element that has ended: by the
  /// store's own probes, and by what the fuzzer saw leave the state.
  private func checkPlacements(after input: FuzzInput<Action>) -> FuzzViolation? {
    guard runtime.machine.runningCount > 0 else { return nil }
    var state = runtime.state
    let placements = withUnsafePointer(to: &state) {
      runtime.machine.placements(rootState: UnsafeRawPointer($0))
    }
    for placement in placements {
      var owner: String?
      for level in placement.levels {
        if let id = level.key.base as? PresentationID, let place = endedPresentations[id] {
          owner = "the presentation \(place), which has ended"
        } else if endedElements.contains(level.key) {
          owner = "the element \(level.key.base), which was removed"
        }
        if owner != nil { break }
      }
      if owner == nil, placement.isInEndedLevel {
        owner = "a presentation or element that is no longer in the state"
      }
      guard let owner else { continue }
      return FuzzViolation(
        .noEffectOutlivesItsOwner,
        details: """
          After \(input), an effect started by \
          \(SwiftLiteral.text(of: placement.origin.action.value)) is still running; it belongs \
          to \(owner).
          """
      )
    }
    return nil
  }

  /// Where an issue was raised, as the identity of an unexpected-issue failure.
  private static func place(of issue: RuntimeIssue) -> String {
    "\(issue.fileID):\(issue.line)"
  }
}
