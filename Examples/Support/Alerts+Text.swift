package import Statecraft

extension AlertState {
  /// The alert drawn as a box under the screen, its buttons numbered from 1.
  package var text: String {
    Screen.box("\(title)", (message.map { ["\($0)", ""] } ?? []) + [buttonsLine(buttons)])
  }

  /// The action of the button whose number (from 1) was typed. See ``chooseButton(_:in:)``.
  package func action(forButton line: String) -> Result<PresentationAction<Action>, InvalidInput> {
    chooseButton(line, in: buttons)
  }
}

extension ConfirmationDialogState {
  /// The dialog drawn as a box under the screen, its buttons numbered from 1.
  ///
  /// The title shows only when `titleVisibility` is `.visible`: with `.automatic`, like a dialog
  /// on iOS, it does not.
  package var text: String {
    Screen.box(
      titleVisibility == .visible ? "\(title)" : "",
      (message.map { ["\($0)", ""] } ?? []) + [buttonsLine(buttons)]
    )
  }

  /// The action of the button whose number (from 1) was typed. See ``chooseButton(_:in:)``.
  package func action(forButton line: String) -> Result<PresentationAction<Action>, InvalidInput> {
    chooseButton(line, in: buttons)
  }
}

/// Buttons as `[1] Borrar (destructivo)   [2] Cancelar`.
private func buttonsLine<Action>(_ buttons: [ButtonState<Action>]) -> String {
  buttons.enumerated().map { index, button in
    "[\(index + 1)] \(button.label)" + (button.role == .destructive ? " (destructivo)" : "")
  }
  .joined(separator: "   ")
}

/// What pressing a button sends through the presentation: its action, or `.dismiss` for a button
/// without one (a cancel button), as a UI layer does.
private func chooseButton<Action>(
  _ line: String, in buttons: [ButtonState<Action>]
) -> Result<PresentationAction<Action>, InvalidInput> {
  Screen.row(line, in: buttons)
    .mapError { _ in
      InvalidInput(
        "\(buttons.count == 1 ? "Pulsa el botón" : "Pulsa un botón"): "
          + "\(Screen.numbers(upTo: buttons.count)).")
    }
    .map { button in button.action.map { .presented($0) } ?? .dismiss }
}
