import Statecraft
import Testing
import XCTest

/// Records a test failure in whichever framework is running the current test: Swift Testing when
/// a Swift Testing test is running in this task, XCTest otherwise.
///
/// Every failure of `StatecraftTesting` (and every runtime issue raised under a `TestStore`) goes
/// through here, and only here calls `Issue.record` or `XCTFail`.
func recordFailure(
  _ message: String,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  if let sink = FailureCapture.sink {
    sink.receive(CapturedFailure(message: message, fileID: fileID, line: line))
    return
  }
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: String(describing: fileID),
        filePath: String(describing: filePath),
        line: Int(line),
        column: Int(column)
      )
    )
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}

/// Routes the runtime issues raised while a `TestStore` step runs, and by the effects the step
/// starts, to the running test, recorded at the step's line (`site`); the text names where the
/// issue was raised (an `ifLet`, a `forEach`, an `unimplemented` endpoint) when that is in the
/// user's code.
func issueHandler(at site: SourceCallSite) -> IssueHandler {
  IssueHandler { issue in
    recordFailure(
      Messages.runtimeIssue(issue), fileID: site.fileID, filePath: site.filePath,
      line: site.line, column: site.column
    )
  }
}
