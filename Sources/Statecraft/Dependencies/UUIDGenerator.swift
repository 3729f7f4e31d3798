public import Foundation

/// Makes UUIDs; the `\.uuid` dependency.
///
/// Read it with `@Dependency(\.uuid) var uuid` and call it: `uuid()`. In an app it makes random
/// UUIDs; in tests it counts up from `00000000-0000-0000-0000-000000000000`, separately in each
/// store, so tests can assert exact ids.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator from a function.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// Makes a UUID.
  public func callAsFunction() -> UUID {
    generate()
  }

  /// Random UUIDs.
  public static let live = Self { UUID() }

  /// Always `uuid`.
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }

  /// A new generator counting up from `00000000-0000-0000-0000-000000000000`.
  public static var incrementing: Self {
    let counter = Locked<UInt64>(0)
    return Self {
      let value = counter.withLock { value in
        defer { value += 1 }
        return value
      }
      return UUID(counting: value)
    }
  }
}

extension UUID {
  /// The UUID whose last twelve hex digits are `value`: `00000000-0000-0000-0000-00000000002a`.
  init(counting value: UInt64) {
    let hex = String(value, radix: 16)
    let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    self = UUID(uuidString: "00000000-0000-0000-0000-\(digits.suffix(12))") ?? UUID()
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator.live
  static var testValue: UUIDGenerator { .incrementing }
  static var previewValue: UUIDGenerator { .incrementing }
}

extension DependencyValues {
  /// Makes UUIDs: random in an app, counting up from zero per store in tests.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}
