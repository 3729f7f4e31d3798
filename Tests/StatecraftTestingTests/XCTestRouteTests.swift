import Foundation
import Statecraft
import StatecraftTesting
import Testing
import XCTest

/// A TestStore failure inside an XCTest case must be an XCTest failure, at the step's line, and so
/// must a runtime issue raised outside a TestStore, at its own line.
///
/// corelibs XCTest has no expected-failure API, so the failing case runs in a child process (this
/// same test binary, asked to run only that XCTest case) and its output is read. The case does
/// nothing unless the environment asks for the probe, so it passes in a normal run.
final class XCTestRouteProbe: XCTestCase {
  static let environmentKey = "STATECRAFT_XCTEST_ROUTE_PROBE"
  static let failingLine = #line + 8

  @MainActor
  func testUnassertedChangeFails() async {
    guard ProcessInfo.processInfo.environment[Self.environmentKey] == "1" else { return }
    let store = TestStore(initialState: Loader.State()) {
      Loader(load: { [] })
    }
    await store.send(.loadTapped)
    await store.receive(.loaded([])) { $0.isLoading = false }
  }

  static let runtimeIssueLine = #line + 5

  func testRuntimeIssueFails() {
    guard ProcessInfo.processInfo.environment[Self.environmentKey] == "1" else { return }
    var choice = Loader.Action.first
    CasePath(Loader.Action.loaded).modify(&choice) { $0 = [] }
  }
}

@Suite("XCTest route")
struct XCTestRouteTests {
  @Test("Under XCTest, a TestStore failure is recorded with XCTFail at the step's line")
  func failureReachesXCTest() throws {
    let text = try Self.runProbe("testUnassertedChangeFails")
    #expect(text.contains("XCTestRouteTests.swift:\(XCTestRouteProbe.failingLine)"))
    #expect(
      text.contains(
        "The state changed after send(.loadTapped), but the test expected no change"
      )
    )
    #expect(text.contains("Executed 1 test, with 1 failure"))
  }

  @Test("Under XCTest, a runtime issue outside a TestStore is an XCTest failure at its line")
  func runtimeIssueReachesXCTest() throws {
    let text = try Self.runProbe("testRuntimeIssueFails")
    #expect(text.contains("XCTestRouteTests.swift:\(XCTestRouteProbe.runtimeIssueLine)"))
    #expect(
      text.contains(
        "failed - CasePath<Loader.Action, [Int]>.modify was given Loader.Action.first, which is "
          + "another case. Nothing was changed.\n"))
    #expect(text.contains("Executed 1 test, with 1 failure"))
    #expect(!text.contains("[Statecraft]"))
  }

  /// Runs one case of the probe in a child process; returns what it printed.
  private static func runProbe(_ name: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["StatecraftTestingTests.XCTestRouteProbe/\(name)"]
    process.environment = ProcessInfo.processInfo.environment.merging(
      [XCTestRouteProbe.environmentKey: "1"]
    ) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
    return text
  }
}
