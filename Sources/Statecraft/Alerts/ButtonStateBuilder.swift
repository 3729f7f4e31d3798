/// Builds the buttons of an alert or a confirmation dialog from a closure, one statement a button.
///
/// The `actions:` closures of ``AlertState`` and ``ConfirmationDialogState`` use it. Write the
/// buttons in order, one a line, and use `if`, `if`/`else`, `switch` and `for` to decide which
/// appear:
///
/// ```swift
/// AlertState(error: error) {
///   switch error {
///   case .missingPermission:
///     ButtonState(action: .openSettings) { TextState("Abrir ajustes") }
///   default:
///     ButtonState(role: .cancel) { TextState("Aceptar") }
///   }
/// }
/// ```
///
/// An empty closure builds no buttons; no cancel button is added for you.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Turns one button written in the closure into a list of one.
  ///
  /// - Parameters:
  ///   - button: A button written as a statement of the closure.
  /// - Returns: A list holding just that button.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  /// Joins the buttons of consecutive statements, in order.
  ///
  /// - Parameters:
  ///   - components: The buttons of each statement.
  /// - Returns: All the buttons, in the order they were written.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// Builds the buttons of an `if` without an `else`: none when its condition is false.
  ///
  /// - Parameters:
  ///   - component: The buttons of the `if` branch, or `nil` when it did not run.
  /// - Returns: The branch's buttons, or none.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// Builds the buttons of the first branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameters:
  ///   - component: The buttons of the branch that ran.
  /// - Returns: Those buttons.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// Builds the buttons of a later branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameters:
  ///   - component: The buttons of the branch that ran.
  /// - Returns: Those buttons.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// Builds the buttons of a `for` loop: those of every iteration, in order.
  ///
  /// - Parameters:
  ///   - components: The buttons of each iteration.
  /// - Returns: All the buttons, in iteration order.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
}
