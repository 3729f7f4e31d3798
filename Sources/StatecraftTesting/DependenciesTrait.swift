public import Statecraft
public import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, with dependency values of
/// its own.
///
/// Add it with `.dependencies(_:)` or `.dependency(_:_:)` (static members of `Trait`). Stores
/// and test stores created in the test start from these values, and so does any
/// `@Dependency` read in the test itself:
///
/// ```swift
/// @MainActor
/// @Test(.dependencies { $0.continuousClock = ImmediateClock() })
/// func searchesRightAway() async {
///   let store = TestStore(initialState: Search.State()) { Search() }
///   // The store's clock is the immediate one.
/// }
/// ```
///
/// Each test (each case of a parameterized test) starts from fresh values, with a default of its
/// own for every key that is not overridden, so tests that Swift Testing runs in parallel never
/// share one (a `\.uuid` counter, a client that keeps state), and with `@Shared` values of its
/// own (a fresh `\.sharedStorage`, with an in-memory file system). On a suite the trait applies
/// to every test in it; a test's own trait applies on top of its suite's.
public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  private let update: @Sendable (inout DependencyValues) -> Void

  init(_ update: @escaping @Sendable (inout DependencyValues) -> Void) {
    self.update = update
  }

  /// On a suite, the trait applies to every test in it, each with values of its own.
  public var isRecursive: Bool { true }

  /// Runs `function` with the trait's dependency values current.
  ///
  /// - Parameters:
  ///   - test: The test or suite the trait applies to.
  ///   - testCase: The test case, for a test function.
  ///   - function: The test, or the next scope around it.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    // The outermost trait of a test starts from fresh values: nothing of another test (overrides,
    // defaults resolved and kept) carries over. A trait inside it (a test's, under its suite's)
    // changes what the outer one set.
    var values = Self.isApplied ? DependencyValues.current : DependencyValues()
    if !Self.isApplied {
      // Shared values of its own too, whatever the test's identity: parameterized cases apart.
      values.sharedStorage = SharedStorage(fileSystem: .inMemory())
    }
    update(&values)
    try await Self.$isApplied.withValue(true) {
      try await DependencyValues.$inherited.withValue(values) {
        try await function()
      }
    }
  }

  @TaskLocal private static var isApplied = false
}

extension Trait where Self == DependenciesTrait {
  /// A trait that runs the test, or each test of the suite, with dependency values of its own,
  /// changed by `update`.
  ///
  /// ```swift
  /// @Suite(.dependencies {
  ///   $0.continuousClock = ImmediateClock()
  ///   $0.uuid = .incrementing
  /// })
  /// struct SearchTests { ... }
  /// ```
  ///
  /// - Parameter update: Changes the values, which start from each key's default for a test.
  /// - Returns: The trait.
  public static func dependencies(
    _ update: @escaping @Sendable (inout DependencyValues) -> Void
  ) -> Self {
    DependenciesTrait(update)
  }

  /// A trait that runs the test, or each test of the suite, with dependency values of its own,
  /// `keyPath` set to `value`.
  ///
  /// ```swift
  /// @Test(.dependency(\.uuid, .constant(UUID(7))))
  /// func addsAnItem() async { ... }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to set.
  ///   - value: Its value in the test.
  /// - Returns: The trait.
  public static func dependency<Value: Sendable>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> Self {
    DependenciesTrait { $0[keyPath: keyPath] = value }
  }
}
