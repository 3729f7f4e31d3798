import Foundation
import Statecraft

/// The checks of ``FuzzCheck`` on one step, as functions of what the step left: the fuzzer runs
/// them after every step of a sequence, the state explorer after every transition.
///
/// Each returns the violation it found, or `nil`. `step` names what was done, as the text of every
/// violation starts from it: `send(.openTapped)`, so `After send(.openTapped), …`.
@MainActor
enum FuzzStepChecks<State: Equatable, Action> {
  /// A stale input changed nothing: neither the state, nor a shared value (`sharedChanges`, as
  /// the recording reducer described them), nor the running effects.
  static func stale(
    _ action: Action, before: State, after: State, sharedChanges: String? = nil,
    effectsBefore: [EffectID], effectsAfter: [EffectID]
  ) -> FuzzViolation? {
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
  static func unexpected(
    _ log: FuzzRecorder<Action>.Log, step: @autoclosure () -> String
  ) -> FuzzViolation? {
    guard let issue = log.firstIssue else { return nil }
    return FuzzViolation(
      .noUnexpectedIssue,
      details: """
        \(step()) raised a runtime issue. If the generator offers this input on purpose, out of \
        date, offer it as .stale(…) instead.

        \(Messages.indent(Messages.runtimeIssue(issue)))
        """,
      signature: place(of: issue)
    )
  }

  /// What the step's effects did: an action of theirs rejected by a presentation or element that
  /// has ended, or a runtime issue they raised.
  static func effects(
    _ log: FuzzRecorder<Action>.Log, after step: @autoclosure () -> String
  ) -> FuzzViolation? {
    // An effect's action that its target rejected, leaving everything as it was: the
    // presentation or element it was meant for has ended.
    for reduction in log.reductions {
      guard let issue = reduction.issues.first else { continue }
      let action = SwiftLiteral.text(of: reduction.action)
      guard !reduction.changedState else {
        return FuzzViolation(
          .noUnexpectedIssue,
          details: """
            After \(step()), an effect's action \(action) raised a runtime issue:

            \(Messages.indent(Messages.runtimeIssue(issue)))
            """,
          signature: place(of: issue)
        )
      }
      return FuzzViolation(
        .noEffectOutlivesItsOwner,
        details: """
          After \(step()), an effect delivered \(action), which was rejected: what it was meant \
          for is no longer there. An effect that feeds a presentation or an element must be \
          started by it (returned from its own reducer), so that it ends with it.

          \(Messages.indent(Messages.runtimeIssue(issue)))
          """,
        signature: place(of: issue)
      )
    }
    if let issue = log.otherIssues.first {
      return FuzzViolation(
        .noUnexpectedIssue,
        details: """
          After \(step()), an effect raised a runtime issue:

          \(Messages.indent(Messages.runtimeIssue(issue)))
          """,
        signature: place(of: issue)
      )
    }
    return nil
  }

  /// Two things presented at once.
  static func simultaneous(
    _ layout: PresentationLayout, after step: @autoclosure () -> String
  ) -> FuzzViolation? {
    guard let (first, second) = layout.simultaneous else { return nil }
    return FuzzViolation(
      .onePresentationAtATime,
      details: """
        After \(step()), two slots are full at once, neither inside the other:

          \(first.path) presents \(first.content)
          \(second.path) presents \(second.content)
        """,
      signature: "\(first.pattern) \(second.pattern)"
    )
  }

  /// No running effect is in the level of a presentation or element that has ended: by the
  /// store's own probes, and by what was seen to leave the state.
  static func placements(
    of machine: StoreStateMachine<Action>, in state: State, ended: EndedOwners,
    after step: @autoclosure () -> String
  ) -> FuzzViolation? {
    guard machine.runningCount > 0 else { return nil }
    let placements = StateRef.with(state) { machine.placements(rootState: StateAddress($0)) }
    for placement in placements {
      var owner: String?
      for level in placement.levels {
        if let id = level.key.base as? PresentationID, let place = ended.presentations[id] {
          owner = "the presentation \(place), which has ended"
        } else if ended.elements.contains(level.key) {
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
          After \(step()), an effect started by \
          \(SwiftLiteral.text(of: placement.origin.action.value)) is still running; it belongs \
          to \(owner).
          """
      )
    }
    return nil
  }

  /// The feature's invariants, in the order they were given.
  static func invariants(
    _ invariants: [(String, (FuzzSnapshot<State, Action>) -> Bool)],
    _ snapshot: FuzzSnapshot<State, Action>, after step: @autoclosure () -> String
  ) -> FuzzViolation? {
    for (description, holds) in invariants where !holds(snapshot) {
      // One line when nothing runs, so that the text ends with its last word.
      let effects =
        snapshot.runningEffects.isEmpty
        ? " none"
        : snapshot.runningEffects.map { "\n  \(SwiftLiteral.text(of: $0))" }.joined()
      return FuzzViolation(
        .invariant(description),
        details: """
          After \(step()), the invariant does not hold. The state:

          \(Messages.indent(Messages.describe(snapshot.state)))

          Effects running, by the action that started them:\(effects)
          """
      )
    }
    return nil
  }

  /// Where an issue was raised, as the identity of an unexpected-issue failure.
  static func place(of issue: RuntimeIssue) -> String {
    "\(issue.fileID):\(issue.line)"
  }
}

/// Presentations that ended, with where they were, and ids of elements no longer anywhere (both
/// as long as they are not back): what an effect still running must not belong to.
///
/// A stack's elements are listed under their levels' keys (id and identity, shown as `#n`), so an
/// effect of a popped screen is named "the element #n, which was removed".
@MainActor
struct EndedOwners {
  var presentations: [PresentationID: String] = [:]
  var elements: Set<AnyHashable> = []

  /// Notes what left between `previous` and `current`, and forgets what came back.
  mutating func track(from previous: PresentationLayout, to current: PresentationLayout) {
    let now = current.presentationIDs
    for slot in previous.presented {
      guard let id = slot.id, !now.contains(id) else { continue }
      presentations[id] = "\(slot.path) (\(slot.content))"
    }
    // An identity can come back: a slot that goes from one id to another and back, without
    // being emptied, presents its first identity again.
    for id in now { presentations[id] = nil }
    elements.formUnion(previous.elementIDs.subtracting(current.elementIDs))
    elements.subtract(current.elementIDs)
  }
}
