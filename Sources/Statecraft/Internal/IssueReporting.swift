import Foundation

/// A problem found while a feature runs: an action for state that is not there, a dismissal of
/// nothing, an unimplemented dependency that was used.
///
/// Statecraft never traps on such input (rule R10). Every runtime issue goes through
/// ``reportIssue(_:fileID:filePath:line:column:)``, which hands it to the handler installed for the
/// current task (a `TestStore` installs one that fails the running test) or, with none, to the
/// test that is running (``TestSupport``), or, outside tests, prints it to standard error with its
/// file and line and carries on.
@usableFromInline
package struct RuntimeIssue: Sendable, CustomStringConvertible {
  /// What went wrong and what to do about it.
  package let message: String
  /// Where the problem was detected: the call site of the API that reported it.
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  @usableFromInline
  package var description: String {
    "\(fileID):\(line): \(message)"
  }
}

/// Receives the runtime issues of one task and the tasks it starts.
///
/// A struct around the closure, not a bare closure, because Swift 6.3.1 on Linux was seen to crash
/// at `-O` on a `@TaskLocal` whose value is a closure.
package struct IssueHandler: Sendable {
  package let handle: @Sendable (RuntimeIssue) -> Void

  package init(_ handle: @escaping @Sendable (RuntimeIssue) -> Void) {
    self.handle = handle
  }
}

/// The routing of runtime issues: a task-local, so that each test's issues reach that test even when
/// tests run in parallel, and so that effects (which inherit task-locals) report to the same place.
package enum IssueReporting {
  @TaskLocal package static var handler: IssueHandler?

  /// Where an issue reported here now goes: the handler a synchronous call on this thread set
  /// (``withHandlerOnThisThread(_:_:)``), or else the task's.
  package static var current: IssueHandler? {
    ThreadContextRef.current.value.issueHandler ?? handler
  }

  /// Runs `body` with `handler` receiving the issues reported on this thread during the call:
  /// for a synchronous call (a test store's step and its assertion closure), without the
  /// task-local push of `$handler.withValue`. The effects a store starts in `body` take `handler`
  /// with them (their task's handler); other tasks started in `body` keep the task's.
  package static func withHandlerOnThisThread<R>(
    _ handler: IssueHandler, _ body: () throws -> R
  ) rethrows -> R {
    let context = ThreadContextRef.current
    let outer = context.value.issueHandler
    context.value.issueHandler = handler
    defer { context.value.issueHandler = outer }
    return try body()
  }
}

/// Reports a problem found while a feature runs, through the same funnel Statecraft uses for its
/// own runtime issues.
///
/// In an app the message goes to standard error, with the file and line, and the program carries
/// on. Under a `TestStore` (in a reducer it runs, or an effect it started) it is a failure of the
/// running test, recorded at the line of the test's step, with this call site named in the text.
/// Anywhere else in a Swift Testing or XCTest test whose target links `StatecraftTesting` (a plain
/// `Store`, a `CasePath`, a shared key) it is a failure of that test, recorded at this call site.
/// Use it in features and dependency clients for misuse that should never go unnoticed, but must
/// not crash a user's app:
///
/// ```swift
/// case .rowTapped(let id):
///   guard let row = state.rows[id: id] else {
///     reportIssue("Tapped a row that is not in the list: \(id)")
///     return .none
///   }
/// ```
///
/// - Parameters:
///   - message: What went wrong and what to do about it.
///   - fileID: The file of the call site; leave the default.
///   - filePath: The file path of the call site; leave the default.
///   - line: The line of the call site; leave the default.
///   - column: The column of the call site; leave the default.
public func reportIssue(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let issue = RuntimeIssue(
    message: message(), fileID: fileID, filePath: filePath, line: line, column: column
  )
  if let handler = IssueReporting.current {
    handler.handle(issue)
  } else if TestSupportLink.found?.recordIssue(issue) != true {
    FileHandle.standardError.write(Data("[Statecraft] \(issue)\n".utf8))
  }
}
