/// The error an unimplemented throwing dependency throws after reporting its use.
public struct UnimplementedFailure: Error, CustomStringConvertible {
  /// The name given to `unimplemented(_:)`.
  public let name: String

  /// "Unimplemented: " and the endpoint's name.
  public var description: String { "Unimplemented: \(name)" }
}

private func reportUnimplemented(_ name: String, at callSite: CallSite) {
  reportIssue(
    """
    Unimplemented: '\(name)' was called.

    Override it for this test with withDependencies, or on the TestStore's dependencies.
    """,
    at: callSite
  )
}

/// A dependency endpoint that reports each call as an issue (a test failure under a `TestStore`) and
/// then throws ``UnimplementedFailure``.
///
/// Build a dependency's `testValue` from these, so that a test fails when it uses an endpoint it
/// did not set up:
///
/// ```swift
/// static let testValue = CuentaClient(borrar: unimplemented("CuentaClient.borrar"))
/// ```
public func unimplemented<each Argument, Result>(
  _ name: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportUnimplemented(name, at: callSite)
    throw UnimplementedFailure(name: name)
  }
}

/// A throwing synchronous endpoint that reports each call and throws ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ name: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportUnimplemented(name, at: callSite)
    throw UnimplementedFailure(name: name)
  }
}

/// A non-throwing endpoint that reports each call and returns `placeholder`.
public func unimplemented<each Argument, Result>(
  _ name: String,
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportUnimplemented(name, at: callSite)
    return placeholder()
  }
}

/// A non-throwing asynchronous endpoint that reports each call and returns `placeholder`.
public func unimplemented<each Argument, Result>(
  _ name: String,
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportUnimplemented(name, at: callSite)
    return placeholder()
  }
}

/// A non-throwing endpoint without a result that reports each call.
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ name: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Void {
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportUnimplemented(name, at: callSite)
  }
}

/// A non-throwing asynchronous endpoint without a result that reports each call.
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ name: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Void {
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportUnimplemented(name, at: callSite)
  }
}

/// A value whose every use is up to you, reported once when it is created: for dependencies that
/// are plain values rather than functions.
public func unimplemented<Value>(
  _ name: String,
  placeholder: Value,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Value {
  reportUnimplemented(
    name, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  )
  return placeholder
}
