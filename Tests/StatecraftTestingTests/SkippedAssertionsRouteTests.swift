import Foundation
import Statecraft
import StatecraftTesting
import Testing
import XCTest

/// What `showSkippedAssertions` shows reaches the test's own report, in its order: under Swift
/// Testing a known issue at the step's line, under XCTest a line of XCTest's output, both before
/// the run's summary line.
///
/// A run's order shows only in its output, so each probe runs in a child process (this same test
/// binary, asked to run only the probe) and its output is read. A probe does nothing unless the
/// environment asks for it, so it passes, silent, in a normal run.
enum SkippedAssertionsProbe {
  static let environmentKey = "STATECRAFT_SKIPPED_ASSERTIONS_PROBE"
  static let file = "StatecraftTestingTests/SkippedAssertionsRouteTests.swift"

  /// The scenario of both probes: one skipped change, at `line`.
  static let line = #line + 6
  @MainActor
  static func run() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.chained)
    await store.skipReceivedActions(strict: false)
  }

  static var isRequested: Bool {
    ProcessInfo.processInfo.environment[environmentKey] == "1"
  }

  /// Runs this test binary with `arguments` and the probe requested; returns what it printed, its
  /// standard output and error together, as a terminal shows them, without colors (Swift Testing
  /// colors its output when the environment says the terminal can, also into a pipe).
  static func output(of arguments: [String]) throws -> (text: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging([environmentKey: "1"]) {
      $1
    }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (text.replacing(/\u{1B}\[[0-9;]*m/, with: ""), process.terminationStatus)
  }
}

@Suite("Skipped assertions probe")
struct SkippedAssertionsSwiftTestingProbe {
  @Test func showsSkipped() async {
    guard SkippedAssertionsProbe.isRequested else { return }
    await SkippedAssertionsProbe.run()
  }
}

final class SkippedAssertionsXCTestProbe: XCTestCase {
  @MainActor
  func testShowsSkipped() async {
    guard SkippedAssertionsProbe.isRequested else { return }
    await SkippedAssertionsProbe.run()
  }
}

@Suite("Skipped assertions route")
struct SkippedAssertionsRouteTests {
  @Test("Under Swift Testing, each skipped assertion is a known issue, before the run's summary")
  func swiftTesting() throws {
    let (text, status) = try SkippedAssertionsProbe.output(of: [
      "--testing-library", "swift-testing", "--filter", "SkippedAssertionsSwiftTestingProbe",
    ])
    #expect(status == 0)
    let lines = text.split(separator: "\n").map(String.init)
    let known = lines.indices.filter {
      lines[$0].contains(
        "recorded a known issue at SkippedAssertionsRouteTests.swift:\(SkippedAssertionsProbe.line):"
      )
    }
    let summary = lines.firstIndex { $0.contains("Test run with 1 test") }
    // Each issue's text follows its line: the skipped action, under what was skipped.
    let texts = known.map { lines[($0 + 1)...].prefix(2).joined(separator: "\n") }
    #expect(texts.count == 2, "\(text)")
    #expect(texts.allSatisfy { $0.contains("Skipped received action:") }, "\(text)")
    #expect(texts.first?.hasSuffix("  .first") == true, "\(text)")
    #expect(texts.last?.hasSuffix("  .second") == true, "\(text)")
    #expect(summary.map { end in known.allSatisfy { $0 < end } } == true, "\(text)")
    #expect(!text.contains("[StatecraftTesting]"), "\(text)")
  }

  @Test("Under XCTest, each skipped assertion is a line of XCTest's output, before its summary")
  func xcTest() throws {
    let (text, status) = try SkippedAssertionsProbe.output(of: [
      "StatecraftTestingTests.SkippedAssertionsXCTestProbe/testShowsSkipped"
    ])
    #expect(status == 0)
    let lines = text.split(separator: "\n").map(String.init)
    let skipped = lines.indices.filter {
      lines[$0]
        == "[StatecraftTesting] \(SkippedAssertionsProbe.file):\(SkippedAssertionsProbe.line): "
        + "Skipped received action:"
    }
    let summary = lines.firstIndex { $0.contains("Executed 1 test") }
    #expect(skipped.count == 2, "\(text)")
    #expect(summary.map { end in skipped.allSatisfy { $0 < end } } == true, "\(text)")
  }
}
