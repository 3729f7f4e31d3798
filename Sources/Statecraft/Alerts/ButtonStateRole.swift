/// What a button in an alert or a confirmation dialog means, so a UI layer can style and place it.
///
/// A role changes how a button is shown, never what it sends: a button sends its
/// ``ButtonState/action`` (or nothing) whatever its role. A button with no role (`nil`) is an
/// ordinary choice.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
public enum ButtonStateRole {
  /// The button backs out of the choice the alert or dialog asks for and changes nothing.
  ///
  /// A cancel button usually has no action: choosing it just dismisses the presentation. A UI
  /// layer typically shows it apart from the other buttons (last, or bold) and also chooses it
  /// for the platform's dismiss gesture (Escape, a tap outside).
  case cancel

  /// The button does something that loses data or cannot be undone, such as deleting.
  ///
  /// A UI layer typically shows it in a warning style (red) so it is not chosen by accident.
  case destructive
}

// MARK: - Conformances

extension ButtonStateRole: Equatable {}

extension ButtonStateRole: Hashable {}

extension ButtonStateRole: Sendable {}

// A case prints, dumps and debug-prints as it would with reflection names, in every build
// (``NamesItsCases``).
extension ButtonStateRole: NamesItsCases {
  package var caseName: String {
    switch self {
    case .cancel: "cancel"
    case .destructive: "destructive"
    }
  }

  package static var namedCases: [(name: String, payloadType: (any Any.Type)?)] {
    [("cancel", nil), ("destructive", nil)]
  }
}

extension ButtonStateRole: CustomStringConvertible, CustomDebugStringConvertible {
  /// The case's name, as `print` shows a case: `cancel`.
  public var description: String { caseName }

  /// The case's qualified name, as `dump` and `debugPrint` show a case:
  /// `Statecraft.ButtonStateRole.cancel`.
  public var debugDescription: String { String(reflecting: Self.self) + "." + caseName }
}
