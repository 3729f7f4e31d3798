public import Foundation

/// Tells the current date; the `\.date` dependency.
///
/// Read it with `@Dependency(\.date) var date` and call `date.now` or `date()`. In tests it is
/// always `Date(timeIntervalSinceReferenceDate: 0)` unless the test sets another date:
///
/// ```swift
/// let store = TestStore(initialState: Journal.State()) {
///   Journal()
/// } withDependencies: {
///   $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
/// }
/// ```
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// Creates a generator from a function.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date.
  ///
  /// Setting it makes this generator tell that date from then on, as ``constant(_:)`` does:
  /// `$0.date.now = Date(timeIntervalSince1970: 0)` in `withDependencies`.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  public func callAsFunction() -> Date {
    generate()
  }

  /// The system's date.
  public static let live = Self { Date() }

  /// Always `date`.
  public static func constant(_ date: Date) -> Self {
    Self { date }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator.live
  static let testValue = DateGenerator.constant(Date(timeIntervalSinceReferenceDate: 0))
}

extension DependencyValues {
  /// Tells the current date: the system's in an app, a fixed date in tests.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
