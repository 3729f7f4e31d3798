extension AlertState: Equatable where Action: Equatable {
  /// Whether two alerts have the same title, message and buttons (role, action and label of
  /// each, in order); the ids of the alerts and of their buttons are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons, the parts equality compares; never an id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: CustomReflectable {
  /// A mirror of the title, message and buttons, without the id, so dumps and diffs show only
  /// what equality compares.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["title": title, "message": message as Any, "buttons": buttons],
      displayStyle: .struct
    )
  }
}
