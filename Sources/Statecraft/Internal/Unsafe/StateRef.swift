/// A read-only reference to a `Value` that stays where it is for the length of one call: what a
/// lens passes along a chain and a level probe reads, in place, without copying the value or
/// naming its address.
///
/// Made only in Internal/Unsafe (the `with` functions, `StateAddress.ref(as:)`, a stored
/// property's or a slot's `read`), each of which scopes the reference to the closure it calls: the value is initialized, of type `Value` and not written for that whole
/// closure, and the reference must not escape it (a `StateRef` kept past the closure dangles).
/// Reading ``value`` is then reading the value itself. A value read through a stored property's
/// offset is compared with its key path in the internal-checks build (see ``StoredProperty``),
/// and an address read back as a `StateRef` with the type it was taken of (see ``StateAddress``).
@usableFromInline
package struct StateRef<Value> {
  @usableFromInline let pointer: UnsafePointer<Value>

  @inlinable @inline(__always)
  init(_ pointer: UnsafePointer<Value>) {
    self.pointer = pointer
  }

  /// The value referred to, read in place: a member read through it (`ref.value.ids`) copies
  /// only that member.
  @inlinable
  package var value: Value {
    @inline(__always) unsafeAddress { pointer }
  }

  /// Calls `body` with a reference to `value`, valid only during `body`.
  @inlinable @inline(__always)
  package static func with<R>(_ value: Value, _ body: (StateRef<Value>) -> R) -> R {
    withUnsafePointer(to: value) { body(StateRef($0)) }
  }

  /// Calls `body` with a reference to the variable `value` in place, valid only during `body`:
  /// unlike the borrowing `with`, which may copy a value it is lent into a temporary, this
  /// refers to the variable itself.
  @inlinable @inline(__always)
  package static func with<R>(_ value: inout Value, _ body: (StateRef<Value>) -> R) -> R {
    withUnsafePointer(to: &value) { body(StateRef($0)) }
  }
}

extension StateRef {
  /// Whether the variable `lhs`, referred to in place, and the value `rhs` refers to are equal by
  /// `compare` (an ``equalityFunction(for:)``).
  ///
  /// The closure that makes the reference is formed here, where nothing is isolated, rather than
  /// at the caller: a closure formed on the main actor and handed to a function that is not
  /// isolated checks the actor each time it runs, on every send.
  @inlinable @inline(__always)
  static func compare(
    _ lhs: inout Value, _ rhs: StateRef<Value>,
    by compare: (StateRef<Value>, StateRef<Value>) -> Bool
  ) -> Bool {
    withUnsafePointer(to: &lhs) { compare(StateRef($0), rhs) }
  }

  /// Whether the variables `lhs` and `rhs`, referred to in place, are equal by `compare`: as
  /// ``compare(_:_:by:)``.
  @inlinable @inline(__always)
  static func compare(
    _ lhs: inout Value, _ rhs: inout Value,
    by compare: (StateRef<Value>, StateRef<Value>) -> Bool
  ) -> Bool {
    withUnsafePointer(to: &lhs) { lhs in
      withUnsafePointer(to: &rhs) { compare(StateRef(lhs), StateRef($0)) }
    }
  }
}

extension StateAddress {
  /// The address of the value `ref` refers to, as a level probe's chain passes it along.
  @inlinable @inline(__always)
  package init<State>(_ ref: StateRef<State>) {
    self.init(ref.pointer)
  }

  /// The state at this address, as the `State` it is: checked as ``typed(as:)`` is.
  @inlinable @inline(__always)
  package func ref<State>(as type: State.Type) -> StateRef<State> {
    StateRef(typed(as: type))
  }
}

extension StoredProperty {
  /// Calls `body` with a reference to the property of the `Root` that `root` refers to, read at
  /// its offset (compared with the key path in the internal-checks build).
  @inlinable
  func read<R>(_ root: StateRef<Root>, _ body: (StateRef<Value>) -> R) -> R {
    read(root.pointer) { body(StateRef($0)) }
  }
}

extension StoredProperty {
  /// Whether the variable `value` and the property of the `Root` that `root` refers to, read at
  /// its offset (compared with the key path in the internal-checks build), are equal by
  /// `compare`: as ``StateRef/compare(_:_:by:)``, with no closure formed by the caller.
  @inlinable @inline(__always)
  func compare(
    _ value: inout Value, toPropertyOf root: StateRef<Root>,
    by compare: (StateRef<Value>, StateRef<Value>) -> Bool
  ) -> Bool {
    StateRef.compare(&value, ref(in: root), by: compare)
  }

  /// A reference to the property of the `Root` that `root` refers to, at its offset (compared
  /// with the key path in the internal-checks build), valid for as long as `root` is.
  @inlinable @inline(__always)
  func ref(in root: StateRef<Root>) -> StateRef<Value> {
    StateRef(address(in: root.pointer))
  }
}

extension StateRef {
  /// Calls `body` with a reference to the element at `offset` of `array`, in the array's own
  /// storage: no copy of the element.
  ///
  /// `offset` must be a valid index of `array` (the internal-checks build checks it, and that the
  /// element referred to is the one the subscript reads).
  @inlinable @inline(__always)
  static func withElement<R>(
    of array: [Value], at offset: Int, _ body: (StateRef<Value>) -> R
  ) -> R {
    InternalChecks.element(at: offset, of: array)
    return array.withUnsafeBufferPointer { elements in
      let element = elements.baseAddress.unsafelyUnwrapped + offset
      InternalChecks.element(element.pointee, isElement: offset, of: array)
      return body(StateRef(element))
    }
  }
}

extension SlotAccess {
  /// Calls `body` with the slot of the state that `state` refers to, read-only: as
  /// `read(_:_:)` on its address.
  @inlinable
  func read<R>(_ state: StateRef<State>, _ body: (borrowing Presents<Value>) -> R) -> R {
    read(state.pointer, body)
  }
}

extension InternalChecks {
  /// An element read in an array's storage is at a valid index.
  @inlinable @inline(__always)
  static func element<Element>(at offset: Int, of array: [Element]) {
    #if STATECRAFT_INTERNAL_CHECKS
      if !array.indices.contains(offset) {
        failed("an element at \(offset) was read in an array of \(array.count) \(Element.self)")
      }
    #endif
  }

  /// An element read in an array's storage is the one the subscript reads.
  @inlinable @inline(__always)
  static func element<Element>(
    _ element: borrowing Element, isElement offset: Int, of array: [Element]
  ) {
    #if STATECRAFT_INTERNAL_CHECKS
      compareProperty(copy element, array[offset], of: [Element].self)
    #endif
  }
}
