extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether two dialogs have the same title visibility, title, message and buttons (role, action
  /// and label of each, in order); the ids of the dialogs and of their buttons are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the title visibility, title, message and buttons, the parts equality compares; never
  /// an id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(titleVisibility)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: CustomReflectable {
  /// A mirror of the title visibility, title, message and buttons, without the id, so dumps and
  /// diffs show only what equality compares.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "titleVisibility": titleVisibility, "title": title, "message": message as Any,
        "buttons": buttons,
      ],
      displayStyle: .struct
    )
  }
}
