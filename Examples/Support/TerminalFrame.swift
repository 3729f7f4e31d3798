/// One drawing of an app on a terminal that it owns: the screen, a notice, the prompt with what is
/// being typed, and, with `--print-changes`, the latest changes under the prompt.
///
/// Each drawing overwrites the previous one in place, from the top left corner, clearing what is
/// left of each line and what is left below, so that redrawing every two seconds (Inventario's
/// stock follower) does not flicker and does not scroll. The cursor ends after the typed text.
///
/// The changes go under the prompt, not between the screen and the prompt, so that the prompt
/// stays right under the screen's choices and nothing is ever written after it. They fill the
/// rows the terminal has left, the most recent last; older ones go.
struct TerminalFrame {
  /// What the view drew.
  var screen: String
  /// Why the last line typed was not accepted, if it was not.
  var notice: String?
  /// What has been typed at the prompt so far.
  var typed = ""
  /// The lines printed by `--print-changes`, oldest first; `nil` without the flag.
  var changes: [String]?
  /// The terminal's rows and columns.
  var size: (rows: Int, columns: Int) = (24, 80)

  /// Moves to the top left corner of the terminal.
  static let home = "\u{1B}[H"
  /// Clears the whole terminal: the first drawing starts from a blank screen.
  static let clearScreen = "\u{1B}[2J"
  private static let clearLine = "\u{1B}[K"
  private static let clearBelow = "\u{1B}[J"
  private static let saveCursor = "\u{1B}7"
  private static let restoreCursor = "\u{1B}8"

  /// The text and escape codes that draw this frame over the previous one.
  var text: String {
    var above = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let notice { above.append("! \(notice)") }
    let prompt = "> " + typed
    var text = Self.home
    for line in above {
      text += line + Self.clearLine + "\n"
    }
    text += prompt + Self.clearLine
    guard let changes else { return text + Self.clearBelow }
    let used = (above + [prompt]).reduce(0) { $0 + rows(of: $1) }
    let pane = changesPane(changes, rows: size.rows - used)
    guard !pane.isEmpty else { return text + Self.clearBelow }
    text += Self.saveCursor
    for line in pane {
      text += "\n" + line + Self.clearLine
    }
    return text + Self.clearBelow + Self.restoreCursor
  }

  /// The rows `line` takes, wrapped at the terminal's width.
  private func rows(of line: String) -> Int {
    max(1, (line.terminalColumns + size.columns - 1) / max(1, size.columns))
  }

  /// A heading and the last changes that fit in `rows` rows, each line cut into pieces that fit
  /// a row, so that none wraps and pushes the screen up.
  private func changesPane(_ changes: [String], rows: Int) -> [String] {
    guard rows >= 2 else { return [] }
    let width = max(2, size.columns - 1)
    let heading = "── Cambios (--print-changes), el último abajo "
    let rule = String(repeating: "─", count: max(0, min(width, 72) - heading.terminalColumns))
    let lines =
      changes.isEmpty
      ? ["  (ninguno todavía)"] : changes.flatMap { $0.hardWrapped(toColumns: width) }
    return [(heading + rule).truncated(toColumns: width)] + lines.suffix(rows - 1)
  }
}

extension String {
  /// This text cut into pieces of at most `columns` columns, wherever the limit falls.
  fileprivate func hardWrapped(toColumns columns: Int) -> [String] {
    var pieces: [String] = []
    var piece = ""
    for character in self {
      if (piece + String(character)).terminalColumns > columns {
        pieces.append(piece)
        piece = ""
      }
      piece.append(character)
    }
    return pieces + [piece]
  }
}
