/// Reads a dependency of the store that is running the code.
///
/// ```swift
/// struct Feature: Reducer {
///   @Dependency(\.uuid) var uuid
///   @Dependency(\.continuousClock) var clock
///   ...
///     return .run { send in
///       try await clock.sleep(for: .seconds(1))
///       await send(.timerTicked)
///     }
/// }
/// ```
///
/// The value is read each time the property is used, from the store that is reducing the action or
/// that started the effect, so a reducer can be created anywhere and a test can set its
/// dependencies on the store.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: any KeyPath<DependencyValues, Value> & Sendable

  /// Reads the dependency at `keyPath`, such as `\.uuid`.
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// Reads the dependency whose key is `key`, for a key without a property on `DependencyValues`.
  public init<Key: DependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.init(\DependencyValues.[key: KeyType(key)])
  }

  /// The current value.
  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}

/// A key type wrapped to be used as a key path subscript index.
package struct KeyType<Key: DependencyKey>: Hashable, Sendable {
  init(_: Key.Type) {}
}

extension DependencyValues {
  package subscript<Key: DependencyKey>(key key: KeyType<Key>) -> Key.Value {
    self[Key.self]
  }
}
