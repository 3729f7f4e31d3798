import Statecraft

/// A running effect as part of a state's key (``ExplorationEffects/model(outcomes:)``): the action
/// that started it, the levels it runs in without the generations of presentations, and its
/// cancellation ids. Two states whose effects differ only in the numbers the store gave them have
/// equal keys.
@usableFromInline
struct EffectKey: Hashable {
  let origin: String
  let isRun: Bool
  let levels: [AnyHashable]
  let cancelIDs: [AnyHashable]
}

enum EffectKeys {
  /// The keys of the effects running in `machine`, in the order of their origins' text (the
  /// order they started in, among effects of one origin).
  @MainActor
  static func of<Action>(_ machine: StoreStateMachine<Action>) -> [EffectKey] {
    machine.exploredEffects.map { effect in
      EffectKey(
        origin: SwiftLiteral.text(of: effect.origin), isRun: effect.isRun, levels: effect.levels,
        cancelIDs: effect.cancelIDs
      )
    }
    .enumerated()
    .sorted { ($0.element.origin, $0.offset) < ($1.element.origin, $1.offset) }
    .map(\.element)
  }
}
