/// What a ``StateExplorer`` does with the `.run` effects that a transition starts.
///
/// Exploring visits every state a feature's inputs reach; effects that run in tasks are outside
/// that graph unless the explorer is told how to treat them:
///
/// ```swift
/// .effects(.ignore)                              // the default
/// .effects(.settle(advancing: [.seconds(2)]))     // run them, as the fuzzer does
/// .effects(.model { origin in                     // say what each can do next
///   origin == .startTapped ? [.send(.tick)] : [.finish]
/// })
/// ```
public enum ExplorationEffects<Action> {
  /// `.run` effects do not start: a transition is the reducer and the actions of its `.send`
  /// effects (in the store's order, rule R1). The report counts the effects left out, by the
  /// action that started them. The fastest, and exact for every feature whose states do not
  /// depend on what its tasks deliver.
  case ignore

  /// Every transition runs in a fresh store of its own, from the state explored, with a fresh
  /// ``TestClock``: the input, then the effects run as far as they can; then the clock advances
  /// by each duration in turn, the effects running after each. What still runs then is cancelled
  /// and counted in the report: nothing carries over to the next transition. Slower (a store and
  /// a wait per transition), and as exact as the durations are.
  case settle(advancing: [Duration])

  /// In-flight effects belong to the state: each transition keeps the store's books of running
  /// effects, and each running effect can take any of the steps `outcomes` gives for the action
  /// that started it, in every interleaving with the inputs and with each other. No task runs
  /// and no clock exists; an effect that cancels or ends with its presentation leaves the graph
  /// when the store's books say so (rules R3, R5).
  ///
  /// - Parameter outcomes: The steps an effect started by an action can take next. An empty list
  ///   leaves the effect running and silent.
  case model(outcomes: (Action) -> [EffectOutcome<Action>])
}

/// One step an effect can take under ``ExplorationEffects/model(outcomes:)``.
public enum EffectOutcome<Action> {
  /// The effect sends an action, and keeps running.
  case send(Action)
  /// The effect calls `@Dependency(\.dismiss)`, and keeps running.
  case dismiss
  /// The effect's work returns: it ends, and a concatenation it belongs to goes on.
  case finish
}

extension EffectOutcome: Equatable where Action: Equatable {}

extension EffectOutcome: Sendable where Action: Sendable {}

/// Whether a ``StateExplorer`` treats states that differ only in the ids they minted as one
/// (rule X6).
public enum ExplorationSymmetry: Sendable, Equatable {
  /// Ids made by the `\.uuid` dependency in the exploration are renamed by first appearance in a
  /// state's key, so that "add, delete, add" reaches the state "add" reached. The default.
  case on
  /// Every id counts as it is, and so do the counters of the generators: a state reached
  /// with other ids, or with another id to be made next, is another state.
  case off
}

/// How a ``StateExplorer`` remembers the states it has seen.
public enum ExplorationStorage: Sendable, Equatable {
  /// Every key whole: exact, and as large as the states.
  case exact
  /// A 64-bit hash of each key, as TLC keeps fingerprints: a few bytes a state, at the risk of
  /// two states sharing a hash and one of them going unexplored. The report gives TLC's estimate
  /// of that risk for the run.
  case fingerprints
}
