import Foundation
import Observation

/// One shared value: the storage that every `Shared` of one key (or copied from one `Shared`)
/// reads and changes.
///
/// Mutation happens only in ``withLock(_:at:)``, under the box's lock (rule SH2). The box is
/// `Observable`: a read registers with observation, and a `withLock` that leaves an `Equatable`
/// value unequal (any `withLock`, for other values) notifies every observer, in whichever store
/// it read the value. A store cannot see such a change by comparing its state before and after
/// an action, as the two copies of the state hold the same box.
package final class SharedBox<Value>: SharedWriting, SharedRoot, Observable, @unchecked Sendable {
  // Safe: `storage`, `version` and `isMutating` are only touched with `lock` held.
  private var storage: Value
  private var version: UInt64 = 0
  private var isMutating = false
  /// Recursive, so that code inside `withLock` can read the value (it sees the value before the
  /// change) and a nested `withLock` is reported instead of deadlocking.
  private let lock = NSRecursiveLock()
  private let registrar = ObservationRegistrar()
  private let isEqual: ((Value, Value) -> Bool)?
  /// Writes the value to where the key keeps it (a file); `nil` for values kept in memory.
  private let persistence: (any SharedPersistence)?
  package let keyDescription: String?

  /// A box holding `value`; `keyDescription` names its key in messages, and `persistence` writes
  /// its changes.
  package init(
    _ value: Value, keyDescription: String?, persistence: (any SharedPersistence)? = nil
  ) {
    self.storage = value
    self.keyDescription = keyDescription
    self.persistence = persistence
    if let equal = equalityFunction(for: Value.self) {
      self.isEqual = { lhs, rhs in
        withUnsafePointer(to: lhs) { lhs in withUnsafePointer(to: rhs) { equal(lhs, $0) } }
      }
    } else {
      self.isEqual = nil
    }
  }

  package var root: any SharedRoot { self }

  /// The value, for observation's key path: reading it is ``read()``.
  package var value: Value { read() }

  package func read() -> Value {
    if let overlay = SharedOverlay.current, let value = overlay.values[ObjectIdentifier(self)] {
      if let value = value as? Value { return value }
    }
    registrar.access(self, keyPath: \.value)
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  package func withLock<R>(_ body: (inout Value) throws -> R, at site: CallSite) rethrows -> R {
    if let overlay = SharedOverlay.current, let overlaid = overlay.values[ObjectIdentifier(self)],
      var expected = overlaid as? Value
    {
      defer { overlay.values[ObjectIdentifier(self)] = expected }
      return try body(&expected)
    }
    lock.lock()
    guard !isMutating else {
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
    isMutating = true
    // The body works on a copy, so that code inside it reading the box reads a whole value.
    var working = storage
    var changed = true
    defer {
      if let isEqual { changed = !isEqual(storage, working) }
      storage = working
      if changed { version &+= 1 }
      isMutating = false
      lock.unlock()
      if changed { didChange(at: site) }
    }
    return try body(&working)
  }

  /// Tells observers, then the persistence, that the value changed; outside the lock, so that an
  /// observer may read the box.
  private func didChange(at site: CallSite) {
    registrar.willSet(self, keyPath: \.value)
    registrar.didSet(self, keyPath: \.value)
    persistence?.valueDidChange(at: site)
  }

  /// The value and its version, read under the lock, for a write to the file (rule SH2: a save
  /// reads the value under the lock, swift-sharing #209).
  func valueForWriting() -> (value: Value, version: UInt64) {
    lock.lock()
    defer { lock.unlock() }
    return (storage, version)
  }

  /// Writes the value to where its key keeps it now, whatever the throttle (``Shared/save()``).
  func save(at site: CallSite) {
    persistence?.save(at: site)
  }

  // MARK: - SharedRoot

  package func liveValue() -> Any {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  package func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let isEqual, let lhs = lhs as? Value, let rhs = rhs as? Value { return isEqual(lhs, rhs) }
    return Dump.diff(lhs, rhs) == nil
  }
}

/// Where a box's changes go beyond memory: a file.
package protocol SharedPersistence: AnyObject, Sendable {
  /// The value changed, by a `withLock` at `site`: write it, now or within the throttle's
  /// interval.
  func valueDidChange(at site: CallSite)
  /// Write the value now.
  func save(at site: CallSite)
}
