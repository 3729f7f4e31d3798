/// A key for a dependency in ``DependencyValues``, with its value for each ``DependencyContext``.
///
/// Declare a key and a computed property on `DependencyValues`, then read it with ``Dependency``:
///
/// ```swift
/// struct CuentaClient: Sendable {
///   var borrar: @Sendable () async throws -> Void
/// }
///
/// extension CuentaClient: DependencyKey {
///   static let liveValue = CuentaClient(borrar: { try await api.deleteAccount() })
///   static let testValue = CuentaClient(borrar: unimplemented("CuentaClient.borrar"))
/// }
///
/// extension DependencyValues {
///   var cuentaClient: CuentaClient {
///     get { self[CuentaClient.self] }
///     set { self[CuentaClient.self] = newValue }
///   }
/// }
/// ```
///
/// Every store in a process that runs tests uses ``testValue``, so live work never leaks into a
/// test. A key that does not provide a `testValue` falls back to its `liveValue` and reports that it
/// did, which fails a `TestStore` test.
public protocol DependencyKey {
  /// The type of the dependency's value.
  associatedtype Value: Sendable
  /// The value used when the app runs.
  static var liveValue: Value { get }
  /// The value used while tests run. Prefer values that report their use, built with
  /// `unimplemented(_:)`, so a test states what it relies on.
  static var testValue: Value { get }
  /// The value used in previews. Defaults to ``liveValue``.
  static var previewValue: Value { get }
}

extension DependencyKey {
  /// The `liveValue`, after reporting that the key has no test value of its own (a test failure
  /// under a `TestStore`). Provide a `testValue` to keep live work out of tests.
  public static var testValue: Value {
    reportIssue(
      """
      \(typeName(Self.self)) has no testValue, so this test is using its liveValue.

      Give the key a testValue, or override the dependency in the test with withDependencies.
      """
    )
    return liveValue
  }

  /// The `liveValue`, unless the key provides a value for previews.
  public static var previewValue: Value { liveValue }
}
