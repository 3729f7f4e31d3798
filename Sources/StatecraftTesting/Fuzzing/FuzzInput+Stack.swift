public import Statecraft

extension FuzzInput {
  /// The moves a navigation stack offers whatever its screens show, sent through its stack
  /// action: going back to each screen, and late actions of screens that are gone.
  ///
  /// ```swift
  /// var inputs = FuzzInput.stack(state.path, embed: Feature.Action.path)
  /// if let top = state.path.ids.last, case .detail(let detail) = state.path.last {
  ///   inputs += Detail.inputs(detail).map { $0.map { .path(.element(id: top, action: .detail($0))) } }
  /// }
  /// ```
  ///
  /// For each screen, a `.popFrom(id:)` (the back button to the screen below it, or a jump back
  /// to the root for the first). Then, as ``stale(_:)`` inputs that must change nothing (rule S5):
  /// a pop of the screen popped last, a push of the top screen's id again, and, given
  /// `staleAction`, that action for the screen popped last.
  ///
  /// - Parameters:
  ///   - stack: The stack on screen.
  ///   - embed: Embeds a stack action in the feature's action.
  ///   - staleAction: An action of a screen, sent to the screen popped last; `nil` for none.
  /// - Returns: The inputs, pops first.
  public static func stack<ElementState, ElementAction>(
    _ stack: StackState<ElementState>,
    embed: (StackAction<ElementState, ElementAction>) -> Action,
    staleAction: ElementAction? = nil
  ) -> [Self] {
    var inputs = stack.ids.map { Self.send(embed(.popFrom(id: $0))) }
    // The highest id the stack held that it no longer holds: the screen popped last.
    let popped = (0...max(stack._highWater, 0)).reversed().lazy
      .map { StackElementID(integerLiteral: $0) }
      .first { stack._highWater >= 0 && !stack.contains(id: $0) }
    if let popped {
      inputs.append(.stale(embed(.popFrom(id: popped))))
      if let staleAction { inputs.append(.stale(embed(.element(id: popped, action: staleAction)))) }
    }
    if let top = stack.ids.last, let element = stack.last {
      inputs.append(.stale(embed(.push(id: top, state: element))))
    }
    return inputs
  }
}
