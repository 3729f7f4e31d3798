import Testing

@testable import Statecraft

/// Collects the runtime issues reported while `body` runs, instead of printing them.
func withCapturedIssues<R>(
  _ body: () throws -> R
) rethrows -> (result: R, issues: [String]) {
  let issues = Locked<[String]>([])
  let result = try IssueReporting.$handler.withValue(
    IssueHandler { issue in issues.withLock { $0.append(issue.message) } }
  ) {
    try body()
  }
  return (result, issues.withLock { $0 })
}

/// Collects the runtime issues reported while `body` runs, and by the tasks it starts.
@MainActor
func withCapturedIssues<R>(
  _ body: @MainActor () async throws -> R
) async rethrows -> (result: R, issues: [String]) {
  let issues = Locked<[String]>([])
  let result = try await IssueReporting.$handler.withValue(
    IssueHandler { issue in issues.withLock { $0.append(issue.message) } }
  ) {
    try await body()
  }
  return (result, issues.withLock { $0 })
}

/// The runtime issues `body` reports, each with the line it names.
func reportedIssues(_ body: () -> Void) -> [(message: String, line: UInt)] {
  let issues = Locked<[(message: String, line: UInt)]>([])
  IssueReporting.$handler.withValue(
    IssueHandler { issue in issues.withLock { $0.append((issue.message, issue.line)) } }
  ) {
    body()
  }
  return issues.withLock { $0 }
}
