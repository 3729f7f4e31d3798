import Foundation

/// A value behind a lock, that any task or thread can read and change safely.
///
/// Use it for what a test's stand-in for a dependency records or returns, where the stand-in is
/// a `@Sendable` closure called from an effect:
///
/// ```swift
/// let saved = LockIsolated<[String]>([])
/// let store = TestStore(initialState: Editor.State()) {
///   Editor()
/// } withDependencies: {
///   $0.editorClient.save = { text in saved.withValue { $0.append(text) } }
/// }
/// // ...
/// #expect(saved.value == ["Hello"])
/// ```
///
/// Each call holds the lock for its whole length, so a read-modify-write in ``withValue(_:)`` is
/// one step that no other thread sees half done.
public final class LockIsolated<Value>: @unchecked Sendable {
  // Safe: `storage` is only touched while `lock` is held; a value comes in as `sending`, goes
  // out only when it is `Sendable`, and `withValue`'s operation is `@Sendable`, so it cannot keep
  // the value past the call.
  private var storage: Value
  private let lock = NSLock()

  /// Creates a lock-isolated value.
  ///
  /// - Parameter value: The value to start with.
  public init(_ value: sending Value) {
    self.storage = value
  }

  /// Runs `operation` with exclusive access to the value, and returns what it returns.
  ///
  /// ```swift
  /// let count = counter.withValue { count -> Int in
  ///   count += 1
  ///   return count
  /// }
  /// ```
  ///
  /// - Parameter operation: Reads or changes the value. Do not call this `LockIsolated` from it:
  ///   the lock is not reentrant.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try operation(&storage)
  }

  /// Replaces the value.
  ///
  /// - Parameter newValue: The new value.
  public func setValue(_ newValue: sending Value) {
    lock.lock()
    defer { lock.unlock() }
    storage = newValue
  }
}

extension LockIsolated where Value: Sendable {
  /// The value, as it is now.
  public var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
