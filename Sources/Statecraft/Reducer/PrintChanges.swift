extension Reducer {
  /// This reducer, printing each action it receives and the state change it caused.
  ///
  /// For debugging an app: add it at the root while chasing a bug, then remove it.
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) {
  ///   Feature()._printChanges()
  /// }
  /// ```
  ///
  /// Prints, for each action:
  ///
  /// ```
  /// received action:
  ///   Feature.Action.incrementTapped
  ///     Feature.State(
  ///   −   count: 0
  ///   +   count: 1
  ///     )
  /// ```
  ///
  /// A shared value (`@Shared`) that the action changed is printed after the state, under the
  /// paths that hold it: `Shared $count:`, its old value on a `−` line, its new one on a `+` line.
  ///
  /// - Parameter printer: Where the text goes; standard output by default.
  public func _printChanges(
    to printer: @escaping (String) -> Void = { print($0) }
  ) -> some Reducer<State, Action> {
    let base = _reduceFunction()
    return Reduce<State, Action> { state, action in
      let oldState = state
      // Copies of the state share their boxes: a shared value's change is read from the boxes.
      let sharedBefore = SharedValues(reading: state)
      let effect = base(&state, action)
      let sharedAfter = SharedValues(reading: state).adding(sharedBefore.reread())
      var changes = Dump.diff(oldState, state).map { [$0] } ?? []
      for change in sharedBefore.differences(to: sharedAfter) {
        changes.append(change.actual.change(from: change.expected.value))
      }
      let change =
        changes.isEmpty
        ? "  (no state change)" : indented(changes.joined(separator: "\n"), by: 2)
      printer("received action:\n\(indented(Dump.text(of: action), by: 2))\n\(change)")
      return effect
    }
  }
}

private func indented(_ text: String, by spaces: Int) -> String {
  let padding = String(repeating: " ", count: spaces)
  return text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { padding + $0 }
    .joined(separator: "\n")
}
