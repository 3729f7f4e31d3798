// The code of this file's doc comments is compiled, as written, by
// Tests/DocumentationSamples/DocCommentSamples.swift.

/// Names a shared value and says where it is kept: `.inMemory("count")`,
/// `.fileStorage(url)`.
///
/// Every `@Shared` declared with equal keys shares one value, in the registry of the
/// `\.sharedStorage` dependency: one for the whole app, one for each running test, so that tests
/// running in parallel never see each other's values.
///
/// Give a key a default and a name of its own, and declare it without repeating either:
///
/// ```swift
/// extension SharedKey where Self == InMemoryKey<Int>.Default {
///   static var count: Self { Self[.inMemory("count"), default: 0] }
/// }
///
/// struct Badge {
///   @Shared(.count) var count
/// }
/// ```
///
/// The keys are ``InMemoryKey`` and ``FileStorageKey``, and ``SharedKeyDefault`` around either.
public protocol SharedKey<Value>: Sendable {
  /// The type of the value.
  associatedtype Value: Sendable

  /// The `Shared` of this key in `storage`, made from `initialValue` when the key is not held
  /// there yet.
  @_documentation(visibility: private)
  func _makeShared(
    in storage: SharedStorage,
    initialValue: () -> Value,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Shared<Value>
}

/// A key with the value it starts from, so that a declaration needs none:
/// `@Shared(.count) var count`.
///
/// Make one with ``subscript(_:default:)`` in a static property of the key's type:
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<Book>>.Default {
///   static var savedBooks: Self { Self[.fileStorage(.booksFile), default: []] }
/// }
/// ```
///
/// A declaration that gives a value anyway (`@Shared(.count) var count = 10`, `@Shared(.savedBooks)
/// var books = [Book(id: 1)]`) starts from that one instead, when the key is not held yet; a
/// literal there takes the key's type of value.
public struct SharedKeyDefault<Base: SharedKey>: SharedKey {
  /// The key.
  public let base: Base
  /// The value the key starts from.
  let defaultValue: @Sendable () -> Base.Value

  /// `key`, starting from `value` when no one holds it yet.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: Its default, evaluated only when the key is not held yet.
  /// - Returns: The key with its default.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public func _makeShared(
    in storage: SharedStorage,
    initialValue: () -> Base.Value,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Shared<Base.Value> {
    base._makeShared(
      in: storage, initialValue: initialValue, fileID: fileID, filePath: filePath, line: line,
      column: column
    )
  }
}
