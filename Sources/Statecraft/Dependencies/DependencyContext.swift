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

// A case prints, dumps and debug-prints as it would with reflection names, in every build
// (``NamesItsCases``).
extension DependencyContext: NamesItsCases {
  package var caseName: String {
    switch self {
    case .live: "live"
    case .test: "test"
    case .preview: "preview"
    }
  }

  package static var namedCases: [(name: String, payloadType: (any Any.Type)?)] {
    [("live", nil), ("test", nil), ("preview", nil)]
  }
}

extension DependencyContext: CustomStringConvertible, CustomDebugStringConvertible {
  /// The case's name, as `print` shows a case: `live`.
  public var description: String { caseName }

  /// The case's qualified name, as `dump` and `debugPrint` show a case:
  /// `Statecraft.DependencyContext.live`.
  public var debugDescription: String { String(reflecting: Self.self) + "." + caseName }
}
