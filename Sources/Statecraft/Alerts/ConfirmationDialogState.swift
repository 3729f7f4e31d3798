public import Foundation

/// A confirmation dialog as a value: a title, whether to show it, an optional message and the
/// choices a user can make.
///
/// A confirmation dialog is an ``AlertState`` in another form, usually with more choices, and it
/// works the same way: it lives in a `@Presents` slot of a feature's state, its buttons carry
/// cases of the feature's dialog action enum, a choice comes back as `.presented(action)` and any
/// other way of closing it as `.dismiss`. A test asserts it by comparing it.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Cancelar reserva")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmCancel(reservation.id)) {
///     TextState("Cancelar \(reservation.roomName)")
///   }
///   ButtonState(role: .cancel) { TextState("Mantener reserva") }
/// } message: {
///   TextState("La reserva de \(reservation.roomName) se eliminará de tu calendario.")
/// }
/// ```
///
/// Name dialogs you reuse in an extension constrained to their action type: a `static let` (when
/// the action type is `Sendable`) is one value, and assigning it to a `@Presents` slot again is
/// still a new presentation; a `static var` builds a new dialog with a new ``id`` on each read.
///
/// > Important: A dialog holds exactly the buttons it was given. One without a cancel button gets
/// > none added to the value; a UI layer may add its own (some platforms always do), which sends
/// > `.dismiss`.
///
/// Equality and hashing compare ``titleVisibility``, ``title``, ``message`` and ``buttons``
/// (their role, action and label), never the generated ids. The id is the dialog's presentation
/// identity: a new dialog put in the slot, even an equal one, is a new presentation.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// A value generated when the dialog is created, unique to it; ignored by equality.
  public let id: UUID

  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// The dialog's title.
  public var title: TextState

  /// The text shown under the title, or `nil` for none.
  public var message: TextState?

  /// The buttons, in the order they were given; possibly none.
  public var buttons: [ButtonState<Action>]

  /// Creates a dialog from closures: a title, then optionally its buttons and its message.
  ///
  /// `titleVisibility` comes first and may be left out, as may `actions:` and `message:`:
  ///
  /// ```swift
  /// ConfirmationDialogState { TextState("Artículo") } actions: { /* buttons */ }
  /// ConfirmationDialogState(titleVisibility: .visible) {
  ///   TextState("Cancelar reserva")
  /// } actions: {
  ///   // buttons
  /// } message: {
  ///   TextState("La reserva se eliminará de tu calendario.")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown; `.automatic` by default.
  ///   - title: Builds the title.
  ///   - actions: Builds the buttons, one statement a button; none when left out.
  ///   - message: Builds the message; no message when left out.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), titleVisibility: titleVisibility, title: title(), message: message?(),
      buttons: actions()
    )
  }

  /// Creates a dialog from its parts.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown; `.automatic` by default.
  ///   - title: The title.
  ///   - message: The text shown under the title; `nil` (the default) for none.
  ///   - buttons: The buttons, in order; none by default.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      id: UUID(), titleVisibility: titleVisibility, title: title, message: message,
      buttons: buttons
    )
  }

  init(
    id: UUID,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: TextState,
    message: TextState?,
    buttons: [ButtonState<Action>]
  ) {
    self.id = id
    self.titleVisibility = titleVisibility
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// Returns the same dialog with the actions of its buttons transformed.
  ///
  /// Use it to move a dialog into another action type. The dialog's id and its buttons' ids are
  /// kept: the result is the same presentation, seen through another action type.
  ///
  /// - Parameters:
  ///   - transform: Turns a button's action into the new type; not called for buttons without one.
  /// - Returns: A dialog with the same title, visibility, message and buttons, carrying
  ///   transformed actions.
  public func map<NewAction>(
    _ transform: (Action) -> NewAction
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id, titleVisibility: titleVisibility, title: title, message: message,
      buttons: buttons.map { $0.map(transform) }
    )
  }
}

// MARK: - Conformances

// NB: Sendable must be declared in the file that declares the generic type.
extension ConfirmationDialogState: Sendable where Action: Sendable {}
