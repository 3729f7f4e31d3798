extension Presents {
  /// The box of a full slot: the generation, and the value in the box's own memory.
  ///
  /// A `ManagedBuffer` rather than a class with an optional property: a box is freed by every send
  /// that changes what is presented while the store keeps the state from before it to compare, and
  /// the deinitializer of a generic class with a `State?` property looks up the metadata of
  /// `State?` each time, which costs more than the allocation.
  ///
  /// A box is only written after `makeUnique()` made it unique to one `Presents` value, so a box
  /// that is shared (and so possibly seen from another thread) is never mutated.
  @usableFromInline final class Storage: ManagedBuffer<StorageHeader, State> {
    /// A box holding `value` (`nil`: an empty box, only for locating slots in memory).
    @inlinable
    static func make(_ value: State?, generation: UInt64) -> Storage {
      let buffer = create(minimumCapacity: 1) { _ in
        StorageHeader(generation: generation, hasValue: value != nil)
      }
      // `create` called on `Storage` makes a `Storage`.
      let storage = Unchecked.downcast(buffer, to: Storage.self)
      if let value {
        storage.withUnsafeMutablePointerToElements { $0.initialize(to: value) }
      }
      return storage
    }

    // The header is read and written through its address: the `header` property of a class
    // would check exclusivity dynamically on every access.
    @inlinable var generation: UInt64 { withUnsafeMutablePointerToHeader { $0.pointee.generation } }

    @inlinable var hasValue: Bool {
      get { withUnsafeMutablePointerToHeader { $0.pointee.hasValue } }
      set { withUnsafeMutablePointerToHeader { $0.pointee.hasValue = newValue } }
    }

    /// A copy of the value; `nil` for an empty box.
    @inlinable var value: State? {
      guard hasValue else { return nil }
      return withUnsafeMutablePointerToElements { $0.pointee }
    }

    /// Calls `body` with a reference to the value, without copying it. The box is full: every
    /// box but the one `SlotLocation` makes is full at rest.
    @inlinable
    func withValue<R>(_ body: (StateRef<State>) -> R) -> R {
      withUnsafeMutablePointerToElements { body(StateRef(UnsafePointer($0))) }
    }

    /// Calls `body` with the value of a full box, in place. The box must be unique.
    @inlinable
    func withMutableValue<R>(_ body: (inout State) -> R) -> R {
      withUnsafeMutablePointerToElements { body(&$0.pointee) }
    }

    /// Replaces the value of a full box.
    @inlinable
    func replaceValue(with value: State) {
      withUnsafeMutablePointerToElements { $0.pointee = value }
    }

    /// Moves the value out of a full box, leaving it empty.
    @inlinable
    func takeValue() -> State {
      hasValue = false
      return withUnsafeMutablePointerToElements { $0.move() }
    }

    /// Moves `value` into an empty box.
    @inlinable
    func putValue(_ value: State) {
      withUnsafeMutablePointerToElements { $0.initialize(to: value) }
      hasValue = true
    }

    deinit {
      guard hasValue else { return }
      _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
    }
  }
}

/// What a ``Presents`` box holds besides the value.
@usableFromInline
struct StorageHeader: Sendable {
  @usableFromInline let generation: UInt64
  @usableFromInline var hasValue: Bool

  @inlinable
  init(generation: UInt64, hasValue: Bool) {
    self.generation = generation
    self.hasValue = hasValue
  }
}
