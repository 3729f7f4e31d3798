public import Foundation

/// An alert as a value: a title, an optional message and the buttons a user can choose from.
///
/// An alert lives in a feature's state, in a `@Presents` slot, and its buttons carry cases of the
/// feature's alert action enum. Presenting it is assigning it; a choice comes back to the reducer
/// as `.presented(action)`, and a button without an action (or any other way of closing the alert)
/// as `.dismiss`. Because it is a value, a test asserts an alert by comparing it.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Borrar la cuenta")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmarBorrado) { TextState("Borrar") }
///   ButtonState(role: .cancel) { TextState("Cancelar") }
/// } message: {
///   TextState("Se perderán todos los datos.")
/// }
/// ```
///
/// Give alerts you reuse a name in an extension constrained to their action type. A `static let`
/// works when the action type is `Sendable`: it is one value with one ``id``, and assigning it to a
/// `@Presents` slot again, even while it is shown, is still a new presentation (every assignment
/// through the slot is). A `static var` works too, and builds a new alert with a new ``id`` on each
/// read, equal to every other read:
///
/// ```swift
/// extension AlertState where Action == Cuenta.Action.Alerta {
///   static let confirmarBorrado = AlertState {
///     TextState("Borrar la cuenta")
///   } actions: { /* ... */ }
/// }
/// ```
///
/// An alert that only informs has nothing to send: write it as `AlertState<Never>`, with buttons
/// that have no action (or no buttons at all).
///
/// > Important: An alert holds exactly the buttons it was given. One without a cancel button gets
/// > none added to the value, and one without buttons stays without; a UI layer may add its own
/// > way to dismiss (an "OK" button, the Escape key), which sends `.dismiss`.
///
/// Equality and hashing compare ``title``, ``message`` and ``buttons`` (their role, action and
/// label), never the generated ids. The id is the alert's presentation identity: a new alert put
/// in the slot, even an equal one, is a new presentation.
public struct AlertState<Action>: Identifiable {
  /// A value generated when the alert is created, unique to it; ignored by equality.
  public let id: UUID

  /// The alert's title.
  public var title: TextState

  /// The text shown under the title, or `nil` for none.
  public var message: TextState?

  /// The buttons, in the order they were given; possibly none.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert from closures: a title, then optionally its buttons and its message.
  ///
  /// Both `actions:` and `message:` may be left out:
  ///
  /// ```swift
  /// AlertState { TextState("Guardado") }
  /// AlertState { TextState("Sin conexión") } message: { TextState("Inténtalo más tarde.") }
  /// AlertState { TextState("Borrar") } actions: { /* buttons */ } message: { /* text */ }
  /// ```
  ///
  /// - Parameters:
  ///   - title: Builds the title.
  ///   - actions: Builds the buttons, one statement a button; none when left out.
  ///   - message: Builds the message; no message when left out.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), title: title(), message: message?(), buttons: actions())
  }

  /// Creates an alert from its parts.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The text shown under the title; `nil` (the default) for none.
  ///   - buttons: The buttons, in order; none by default.
  public init(
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(id: UUID(), title: title, message: message, buttons: buttons)
  }

  init(id: UUID, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// Returns the same alert with the actions of its buttons transformed.
  ///
  /// Use it to move an alert into another action type. The alert's id and its buttons' ids are
  /// kept: the result is the same presentation, seen through another action type.
  ///
  /// - Parameters:
  ///   - transform: Turns a button's action into the new type; not called for buttons without one.
  /// - Returns: An alert with the same title, message and buttons, carrying transformed actions.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, title: title, message: message, buttons: buttons.map { $0.map(transform) }
    )
  }
}

extension AlertState {
  /// The same information-only alert, in a slot whose alert action type is `Action`.
  ///
  /// An `AlertState<Never>` sends nothing, so it fits any slot:
  ///
  /// ```swift
  /// state.alerta = AlertState(.cuentaBorrada)  // an AlertState<Never> in an AlertState<Alerta>? slot
  /// ```
  public init(_ informational: AlertState<Never>) {
    self.init(
      id: informational.id,
      title: informational.title,
      message: informational.message,
      buttons: informational.buttons.map { button in
        ButtonState(id: button.id, role: button.role, action: nil, label: button.label)
      }
    )
  }
}

// MARK: - Conformances

// NB: Sendable must be declared in the file that declares the generic type.
extension AlertState: Sendable where Action: Sendable {}
