/// One step of an explored trace: an input the generator offered, or, with
/// ``ExplorationEffects/model(outcomes:)``, an outcome of an effect in flight.
public enum ExplorationStep<Action> {
  /// An input the generator offered in the state before it.
  case input(FuzzInput<Action>)
  /// An effect in flight took one of its outcomes.
  ///
  /// - Parameters:
  ///   - origin: The action whose reduction started the effect.
  ///   - outcome: What the effect did.
  case effect(origin: Action, outcome: EffectOutcome<Action>)

  /// The step as an input: the input itself, an effect's sent action as `.send` (a store
  /// reduces it as it reduces a sent one), and `nil` for an effect's dismissal or end.
  public var input: FuzzInput<Action>? {
    switch self {
    case .input(let input): input
    case .effect(_, .send(let action)): .send(action)
    case .effect: nil
    }
  }
}

extension ExplorationStep: Equatable where Action: Equatable {}

extension ExplorationStep: Sendable where Action: Sendable {}

extension ExplorationStep: CustomStringConvertible {
  /// The step as a trace lists it: `send(.openTapped)`, or `effect of .openTapped sends .tick`.
  public var description: String {
    switch self {
    case .input(let input):
      return "\(input)"
    case .effect(let origin, let outcome):
      let effect = "effect of \(SwiftLiteral.text(of: origin))"
      switch outcome {
      case .send(let action): return "\(effect) sends \(SwiftLiteral.text(of: action))"
      case .dismiss: return "\(effect) calls dismiss()"
      case .finish: return "\(effect) finishes"
      }
    }
  }
}
