import Foundation
import Statecraft
import StatecraftTesting
import Testing

/// What becomes of `.run` effects, in each of `.ignore`, `.settle` and `.model`, and the rest of
/// what a report counts.
@MainActor
@Suite("Exploration effects")
struct ExplorationEffectsTests {
  @Test(".ignore: effects do not start, and are counted by the action that started them")
  func ignore() async {
    let report = await StateExplorer(initialState: Stopwatches.State()) {
      Stopwatches(startsItsOwnTicks: true)
    }
    .explore(inputs: Stopwatches.inputs)
    #expect(report.isComplete)
    #expect(report.states == 2)
    #expect(
      report.unfinishedEffects == [
        ".stopwatch(.presented(.startTapped))": 1, ".stopwatch(.presented(.closeTapped))": 1,
      ])
    #expect(
      report.description.contains(
        """
        .run effects not started (.ignore), by the action that started them:
          .stopwatch(.presented(.closeTapped)): 1 transition
          .stopwatch(.presented(.startTapped)): 1 transition
        """))
    #expect(!report.coverage.actions.reached.contains(".stopwatch(.presented(.tick))"))
  }

  @Test(".settle: each transition runs its effects and advances the clock, then cancels")
  func settle() async {
    let report = await StateExplorer(initialState: Stopwatches.State()) {
      Stopwatches(startsItsOwnTicks: true)
    }
    .effects(.settle(advancing: [.seconds(1)]))
    .sometimes("a tick arrived") { ($0.stopwatch?.ticks ?? 0) > 0 }
    .bounds(depth: 3)
    .explore(inputs: Stopwatches.inputs)
    #expect(report.violation == nil)
    #expect(report.coverage.actions.reached.contains(".stopwatch(.presented(.tick))"))
    #expect(report.unfinishedEffects[".stopwatch(.presented(.startTapped))", default: 0] > 0)
    #expect(
      report.description.contains(
        ".run effects still waiting when their transition ended, cancelled:"))
    // The close button dismisses through an effect, which runs: no stopwatch after it.
    #expect(
      report.configurations == ["nothing presented", "$stopwatch Stopwatches.Stopwatch.State"])
  }

  @Test(".settle: the fuzzer's checks run in each transition, on what its effects do too")
  func settleChecksEffects() async {
    var report: ExplorationReport<Ponger.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Ponger.State()) { Ponger() }
        .effects(.settle(advancing: []))
        .explore { _ in [.send(.pingTapped)] }
    }
    #expect(failures.count == 1)
    #expect(report?.violation?.property == .check(.noUnexpectedIssue))
    #expect(report?.trace == [.send(.pingTapped)])
    // Nothing carries over from one transition to the next: a parent's timer that outlives its
    // sheet across two transitions needs `.model` (see StateExplorerTests).
  }

  @Test(".model: every interleaving of effect outcomes and inputs, with effects in the key")
  func model() async {
    let report = await StateExplorer(initialState: Stopwatches.State()) {
      Stopwatches(startsItsOwnTicks: true)
    }
    .effects(.model { _ in [.finish] })
    .bounds(depth: 3)
    .explore(inputs: Stopwatches.inputs)
    // Nothing presented; presented; presented with a close effect, with a ticking effect (depth
    // 2); with two close effects, with one of each (reached from both orders: one state), with
    // two ticking effects (depth 3). A dismissal cancels the effects with their presentation,
    // and a finish leads back to a state seen.
    #expect(report.states == 7)
    #expect(report.transitions == 1 + 3 + 4 + 4)
    #expect(report.frontier == 3)
    #expect(report.unfinishedEffects.isEmpty)
  }

  @Test(".model: an effect that dismisses ends its presentation")
  func modelDismiss() async {
    let report = await StateExplorer(initialState: Stopwatches.State()) {
      Stopwatches(startsItsOwnTicks: true)
    }
    .effects(.model { origin in origin == .stopwatch(.presented(.closeTapped)) ? [.dismiss] : [] })
    .sometimes("closed from inside") { _ in true }
    .bounds(depth: 4)
    .explore { state in
      state.stopwatch == nil ? [.send(.openTapped)] : [.send(.stopwatch(.presented(.closeTapped)))]
    }
    #expect(report.violation == nil)
    #expect(report.graph.contains("c1 --> c0"))
  }

  @Test("Fingerprints reach the counts exact keys reach, and give TLC's estimate")
  func fingerprints() async {
    let exact = await StateExplorer(initialState: Tokens.State()) { Tokens() }
      .explore(inputs: Tokens.inputs)
    let hashed = await StateExplorer(initialState: Tokens.State()) { Tokens() }
      .bounds(storage: .fingerprints)
      .explore(inputs: Tokens.inputs)
    #expect(hashed.states == exact.states)
    #expect(hashed.transitions == exact.transitions)
    #expect(exact.collisionProbability == nil)
    // 3 states, 5 transitions: 3 × 2 / 2^64.
    #expect(hashed.collisionProbability == 6.0 / 18_446_744_073_709_551_616.0)
    #expect(hashed.description.contains("about 3.3e-19 (TLC's estimate)"))
  }

  @Test("Coverage: the action cases reduced and never reduced, the cases presented and not")
  func coverage() async {
    let report = await StateExplorer(initialState: Overlapping.State()) {
      Overlapping(isFixed: true)
    }
    .explore { state in
      state.sheet == nil ? [.send(.openSheetTapped)] : [.send(.sheet(.dismiss))]
    }
    #expect(report.coverage.actions.reached == [".openSheetTapped", ".sheet(.dismiss)"])
    #expect(
      report.coverage.actions.never == [
        ".alert(.dismiss)", ".alert(.presented(.confirmDelete))", ".deleteTapped",
        ".sheet(.presented(.deleteTapped))", ".sheet(.presented(.textChanged))",
      ])
    #expect(report.coverage.presentations.reached == ["$sheet Overlapping.Sheet.State"])
    #expect(report.coverage.presentations.never == ["$alert AlertState<Overlapping.Action.Alert>"])
  }

  @Test("Coverage counts a stack screen's actions by the screen's case and the action's case")
  func stackCoverage() async {
    let report = await StateExplorer(initialState: Trail.State()) { Trail() }
      .keyedByValue()
      .bounds(depth: 2)
      .explore(inputs: Trail.inputs(guarded: true))
    // Two steps: a screen is pushed, then warned; its alert's buttons are never offered.
    #expect(
      report.coverage.actions.reached == [
        ".nextTapped", ".path(.element(.warnTapped))", ".path(.popFrom)", ".path(.push)",
      ])
    #expect(
      report.coverage.actions.never == [
        ".path(.element(.alert(.dismiss)))", ".path(.element(.alert(.presented(.understood))))",
      ])
  }

  @Test("A configurations graph can name flags, for a screen that presents without slots")
  func namedPresentations() async {
    let report = await StateExplorer(initialState: Switch.State()) { Switch() }
      .presentations { $0.isOn ? ["light"] : [] }
      .explore(inputs: Switch.inputs)
    #expect(report.configurations == ["nothing presented", "light"])
    #expect(report.coverage.presentations.reached == ["light"])
    #expect(
      report.graph
        == "flowchart TD\n  c0[\"nothing presented\"]\n  c1[\"light\"]\n  c0 --> c1\n  c1 --> c0")
  }

  @Test("The test store of an explorer has its initial state, reducer and dependencies")
  func testStore() async {
    let explorer = StateExplorer(initialState: Tokens.State()) { Tokens() }
    let store = explorer.testStore()
    await store.send(.addTapped) { $0.tokens = [UUID(0)] }
  }
}
