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

// A case prints, dumps and debug-prints as it would with reflection names, in every build
// (``NamesItsCases``).
extension ConfirmationDialogStateTitleVisibility: NamesItsCases {
  package var caseName: String {
    switch self {
    case .automatic: "automatic"
    case .visible: "visible"
    case .hidden: "hidden"
    }
  }

  package static var namedCases: [(name: String, payloadType: (any Any.Type)?)] {
    [("automatic", nil), ("visible", nil), ("hidden", nil)]
  }
}

extension ConfirmationDialogStateTitleVisibility: CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// The case's name, as `print` shows a case: `automatic`.
  public var description: String { caseName }

  /// The case's qualified name, as `dump` and `debugPrint` show a case:
  /// `Statecraft.ConfirmationDialogStateTitleVisibility.automatic`.
  public var debugDescription: String { String(reflecting: Self.self) + "." + caseName }
}
