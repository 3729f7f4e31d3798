/// One move of a fuzzed sequence: an action to send, an out-of-date action to send on purpose, or
/// time passing.
///
/// A ``Fuzzer``'s generator returns the inputs that make sense in a state, as the screen would
/// offer them, and the fuzzer picks one of them at each step:
///
/// ```swift
/// { state in
///   guard state.alert != nil else {
///     return [
///       .send(.deleteTapped),
///       // The button of an alert that is gone: it must change nothing (rule R7).
///       .stale(.alert(.presented(.confirmDelete))),
///     ]
///   }
///   return [.send(.alert(.presented(.confirmDelete))), .send(.alert(.dismiss))]
/// }
/// ```
public enum FuzzInput<Action> {
  /// Sends an action that the state offers: a tap on a button on screen, a field's new text.
  ///
  /// It may change anything, but it must not raise a runtime issue.
  case send(Action)

  /// Sends an action that the generator knows to be out of date: a button of a presentation that
  /// is gone, a destination case other than the one presented, a row that was removed.
  ///
  /// It must change nothing: neither the state nor the running effects. The runtime issues it
  /// raises are expected (that is how Statecraft reports stale input) and counted in the report.
  case stale(Action)

  /// Advances the fuzzer's ``TestClock``, and lets every effect it wakes run as far as it can.
  ///
  /// The fuzzer advances the clock on its own too (see ``Fuzzer/advancingClock(by:)``); return
  /// this input to advance by a duration that matters in a given state.
  case advanceClock(by: Duration)

  /// The same input for a parent feature: its action embedded in the parent's.
  ///
  /// A parent's generator is made of its children's:
  ///
  /// ```swift
  /// { state in
  ///   Settings.inputs(state.settings).map { $0.map(App.Action.settings) }
  ///     + [.send(.logoutTapped)]
  /// }
  /// ```
  ///
  /// - Parameter embed: Embeds a child action in the parent's action.
  /// - Returns: The input, sending the embedded action.
  public func map<ParentAction>(_ embed: (Action) -> ParentAction) -> FuzzInput<ParentAction> {
    switch self {
    case .send(let action): .send(embed(action))
    case .stale(let action): .stale(embed(action))
    case .advanceClock(let duration): .advanceClock(by: duration)
    }
  }

  /// The action this input sends, if any.
  public var action: Action? {
    switch self {
    case .send(let action), .stale(let action): action
    case .advanceClock: nil
    }
  }
}

extension FuzzInput: Equatable where Action: Equatable {}

extension FuzzInput: Sendable where Action: Sendable {}

extension FuzzInput: CustomStringConvertible {
  /// The input as it is written in a generator, with the action in Swift syntax:
  /// `send(.rowTapped(id: 3))`, `advanceClock(by: .seconds(2))`.
  public var description: String {
    switch self {
    case .send(let action): "send(\(SwiftLiteral.text(of: action)))"
    case .stale(let action): "stale(\(SwiftLiteral.text(of: action)))"
    case .advanceClock(let duration): "advanceClock(by: \(SwiftLiteral.text(of: duration)))"
    }
  }
}

extension FuzzInput {
  /// Whether it is ``stale(_:)``.
  @inlinable
  var isStale: Bool {
    if case .stale = self { true } else { false }
  }
}
