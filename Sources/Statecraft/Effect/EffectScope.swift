/// Where in a feature an effect runs: one step down from the reducer that returned it.
///
/// Composition operators wrap their child's effect in a scope. A ``StateLens`` says how to reach
/// the child's state from the parent's, so that a store can check, after every action, that each
/// presentation or element that still has effects is still there (rule R5). A ``LevelEntry``
/// marks the effect as belonging to a presentation or an element, a level of its own: its
/// cancellation ids reach only that level (rule R3), and ending the level cancels all of it.
package struct EffectScope: Sendable {
  /// From the parent's state to the child's; `nil` when the child's state cannot be reached that
  /// way (the levels inside are then checked only by the operator that made them).
  package var lens: StateLens?
  /// The level the effect enters, or `nil` for a plain `Scope`, whose child shares its parent's.
  package var level: LevelEntry?

  package init(lens: StateLens?, level: LevelEntry? = nil) {
    self.lens = lens
    self.level = level
  }

  /// The scope of an effect of `Action`s mapped into `NewAction`s: the level's dismissal too.
  func map<Action, NewAction>(_ transform: (Action) -> NewAction) -> EffectScope {
    EffectScope(lens: lens, level: level?.map(transform))
  }
}

extension Effect {
  /// The end of the level `component` one step down: its effects are cancelled (rule R5).
  @inlinable
  static func endingLevel(_ component: LevelComponent) -> Effect<Action> {
    Effect(storage: LevelEndStorage(component))
  }

  /// `effect` as the effects of a presentation or an element: in the level `component` one step
  /// down, reached through `lens`, checked by `probe`, dismissed by `dismissal` (an ``ActionBox``
  /// of `Action`, made by the caller where `Action` is known).
  @usableFromInline
  static func inLevel(
    _ effect: Effect<Action>, lens: StateLens, component: LevelComponent, probe: LevelProbe,
    dismissal: AnyActionBox?
  ) -> Effect<Action> {
    let level = LevelEntry(component: component, probe: probe, dismissal: dismissal)
    return Effect(storage: ScopedStorage(effect.storage, EffectScope(lens: lens, level: level)))
  }
}
