/// Where in the user's code an API was called, kept to name it in runtime issues.
@usableFromInline
package struct CallSite: Sendable, Hashable, CustomStringConvertible {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  @usableFromInline
  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  @usableFromInline package var description: String { "\(fileID):\(line)" }

  @usableFromInline package static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.line == rhs.line && lhs.column == rhs.column else { return false }
    // The same literal, as a view's every update scopes from one line: its address compares
    // without making a string.
    if lhs.fileID.hasPointerRepresentation && rhs.fileID.hasPointerRepresentation
      && lhs.fileID.utf8Start == rhs.fileID.utf8Start
    {
      return true
    }
    return lhs.fileID.description == rhs.fileID.description
  }

  @usableFromInline package func hash(into hasher: inout Hasher) {
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
