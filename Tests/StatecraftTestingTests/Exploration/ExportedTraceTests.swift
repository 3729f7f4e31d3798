import Foundation
import Statecraft
import StatecraftTesting
import Testing

@MainActor
@Suite("Exported traces")
struct ExportedTraceTests {
  static let explorer = StateExplorer(initialState: Overlapping.State()) { Overlapping() }

  static var exportedFile: String { fixture("ExportedTrace.swift") }

  /// The text of a fixture beside this file.
  static func fixture(_ name: String) -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(name)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  /// The lines between a fixture's markers, without the indentation of the markers.
  static func exported(in file: String) throws -> (text: String, firstLine: Int) {
    let lines = file.components(separatedBy: "\n")
    let begin = try #require(lines.firstIndex { $0.hasSuffix("// exported:begin") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("// exported:end") })
    let indent = lines[begin].prefix { $0 == " " }.count
    let text = lines[(begin + 1)..<end].map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
      .joined(separator: "\n")
    return (text, begin + 2)
  }

  @Test(
    """
    A trace whose states and reducer Swift can write is a test of its own, which replays a stale \
    input in a known issue and fails at its last line
    """
  )
  func standaloneTest() async throws {
    var report: ExplorationReport<Tally.Action>?
    _ = await explorationFailures {
      report = await StateExplorer(initialState: Tally.State()) { Tally() }
        .explore(inputs: Tally.inputs)
    }
    let file = Self.fixture("ExportedTest.swift")
    #expect(try Self.exported(in: file).text == report?.testSource)

    // The pasted test, run: its stale input raises its known issue, and its last line fails.
    let lines = file.components(separatedBy: "\n")
    let lastLine = try #require(lines.firstIndex { $0.contains("#expect(store.state != ") }) + 1
    await withKnownIssue {
      await ExportedTest().exploredTrace()
    } matching: { issue in
      issue.sourceLocation?.fileName == "ExportedTest.swift"
        && issue.sourceLocation?.line == lastLine
    }
  }

  @Test("A trace takes the explorer when withDependencies changes a dependency, and says so")
  func dependenciesTakeTheExplorer() async {
    var report: ExplorationReport<Tally.Action>?
    _ = await explorationFailures {
      report = await StateExplorer(initialState: Tally.State()) {
        Tally()
      } withDependencies: {
        $0.uuid = .incrementing
      }
      .explore(inputs: Tally.inputs)
    }
    let lines = report?.testSource.components(separatedBy: "\n") ?? []
    #expect(
      Array(lines.prefix(5)) == [
        "/// The trace StateExplorer found: a stale input changed the feature.",
        "///",
        "/// It takes the explorer: the explorer's withDependencies changes dependencies, which "
          + "only the explorer can give a test store.",
        "@MainActor",
        "func exploredTrace(_ explorer: StateExplorerOf<Tally>) async {",
      ])
    #expect(
      lines.last(where: { !$0.hasPrefix("}") })
        == "  explorer.check(store, after: .stale(.removeTapped(1)), from: before)")
  }

  @Test("The exported test, compiled, fails at its last line for the check the explorer found")
  func exportedTestFailsAtItsLastLine() async throws {
    var report: ExplorationReport<Overlapping.Action>?
    _ = await explorationFailures {
      report = await Self.explorer.explore(inputs: Overlapping.inputs)
    }
    let file = Self.exportedFile
    #expect(try Self.exported(in: file).text == report?.testSource)

    let failures = await explorationFailures { await exploredTrace(Self.explorer) }
    let lines = file.components(separatedBy: "\n")
    let lastLine = try #require(lines.lastIndex { $0.hasPrefix("  explorer.check(store)") }) + 1
    #expect(failures.map(\.line) == [lastLine])
    #expect(failures.first?.fileID.hasSuffix("ExportedTrace.swift") == true)
    #expect(
      failures.map(\.message) == [
        """
        StateExplorer.check found that two things are presented at once.

          After the steps, two slots are full at once, neither inside the other:

            $sheet presents Overlapping.Sheet.State
            $alert presents AlertState<Overlapping.Action.Alert>
        """
      ])
  }

  @Test("check passes in a state where every property holds")
  func checkPasses() async {
    let store = Self.explorer.testStore()
    store.exhaustivity = .off
    await store.send(.openSheetTapped)
    let failures = await explorationFailures { Self.explorer.check(store) }
    #expect(failures.isEmpty)
  }

  @Test("check of a transition fails at its line for a transition property that does not hold")
  func checkTransition() async {
    let explorer = StateExplorer(initialState: Switch.State()) { Switch() }
      .transition("flip only when off") { before, input, _ in !before.isOn || input != .send(.flip)
      }
    let store = explorer.testStore()
    await store.send(.on) { $0.isOn = true }
    let before = store.state
    await store.send(.flip) { $0.isOn = false }
    let failures = await explorationFailures {
      explorer.check(store, after: .send(.flip), from: before)
    }
    #expect(failures.map(\.line) == [#line - 2])
    #expect(
      failures.map(\.message) == [
        """
        StateExplorer.check found that the transition property “flip only when off” does not \
        hold.

          After send(.flip), the transition property does not hold. What it changed:

              Switch.State(
            −   isOn: true
            +   isOn: false
              )

          (Before: −, After: +)
        """
      ])
  }

  @Test("A trace that started a .run effect marks the step: a test store runs it")
  func marksRunEffects() async {
    var report: ExplorationReport<Stopwatches.Action>?
    _ = await explorationFailures {
      report = await StateExplorer(initialState: Stopwatches.State()) { Stopwatches() }
        .invariant("no stopwatch") { $0.state.stopwatch == nil }
        .explore(inputs: Stopwatches.inputs)
    }
    #expect(
      report?.testSource == """
        /// The trace StateExplorer found: the invariant “no stopwatch” does not hold.
        @MainActor
        @Test func exploredTrace() async {
          let clock = TestClock()
          let store = TestStore(initialState: Stopwatches.State(stopwatch: nil)) {
            Stopwatches(startsItsOwnTicks: false)
          } withDependencies: {
            $0.continuousClock = clock
          }
          store.exhaustivity = .off
          // Started a .run effect: the test store runs it, the exploration did not.
          await store.send(.openTapped)
          // stopwatch: nil → Stopwatches.Stopwatch.State(ticks: 0)
          // Here the invariant “no stopwatch” does not hold: the test fails until the trace \
        reaches another state.
          #expect(store.state != Stopwatches.State(stopwatch: .init(ticks: 0)))
        }
        """)
  }
}
