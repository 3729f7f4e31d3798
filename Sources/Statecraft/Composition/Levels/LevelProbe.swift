/// Reads the identity that a level's operator sees now, from the operator's state: what decides
/// whether the level is still there.
@usableFromInline
// Safe: as for `StateLens`, called only on the main actor by the store that runs the effect.
package struct LevelProbe: @unchecked Sendable {
  @usableFromInline package let state: ObjectIdentifier
  @usableFromInline package let read: (StateAddress) -> LevelIdentity?
  /// Whether what the operator holds now, for all its levels at once (the ids of a `forEach`'s
  /// collection), is what `last` kept at the last sweep; when not, `last` keeps it now. While it
  /// is unchanged, none of the operator's levels can have ended. A copy-on-write value kept in
  /// `last` compares at once while nobody changed it (same storage).
  @usableFromInline package let holdings: (StateAddress, inout AnyObject?) -> Bool
  /// The readings (``read``'s values) of the levels that left between two values ``holdings``
  /// kept, when the operator can tell them (a stack's `forEach`): the sweep then ends those
  /// alone, rather than reading every level's probe. `nil` when it cannot, or for values it did
  /// not keep.
  @usableFromInline package let leaving: ((AnyObject, AnyObject) -> [LevelIdentity]?)?

  /// A probe whose level is the only one its operator holds at a time (a presentation, an
  /// optional child): what it holds is the identity it reads.
  package init<State>(
    _: State.Type, read: @escaping (StateRef<State>) -> LevelIdentity?
  ) {
    self.state = ObjectIdentifier(State.self)
    let read: (StateAddress) -> LevelIdentity? = { read($0.ref(as: State.self)) }
    self.read = read
    self.leaving = nil
    self.holdings = { state, last in
      let now = read(state)
      // `last` is only ever made by this closure (see `LevelGroup`): the cast always succeeds.
      if let kept = last as? Kept<LevelIdentity?>, kept.value == now {
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
    _: State.Type, read: @escaping (StateRef<State>) -> LevelIdentity?,
    holdings: @escaping (StateRef<State>) -> Holdings,
    isSame: @escaping (Holdings, Holdings) -> Bool,
    leaving: ((Holdings, Holdings) -> [LevelIdentity])? = nil
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
    _: State.Type, read: @escaping (StateRef<State>) -> LevelIdentity?,
    holdingsAreUnchanged: @escaping (StateAddress, inout AnyObject?) -> Bool,
    leaving: ((AnyObject, AnyObject) -> [LevelIdentity]?)? = nil
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
