/// The line being typed at the prompt, when the app reads keys itself (a terminal in raw mode).
///
/// The terminal echoes nothing in raw mode, so the app draws what ``text`` holds after its prompt
/// and keeps it across redraws: a screen redrawn by an effect does not lose a half-typed line.
///
/// ```swift
/// var editor = LineEditor()
/// editor.handle(.text("b 2"))  // .edited
/// editor.handle(.enter)        // .submitted("b 2")
/// ```
package struct LineEditor: Equatable, Sendable {
  /// What handling a key asks the app to do.
  package enum Outcome: Equatable, Sendable {
    /// The line changed, or nothing did: redraw the prompt.
    case edited
    /// Enter was pressed: run this line. The editor is empty again.
    case submitted(String)
    /// A key that does nothing here was pressed: say so.
    case specialKey
    /// Control-C, or Control-D on an empty line: quit.
    case quit
  }

  /// What has been typed since the last Enter.
  package private(set) var text = ""

  /// Creates an empty editor.
  package init() {}

  /// Applies one key to the line.
  package mutating func handle(_ key: KeyEvent) -> Outcome {
    switch key {
    case .text(let typed):
      text += typed
      return .edited
    case .enter:
      defer { text = "" }
      return .submitted(text)
    case .backspace:
      if !text.isEmpty { text.removeLast() }
      return .edited
    case .clearLine:
      text = ""
      return .edited
    case .interrupt:
      return .quit
    case .endOfInput:
      // As in a shell: Control-D ends the input only when nothing has been typed.
      return text.isEmpty ? .quit : .edited
    case .specialKey:
      return .specialKey
    }
  }
}
