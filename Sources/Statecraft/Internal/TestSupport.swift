/// What StatecraftTesting lends the core while a test runs: the running test, for runtime issues
/// raised outside a `TestStore`, and the settling of a plain `Store`'s effects, for a `TestClock`.
///
/// The core cannot import StatecraftTesting, and a test calls nothing that would hand it over: a
/// test of a plain `Store` or of a `CasePath` may never touch StatecraftTesting. So the core finds
/// it by name (``TestSupportLink``), in a process that is running tests and links it; an app, or a
/// test target that does not link it, finds nothing and keeps the behaviour without it.
package protocol TestSupport: Sendable {
  /// Records `issue` as a failure of the test that is running, at the issue's call site; `false`
  /// when no test is running here (the caller then prints it).
  static func recordIssue(_ issue: RuntimeIssue) -> Bool

  /// The executor a plain store's effects run on in a test: its work is counted, so that a
  /// `TestClock` among `dependencies` waits for it to settle before and after it wakes sleepers.
  @MainActor
  static func makeEffectExecutor(for dependencies: DependencyValues) -> (any TaskExecutor)?

  /// Waits until the work of `executor` (one from ``makeEffectExecutor(for:)``) has settled.
  @MainActor
  static func settle(_ executor: any TaskExecutor) async
}

/// The ``TestSupport`` of this process, if it runs tests and links StatecraftTesting.
package enum TestSupportLink {
  /// The mangled name of StatecraftTesting's conformance, `StatecraftTesting.CoreHooks`: a type
  /// is found by its mangled name, which does not depend on the symbols the linker exports.
  static let mangledName = "17StatecraftTesting9CoreHooksO"

  /// Found once, on first use.
  package static let found: (any TestSupport.Type)? = {
    guard DependencyContext.current == .test else { return nil }
    return RuntimeSymbol.type(named: mangledName) as? any TestSupport.Type
  }()
}
