/// A property of `Root` reached at its offset in memory, for a key path that the standard library
/// proves to be plain storage: what `Scope`, child stores and lenses use to run a child on, or
/// read, a property without going through the key path runtime.
///
/// Made only from a key path that `MemoryLayout.offset(of:)` answers, which it does exactly for a
/// key path to storage inline in `Root` (a stored property of a struct, or a chain of them). The
/// address at that offset in a `Root` value is then the property's, as the standard library
/// guarantees; any other key path (computed, through a class, through an optional) has no
/// `StoredProperty`, and callers use the key path.
@usableFromInline
// Safe: an offset and the key path it was proven from, both immutable.
struct StoredProperty<Root, Value>: @unchecked Sendable {
  @usableFromInline let offset: Int
  @usableFromInline let keyPath: KeyPath<Root, Value>

  /// The stored property `keyPath` names, or `nil` when it is not plain storage in `Root`.
  @inlinable
  init?(_ keyPath: KeyPath<Root, Value>) {
    // An empty `Root` has no bytes whose address could be taken.
    guard MemoryLayout<Root>.size > 0, let offset = MemoryLayout<Root>.offset(of: keyPath) else {
      return nil
    }
    self.offset = offset
    self.keyPath = keyPath
  }

  /// Runs `body` on the property of `root`, in place.
  @inlinable
  func modify<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R {
    withUnsafeMutablePointer(to: &root) { pointer in
      let value = UnsafeMutableRawPointer(pointer).advanced(by: offset)
        .assumingMemoryBound(to: Value.self)
      InternalChecks.property(value.pointee, isThePropertyOf: pointer.pointee, through: keyPath)
      return body(&value.pointee)
    }
  }

  /// The address of the property inside the value at `root`.
  @inlinable @inline(__always)
  func address(in root: UnsafePointer<Root>) -> UnsafePointer<Value> {
    let value = UnsafeRawPointer(root).advanced(by: offset).assumingMemoryBound(to: Value.self)
    InternalChecks.property(value.pointee, isThePropertyOf: root.pointee, through: keyPath)
    return value
  }

  @inlinable
  func read<R>(_ root: UnsafePointer<Root>, _ body: (UnsafePointer<Value>) -> R) -> R {
    let value = UnsafeRawPointer(root).advanced(by: offset).assumingMemoryBound(to: Value.self)
    InternalChecks.property(value.pointee, isThePropertyOf: root.pointee, through: keyPath)
    return body(value)
  }

  /// A copy of the property of `root`.
  @inlinable
  func value(in root: borrowing Root) -> Value {
    withUnsafePointer(to: root) { read($0) { $0.pointee } }
  }
}
