package import Statecraft

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

  /// What a typed line does to what is presented over the screen, through the same bindings a
  /// SwiftUI view uses: closing it (`x`, as a swipe or Escape does), or a button of an alert or a
  /// dialog (tapped, then the binding written `nil`, as SwiftUI does). `nil` when the line is no
  /// such gesture; ``action(for:in:)`` reads it then (and says why a button number is wrong).
  @MainActor
  static func gesture(for line: String, in store: Store<State, Action>) -> TerminalGesture?
}

extension TerminalView {
  /// No gestures: every line is read by ``action(for:in:)``.
  @MainActor
  package static func gesture(
    for line: String, in store: Store<State, Action>
  ) -> TerminalGesture? {
    nil
  }
}

/// A gesture on what a screen presents, made through the view layer's bindings.
@MainActor
package struct TerminalGesture {
  /// Makes the gesture; the task of what it sent, if it sent something at once.
  package let perform: @MainActor () -> StoreTask?

  /// Closes what `binding` presents, as a swipe down or Escape does: `nil` written to it. `nil`
  /// when nothing is presented.
  package static func close<C, CA>(_ binding: PresentationBinding<C, CA>) -> Self? {
    guard binding.wrappedValue != nil else { return nil }
    return Self {
      binding.wrappedValue = nil
      return nil
    }
  }

  /// Taps the alert's button whose number (from 1) is `line`, then writes `nil` to the binding,
  /// as SwiftUI does. `nil` when no alert is presented or `line` is not one of its buttons.
  package static func tap<A>(
    _ line: String, of binding: PresentationBinding<AlertState<A>, A>
  ) -> Self? {
    guard let alert = binding.wrappedValue, let button = button(line, of: alert.buttons) else {
      return nil
    }
    return Self {
      let task = alert.tap(button)
      binding.wrappedValue = nil
      return task
    }
  }

  /// Taps the dialog's button whose number (from 1) is `line`, then writes `nil` to the binding.
  package static func tap<A>(
    _ line: String, of binding: PresentationBinding<ConfirmationDialogState<A>, A>
  ) -> Self? {
    guard let dialog = binding.wrappedValue, let button = button(line, of: dialog.buttons) else {
      return nil
    }
    return Self {
      let task = dialog.tap(button)
      binding.wrappedValue = nil
      return task
    }
  }

  private static func button<A>(_ line: String, of buttons: [ButtonState<A>]) -> ButtonState<A>? {
    guard let number = Int(line), buttons.indices.contains(number - 1) else { return nil }
    return buttons[number - 1]
  }
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
