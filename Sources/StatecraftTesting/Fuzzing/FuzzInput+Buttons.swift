public import Statecraft

extension FuzzInput where Action: Equatable {
  /// The taps on an alert's buttons, sent through its slot: each button's action as
  /// `.presented(action)`, and a button without an action (a cancel button) as `.dismiss`.
  ///
  /// ```swift
  /// if let alert = state.alert {
  ///   return FuzzInput.buttons(of: alert) { .alert($0) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert on screen.
  ///   - toAction: Embeds a presentation action of the alert's slot in the feature's action.
  /// - Returns: One ``send(_:)`` input per distinct tap.
  public static func buttons<ButtonAction>(
    of alert: AlertState<ButtonAction>,
    _ toAction: (PresentationAction<ButtonAction>) -> Action
  ) -> [Self] {
    taps(alert.buttons, toAction)
  }

  /// The taps on a confirmation dialog's buttons, sent through its slot: each button's action as
  /// `.presented(action)`, and a button without an action (a cancel button) as `.dismiss`.
  ///
  /// - Parameters:
  ///   - dialog: The dialog on screen.
  ///   - toAction: Embeds a presentation action of the dialog's slot in the feature's action.
  /// - Returns: One ``send(_:)`` input per distinct tap.
  public static func buttons<ButtonAction>(
    of dialog: ConfirmationDialogState<ButtonAction>,
    _ toAction: (PresentationAction<ButtonAction>) -> Action
  ) -> [Self] {
    taps(dialog.buttons, toAction)
  }

  private static func taps<ButtonAction>(
    _ buttons: [ButtonState<ButtonAction>],
    _ toAction: (PresentationAction<ButtonAction>) -> Action
  ) -> [Self] {
    var inputs: [Self] = []
    for button in buttons {
      let input = Self.send(toAction(button.action.map { .presented($0) } ?? .dismiss))
      if !inputs.contains(input) { inputs.append(input) }
    }
    return inputs
  }
}
