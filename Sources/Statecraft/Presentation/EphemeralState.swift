/// Not API: state that dismisses itself once the parent has handled one of its actions, such as an
/// alert or a confirmation dialog (rule R6).
public protocol _EphemeralState {
  /// The type of the actions its buttons send.
  static var _actionType: any Any.Type { get }
}

extension _EphemeralState {
  public static var _actionType: any Any.Type { Never.self }
}

extension AlertState: _EphemeralState {
  public static var _actionType: any Any.Type { Action.self }
}

extension ConfirmationDialogState: _EphemeralState {
  public static var _actionType: any Any.Type { Action.self }
}
