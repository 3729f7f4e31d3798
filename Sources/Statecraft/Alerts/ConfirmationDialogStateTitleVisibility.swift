/// Whether a confirmation dialog shows its title.
///
/// A confirmation dialog always has a title, but some platforms leave it out unless asked, showing
/// only the message and the buttons. Set ``ConfirmationDialogState/titleVisibility`` to decide.
///
/// ```swift
/// ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Cancelar reserva")
/// } actions: {
///   // ...
/// }
/// ```
public enum ConfirmationDialogStateTitleVisibility {
  /// The UI layer decides, following its platform's convention; the default.
  case automatic

  /// The title is shown.
  case visible

  /// The title is not shown; it still names the dialog for accessibility where a UI layer
  /// supports that.
  case hidden
}

// MARK: - Conformances

extension ConfirmationDialogStateTitleVisibility: Equatable {}

extension ConfirmationDialogStateTitleVisibility: Hashable {}

extension ConfirmationDialogStateTitleVisibility: Sendable {}
