import Statecraft

/// An action an effect fed back, reduced when the effect delivered it, with the state after it
/// (rule R9): what `receive` asserts.
struct ReceivedAction<State, Action> {
  let action: Action
  /// The state right after the action was reduced.
  let state: State
  /// The step the action was reduced as: the effects it started belong to it. Its site is the
  /// site of ``senderStep`` until a step of the test takes the action (a `receive`, a skip), and
  /// that step's site after.
  let step: Int
  /// The step whose effect (or `.send`) fed it back.
  let senderStep: Int
  /// When it was reduced, as a message about what happened before says it.
  var reducedText: String { "the received action \(Messages.action(action)) was reduced" }
  let serial: UInt64
  /// The runtime issues raised while it was reduced, and by the effects it started.
  let issues: DeferredIssues
  /// The shared values the state held before and after it, and those changed outside a step
  /// before it (rules SH6, SH7): its changes belong to the step that takes it.
  var shared: SharedStep
  /// The stack element id generator around its reduction, for the closure of its `receive`.
  let stackIDs: StackIDSnapshot
  /// Set when a `send` went past the action while it was unasserted (and failed for it, with
  /// exhaustivity on): the state before the action. The action stays to be received (asserted
  /// from that state, leaving the test's state where the send left it) or skipped, as in TCA,
  /// and the end of the test does not report it again.
  var overtakenFrom: State?
}

/// Runtime issues raised while a received action was reduced (and later by the effects it
/// started), kept until a step of the test takes the action, then recorded at that step's line:
/// the failure points at the `receive` of the action that caused it, as it would if the action
/// had been reduced there.
final class DeferredIssues: Sendable {
  private let box = Locked<(site: SourceCallSite?, pending: [RuntimeIssue])>((nil, []))

  /// Routes issues here: kept while the action is untaken, recorded at once after.
  var handler: IssueHandler {
    IssueHandler { [self] issue in
      let site = box.withLock { box -> SourceCallSite? in
        if box.site == nil { box.pending.append(issue) }
        return box.site
      }
      if let site { Self.record(issue, at: site) }
    }
  }

  /// A step of the test took the action at `site`: records the issues kept so far there, and
  /// sends later ones there too.
  func resolve(at site: SourceCallSite) {
    let pending = box.withLock { box -> [RuntimeIssue] in
      guard box.site == nil else { return [] }
      box.site = site
      defer { box.pending = [] }
      return box.pending
    }
    for issue in pending { Self.record(issue, at: site) }
  }

  private static func record(_ issue: RuntimeIssue, at site: SourceCallSite) {
    recordFailure(
      Messages.runtimeIssue(issue), fileID: site.fileID, filePath: site.filePath,
      line: site.line, column: site.column
    )
  }
}

extension TestStore {
  /// Reduces the actions effects fed back, oldest first, each as the `Store` would when it is
  /// delivered (rules R1, R2, R9), and records each with the state after it. The runtime calls
  /// it when an effect delivers an action; a step calls it after reducing its own action, for
  /// the actions of `.send` effects.
  func reduceFedBack() {
    // An action fed back while one is being reduced waits its turn (R2): in the loop below, or
    // after the step's own action (a subscriber the reducer made fire sends on the main actor,
    // inside the reduction), as a `Store` queues it and reduces it once.
    guard !isReducingFedBack, runtime.canReduceHeld else { return }
    reduceHeldActions()
  }

  /// The loop of ``reduceFedBack()``, apart: the types it uses are looked up at run time on
  /// entry, which most steps, with nothing fed back, need not pay for.
  @inline(never)
  private func reduceHeldActions() {
    isReducingFedBack = true
    let (currentStep, currentFamily) = (runtime.step, runtime.family)
    defer {
      runtime.step = currentStep
      runtime.family = currentFamily
      isReducingFedBack = false
    }
    while let held = runtime.takeHeld() {
      // Until a step takes it, the action's site is that of the step that sent it.
      sites.append(site(of: held.step))
      let step = sites.count - 1
      runtime.step = step
      runtime.family = held.family
      let issues = DeferredIssues()
      let stackIDsBefore = stackElementIDs()
      let shared = reducingRecordingShared {
        IssueReporting.withHandlerOnThisThread(issues.handler) {
          runtime.reduce(held.action, group: nil)
        }
      }
      received.append(
        ReceivedAction(
          action: held.action, state: runtime.state, step: step, senderStep: held.step,
          serial: held.serial, issues: issues, shared: shared,
          stackIDs: StackIDSnapshot(before: stackIDsBefore, after: stackElementIDs()),
          overtakenFrom: nil
        )
      )
    }
  }

  /// Takes the oldest unasserted received action for a step at `site`: its issues, the effects
  /// it started and the shared changes made outside a step before it belong to that step from
  /// now on.
  func takeReceived(at site: SourceCallSite) -> ReceivedAction<State, Action>? {
    guard !received.isEmpty else { return nil }
    let next = received.removeFirst()
    sites[next.step] = site
    next.issues.resolve(at: site)
    reportChangedOutside(next.shared.outside, before: next.reducedText, at: site)
    return next
  }

  /// Takes every unasserted received action at `site` without asserting it (exhaustivity off, a
  /// skip, a send over them): the state moves on to where the last of them left it. Returns
  /// them.
  @discardableResult
  func passOverReceived(at site: SourceCallSite) -> [ReceivedAction<State, Action>] {
    var taken: [ReceivedAction<State, Action>] = []
    while let next = takeReceived(at: site) {
      if showsSkippedAssertions {
        Messages.printSkipped("Skipped received action:", Messages.action(next.action), at: site)
      }
      moveOn(past: next)
      taken.append(next)
    }
    return taken
  }

  /// The test's state moves on to where `action` left it, unless a send already went past it.
  func moveOn(past action: ReceivedAction<State, Action>) {
    guard action.overtakenFrom == nil else { return }
    assertedState = action.state
    assertedShared = action.shared.after
  }

  /// A `send` goes past the received actions not yet asserted (exhaustivity on): they stay to be
  /// received, each from the state before it, and the send starts from the state they left, as
  /// the feature's state is. Returns those it had not gone past before: the ones to report.
  func overtakeReceived() -> [ReceivedAction<State, Action>] {
    var overtaken: [ReceivedAction<State, Action>] = []
    // Those not gone past yet came after the last step: the first starts where it ended.
    var before = assertedState
    for index in received.indices where received[index].overtakenFrom == nil {
      received[index].overtakenFrom = before
      before = received[index].state
      overtaken.append(received[index])
    }
    if let last = overtaken.last {
      assertedState = last.state
      assertedShared = last.shared.after
    }
    return overtaken
  }
}
