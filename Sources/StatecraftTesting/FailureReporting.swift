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

/// Routes the runtime issues of a `TestStore` and of the effects it starts to the running test.
let failingIssueHandler = IssueHandler { issue in
  recordFailure(
    issue.message, fileID: issue.fileID, filePath: issue.filePath, line: issue.line,
    column: issue.column
  )
}
