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
  /// - Parameter printer: Where the text goes; standard output by default.
  public func _printChanges(
    to printer: @escaping (String) -> Void = { print($0) }
  ) -> some Reducer<State, Action> {
    let base = _reduceFunction()
    return Reduce<State, Action> { state, action in
      let oldState = state
      let effect = base(&state, action)
      let change = Dump.diff(oldState, state).map { indented($0, by: 2) } ?? "  (no state change)"
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
