/// The address of a feature's state as the levels' probes pass it along, without its type: the
/// one place where such an address becomes a typed pointer again.
///
/// A level's probe reads the state of the operator that made it (an `ifLet`'s, a `forEach`'s)
/// from the store's root state through a chain of lenses, each checked by type identity to start
/// where the one before it ends, and used only when the chain ends at the probe's state type
/// (`LevelChain`). So the type a probe asks for is the type at the address. With
/// `STATECRAFT_INTERNAL_CHECKS`, an address also carries the identity of its type, and every
/// ``typed(as:)`` compares it with the type asked for.
@usableFromInline
package struct StateAddress {
  @usableFromInline let raw: UnsafeRawPointer
  #if STATECRAFT_INTERNAL_CHECKS
    @usableFromInline let type: ObjectIdentifier
  #endif

  /// The address of the state at `pointer`.
  @inlinable @inline(__always)
  package init<State>(_ pointer: UnsafePointer<State>) {
    raw = UnsafeRawPointer(pointer)
    #if STATECRAFT_INTERNAL_CHECKS
      type = ObjectIdentifier(State.self)
    #endif
  }

  /// The state at this address, as the `State` it is.
  @inlinable @inline(__always)
  package func typed<State>(as _: State.Type) -> UnsafePointer<State> {
    #if STATECRAFT_INTERNAL_CHECKS
      InternalChecks.address(holding: type, isOf: State.self)
    #endif
    return raw.assumingMemoryBound(to: State.self)
  }
}

extension InternalChecks {
  #if STATECRAFT_INTERNAL_CHECKS
    /// A state address is read as the type it was taken of.
    @usableFromInline
    static func address<State>(holding type: ObjectIdentifier, isOf _: State.Type) {
      guard type != ObjectIdentifier(State.self) else { return }
      failed("a level probe read a state address as \(State.self), another type than its own")
    }
  #endif
}
