// The code of this file's doc comments is compiled, as written, by
// Tests/DocumentationSamples/DocCommentSamples.swift.

/// A shared value that can be read but not changed: what a feature gets that must follow a value
/// without owning it.
///
/// A feature that only follows a value holds a reader of it:
///
/// ```swift
/// struct CountBanner: Reducer {
///   struct State: Equatable {
///     @SharedReader var count: Int
///   }
///   // ...
/// }
/// ```
///
/// Its parent hands it the reader of its own `Shared` (``Shared/reader``):
///
/// ```swift
/// state.banner = CountBanner.State(count: state.$count.reader)
/// ```
///
/// or it declares one with a key, as a `Shared` is declared:
///
/// ```swift
/// @SharedReader(.inMemory("count")) var count = 0
/// ```
///
/// It reads the same box as the `Shared` it came from, so it sees every change; it has no
/// `withLock`. Like `Shared`, it is `Equatable` by its value, `Observable` through its box, dumps
/// as its value, and is neither `Hashable` nor `Codable`.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value> {
  package let reference: any SharedReading<Value>

  package init(reference: any SharedReading<Value>) {
    self.reference = reference
  }

  /// A reader of `shared`'s value.
  ///
  /// - Parameter shared: The shared value to follow.
  public init(_ shared: Shared<Value>) {
    self.reference = shared.reference
  }

  /// A reader of a value that belongs to no key and never changes.
  ///
  /// - Parameter value: The value.
  public init(value: Value) {
    self.reference = SharedBox(value, keyDescription: nil)
  }

  /// A reader of the shared value of `key`, starting from `value` when no one holds the key yet.
  ///
  /// - Parameters:
  ///   - value: The value when the key is not held yet.
  ///   - key: Which value, and where it is kept.
  ///   - fileID: The file of the declaration, for runtime issues; leave the default.
  ///   - filePath: The file path of the declaration, for runtime issues; leave the default.
  ///   - line: The line of the declaration, for runtime issues; leave the default.
  ///   - column: The column of the declaration, for runtime issues; leave the default.
  public init(
    wrappedValue value: @autoclosure () -> Value,
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      Shared(
        wrappedValue: value(), key, fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// A reader of the shared value of a key that has a default of its own, starting from `value`
  /// instead of the key's default when no one holds the key yet: `@SharedReader(.items) var
  /// items = [Item(id: 1)]`, where the literal takes the key's type of value.
  ///
  /// - Parameters:
  ///   - value: The value when the key is not held yet, in place of the key's default.
  ///   - key: The key with its default.
  ///   - fileID: The file of the declaration, for runtime issues; leave the default.
  ///   - filePath: The file path of the declaration, for runtime issues; leave the default.
  ///   - line: The line of the declaration, for runtime issues; leave the default.
  ///   - column: The column of the declaration, for runtime issues; leave the default.
  public init<Base: SharedKey<Value>>(
    wrappedValue value: @autoclosure () -> Value,
    _ key: SharedKeyDefault<Base>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      Shared(
        wrappedValue: value(), key, fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// A reader of the shared value of a key that has a default of its own.
  ///
  /// - Parameters:
  ///   - key: The key with its default.
  ///   - fileID: The file of the declaration, for runtime issues; leave the default.
  ///   - filePath: The file path of the declaration, for runtime issues; leave the default.
  ///   - line: The line of the declaration, for runtime issues; leave the default.
  ///   - column: The column of the declaration, for runtime issues; leave the default.
  public init<Base: SharedKey<Value>>(
    _ key: SharedKeyDefault<Base>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(Shared(key, fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The value.
  public var wrappedValue: Value {
    reference.read()
  }

  /// The reader itself, to hand on or derive from.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A property of the value, as a reader of its own: `$settings.isOn`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: A reader of the property.
  public subscript<Member>(
    dynamicMember keyPath: any KeyPath<Value, Member> & Sendable
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: SharedReaderMember(reference, keyPath))
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether the two values are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.reference === rhs.reference { return true }
    if SharedValues.comparesByIdentity { return false }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: CustomDumpRepresentable {
  /// The value: a reader is drawn as what it reads.
  public var dumpValue: Any { wrappedValue as Any }
}

extension SharedReader: CustomStringConvertible {
  /// The value's description.
  public var description: String { String(describing: wrappedValue) }
}

extension SharedReader: SharedReflecting {
  package var reflectedRoot: any SharedRoot { reference.root }
  package var reflectedValue: Any { wrappedValue as Any }
  package var reflectedPart: SharedPart { SharedPart(of: reference) }
}

extension SharedReader: Sendable where Value: Sendable {}

// Copies of a state share a `SharedReader`'s box, as they share a `Shared`'s.
extension SharedReader: SharesStorageAcrossCopies {}
