import Foundation
import Statecraft
import Testing

@testable import StatecraftTesting

/// Rules X1-X7, one test or more each.
@MainActor
@Suite("Exploration rules")
struct ExplorationRulesTests {
  @Test("X1: the first violation is the one at the least depth, then in generator order")
  func firstViolationByDepthThenOrder() async {
    func explore(
      _ inputs: @escaping (Switch.State) -> [FuzzInput<Switch.Action>]
    ) async
      -> [FuzzInput<Switch.Action>]?
    {
      var trace: [FuzzInput<Switch.Action>]?
      _ = await explorationFailures {
        trace = await StateExplorer(initialState: Switch.State()) { Switch() }
          .invariant("off") { !$0.state.isOn }
          .explore(inputs: inputs)
          .trace
      }
      return trace
    }
    #expect(await explore { _ in [.send(.off), .send(.on), .send(.flip)] } == [.send(.on)])
    #expect(await explore { _ in [.send(.off), .send(.flip), .send(.on)] } == [.send(.flip)])
    // Depth before order: `.on` comes only after two steps, `.flip` in one.
    #expect(
      await explore { state in state.isOn ? [] : [.send(.off), .send(.flip)] } == [.send(.flip)])
  }

  @Test("X1: the same exploration reports the same on every run")
  func sameOnEveryRun() async {
    var reports: Set<String> = []
    for _ in 0..<20 {
      var report: ExplorationReport<Tokens.Action>?
      let failures = await explorationFailures {
        report = await StateExplorer(initialState: Tokens.State()) { Tokens() }
          .invariant("at most one token") { $0.state.tokens.count < 2 }
          .explore(inputs: Tokens.inputs)
      }
      let text = [
        report?.description ?? "", report?.testSource ?? "", "\(report?.trace ?? [])",
        failures.map(\.message).joined(),
      ]
      reports.insert(text.joined(separator: "\n"))
      let complete = await StateExplorer(initialState: Overlapping.State()) {
        Overlapping(isFixed: true)
      }
      .explore(inputs: Overlapping.inputs)
      reports.insert(complete.description + complete.graph)
    }
    #expect(reports.count == 2)
  }

  @Test("X2: a bound makes the exploration incomplete, with its numbers, and records nothing")
  func boundsGiveIncomplete() async {
    var depth: ExplorationReport<Counting.Action>?
    var states: ExplorationReport<Counting.Action>?
    let failures = await explorationFailures {
      depth = await StateExplorer(initialState: Counting.State()) { Counting() }
        .bounds(depth: 5)
        .explore(inputs: Counting.inputs)
      states = await StateExplorer(initialState: Counting.State()) { Counting() }
        .bounds(states: 3)
        .explore(inputs: Counting.inputs)
    }
    #expect(failures.isEmpty)
    #expect(depth?.isComplete == false)
    #expect(depth?.boundReached == .depth)
    #expect(depth?.states == 6)
    #expect(depth?.transitions == 5)
    #expect(depth?.depth == 5)
    #expect(depth?.frontier == 1)
    #expect(
      depth?.description == """
        Explored Counting: 6 states, 5 transitions, depth 5; within bounds: the depth bound was \
        reached, 1 state not expanded.
        Every property holds within bounds.
        Properties:
          holds within bounds: the fuzzer's checks
          holds within bounds: the reducer is deterministic
        Actions: 1 case reached, none left.
        Presentations: 0 cases reached, none left.
        Presentation configurations (1): nothing presented.
        """)
    #expect(states?.boundReached == .states)
    #expect(states?.states == 3)
    #expect(states?.frontier == 1)
  }

  @Test("X2: every state reached is checked, those at the depth bound too")
  func boundedSafetyIsExact() async {
    var report: ExplorationReport<Counting.Action>?
    _ = await explorationFailures {
      report = await StateExplorer(initialState: Counting.State()) { Counting() }
        .invariant("below 5") { $0.state.count < 5 }
        .bounds(depth: 5)
        .explore(inputs: Counting.inputs)
    }
    #expect(report?.violation?.property == .check(.invariant("below 5")))
    #expect(report?.trace.count == 5)
  }

  @Test("X3: a sometimes never reached fails, within bounds or not; reached, it holds")
  func sometimesNeverPassesVacuously() async {
    var report: ExplorationReport<Counting.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Counting.State()) { Counting() }
        .sometimes("reaches 10") { $0.count == 10 }
        .sometimes("reaches 2") { $0.count == 2 }
        .bounds(depth: 3)
        .explore(inputs: Counting.inputs)
    }
    #expect(report?.violation?.property == .sometimes("reaches 10"))
    #expect(report?.violation?.steps == [])
    #expect(report?.testSource == "")
    #expect(
      failures.map(\.message) == [
        """
        Exploring found that no state reached has “reaches 10”.

          No state has it: 4 states explored, within bounds.

        Explored 4 states and 3 transitions.
        """
      ])
    #expect(
      report?.verdicts.contains { $0.property == .sometimes("reaches 2") && $0.outcome == .holds }
        == true)
    let switchReport = await StateExplorer(initialState: Switch.State()) { Switch() }
      .sometimes("on") { $0.isOn }
      .explore(inputs: Switch.inputs)
    #expect(switchReport.violation == nil)
  }

  @Test("X4: a state whose future meets the frontier is unknown, counted, and not a pass")
  func unknownReturns() async {
    var report: ExplorationReport<Wizard.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Wizard.State()) { Wizard(isFixed: true) }
        .canReturn("back to the start", to: Wizard.isAtStart)
        .bounds(depth: 2)
        .explore(inputs: Wizard(isFixed: true).inputs)
    }
    #expect(failures.isEmpty)
    #expect(report?.violation == nil)
    #expect(
      report?.verdicts.first { $0.property == .canReturn("back to the start") }?.outcome
        == .unknown(states: 1))
    #expect(
      report?.description.contains("unknown for 1 state: canReturn “back to the start”") == true)
  }

  @Test("X5: a class of states is its first state; properties see that one, and it is reported")
  func abstraction() async {
    var seen: [Int] = []
    let report = await StateExplorer(initialState: Counting.State()) { Counting() }
      .abstracting { $0.count % 3 }
      .invariant("seen") { snapshot in
        seen.append(snapshot.state.count)
        return true
      }
      .explore(inputs: Counting.inputs)
    #expect(report.isComplete)
    #expect(report.states == 3)
    #expect(seen == [0, 1, 2])
    #expect(
      report.description.contains(
        "States are the classes of abstracting(by:), each represented by the first state of it "
          + "reached."))
  }

  @Test("X6: minted ids are renamed, so \"add, delete, add\" reaches the state \"add\" reached")
  func symmetry() async {
    let on = await StateExplorer(initialState: Tokens.State()) { Tokens() }
      .explore(inputs: Tokens.inputs)
    #expect(on.isComplete)
    #expect(on.states == 3)
    #expect(on.symmetricStates == 1)
    let off = await StateExplorer(initialState: Tokens.State()) { Tokens() }
      .symmetry(.off)
      .bounds(depth: 4)
      .explore(inputs: Tokens.inputs)
    #expect(!off.isComplete)
    #expect(off.states == 9)
    #expect(off.symmetricStates == 0)
  }

  @Test("X6 on a stack: ids minted by \\.stackElementID are renamed, each state counts its own")
  func stackSymmetry() async {
    let on = await StateExplorer(initialState: Screens.State()) { Screens() }
      .explore(inputs: Screens.inputs)
    // [], [#0: 0], [#0: 0, #1: 0]; removing the bottom screen of the last gives [#1: 0], the
    // stack "push" reached as [#0: 0].
    #expect(on.isComplete)
    #expect(on.states == 3)
    #expect(on.symmetricStates == 1)
    let off = await StateExplorer(initialState: Screens.State()) { Screens() }
      .symmetry(.off)
      .bounds(depth: 6)
      .explore(inputs: Screens.inputs)
    #expect(!off.isComplete)
    #expect(off.symmetricStates == 0)
  }

  @Test("X6: a stack's key keeps its order, past ten ids, and renames its ids")
  func renamedStackKeys() {
    var counters = MintCounters()
    counters[.stackElementID] = 12
    func stack(_ ids: [StackElementID], _ elements: [Int]) -> StackState<Int> {
      var stack = StackState<Int>()
      for (id, element) in zip(ids, elements) { stack[id: id] = element }
      return stack
    }
    let first = RenamedKey.of(stack([9, 10], [1, 2]), counters: counters)
    #expect(first != nil)
    #expect(first == RenamedKey.of(stack([2, 11], [1, 2]), counters: counters))
    #expect(first != RenamedKey.of(stack([9, 10], [2, 1]), counters: counters))
  }

  @Test("X6: symmetry changes the counts, not the verdict or the trace")
  func symmetryChangesOnlyCounts() async {
    var reports: [ExplorationReport<Tokens.Action>] = []
    for symmetry in [ExplorationSymmetry.on, .off] {
      _ = await explorationFailures {
        reports.append(
          await StateExplorer(initialState: Tokens.State()) { Tokens() }
            .invariant("never three deletions") { _ in true }
            .transition("a deletion leaves at most one token") { _, input, after in
              input == .send(.addTapped) || after.tokens.count <= 1
            }
            .symmetry(symmetry)
            .bounds(depth: 6)
            .explore(inputs: Tokens.inputs))
      }
    }
    #expect(reports[0].violation == nil && reports[1].violation == nil)
    #expect(
      reports[0].verdicts.map(\.outcome) == [
        .holds, .holds, .holds, .holds, .holds, .holds, .holds,
      ])
    #expect(reports[1].verdicts.allSatisfy { $0.outcome == .holdsWithinBounds })
    #expect(reports[0].states < reports[1].states)
  }

  @Test("X6: keys rename minted ids by first appearance, and leave other ids as they are")
  func renamedKeys() {
    var counters = MintCounters()
    counters[.uuid] = 4
    let first = RenamedKey.of([UUID(3), UUID(1)], counters: counters)
    let second = RenamedKey.of([UUID(0), UUID(2)], counters: counters)
    #expect(first != nil && first == second)
    #expect(RenamedKey.of([UUID(0), UUID(0)], counters: counters) != first)
    // Not minted: UUID(9) is beyond the counter, so it is itself.
    #expect(RenamedKey.of([UUID(9)], counters: counters) == nil)
    #expect(
      RenamedKey.of([UUID(9), UUID(1)], counters: counters)
        != RenamedKey.of([UUID(8), UUID(1)], counters: counters))
    #expect(
      RenamedKey.of(["a": UUID(1), "b": UUID(2)], counters: counters)
        == RenamedKey.of(["b": UUID(3), "a": UUID(0)], counters: counters))
  }

  @Test("X7: a replay that misses its stored state is a non-deterministic reducer, at its step")
  func replayMisses() async {
    let drift = Drift()
    var report: ExplorationReport<Drifting.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Drifting.State()) { Drifting(drift: drift) }
        .invariant("fewer than three taps") { snapshot in
          // What the reducer reads changes once the exploration is under way: a replay of the
          // trace from the start takes its first step differently.
          if snapshot.state.taps == 2 { drift.value.withLock { $0 = 1 } }
          return snapshot.state.taps < 3
        }
        .explore { _ in [.send(.tapped)] }
    }
    #expect(report?.violation?.property == .deterministicReducer)
    #expect(report?.trace == [.send(.tapped)])
    #expect(
      failures.first?.message.hasPrefix(
        """
        Exploring found that the reducer is not deterministic.

          The replay of step 1, send(.tapped), reached another state than exploring it did. The \
        reducer reads something besides its state and action: the date, a random number, a \
        dependency that keeps state of its own. The state replayed:

            Drifting.State(
              taps: 1,
              mark: 1
            )
        """) == true)
  }
}

/// What a reducer reads besides its state: a value the test changes.
final class Drift: Sendable {
  let value = Locked(0)
}

/// A counter that marks each tap with what `drift` holds.
struct Drifting: Reducer {
  let drift: Drift

  struct State: Hashable {
    var taps = 0
    var mark = 0
  }

  enum Action: Equatable { case tapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.taps += 1
    state.mark = drift.value.withLock { $0 }
    return .none
  }
}
