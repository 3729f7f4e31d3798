/// What an exploration did and found: counts, the verdict of every property, the shortest trace to
/// a failure, coverage, and the presentation configurations.
///
/// ```swift
/// let report = await explorer.explore { state in ... }
/// #expect(report.isComplete)
/// #expect(report.configurations.count == 4)
/// print(report)  // the summary, verdicts, coverage and configurations
/// ```
public struct ExplorationReport<Action> {
  /// Whether every state reachable was explored: no bound was reached and no failure stopped the
  /// search. A pass with `isComplete` is a proof; without it, a pass within bounds.
  public let isComplete: Bool

  /// How many distinct states were reached, the initial one included.
  public let states: Int

  /// How many steps were taken, from every state reached: every input the generator offered
  /// (stale inputs and those that lead back to the same state included), and with
  /// ``ExplorationEffects/model(outcomes:)`` every outcome of every effect.
  public let transitions: Int

  /// The depth of the deepest state reached: the most steps from the initial state to a state
  /// the search reached, whether or not its own steps were taken. With
  /// ``StateExplorer/bounds(depth:states:time:storage:)``'s `depth: 5`, the states five steps
  /// away are reached and checked, and `depth` is 5.
  public let depth: Int

  /// How many states were reached and not expanded, when a bound or a failure stopped the search.
  public let frontier: Int

  /// The bound that stopped the search, if one did.
  public let boundReached: Bound?

  /// The first failure, at the least depth (rule X1); `nil` when every property held.
  public let violation: ExplorationViolation<Action>?

  /// Every property and its verdict, in the order: the fuzzer's checks, invariants, transition
  /// properties, `sometimes`, `canReturn`, and the determinism of the reducer.
  public let verdicts: [ExplorationVerdict]

  /// The trace of the violation as inputs (an effect's sent action as `.send`), the shortest
  /// there is; empty when there is no violation, or when it is in the initial state.
  public var trace: [FuzzInput<Action>] { violation?.steps.compactMap(\.input) ?? [] }

  /// The trace of the violation as a `TestStore` test, to paste into a test file, which replays
  /// the trace step by step (each step's change in a comment) and fails at its last line.
  ///
  /// When the initial state, the reducer and the dependencies can be written as Swift, it is a
  /// Swift Testing `@Test` that makes its own test store (`TestStore(initialState: …) { F() }`)
  /// and ends by requiring the state not to be the one where the property failed. Otherwise
  /// (a shared value, an alert or a class instance in the state, a closure in the reducer,
  /// dependencies that `withDependencies` changes, effects' steps taken one at a time) its doc
  /// comment says why, and it is a function that takes the explorer and checks at its last line
  /// what failed. Exact when no step started a `.run` effect; such steps are marked. Empty when
  /// there is no trace to replay.
  public let testSource: String

  /// Which cases of the actions and of the presentations the exploration reached, and which not.
  public let coverage: ExplorationCoverage

  /// The presentation configurations reached, in the order they were first reached:
  /// "nothing presented", "$destino .detalle", …
  public let configurations: [String]

  /// The configurations and the transitions between them, as a Mermaid flowchart.
  public let graph: String

  /// The `.run` effects that did not run to their end, by the action that started them, with how
  /// many transitions left them so: not started (``ExplorationEffects/ignore``), or cancelled
  /// while still waiting (``ExplorationEffects/settle(advancing:)``).
  public let unfinishedEffects: [String: Int]

  /// How many transitions reached a state already seen with other minted ids (rule X6).
  public let symmetricStates: Int

  /// With ``ExplorationStorage/fingerprints``, TLC's estimate of the probability that two states
  /// shared a fingerprint in this run: distinct states × (transitions − distinct states) / 2⁶⁴.
  public let collisionProbability: Double?

  /// How long the exploration took, the report included.
  public let duration: Duration

  /// The summary, as ``description`` prints it.
  let summary: String

  /// The bound that can stop a search.
  public enum Bound: Sendable, Equatable {
    /// The depth bound: states at that depth were not expanded.
    case depth
    /// The states bound: no more states were added.
    case states
    /// The time bound.
    case time
  }
}

extension ExplorationReport: Sendable where Action: Sendable {}

extension ExplorationReport: CustomStringConvertible {
  /// The summary: counts and completeness ("within bounds" when incomplete), the verdicts, the
  /// effects left out, coverage and configurations. It depends on nothing but the exploration.
  public var description: String { summary }
}

/// A property and what the exploration found of it.
public struct ExplorationVerdict: Sendable, Equatable {
  /// What was found.
  public enum Outcome: Sendable, Equatable {
    /// It holds in every state reachable.
    case holds
    /// It holds in every state the exploration reached, which a bound cut short.
    case holdsWithinBounds
    /// It fails; the report's violation says how, when it is the first failure.
    case fails
    /// For a `canReturn`: this many states could not be decided, their future meeting the
    /// frontier; none was a trap.
    case unknown(states: Int)
    /// Not decided: the search stopped at a failure of another property first.
    case undecided
  }

  /// The property.
  public let property: ExplorationProperty
  /// What was found.
  public let outcome: Outcome
}
