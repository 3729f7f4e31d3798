/// Where in a feature an effect runs: one step down from the reducer that returned it.
///
/// Composition operators wrap their child's effect in a scope. A ``StateLens`` says how to reach
/// the child's state from the parent's, so that a store can check, after every action, that each
/// presentation or element that still has effects is still there (rule R5). A ``LevelEntry``
/// marks the effect as belonging to a presentation or an element, a level of its own: its
/// cancellation ids reach only that level (rule R3), and ending the level cancels all of it.
package struct EffectScope<Action>: Sendable {
  /// From the parent's state to the child's; `nil` when the child's state cannot be reached that
  /// way (the levels inside are then checked only by the operator that made them).
  package var lens: StateLens?
  /// The level the effect enters, or `nil` for a plain `Scope`, whose child shares its parent's.
  package var level: LevelEntry<Action>?

  package init(lens: StateLens?, level: LevelEntry<Action>? = nil) {
    self.lens = lens
    self.level = level
  }

  func map<NewAction>(_ transform: (Action) -> NewAction) -> EffectScope<NewAction> {
    EffectScope<NewAction>(lens: lens, level: level?.map(transform))
  }
}

/// A presentation or an element that an effect belongs to, as the operator that created it saw it.
package struct LevelEntry<Action>: Sendable {
  /// Which presentation or element: the operator's call site and the identity it had.
  package let component: LevelComponent
  /// Reads the identity the operator's call site sees now, from the state the operator runs on.
  package let probe: LevelProbe?
  /// The action that dismisses this level (`.dismiss` through its `ifLet`), for
  /// `@Dependency(\.dismiss)`; `nil` for a level nothing can dismiss, such as a plain `ifLet`.
  package let dismissal: UncheckedAction<Action>?

  package init(
    component: LevelComponent, probe: LevelProbe?, dismissal: UncheckedAction<Action>? = nil
  ) {
    self.component = component
    self.probe = probe
    self.dismissal = dismissal
  }

  func map<NewAction>(_ transform: (Action) -> NewAction) -> LevelEntry<NewAction> {
    LevelEntry<NewAction>(
      component: component, probe: probe,
      dismissal: dismissal.map { UncheckedAction(transform($0.value)) }
    )
  }
}

/// One step of a level path: the call site of the operator (`ifLet`, `forEach`, ...) and the
/// identity of what it holds (a presentation identity, an element id).
///
/// Stack elements (a later feature) are another kind of component: any operator can make levels.
@usableFromInline
// Safe: the key is a presentation identity or an element id (`Hashable & Sendable`, or built by
// Statecraft from values in state), only compared and hashed on the main actor.
package struct LevelComponent: Hashable, @unchecked Sendable {
  package let site: CallSite
  package let key: AnyHashable

  package init(site: CallSite, key: AnyHashable) {
    self.site = site
    self.key = key
  }
}

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

/// Reads the identity that a level's operator sees now, from the operator's state: what decides
/// whether the level is still there.
@usableFromInline
// Safe: as for `StateLens`, called only on the main actor by the store that runs the effect.
package struct LevelProbe: @unchecked Sendable {
  @usableFromInline package let state: ObjectIdentifier
  @usableFromInline package let read: (StateAddress) -> AnyHashable?
  /// Whether what the operator holds now, for all its levels at once (the ids of a `forEach`'s
  /// collection), is what `last` kept at the last sweep; when not, `last` keeps it now. While it
  /// is unchanged, none of the operator's levels can have ended. A copy-on-write value kept in
  /// `last` compares at once while nobody changed it (same storage).
  @usableFromInline package let holdings: (StateAddress, inout AnyObject?) -> Bool
  /// The readings (``read``'s values) of the levels that left between two values ``holdings``
  /// kept, when the operator can tell them (a stack's `forEach`): the sweep then ends those
  /// alone, rather than reading every level's probe. `nil` when it cannot, or for values it did
  /// not keep.
  @usableFromInline package let leaving: ((AnyObject, AnyObject) -> [AnyHashable]?)?

  /// A probe whose level is the only one its operator holds at a time (a presentation, an
  /// optional child): what it holds is the identity it reads.
  package init<State>(
    _: State.Type, read: @escaping (StateRef<State>) -> AnyHashable?
  ) {
    self.state = ObjectIdentifier(State.self)
    let read: (StateAddress) -> AnyHashable? = { read($0.ref(as: State.self)) }
    self.read = read
    self.leaving = nil
    self.holdings = { state, last in
      let now = read(state)
      // `last` is only ever made by this closure (see `LevelGroup`): the cast always succeeds.
      if let kept = last as? Kept<AnyHashable?>, kept.value == now {
        return true
      }
      last = Kept(now)
      return false
    }
  }

  /// A probe of one of many levels its operator holds (an element of a `forEach`), with what
  /// they all belong to: unchanged while `isSame` says so of the value kept at the last sweep.
  ///
  /// Inlinable, so that an operator specialized for a feature (the stack `forEach`) makes its
  /// probe there: the sweep's check of the holdings then looks up no generic metadata.
  ///
  /// `leaving`, when given, answers ``leaving`` for two kept values: the readings of the levels
  /// that the first holds and the second does not.
  @inlinable
  package init<State, Holdings>(
    _: State.Type, read: @escaping (StateRef<State>) -> AnyHashable?,
    holdings: @escaping (StateRef<State>) -> Holdings,
    isSame: @escaping (Holdings, Holdings) -> Bool,
    leaving: ((Holdings, Holdings) -> [AnyHashable])? = nil
  ) {
    self.state = ObjectIdentifier(State.self)
    self.read = { read($0.ref(as: State.self)) }
    self.leaving = leaving.map { leaving in
      { kept, now in
        // Both are made by the closure below, for these holdings.
        guard let kept = kept as? Kept<Holdings>, let now = now as? Kept<Holdings> else {
          return nil
        }
        return leaving(kept.value, now.value)
      }
    }
    self.holdings = { state, last in
      let now = holdings(state.ref(as: State.self))
      // `last` is only ever made by this closure (see `LevelGroup`): the cast always succeeds.
      if let kept = last as? Kept<Holdings>, isSame(kept.value, now) {
        return true
      }
      last = Kept(now)
      return false
    }
  }

  /// A probe of one of many levels its operator holds, whose operator compares what they all
  /// belong to itself: `holdingsAreUnchanged(state, &last)` answers ``holdings`` for the address
  /// of the operator's state.
  ///
  /// One closure where the initialiser above makes three (its own, `holdings` and `isSame`):
  /// made where the operator is specialized for a feature (``ChildLevels``), the sweep's check
  /// after every action is then one call. `leaving` answers ``leaving``.
  @inlinable
  package init<State>(
    _: State.Type, read: @escaping (StateRef<State>) -> AnyHashable?,
    holdingsAreUnchanged: @escaping (StateAddress, inout AnyObject?) -> Bool,
    leaving: ((AnyObject, AnyObject) -> [AnyHashable]?)? = nil
  ) {
    self.state = ObjectIdentifier(State.self)
    self.read = { read($0.ref(as: State.self)) }
    self.holdings = holdingsAreUnchanged
    self.leaving = leaving
  }
}

/// A value a sweep keeps from one action to the next; see ``LevelProbe/holdings``.
@usableFromInline
final class Kept<Value> {
  @usableFromInline let value: Value
  @usableFromInline init(_ value: Value) { self.value = value }
}
