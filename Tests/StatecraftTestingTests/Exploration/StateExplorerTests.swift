import Foundation
import Statecraft
import StatecraftTesting
import Testing

/// The failures `body` records, captured.
@MainActor
func explorationFailures(_ body: @MainActor () async -> Void) async -> [CapturedFailure] {
  await capturingFailures(expectingSome: false) { await body() }
}

@MainActor
@Suite("StateExplorer")
struct StateExplorerTests {
  @Test("Two presentations at once: the shortest trace, and the one failure that shows it")
  func twoPresentations() async {
    var report: ExplorationReport<Overlapping.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Overlapping.State()) { Overlapping() }
        .explore(inputs: Overlapping.inputs)
    }
    #expect(failures.map(\.message) == [Self.twoPresentationsMessage])
    #expect(failures.first?.line == #line - 3)
    #expect(report?.trace == [.send(.openSheetTapped), .send(.sheet(.presented(.deleteTapped)))])
    #expect(report?.violation?.property == .check(.onePresentationAtATime))
    #expect(report?.violation?.description == Self.twoPresentationsMessage)
    #expect(report?.isComplete == false)
    #expect(report?.states == 5)
    #expect(report?.transitions == 4)
  }

  static let twoPresentationsMessage = """
    Exploring found that two things are presented at once.

      After send(.sheet(.presented(.deleteTapped))), two slots are full at once, neither inside \
    the other:

        $sheet presents Overlapping.Sheet.State
        $alert presents AlertState<Overlapping.Action.Alert>

    Shortest trace (2 steps; explored breadth first, no shorter trace fails):
      1. send(.openSheetTapped)
           sheet: nil → Overlapping.Sheet.State(text: "")
      2. send(.sheet(.presented(.deleteTapped)))
           alert: nil → AlertState<Overlapping.Action.Alert>(title: "Delete?", message: nil, \
    buttons: [])

    Found after 5 states and 4 transitions; report.testSource has the trace as a TestStore test.
    """

  @Test("Fixed, the same screen is proven: every state reachable, and nothing recorded")
  func overlappingFixed() async {
    var report: ExplorationReport<Overlapping.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Overlapping.State()) { Overlapping(isFixed: true) }
        .explore(inputs: Overlapping.inputs)
    }
    #expect(failures.isEmpty)
    #expect(report?.isComplete == true)
    #expect(report?.violation == nil)
    #expect(report?.trace == [])
    #expect(report?.testSource == "")
    #expect(report?.states == 4)
    #expect(report?.transitions == 10)
    #expect(report?.depth == 2)
    #expect(report?.frontier == 0)
    #expect(
      report?.description == """
        Explored Overlapping: 4 states, 10 transitions, depth 2; complete.
        Every property holds.
        Properties:
          holds: the fuzzer's checks
          holds: the reducer is deterministic
        Actions: 7 cases reached, none left.
        Presentations: 2 cases reached, none left.
        Presentation configurations (3): nothing presented; $sheet Overlapping.Sheet.State; \
        $alert AlertState<Overlapping.Action.Alert>.
        """)
    #expect(
      report?.graph == """
        flowchart TD
          c0["nothing presented"]
          c1["$sheet Overlapping.Sheet.State"]
          c2["$alert AlertState<Overlapping.Action.Alert>"]
          c0 --> c1
          c0 --> c2
          c1 --> c0
          c1 --> c2
          c2 --> c0
        """)
  }

  @Test("A plain optional alert left set under a sheet is two presentations at once")
  func plainAlertLeftSet() async {
    var report: ExplorationReport<Receipts.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Receipts.State()) { Receipts() }
        .explore(inputs: Receipts.inputs)
    }
    #expect(failures.count == 1)
    #expect(report?.violation?.property == .check(.onePresentationAtATime))
    #expect(report?.trace == [.send(.deleteTapped), .send(.alertButtonTapped(.confirm))])
    #expect(
      report?.violation?.details == """
        After send(.alertButtonTapped(.confirm)), two slots are full at once, neither inside the \
        other:

          alert presents AlertState<Receipts.Action.Alert>
          $receipt presents Receipts.Receipt.State
        """)
    let fixed = await StateExplorer(initialState: Receipts.State()) { Receipts(isFixed: true) }
      .explore(inputs: Receipts.inputs)
    #expect(fixed.isComplete && fixed.violation == nil)
    #expect(
      fixed.configurations == [
        "nothing presented", "alert AlertState<Receipts.Action.Alert>",
        "$receipt Receipts.Receipt.State",
      ])
  }

  @Test("A trap: the shortest trace to a state from which the goal cannot be reached (X4)")
  func trap() async {
    var report: ExplorationReport<Wizard.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Wizard.State()) { Wizard() }
        .canReturn("back to the start", to: Wizard.isAtStart)
        .explore(inputs: Wizard().inputs)
    }
    #expect(failures.count == 1)
    #expect(report?.violation?.property == .canReturn("back to the start"))
    #expect(report?.trace == [.send(.next), .send(.next), .send(.lock)])
    #expect(
      report?.violation?.details
        == "No sequence of steps leads from the state this trace reaches to a state where it holds."
    )
    #expect(
      report?.verdicts.last { $0.property == .canReturn("back to the start") }?.outcome == .fails)
    let fixed = await StateExplorer(initialState: Wizard.State()) { Wizard(isFixed: true) }
      .canReturn("back to the start", to: Wizard.isAtStart)
      .explore(inputs: Wizard(isFixed: true).inputs)
    #expect(fixed.violation == nil && fixed.isComplete)
    #expect(
      fixed.verdicts.contains {
        $0.property == .canReturn("back to the start") && $0.outcome == .holds
      })
  }

  @Test("A parent's timer outliving its sheet, with effects modelled: effect steps in the trace")
  func timerOutlivesSheet() async {
    var report: ExplorationReport<Stopwatches.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Stopwatches.State()) { Stopwatches() }
        .effects(
          .model { origin in origin == .openTapped ? [.send(.stopwatch(.presented(.tick)))] : [] }
        )
        .bounds(depth: 6)
        .explore(inputs: Stopwatches.inputs)
    }
    #expect(failures.count == 1)
    #expect(report?.violation?.property == .check(.noEffectOutlivesItsOwner))
    #expect(
      report?.violation?.steps == [
        .input(.send(.openTapped)), .input(.send(.stopwatch(.dismiss))),
        .effect(origin: .openTapped, outcome: .send(.stopwatch(.presented(.tick)))),
      ])
    #expect(
      report?.trace == [
        .send(.openTapped), .send(.stopwatch(.dismiss)), .send(.stopwatch(.presented(.tick))),
      ])
    // The stopwatch that starts its own ticks has them cancelled with it: nothing outlives it.
    let fixed = await StateExplorer(initialState: Stopwatches.State()) {
      Stopwatches(startsItsOwnTicks: true)
    }
    .effects(
      .model { origin in
        origin == .stopwatch(.presented(.startTapped))
          ? [.send(.stopwatch(.presented(.tick))), .finish] : [.finish]
      }
    )
    .bounds(depth: 6)
    .explore(inputs: Stopwatches.inputs)
    #expect(fixed.violation == nil)
    #expect(fixed.boundReached == .depth)
    #expect(fixed.coverage.actions.reached.contains(".stopwatch(.presented(.tick))"))
  }

  @Test("A reducer reading Date() is not deterministic: found at the step that reads it (X7)")
  func readsTheDate() async {
    var report: ExplorationReport<Stamped.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Stamped.State()) { Stamped() }
        .explore { _ in [.send(.tapped)] }
    }
    #expect(failures.count == 1)
    #expect(report?.violation?.property == .deterministicReducer)
    #expect(report?.trace == [.send(.tapped)])
    #expect(
      report?.violation?.details.hasPrefix(
        """
        send(.tapped), taken twice from the same state, reached two different states. The \
        reducer reads something besides its state and action: the date, a random number, a \
        dependency that keeps state of its own.
        """) == true)
    #expect(report?.violation?.details.contains("lastTap: Date(") == true)
  }

  @Test("A stale input that changes the state: caught on the transition, with its change")
  func staleChange() async {
    var report: ExplorationReport<Tally.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Tally.State()) { Tally() }
        .explore(inputs: Tally.inputs)
    }
    #expect(failures.count == 1)
    #expect(report?.violation?.property == .check(.staleInputChangesNothing))
    #expect(report?.trace == [.send(.removeTapped(1)), .stale(.removeTapped(1))])
  }

  @Test("Transition properties are checked on every edge, one into a state seen before too")
  func transitionIntoSeenState() async {
    var report: ExplorationReport<Switch.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Switch.State()) { Switch() }
        .transition("flip only when off") { before, input, _ in
          !before.isOn || input != .send(.flip)
        }
        .explore(inputs: Switch.inputs)
    }
    #expect(failures.count == 1)
    #expect(report?.violation?.property == .transition("flip only when off"))
    #expect(report?.trace == [.send(.on), .send(.flip)])
    #expect(
      report?.violation?.details == """
        After send(.flip), the transition property does not hold. What it changed:

            Switch.State(
          −   isOn: true
          +   isOn: false
            )

        (Before: −, After: +)
        """)
    // The edge leads to the initial state, reached long before: 2 states.
    #expect(report?.states == 2)
  }

  @Test("Counts: states with the initial one, every input taken, stale and self-loops included")
  func counts() async {
    let report = await StateExplorer(initialState: Switch.State()) { Switch() }
      .explore { state in Switch.inputs(state) + [.stale(state.isOn ? .on : .off)] }
    #expect(report.violation == nil)
    // From each of the two states: on, off, flip, and a stale tap on what is already so.
    #expect(report.states == 2)
    #expect(report.transitions == 8)
    #expect(report.depth == 1)
  }
}
