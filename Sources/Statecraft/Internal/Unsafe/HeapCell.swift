/// One value in memory of its own, owned by one object: what a store's runtime keeps its state and
/// its machine in, and a child store's node the state its observers last heard of.
///
/// Reached in place through ``value`` (an addressor, so a member access neither copies the value
/// nor checks exclusivity at run time, as a class's stored property would on every send), or
/// read-only through ``ref``. A cell does not own its memory by itself: copies of it name the same
/// value, and its owner frees it.
///
/// Invariant: the owner makes the cell in its `init`, reads and writes it only in its own
/// isolation (the main actor, for a store's objects), never while another access to the cell is in
/// progress (no `value` passed `inout` while it is read through ``ref``), and calls ``destroy()``
/// exactly once, in its `deinit`, after which no copy of the cell is used. The internal-checks
/// build marks a destroyed cell and stops on any use of it after ``destroy()``, and on a second
/// ``destroy()``.
@usableFromInline
struct HeapCell<Value> {
  @usableFromInline let pointer: UnsafeMutablePointer<Value>
  #if STATECRAFT_INTERNAL_CHECKS
    @usableFromInline let liveness: InternalChecks.Liveness
  #endif

  /// A cell holding `initialValue`, which its owner must ``destroy()``.
  @usableFromInline
  init(_ initialValue: Value) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: initialValue)
    #if STATECRAFT_INTERNAL_CHECKS
      liveness = InternalChecks.Liveness()
    #endif
  }

  /// The value, in place.
  @inlinable
  var value: Value {
    @inline(__always) unsafeAddress {
      InternalChecks.cellIsLive(self)
      return UnsafePointer(pointer)
    }
    @inline(__always) nonmutating unsafeMutableAddress {
      InternalChecks.cellIsLive(self)
      return pointer
    }
  }

  /// The value's address, for an owner's own addressor that forwards to the cell (a property of
  /// the owner that reads as the value, in place): never kept, nor used after ``destroy()``.
  @inlinable
  var address: UnsafePointer<Value> {
    @inline(__always) get {
      InternalChecks.cellIsLive(self)
      return UnsafePointer(pointer)
    }
  }

  /// The value's address, to write through, for an owner's forwarding addressor, as ``address``.
  @inlinable
  var mutableAddress: UnsafeMutablePointer<Value> {
    @inline(__always) get {
      InternalChecks.cellIsLive(self)
      return pointer
    }
  }

  /// A read-only reference to the value, valid until the value is next written or the cell is
  /// destroyed.
  @inlinable
  var ref: StateRef<Value> {
    @inline(__always) get {
      InternalChecks.cellIsLive(self)
      return StateRef(pointer)
    }
  }

  /// Frees the value: called once, by the owner's `deinit`.
  @usableFromInline
  func destroy() {
    InternalChecks.cellIsLive(self)
    #if STATECRAFT_INTERNAL_CHECKS
      liveness.isLive = false
    #endif
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }
}

extension InternalChecks {
  #if STATECRAFT_INTERNAL_CHECKS
    /// Whether a ``HeapCell`` is still to be destroyed: shared by the copies of one cell.
    @usableFromInline
    final class Liveness {
      @usableFromInline var isLive = true
      @usableFromInline init() {}
    }
  #endif

  /// A cell is used before it is destroyed.
  @inlinable @inline(__always)
  static func cellIsLive<Value>(_ cell: HeapCell<Value>) {
    #if STATECRAFT_INTERNAL_CHECKS
      if !cell.liveness.isLive { failed("a cell of \(Value.self) was used after it was destroyed") }
    #endif
  }
}
