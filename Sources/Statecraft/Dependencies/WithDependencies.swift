/// Runs `operation` with dependencies changed by `update`.
///
/// Stores created inside `operation` start from these values, and reducers and effects that read
/// ``Dependency`` inside it see them.
///
/// ```swift
/// let store = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   Store(initialState: Feature.State()) { Feature() }
/// }
/// ```
///
/// - Parameters:
///   - update: Changes the current values.
///   - operation: The code to run with the changed values.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try values.withCurrent(inheritedByTasks: true, operation)
}

/// Runs asynchronous `operation` with dependencies changed by `update`.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try await update(&values)
  return try await DependencyValues.$inherited.withValue(values, operation: operation)
}
