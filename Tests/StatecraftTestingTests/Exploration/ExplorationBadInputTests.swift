import Foundation
import Statecraft
import StatecraftTesting
import Testing

/// Bad input: a failure with a clear message, and nothing explored. (A state that is neither
/// `Hashable` nor abstracted is a compile error: `explore` needs a `Hashable` key.)
@MainActor
@Suite("Exploration bad input")
struct ExplorationBadInputTests {
  @Test(
    "Bounds below one: a failure at the call site, nothing explored",
    arguments: [
      (0, 10, nil), (5, 0, nil), (5, 10, Duration.zero),
    ] as [(Int, Int, Duration?)])
  func badBounds(depth: Int, states: Int, time: Duration?) async {
    var report: ExplorationReport<Counting.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Counting.State()) { Counting() }
        .bounds(depth: depth, states: states, time: time)
        .explore(inputs: Counting.inputs)
    }
    let timeText = time.map { ", time \($0)" } ?? ""
    #expect(
      failures.map(\.message) == [
        "StateExplorer.bounds needs bounds above zero; it was given depth \(depth), states "
          + "\(states)\(timeText), and explored nothing."
      ])
    #expect(failures.map(\.line) == [#line - 8])
    #expect(report?.states == 0)
    #expect(report?.transitions == 0)
  }

  @Test("An initial state that raises a runtime issue: reported with it, nothing explored")
  func initialStateIssue() async {
    func reporting() -> Counting.State {
      reportIssue("The initial state could not be read.")
      return Counting.State()
    }
    let reportedAt = #line - 3
    var report: ExplorationReport<Counting.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: reporting()) { Counting() }
        .explore(inputs: Counting.inputs)
    }
    #expect(
      failures.map(\.message) == [
        """
        StateExplorer explored nothing: making the initial state raised a runtime issue.

          The initial state could not be read.

            Raised at: StatecraftTestingTests/ExplorationBadInputTests.swift:\(reportedAt)
        """
      ])
    #expect(report?.states == 0)
  }

  @Test("A generator that offers nothing at the start: nothing to explore")
  func nothingToExplore() async {
    var report: ExplorationReport<Counting.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Counting.State()) { Counting() }
        .explore { _ in [] }
    }
    #expect(
      failures.map(\.message) == [
        """
        StateExplorer explored nothing: the generator offers no input in the initial state. \
        Return the inputs the screen offers there.
        """
      ])
    #expect(report?.states == 0)
  }

  @Test("Clock inputs outside .settle: reported once, and skipped")
  func clockInputs() async {
    var report: ExplorationReport<Counting.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Counting.State()) { Counting() }
        .bounds(depth: 3)
        .explore { _ in [.advanceClock(by: .seconds(1)), .send(.incremented)] }
    }
    #expect(
      failures.map(\.message) == [
        """
        StateExplorer skipped the generator's clock inputs, such as advanceClock(by: \
        .seconds(1)): no effect runs on a clock in this exploration. Explore with \
        .effects(.settle(advancing:)) to advance the clock in every transition. (Reported once.)
        """
      ])
    #expect(report?.states == 4)
    #expect(report?.transitions == 3)
  }

  @Test(
    "Shared state with effects run in tasks, or with a transition property: refused, naming where",
    arguments: [false, true])
  func sharedStateRefused(readerOnly: Bool) async {
    var reports: [ExplorationReport<Sharing.Action>] = []
    let failures = await explorationFailures {
      let explorer = StateExplorer(initialState: Sharing.State(readerOnly: readerOnly)) {
        Sharing()
      }
      .keyedByValue()
      reports.append(
        await explorer.effects(.settle(advancing: [])).explore { _ in [.send(.tapped)] })
      reports.append(
        await explorer.transition("any") { _, _, _ in true }.explore { _ in [.send(.tapped)] })
    }
    let path = readerOnly ? "settings.reader" : "settings.writer"
    #expect(
      failures.map(\.message) == [
        """
        StateExplorer explored nothing: the state holds shared state at \(path), and \
        .effects(.settle(advancing:)) runs effects in tasks, which change the shared values of \
        every state at once. Explore it with .effects(.ignore) or .effects(.model(outcomes:)), \
        where each state keeps its own shared values.
        """,
        """
        StateExplorer explored nothing: the state holds shared state at \(path), and a \
        transition property would read the same value of it in the state before the step and in \
        the state after (both hold one box). Check what the step does in an invariant or a \
        sometimes property instead.
        """,
      ])
    #expect(reports.map(\.states) == [0, 0])
  }
}
