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
/// Each kind of child names its levels with the key of its ``ChildAccess``.
@usableFromInline
// Safe: the key is a presentation identity or an element id (`Hashable & Sendable`, or built by
// Statecraft from values in state), only compared and hashed on the main actor.
package struct LevelComponent: Hashable, @unchecked Sendable {
  package let site: CallSite
  package let key: AnyHashable

  @usableFromInline
  package init(site: CallSite, key: AnyHashable) {
    self.site = site
    self.key = key
  }
}
