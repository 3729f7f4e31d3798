/// Reaches a child's state inside its parent's, by address, without copying where it can.
///
/// The types are kept so that a chain of lenses is only followed when each step's inner type is
/// the next step's outer type: a child reducer called by hand, whose effect did not pass through
/// the scope that would have recorded the step, breaks the chain instead of reading the wrong
/// memory.
@usableFromInline
// Safe: a lens is only called by the store that runs the effect holding it, on the main actor,
// with the address of state that store owns; it keeps key paths and case paths, nothing mutable.
package struct StateLens: @unchecked Sendable {
  package let outer: ObjectIdentifier
  package let inner: ObjectIdentifier
  /// What tells this lens from another between the same types (a key path), when known: levels
  /// reached through lenses that are all known are checked together (see `LevelGroupKey`).
  package let identity: AnyHashable?
  /// Calls the closure with the address of the inner state when it is there.
  package let read: (StateAddress, (StateAddress) -> Void) -> Void

  @usableFromInline
  package init<Outer, Inner>(
    _: Outer.Type, _: Inner.Type, identity: AnyHashable? = nil,
    read: @escaping (StateRef<Outer>, (StateRef<Inner>) -> Void) -> Void
  ) {
    self.outer = ObjectIdentifier(Outer.self)
    self.inner = ObjectIdentifier(Inner.self)
    self.identity = identity
    self.read = { address, body in
      read(address.ref(as: Outer.self)) { body(StateAddress($0)) }
    }
  }

  /// A lens through a key path: at the property's offset when it is a stored property.
  @usableFromInline
  static func keyPath<Outer, Inner>(
    _ keyPath: KeyPath<Outer, Inner>, _ property: StoredProperty<Outer, Inner>?
  ) -> StateLens {
    let identity = AnyHashable(keyPath as AnyKeyPath)
    if let property {
      return StateLens(Outer.self, Inner.self, identity: identity) { outer, body in
        property.read(outer, body)
      }
    }
    return StateLens(Outer.self, Inner.self, identity: identity) { outer, body in
      StateRef.with(outer.value[keyPath: keyPath], body)
    }
  }

  /// A lens to an optional value, when present.
  @usableFromInline
  package static func optional<Outer, Inner>(
    _ read: @escaping (Outer) -> Inner?
  ) -> StateLens {
    StateLens(Outer.self, Inner.self) { outer, body in
      guard let inner = read(outer.value) else { return }
      StateRef.with(inner, body)
    }
  }
}
