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
  /// The layout of the state, as the last step left it (the session's initial state's before
  /// the first).
  private(set) var layout: PresentationLayout
  /// The state `layout` was found in: a step that leaves the state as it was keeps it.
  private var layoutState: State
  /// Presentations and elements that ended, as long as they are not back.
  private var ended = EndedOwners()
  /// A failure found while the store was made (an issue raised by the initial state).
  private(set) var setupViolation: FuzzViolation?

  init(
    recorder: FuzzRecorder<Action>,
    clock: TestClock,
    invariants: [(String, (FuzzSnapshot<State, Action>) -> Bool)],
    layout: PresentationLayout? = nil,
    makeRuntime: (FuzzRecorder<Action>) -> StoreRuntime<State, Action>
  ) {
    self.recorder = recorder
    self.clock = clock
    self.invariants = invariants
    self.runtime = makeRuntime(recorder)
    // `layout`, when given, is the initial state's, found by whoever made that state.
    self.layout = layout ?? PresentationLayout(of: runtime.state)
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
        signature: FuzzStepChecks<State, Action>.place(of: issue)
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
    guard runtime.hasEffectsInFlight else {
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
    FuzzStepChecks.stale(
      action, before: before, after: runtime.state, sharedChanges: sharedChanges,
      effectsBefore: effectsBefore, effectsAfter: runningEffectIDs()
    )
  }

  /// A runtime issue raised by reducing a `.send` input.
  private func unexpected(
    _ log: FuzzRecorder<Action>.Log, input: FuzzInput<Action>
  ) -> FuzzViolation? {
    FuzzStepChecks<State, Action>.unexpected(log, step: "\(input)")
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
    if let violation = FuzzStepChecks<State, Action>.effects(recorder.take(), after: "\(input)") {
      return violation
    }
    if runtime.state != layoutState {
      let previous = layout
      layout = PresentationLayout(of: runtime.state)
      layoutState = runtime.state
      ended.track(from: previous, to: layout)
    }
    statistics.record(layout)
    if let violation = FuzzStepChecks<State, Action>.simultaneous(layout, after: "\(input)") {
      return violation
    }
    if let violation = FuzzStepChecks.placements(
      of: runtime.machine, in: runtime.state, ended: ended, after: "\(input)"
    ) {
      return violation
    }
    let snapshot = FuzzSnapshot(
      state: runtime.state,
      runningEffects: runtime.machine.runningEffects.map { $0.origin.action.value }
    )
    return FuzzStepChecks.invariants(invariants, snapshot, after: "\(input)")
  }
}
