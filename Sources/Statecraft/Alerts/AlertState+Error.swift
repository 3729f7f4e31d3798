import Foundation

extension AlertState {
  /// Creates an alert that reports an error, with the texts the error provides and the buttons
  /// you choose.
  ///
  /// The texts come from the error:
  /// - The **title** is the error's `LocalizedError.errorDescription`. When the error is not a
  ///   `LocalizedError`, or its description is `nil` or blank, the title is
  ///   `String(describing: error)`, the text `print(error)` shows (`diskFull` for a case of a plain
  ///   error enum). `localizedDescription` is not used for that: for an error that is not a
  ///   `LocalizedError`, Foundation makes it a generic "The operation could not be completed"
  ///   sentence that differs between Linux and Apple platforms, so a test of the alert would pass
  ///   on one and fail on the other.
  /// - The **message** is the error's `failureReason` and `recoverySuggestion`, those that are
  ///   present and not blank, in that order, joined by a line break (`"\n"`); `nil` when neither
  ///   is.
  ///
  /// > Tip: Conform the errors you show to `LocalizedError` so the alert reads as a user should
  /// > see it, in the user's language.
  ///
  /// The buttons come from `actions`, so they can depend on the error; leave it out for an alert
  /// with no buttons (a UI layer then offers its own way to dismiss). No cancel button is added:
  ///
  /// ```swift
  /// state.alert = AlertState(error: error) {
  ///   switch error {
  ///   case .missingPermission:
  ///     ButtonState(action: .openSettings) { TextState("Abrir ajustes") }
  ///     ButtonState(role: .cancel) { TextState("Cancelar") }
  ///   default:
  ///     ButtonState(role: .cancel) { TextState("Aceptar") }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - error: The error to report.
  ///   - actions: Builds the buttons, one statement a button; none when left out.
  public init(
    error: any Error,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] }
  ) {
    let localized = error as? any LocalizedError
    let title = nonBlank(localized?.errorDescription) ?? String(describing: error)
    let details = [localized?.failureReason, localized?.recoverySuggestion].compactMap(nonBlank)
    self.init(
      title: TextState(title),
      message: details.isEmpty ? nil : TextState(details.joined(separator: "\n")),
      buttons: actions()
    )
  }
}

/// The text when it has something besides whitespace, else `nil`.
private func nonBlank(_ text: String?) -> String? {
  guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
    return nil
  }
  return text
}
