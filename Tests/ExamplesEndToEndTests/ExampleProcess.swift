import Foundation
import Testing

/// Runs an example app as a user would, with its input piped in, and collects what it printed.
struct ExampleProcess {
  /// What the app printed and how it ended.
  struct Outcome {
    let output: String
    let errors: String
    let status: Int32
  }

  let name: String

  /// Runs the app to its end with `input` as its standard input.
  ///
  /// The app runs on a thread of its own, so the wait does not hold a thread that other tests'
  /// tasks need. It is stopped after ten seconds, so a hang fails the test instead of the run.
  func run(
    input: String, arguments: [String] = [], environment: [String: String] = [:]
  ) async throws -> Outcome {
    let executable = try Self.executable(named: name)
    return try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            try Self.runBlocking(executable, input, arguments, environment)
          }
        )
      }
      .start()
    }
  }

  private static func runBlocking(
    _ executable: URL, _ input: String, _ arguments: [String], _ environment: [String: String]
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = liveEnvironment(environment)
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    Self.ignoreBrokenPipes
    try process.run()
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 10, execute: watchdog)
    // An app may end before it reads its input (one given a bad flag ends at once): the write then
    // fails, and what the app printed is what the test looks at.
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return Outcome(
      output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self),
      status: process.terminationStatus
    )
  }

  /// Makes a write to an app that has already ended fail with `EPIPE` instead of ending the test
  /// process with `SIGPIPE` (whose default action is to terminate it): evaluated before a test
  /// first starts an app.
  static let ignoreBrokenPipes: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()

  /// This process's environment with `changes`, and without what would tell the app that tests
  /// are running: the app must run live, as a user's would.
  ///
  /// Inventario keeps its articles in a file: unless `changes` names one, each run gets a file of
  /// its own that does not exist yet, so every run starts as on a fresh machine (with the sample
  /// inventory) and no run sees another's articles.
  static func liveEnvironment(_ changes: [String: String]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment.merging(changes) { $1 }
    if changes["INVENTARIO_ARCHIVO"] == nil {
      environment["INVENTARIO_ARCHIVO"] = freshInventoryFile().path
    }
    environment["XCTestConfigurationFilePath"] = nil
    environment["XCTestBundlePath"] = nil
    return environment
  }

  /// The app's executable, built next to the test bundle (the test target depends on it).
  static func executable(named name: String) throws -> URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let bundles = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
      .map { $0.bundleURL.deletingLastPathComponent() }
    for directory in [testBinary, Bundle.main.bundleURL] + bundles {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw NotBuilt(name: name)
  }

  private struct NotBuilt: Error, CustomStringConvertible {
    let name: String
    var description: String { "The \(name) executable was not found next to the test bundle." }
  }
}

/// Checks that `texts` appear in `output` in this order, each after the previous one.
func expectInOrder(
  _ output: String, _ texts: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  var rest = output[...]
  for text in texts {
    guard let range = rest.range(of: text) else {
      Issue.record(
        "Not found in order: \(text)\n\nOutput:\n\(output)", sourceLocation: sourceLocation)
      return
    }
    rest = rest[range.upperBound...]
  }
}

/// A path for an inventory file that does not exist yet, in this test process's own directory.
func freshInventoryFile() -> URL {
  URL(fileURLWithPath: NSTemporaryDirectory())
    .appendingPathComponent("statecraft-end-to-end-\(ProcessInfo.processInfo.processIdentifier)")
    .appendingPathComponent(UUID().uuidString)
    .appendingPathComponent("inventario.json")
}
