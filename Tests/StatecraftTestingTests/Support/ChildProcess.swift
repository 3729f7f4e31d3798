import Foundation

/// Runs one suite of this test binary alone, in a child process: for tests that time steps on
/// the real clock, which the rest of the suite, holding the main actor or the cores, would
/// otherwise time instead.
///
/// The suite is enabled only in the child (`.enabled(if: ChildProcess.isRunning("TypeName"))`),
/// and a test of the parent runs it and reads how it ended.
enum ChildProcess {
  static let environmentKey = "STATECRAFT_CHILD_SUITE"

  /// Whether this process is the child that runs the suite of type `suite`.
  static func isRunning(_ suite: String) -> Bool {
    ProcessInfo.processInfo.environment[environmentKey] == suite
  }

  /// How a child's run of a suite ended: its exit status, how many tests passed, and its output
  /// (standard output and error, without colours), to show when it failed.
  struct Run {
    let status: Int32
    let passed: Int
    let text: String
  }

  /// Runs the suite of type `name` alone in a child process of this test binary under Swift Testing.
  static func run(_ name: String) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--testing-library", "swift-testing", "--filter", "\\.\(name)/"]
    process.environment = ProcessInfo.processInfo.environment.merging([environmentKey: name]) {
      $1
    }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).replacing(/\u{1B}\[[0-9;]*m/, with: "")
    let passed = text.split(separator: "\n").count {
      $0.contains("Test \"") && $0.contains("\" passed after")
    }
    return Run(status: process.terminationStatus, passed: passed, text: text)
  }
}
