// The code of this file's doc comments is compiled, as written, by
// Tests/DocumentationSamples/DocCommentSamples.swift.

/// A value that several features (and stores) hold at once: a change made through one is seen by
/// all.
///
/// Declare it with a key, which names the value in the app (every declaration of a key shares
/// one value) and says where it is kept:
///
/// ```swift
/// struct State: Equatable {
///   @Shared(.inMemory("count")) var count = 0
///   @Shared(.fileStorage(.booksFile)) var books: IdentifiedArrayOf<Book> = []
/// }
/// ```
///
/// or without one, as a value that only the features it is handed to share:
/// `State(count: Shared(value: 0))`.
///
/// The value is read like any property (`state.count`), and changed only with
/// ``withLock(_:fileID:filePath:line:column:)``, under its lock, which any thread may call:
///
/// ```swift
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// `$count` is the `Shared` itself: hand it to a child feature (`Child.State(count:
/// state.$count)`), capture it in an effect, derive a part of it (``subscript(dynamicMember:)``,
/// ``subscript(id:)``), or read it only (``reader``).
///
/// A `Shared` is `Equatable` by its value, so a state holding one compares as a state holding the
/// value; it dumps as its value, in a `TestStore`'s diffs and in `_printChanges()`. Its box is
/// `Observable`: a view that read the value is told of a change made through any store.
///
/// It is neither `Hashable` nor `Codable`. Its value changes while a `Set` or a `Dictionary`
/// holds it, which would leave it in the wrong bucket; and a decoded value could not find the
/// box it was shared with, so it would silently stop being shared. Hash or encode the value
/// (`state.books`), and let the key persist it (``SharedKey/fileStorage(_:)``).
///
/// Under a `TestStore`, a change of a shared value that the state holds is asserted like any
/// change of state, with `withLock` in the step's closure (rules SH4-SH7):
///
/// ```swift
/// await store.send(.incrementTapped) {
///   $0.$count.withLock { $0 = 1 }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  @usableFromInline package let reference: any SharedWriting<Value>
  /// The reference itself when it is a whole box, for the inlinable path of `withLock`.
  @usableFromInline let box: SharedBox<Value>?

  package init(reference: any SharedWriting<Value>) {
    self.reference = reference
    self.box = reference as? SharedBox<Value>
  }

  /// A shared value that belongs to no key: the features and effects it is handed to share it.
  ///
  /// ```swift
  /// let count = Shared(value: 0)
  /// let store = Store(initialState: Counter.State(count: count)) { Counter() }
  /// ```
  ///
  /// - Parameter value: The value to start from.
  public init(value: Value) {
    self.init(reference: SharedBox(value, keyDescription: nil))
  }

  /// The shared value of `key`, starting from `value` when no one holds the key yet.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  ///
  /// The first declaration of a key decides its value (rule SH1); later ones share it, and
  /// `value` is not even evaluated for them. The registry of keys is `\.sharedStorage`: one for
  /// the whole app, one for each running test.
  ///
  /// - Parameters:
  ///   - value: The value when the key is not held yet (for a file, when there is no file).
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
    self = key._makeShared(
      in: DependencyValues.current.sharedStorage, initialValue: value, fileID: fileID,
      filePath: filePath, line: line, column: column
    )
  }

  /// The shared value of a key that has a default of its own, starting from `value` instead of
  /// the key's default when no one holds the key yet.
  ///
  /// ```swift
  /// extension SharedKey where Self == InMemoryKey<IdentifiedArrayOf<Book>>.Default {
  ///   static var books: Self { Self[.inMemory("books"), default: []] }
  /// }
  ///
  /// struct Shelf {
  ///   @Shared(.books) var books = [Book(id: 1)]
  /// }
  /// ```
  ///
  /// The key's type fixes the type of the value, so a literal takes that type: the array literal
  /// above makes an `IdentifiedArrayOf<Book>`, as it would with the type written out.
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
    // NB: the generic form (`some SharedKey<Value>`) also accepts this key, but type-checks the
    // declaration's literal before it learns `Value` from the key's static member, and so gives
    // `[Book(id: 1)]` its default type, `Array`. Naming the key's type lets `.books` fix `Value`.
    self = key._makeShared(
      in: DependencyValues.current.sharedStorage, initialValue: value, fileID: fileID,
      filePath: filePath, line: line, column: column
    )
  }

  /// The shared value of a key that has a default of its own: `@Shared(.count) var count`.
  ///
  /// ```swift
  /// extension SharedKey where Self == InMemoryKey<Int>.Default {
  ///   static var count: Self { Self[.inMemory("count"), default: 0] }
  /// }
  /// ```
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
    self = key._makeShared(
      in: DependencyValues.current.sharedStorage, initialValue: key.defaultValue, fileID: fileID,
      filePath: filePath, line: line, column: column
    )
  }

  /// The shared value that `base` refers to, or `nil` when there is none: TCA's spelling for an
  /// element that may be missing.
  ///
  /// ```swift
  /// guard let book = Shared(state.$books[id: id]) else { return .none }
  /// ```
  ///
  /// ``subscript(id:)`` already gives an optional `Shared`, so `guard let book =
  /// state.$books[id: id]` says the same; this form lets code written for TCA compile as it is.
  ///
  /// - Parameter base: The shared value, or `nil`.
  public init?(_ base: Shared<Value>?) {
    guard let base else { return nil }
    self = base
  }

  /// The value. Read-only: change it with ``withLock(_:fileID:filePath:line:column:)``.
  public var wrappedValue: Value {
    reference.read()
  }

  /// The `Shared` itself, to hand on, capture, derive from, or change with `withLock`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Changes the value under its lock, and returns what `operation` returns.
  ///
  /// ```swift
  /// state.$books.withLock { $0.append(book) }
  /// ```
  ///
  /// Any thread may call it; the whole of `operation` runs under the lock, so a read-modify-write
  /// is one step. When it leaves the value unequal (any change, for a value that is not
  /// `Equatable`), every observer of the value is notified, and a file-stored value is written.
  /// Inside an assertion closure of a `TestStore` it changes the value the test expects, never
  /// the value the feature has.
  ///
  /// - Parameters:
  ///   - operation: Changes the value in place. Do not call `withLock` on the same value from it:
  ///     that inner call is reported and its change discarded.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws; the changes it made before throwing are kept.
  @discardableResult
  @inlinable
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let box { return try box.withLock(operation, at: site) }
    return try reference.withLock(operation, at: site)
  }

  /// Changes the value under its lock, as the form that returns a result does, for an operation
  /// that returns nothing: so that one whose last expression has a value that is not needed reads
  /// as a statement: `$0.$books.withLock { $0.append(book) }` inside a closure
  /// that returns nothing.
  ///
  /// - Parameters:
  ///   - operation: Changes the value in place.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  /// - Throws: What `operation` throws; the changes it made before throwing are kept.
  @inlinable
  public func withLock(
    _ operation: (inout Value) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let box { return try box.withLock(operation, at: site) }
    try reference.withLock(operation, at: site)
  }

  /// The value, read-only, to hand to a feature that must not change it.
  public var reader: SharedReader<Value> {
    SharedReader(reference: reference)
  }

  /// Writes a file-stored value to its file now, without waiting for the throttle; does nothing
  /// for a value kept in memory.
  ///
  /// A failure to write is reported (with the path and the error), and the next change tries
  /// again.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  public func save(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    (reference.root as? any SavingRoot)?.save(
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension Shared: Sendable where Value: Sendable {}

/// A box that can write its value where its key keeps it.
protocol SavingRoot {
  func save(at site: CallSite)
}

extension SharedBox: SavingRoot {}
