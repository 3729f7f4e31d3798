/// The box at the root of every `Shared`: one value behind a lock, which every `Shared` and
/// `SharedReader` made from the same key (or copied from the same `Shared`) reads and changes.
///
/// Type-erased, for what looks at boxes without knowing their values' types: the registry, the
/// test store's records (rules SH4-SH6), the fuzzer, `_printChanges()`.
@usableFromInline
package protocol SharedRoot: AnyObject, Sendable {
  /// The value now, read under the box's lock, and its version (how many changes it has had);
  /// never the value an assertion closure sees.
  func liveValue() -> (value: Any, version: UInt64)
  /// Whether two values of the box are equal: with `==` when the value is `Equatable`, by their
  /// dumps otherwise.
  func areEqual(_ lhs: Any, _ rhs: Any) -> Bool
  /// The key the box is stored under (`.inMemory("count")`), or `nil` for `Shared(value:)`.
  var keyDescription: String? { get }
}

/// Something that reads a shared value: a box, or a part of one (a property, an element).
@usableFromInline
package protocol SharedReading<Value>: AnyObject, Sendable {
  associatedtype Value
  /// The box this reads from.
  var root: any SharedRoot { get }
  /// The value, as an assertion closure sees it when one is running on this thread, or else as
  /// it is now; registers the read with observation (`withObservationTracking`).
  func read() -> Value
}

/// Something that changes a shared value, under its box's lock (rule SH2).
@usableFromInline
package protocol SharedWriting<Value>: SharedReading {
  /// Runs `body` on the value under the box's lock, and notifies the box's observers and its
  /// persistence when the value changed. While an assertion closure runs on this thread, changes
  /// the value it sees instead (rule SH4).
  func withLock<R>(_ body: (inout Value) throws -> R, at site: CallSite) rethrows -> R
}
