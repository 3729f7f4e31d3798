/// A property a ``StateExplorer`` checks: one of the fuzzer's checks, one the feature gave, or
/// the determinism every exploration relies on.
public enum ExplorationProperty: Hashable, Sendable {
  /// A check of ``FuzzCheck``, in every state or on every transition; an invariant given to
  /// ``StateExplorer/invariant(_:_:)`` is ``FuzzCheck/invariant(_:)``.
  case check(FuzzCheck)
  /// A property of every transition, given to ``StateExplorer/transition(_:_:)``.
  case transition(String)
  /// A property some state must have, given to ``StateExplorer/sometimes(_:_:)``.
  case sometimes(String)
  /// A goal every state must be able to reach, given to ``StateExplorer/canReturn(_:to:)``.
  case canReturn(String)
  /// The same input from the same state reaches the same state (rule X7).
  case deterministicReducer
}

extension ExplorationProperty: CustomStringConvertible {
  /// What fails when this property does, as a failure's headline says it.
  public var description: String {
    switch self {
    case .check(let check): "\(check)"
    case .transition(let description): "the transition property “\(description)” does not hold"
    case .sometimes(let description): "no state reached has “\(description)”"
    case .canReturn(let description): "a state reached cannot return to “\(description)”"
    case .deterministicReducer: "the reducer is not deterministic"
    }
  }
}

/// What a ``StateExplorer`` found that fails: the property, what went wrong, and the shortest
/// trace to it.
public struct ExplorationViolation<Action> {
  /// The property that fails.
  public let property: ExplorationProperty

  /// What went wrong at the last step of the trace, in words.
  public let details: String

  /// The steps from the initial state to the failure: none when the initial state fails (or a
  /// ``ExplorationProperty/sometimes(_:)`` is never reached), otherwise ending with the step that
  /// fails, or that reaches the state that fails. Breadth-first, so no shorter trace fails.
  public let steps: [ExplorationStep<Action>]

  /// The whole failure message, as it is recorded in the test.
  public let message: String
}

extension ExplorationViolation: Sendable where Action: Sendable {}

extension ExplorationViolation: CustomStringConvertible {
  /// The whole failure message: the property, the details, the numbered trace with what each
  /// step changed.
  public var description: String { message }
}
