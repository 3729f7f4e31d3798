import Statecraft

/// The `.run` effects of a reduction that the explorer notes without handing them to the store,
/// under ``ExplorationEffects/ignore``.
///
/// A `.run` effect that does not start leaves nothing in a transition but its origin: the store
/// registers it under its levels and cancellation ids and then never gives it a task, and the
/// explorer forgets the store's books before the next transition. Registering it costs more
/// than the feature's reduction (the walk, a level for the presentation it runs in, the books'
/// tables, a group), so an effect made only of such runs is counted here, and the store is given
/// `.none`, which leaves the transition as it was: the same state, the same actions, the same
/// effects left unfinished by the same origins.
///
/// Only an effect whose every part is a `.run`, a merge, a scope, or `cancellable` without
/// `cancelInFlight` is set aside: a `.send` feeds an action back, a concatenation waits on its
/// runs, and a cancellation (`.cancel`, `cancelInFlight`, a level's end) can stop a run of the
/// same walk before it starts, so each of those goes to the store as it is.
enum SetAsideRuns {
  /// How many `.run` effects `effect` starts, when it is made only of runs that the explorer may
  /// set aside; `nil` otherwise.
  ///
  /// - Parameter depth: How deep `effect` is in the effect being counted: past 32 levels (an
  ///   effect merged in a loop) the store, which walks without recursion, is given the effect.
  static func count<Action>(in effect: Effect<Action>, depth: Int = 0) -> Int? {
    guard depth < 32 else { return nil }
    switch effect.operation {
    case .none:
      return 0
    case .run:
      return 1
    case .scoped(let inner, _):
      return count(in: inner, depth: depth + 1)
    case .cancellable(let inner, _, let cancelInFlight):
      return cancelInFlight ? nil : count(in: inner, depth: depth + 1)
    case .merge(let effects):
      var total = 0
      for effect in effects {
        guard let count = count(in: effect, depth: depth + 1) else { return nil }
        total += count
      }
      return total
    case .send, .concatenate, .cancel, .endLevel, .throttledSend:
      return nil
    }
  }
}
