import Foundation
import Statecraft
import Testing
import XCTest

/// Records a test failure in whichever framework is running the current test: Swift Testing when
/// a Swift Testing test is running in this task, XCTest otherwise.
///
/// Every failure of `StatecraftTesting` (and every runtime issue raised under a `TestStore`) goes
/// through here or through ``recordFailureInRunningTest(_:fileID:filePath:line:column:)``, and
/// only this file calls `Issue.record` or `XCTFail` (also for the skipped assertions a test asks to
/// see, which are no failure).
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
    recordInSwiftTesting(message, fileID: fileID, filePath: filePath, line: line, column: column)
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}

/// Records a failure in the test that is running, if one is, and says whether it did: a runtime
/// issue raised outside a `TestStore` fails the test it was raised in, and is printed otherwise.
///
/// A Swift Testing test is running when this task has one (effects inherit it); an XCTest case
/// when XCTest records the failure (it records nothing outside a case).
func recordFailureInRunningTest(
  _ message: String,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) -> Bool {
  if let sink = FailureCapture.sink {
    sink.receive(CapturedFailure(message: message, fileID: fileID, line: line))
    return true
  }
  if Test.current != nil {
    recordInSwiftTesting(message, fileID: fileID, filePath: filePath, line: line, column: column)
    return true
  }
  return XCTestFailures.record(message, filePath: filePath, line: line)
}

private func recordInSwiftTesting(
  _ message: String,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  Issue.record(
    Comment(rawValue: message),
    sourceLocation: SourceLocation(
      fileID: String(describing: fileID),
      filePath: String(describing: filePath),
      line: Int(line),
      column: Int(column)
    )
  )
}

/// Records what a non-exhaustive test store skipped (`showSkippedAssertions`) with the running test,
/// without failing it. Under Swift Testing, `report` as a known issue at the step's line: it is
/// listed with the test, in the run's order. Under XCTest, which has no issue that fails nothing,
/// `line` on standard output, where XCTest writes its own report, so it comes before the summary.
///
/// NB: not `print` under Swift Testing: standard output into a pipe is written out in blocks, the
/// last one at exit, so the text could come after the run's summary line, which Swift Testing
/// writes at once.
func recordSkippedAssertion(_ report: String, orPrint line: String, at site: SourceCallSite) {
  guard Test.current != nil else { return print(line) }
  withKnownIssue {
    Issue.record(
      Comment(rawValue: report),
      sourceLocation: SourceLocation(
        fileID: String(describing: site.fileID),
        filePath: String(describing: site.filePath),
        line: Int(site.line),
        column: Int(site.column)
      )
    )
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
