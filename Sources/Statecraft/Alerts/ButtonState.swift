public import Foundation

/// A button of an alert or a confirmation dialog, as a value: its label, its role and the action it
/// sends when chosen.
///
/// The action is data (usually a case of the feature's nested alert action enum), not a closure,
/// so the button can live in a feature's state, be compared in a test and travel back to the
/// reducer as `.presented(action)` through the presentation's `PresentationAction`. A button
/// without an action sends nothing: choosing it only dismisses, which is what a cancel button does.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDelete) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancel")
/// }
/// ```
///
/// Each button gets a new ``id`` when it is created, so a UI layer can tell buttons apart. Equality
/// and hashing ignore the id and compare ``role``, ``action`` and ``label``.
public struct ButtonState<Action>: Identifiable {
  /// A value generated when the button is created, unique to it; ignored by equality.
  public let id: UUID

  /// How a UI layer should show the button, or `nil` for an ordinary choice.
  public var role: ButtonStateRole?

  /// The action sent when the button is chosen, or `nil` to send nothing and just dismiss.
  public var action: Action?

  /// The button's text.
  public var label: TextState

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - role: How a UI layer should show the button; `nil` (the default) for an ordinary choice.
  ///   - action: The action to send when the button is chosen; `nil` (the default) sends nothing,
  ///     as a cancel button does.
  ///   - label: Builds the button's text.
  public init(
    role: ButtonStateRole? = nil,
    action: Action? = nil,
    label: () -> TextState
  ) {
    self.init(id: UUID(), role: role, action: action, label: label())
  }

  init(id: UUID, role: ButtonStateRole?, action: Action?, label: TextState) {
    self.id = id
    self.role = role
    self.action = action
    self.label = label
  }

  /// Returns the same button with its action transformed, keeping its id, role and label.
  ///
  /// Use it to move a button into another action type, for instance to embed a child's alert
  /// actions into a parent's. The id is kept: the result is the same button, seen through
  /// another action type.
  ///
  /// - Parameters:
  ///   - transform: Turns this button's action into the new type; not called when it has none.
  /// - Returns: A button whose action is `transform(action)`, or `nil` when this one has none.
  public func map<NewAction>(
    _ transform: (Action) -> NewAction
  ) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, role: role, action: action.map(transform), label: label)
  }

  /// Calls `perform` with the button's action, or with `nil` when the button has none.
  ///
  /// Use it in a UI layer at the moment the user chooses this button, to turn the choice into one
  /// thing to send: the action wrapped as `.presented(action)`, or `.dismiss` when there is none.
  /// Reducers and tests have no need for it: they read ``action`` directly.
  ///
  /// ```swift
  /// button.withAction { action in
  ///   if let action {
  ///     store.send(.alert(.presented(action)))
  ///   } else {
  ///     store.send(.alert(.dismiss))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - perform: Receives the action to send, or `nil` for a button that sends nothing.
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action)
  }
}

// MARK: - Conformances

extension ButtonState: Equatable where Action: Equatable {
  /// Whether two buttons have the same role, action and label; their ids are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.role == rhs.role && lhs.action == rhs.action && lhs.label == rhs.label
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the role, action and label, the parts equality compares; never the id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(action)
    hasher.combine(label)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomReflectable {
  /// A mirror of the role, action and label, without the id, so dumps and diffs show only what
  /// equality compares.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["role": role as Any, "action": action as Any, "label": label],
      displayStyle: .struct
    )
  }
}
