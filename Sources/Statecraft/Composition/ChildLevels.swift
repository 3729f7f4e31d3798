/// The life of a parent's children, the same for every composition operator (rules R3 and R5):
/// what the parent holds before an action, the child's effects in a level of their own, and the
/// end of the levels of the children that left, however the state was changed.
///
/// An operator (the presentation `ifLet`, the plain `ifLet` and `ifCaseLet`, `forEach` over an
/// `IdentifiedArray` or a stack) routes its action and runs its child and its parent; everything
/// about the children's levels it asks of this type, which reads the parent only through its
/// ``ChildAccess``. The probe each level hands the store's sweep is made here, from the same
/// access, so the sweep reads what the operator reads.
///
/// Inlinable, so that it is specialized with the operator for each feature: reading the holdings
/// of an action that passes through costs the access's reads and nothing generic.
@usableFromInline
struct ChildLevels<Access: ChildAccess> {
  @usableFromInline let access: Access
  /// The operator's call site: with a child's key, the name of the child's level.
  @usableFromInline let callSite: CallSite

  @inlinable
  init(_ access: Access, at callSite: CallSite) {
    self.access = access
    self.callSite = callSite
  }

  /// What `state` holds now.
  @inlinable
  func holdings(in state: inout Access.Parent) -> Access.Holdings {
    StateRef.with(&state) { access.holdings(in: $0) }
  }

  /// Runs `parent` for an action that no child takes, and ends the levels of the children it
  /// removed or changed.
  @inlinable
  func passing<Action>(
    _ action: Action, to parent: (inout Access.Parent, Action) -> Effect<Action>,
    in state: inout Access.Parent
  ) -> Effect<Action> {
    let before = holdings(in: &state)
    let effect = parent(&state, action)
    return ending(before, in: &state, with: effect)
  }

  /// `effect`, and the end of the level of each child that `before` held and `state` no longer
  /// holds with the same key (R5).
  @inlinable
  func ending<Action>(
    _ before: Access.Holdings, in state: inout Access.Parent, with effect: Effect<Action>
  ) -> Effect<Action> {
    let after = holdings(in: &state)
    guard !access.isSame(before, after) else { return effect }
    if let key = access.onlyLeaving(before, after) {
      return effect.merge(with: .endingLevel(component(for: key)))
    }
    return ending(access.leaving(before, after), with: effect)
  }

  /// `effect`, and the end of the levels `keys`.
  ///
  /// Inlinable, so that it runs specialized for the feature: in code that is not, each key's
  /// hashing would look its conformance up at run time.
  @inlinable
  func ending<Action>(_ keys: [Access.Key], with effect: Effect<Action>) -> Effect<Action> {
    guard let first = keys.first else { return effect }
    if keys.count == 1 { return effect.merge(with: .endingLevel(component(for: first))) }
    var effects = [effect]
    effects.reserveCapacity(keys.count + 1)
    for key in keys { effects.append(.endingLevel(component(for: key))) }
    return .merge(effects)
  }

  /// The level of the child named `key`.
  @inlinable
  func component(for key: Access.Key) -> LevelComponent {
    LevelComponent(site: callSite, key: key)
  }

  /// The child's effect in the parent's actions, in the child's level `key`: cancelled when the
  /// child leaves or changes key, with cancellation ids of its own, and, given a `dismissal`,
  /// able to dismiss the child through `@Dependency(\.dismiss)`.
  ///
  /// Inlinable, so that the level's probe and lens are made in code specialized for the feature:
  /// the sweep calls the probe after every action while the child has effects.
  @inlinable
  func scoped<Action, ChildAction>(
    _ effect: Effect<ChildAction>, at place: Access.Place, key: Access.Key,
    embed: @escaping @Sendable (ChildAction) -> Action, dismissal: Action? = nil
  ) -> Effect<Action> {
    let access = self.access
    // From the parent's state to the child's at `place`, in place.
    let lens = StateLens(Access.Parent.self, Access.Child.self) { state, body in
      access.withChild(at: place, in: state, body)
    }
    return Effect.inLevel(
      effect.map(embed), lens: lens, component: component(for: key), probe: probe(for: place),
      dismissal: dismissal.map { ActionBox($0) }
    )
  }

  /// What the store's sweep asks of the level of the child at `place`, after every action while
  /// the child has effects: its key now (the level ended when it reads another), and whether
  /// the parent's holdings changed since the last sweep, through this access.
  @inlinable
  func probe(for place: Access.Place) -> LevelProbe {
    let access = self.access
    return LevelProbe(
      Access.Parent.self,
      read: { state in access.key(at: place, in: state).map(LevelIdentity.init) },
      holdingsAreUnchanged: { address, last in
        let now = access.holdings(in: address.ref(as: Access.Parent.self))
        // `last` is only ever made here, for this access (see `LevelGroup`).
        if let kept = last as? Kept<Access.Holdings>, access.isSame(kept.value, now) {
          return true
        }
        last = Kept(now)
        return false
      },
      // The children that left, from two holdings kept: the sweep ends those alone.
      leaving: { kept, now in
        // Both are made by the closure above, for this access.
        guard let kept = kept as? Kept<Access.Holdings>, let now = now as? Kept<Access.Holdings>
        else { return nil }
        return access.leaving(kept.value, now.value).map(LevelIdentity.init)
      }
    )
  }
}
