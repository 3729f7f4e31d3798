/// A level of a store; see ``StoreStateMachine``.
@usableFromInline
package struct LevelID: Hashable, Sendable {
  package let rawValue: UInt32
  /// The root feature's level.
  package static let root = LevelID(rawValue: 0)
}

/// How a level is found: the level above it, the lenses on the way from there (the `Scope`s
/// between, by key path), and its component. One operator reached through two scopes, such as a
/// list's `forEach` run for `\.left` and for `\.right`, makes levels with equal components and
/// different routes: each row's effects stay its own. A route that is not known (a scope to an enum
/// case) is `nil`, and such levels are told apart by their component alone.
struct LevelKey: Hashable {
  let parent: LevelID
  let route: [AnyHashable]?
  let component: LevelComponent
}

@usableFromInline
struct LevelRecord {
  let parent: LevelID
  /// The lenses from the parent level to this one's operator; see ``LevelKey``.
  let route: [AnyHashable]?
  let component: LevelComponent
  /// Reads the component's identity from the root state; `nil` when the way there is unknown.
  let probe: ((StateAddress) -> LevelIdentity?)?
  /// The group the level is checked in, when it has a probe.
  let group: LevelGroupKey?
  /// The action that dismisses the level (see ``LevelEntry/dismissal``), in an ``ActionBox`` of
  /// the store's action type.
  let dismissal: AnyActionBox?
  var effects: Set<EffectID> = []
  var children: Set<LevelID> = []
  /// The throttle ids with state at this level.
  var throttles: Set<CancelID> = []
  /// Whether an effect of this level asked to be dismissed (a second request does nothing).
  var dismissalRequested = false

  init(
    parent: LevelID, route: [AnyHashable]? = [], component: LevelComponent,
    probe: ((StateAddress) -> LevelIdentity?)?, group: LevelGroupKey? = nil,
    dismissal: AnyActionBox?
  ) {
    self.parent = parent
    self.route = route
    self.component = component
    self.probe = probe
    self.group = group
    self.dismissal = dismissal
  }

  /// The root level's record.
  init(root: Void) {
    self.init(
      parent: .root, component: LevelComponent(site: .statecraft, key: 0), probe: nil,
      dismissal: nil
    )
  }

  /// The key the level is found by.
  var key: LevelKey { LevelKey(parent: parent, route: route, component: component) }

  var isUnused: Bool {
    effects.isEmpty && children.isEmpty && throttles.isEmpty && !dismissalRequested
  }
}
