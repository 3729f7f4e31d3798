import Foundation

/// Where the code is running, which decides the value of every dependency that is not overridden.
public enum DependencyContext: Sendable, Hashable {
  /// An app: dependencies use their `liveValue`.
  case live
  /// A process running tests: dependencies use their `testValue`.
  case test
  /// A preview: dependencies use their `previewValue`.
  case preview

  /// `.test` in a process that is running tests (Swift Testing or XCTest), `.live` otherwise.
  package static let current: DependencyContext = isRunningTests ? .test : .live

  private static var isRunningTests: Bool {
    let arguments = ProcessInfo.processInfo.arguments
    // `swift test` runs a `.xctest` bundle (an executable on Linux) and passes
    // `--testing-library` to it; Xcode runs tests inside `xctest` with a configuration file.
    if arguments.first.map({ $0.hasSuffix(".xctest") || $0.hasSuffix("/xctest") }) == true {
      return true
    }
    if arguments.contains("--testing-library") { return true }
    if arguments.contains(where: { $0.hasSuffix(".xctest") }) { return true }
    let environment = ProcessInfo.processInfo.environment
    return environment["XCTestConfigurationFilePath"] != nil
      || environment["XCTestBundlePath"] != nil
  }
}
