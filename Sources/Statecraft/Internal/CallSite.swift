/// Where in the user's code an API was called, kept to name it in runtime issues.
@usableFromInline
struct CallSite: Sendable, Hashable, CustomStringConvertible {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  @usableFromInline var description: String { "\(fileID):\(line)" }

  @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column
      && lhs.fileID.description == rhs.fileID.description
  }

  @usableFromInline func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(column)
  }
}

/// Reports a runtime issue located at `callSite`.
func reportIssue(_ message: @autoclosure () -> String, at callSite: CallSite) {
  reportIssue(
    message(), fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
    column: callSite.column
  )
}
