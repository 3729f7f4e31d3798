public import Foundation
public import Observation

/// One shared value: the storage that every `Shared` of one key (or copied from one `Shared`)
/// reads and changes.
///
/// Mutation happens only in ``withLock(_:at:)``, under the box's lock (rule SH2). The box is
/// `Observable`: a read registers with observation, and a `withLock` that leaves an `Equatable`
/// value unequal (any `withLock`, for other values) notifies every observer, in whichever store
/// it read the value. A store cannot see such a change by comparing its state before and after
/// an action, as the two copies of the state hold the same box.
///
/// The path of a `withLock` is inlinable, so that it is specialized for the value's type where it
/// is called: unspecialized, each call looked up generic metadata and witness tables at run time
/// (`shared.withLock` measured 400 ns before, against the store's whole send of 255 ns).
@usableFromInline
// Safe, and unchecked: `storage`, `version` and `isMutating` are only touched with `lock` held,
// which orders every access.
package final class SharedBox<Value>: SharedWriting, SharedRoot, Observable, @unchecked Sendable {
  @usableFromInline @exclusivity(unchecked) var storage: Value
  @usableFromInline @exclusivity(unchecked) var version: UInt64 = 0
  @usableFromInline @exclusivity(unchecked) var isMutating = false
  /// Recursive, so that code inside `withLock` can read the value (it sees the value before the
  /// change) and a nested `withLock` is reported instead of deadlocking.
  @usableFromInline let lock = NSRecursiveLock()
  @usableFromInline let registrar = ObservationRegistrar()
  /// `\.value`, made once: a key path into a generic class is instantiated anew at each use.
  @usableFromInline let valuePath: KeyPath<SharedBox<Value>, Value> = \.value
  /// `==` when the value is `Equatable`.
  @usableFromInline let equality: Equality<Value>?
  /// Writes the value to where the key keeps it (a file); `nil` for values kept in memory.
  @usableFromInline let persistence: (any SharedPersistence)?
  @usableFromInline package let keyDescription: String?

  /// A box holding `value`; `keyDescription` names its key in messages, and `persistence` writes
  /// its changes.
  package init(
    _ value: Value, keyDescription: String?, persistence: (any SharedPersistence)? = nil
  ) {
    self.storage = value
    self.keyDescription = keyDescription
    self.persistence = persistence
    self.equality = Equality(Value.self)
  }

  @usableFromInline
  package var root: any SharedRoot { self }

  /// The value, for observation's key path: reading it is ``read()``.
  package var value: Value { read() }

  @usableFromInline
  package func read() -> Value {
    if let overlay = SharedOverlay.current, let value = overlay.value(for: ObjectIdentifier(self)) {
      if let value = value as? Value { return value }
    }
    registrar.access(self, keyPath: valuePath)
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  @inlinable
  package func withLock<R>(_ body: (inout Value) throws -> R, at site: CallSite) rethrows -> R {
    if SharedOverlay.mayBeInstalled {
      return try withLockOverlaid(body, at: site)
    }
    return try withLockHeld(body, at: site)
  }

  /// `withLock` on the box itself.
  @inlinable
  func withLockHeld<R>(_ body: (inout Value) throws -> R, at site: CallSite) rethrows -> R {
    lock.lock()
    guard !isMutating else {
      lock.unlock()
      return try withLockNested(body, at: site)
    }
    isMutating = true
    // The body works on a copy, so that code inside it reading the box reads a whole value.
    var working = storage
    defer { store(working, at: site) }
    return try body(&working)
  }

  /// Stores what a `withLock` made, releases the lock, and tells who needs to know when the value
  /// changed: outside the lock, so that an observer may read the box.
  @inlinable
  func store(_ working: Value, at site: CallSite) {
    var changed = true
    if let equality {
      changed = !equality.areEqual(storage, working)
    }
    storage = working
    if changed { version &+= 1 }
    isMutating = false
    lock.unlock()
    guard changed else { return }
    registrar.willSet(self, keyPath: valuePath)
    registrar.didSet(self, keyPath: valuePath)
    persistence?.valueDidChange(at: site)
  }

  /// `withLock` while an assertion closure may run somewhere: on the overlay's value when one is
  /// installed on this thread.
  @usableFromInline
  func withLockOverlaid<R>(_ body: (inout Value) throws -> R, at site: CallSite) rethrows -> R {
    if let overlay = SharedOverlay.current,
      let overlaid = overlay.value(for: ObjectIdentifier(self)),
      var expected = overlaid as? Value
    {
      defer { overlay.write(expected, for: ObjectIdentifier(self)) }
      return try body(&expected)
    }
    return try withLockHeld(body, at: site)
  }

  /// A `withLock` inside one of the same box, on this thread: reported, and run on a copy.
  @usableFromInline
  func withLockNested<R>(_ body: (inout Value) throws -> R, at site: CallSite) rethrows -> R {
    lock.lock()
    var scratch = storage
    lock.unlock()
    reportIssue(
      """
      withLock was called on a shared value\(keyDescription.map { " (\($0))" } ?? "") inside \
      its own withLock; the inner change was discarded.

      Make the whole change in one withLock.
      """,
      at: site
    )
    return try body(&scratch)
  }

  /// The value and its version, read under the lock, for a write to the file (rule SH2: a save
  /// reads the value under the lock, swift-sharing #209).
  func valueForWriting() -> (value: Value, version: UInt64) {
    lock.lock()
    defer { lock.unlock() }
    return (storage, version)
  }

  /// Whether this thread is inside a `withLock` of this box (and so holds its lock).
  func isLockedByThisThread() -> Bool {
    // The lock is recursive: taken at once on the thread that holds it, never while another
    // thread does; and `isMutating` is set only while a `withLock` holds it.
    guard lock.try() else { return false }
    defer { lock.unlock() }
    return isMutating
  }

  /// Puts a value read from where the key keeps it (a file another process changed) in the box,
  /// without writing it back; returns its version when it differs from the value there (then
  /// call ``didChangeInStorage()``, outside every lock), `nil` when it is equal.
  func replaceFromStorage(_ value: Value) -> UInt64? {
    lock.lock()
    defer { lock.unlock() }
    if let equality, equality.areEqual(storage, value) { return nil }
    storage = value
    version &+= 1
    return version
  }

  /// Tells the box's readers that ``replaceFromStorage(_:)`` changed its value: as a `withLock`
  /// that changed it does.
  func didChangeInStorage() {
    registrar.willSet(self, keyPath: valuePath)
    registrar.didSet(self, keyPath: valuePath)
  }

  /// Makes the write that the throttle has due, now: what the process's exit does for every
  /// file-stored box.
  func flushPendingWrite() {
    (persistence as? any FlushingPersistence)?.flush()
  }

  /// Writes the value to where its key keeps it now, whatever the throttle (``Shared/save(fileID:filePath:line:column:)``).
  func save(at site: CallSite) {
    persistence?.save(at: site)
  }

  // MARK: - SharedRoot

  @usableFromInline
  package func liveValue() -> (value: Any, version: UInt64) {
    lock.lock()
    defer { lock.unlock() }
    return (storage, version)
  }

  @usableFromInline
  package func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let equality, let lhs = lhs as? Value, let rhs = rhs as? Value {
      return equality.areEqual(lhs, rhs)
    }
    return Dump.diff(lhs, rhs) == nil
  }
}

/// Where a box's changes go beyond memory: a file.
@usableFromInline
package protocol SharedPersistence: AnyObject, Sendable {
  /// The value changed, by a `withLock` at `site`: write it, now or within the throttle's
  /// interval.
  func valueDidChange(at site: CallSite)
  /// Write the value now.
  func save(at site: CallSite)
}
