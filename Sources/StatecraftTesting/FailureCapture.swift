import Statecraft

/// A failure that `StatecraftTesting` would have recorded, captured instead by a test of the
/// library that checks its text.
package struct CapturedFailure: Sendable, Equatable {
  /// The whole text of the failure.
  package let message: String
  /// Where the failure would have been recorded.
  package let fileID: String
  package let line: Int

  init(message: String, fileID: StaticString, line: UInt) {
    self.message = message
    self.fileID = fileID.description
    self.line = Int(line)
  }
}

/// Receives the failures of one task and the tasks it starts, instead of the test framework.
///
/// A struct around the closure, not a bare closure, for the same reason as `IssueHandler`: a
/// `@TaskLocal` whose value is a closure was seen to crash at `-O` on Linux.
package struct FailureSink: Sendable {
  package let receive: @Sendable (CapturedFailure) -> Void

  package init(_ receive: @escaping @Sendable (CapturedFailure) -> Void) {
    self.receive = receive
  }
}

/// Where failures go while a test of the library captures them: a task-local, so that each
/// test (and the effects it starts, which inherit it) captures only its own, in parallel.
///
/// A test that checks failure texts through the test framework's known issues prints a block for
/// each one in a passing run; through the sink, a passing run prints nothing of them. Tests of the
/// integration with the test frameworks themselves keep using `withKnownIssue` or
/// `XCTExpectFailure`.
package enum FailureCapture {
  @TaskLocal package static var sink: FailureSink?
}

/// Runs `body` and returns the failures it would have recorded, in order, without recording them.
///
/// With `expectingSome` (the default), a run that records none is itself a failure of the running
/// test ("Expected a failure, none happened."), recorded at the caller's line, as `withKnownIssue`
/// does when no issue comes; without it, a caller compares the result with what it expects, `[]`
/// included.
///
/// - Parameters:
///   - expectingSome: Whether a run without any failure fails the test.
///   - body: The code whose failures to capture.
/// - Returns: The failures, in the order they were recorded.
package func capturingFailures(
  expectingSome: Bool = true,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () async throws -> Void
) async rethrows -> [CapturedFailure] {
  let captured = LockIsolated<[CapturedFailure]>([])
  try await FailureCapture.$sink.withValue(
    FailureSink { failure in captured.withValue { $0.append(failure) } }
  ) {
    try await body()
  }
  let failures = captured.withValue { $0 }
  if expectingSome, failures.isEmpty {
    recordFailure(
      "Expected a failure, none happened.", fileID: fileID, filePath: filePath, line: line,
      column: column
    )
  }
  return failures
}
