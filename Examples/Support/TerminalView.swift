/// How a terminal app shows a feature and reads its input: the text counterpart of a SwiftUI view.
///
/// Both requirements are pure functions, so they are unit-tested like any other value code:
/// ``render(_:)`` reads only the state, and ``action(for:in:)`` only turns a typed line into an
/// action. The store, the effects and the dependencies stay the feature's business.
package protocol TerminalView {
  /// The feature's state.
  associatedtype State
  /// The feature's actions.
  associatedtype Action

  /// Draws the screen, anything presented over it, and the choices the user has.
  static func render(_ state: State) -> String

  /// The action a typed line asks for, or why the line is not one of the choices on screen.
  ///
  /// - Parameters:
  ///   - line: What the user typed, without surrounding spaces; never empty.
  ///   - state: The state on screen when the line was typed.
  static func action(for line: String, in state: State) -> Result<Action, InvalidInput>
}

/// A typed line that is not a choice on the current screen, and what to tell the user.
package struct InvalidInput: Error, Equatable {
  /// A short sentence shown under the screen.
  package let message: String

  /// Creates the error with the sentence to show.
  package init(_ message: String) {
    self.message = message
  }

  /// A line that matches none of the choices on screen.
  package static func notAChoice(_ line: String) -> Self {
    InvalidInput("«\(line)» no es una opción de esta pantalla.")
  }
}
