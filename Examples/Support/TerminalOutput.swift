import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a terminal app writes, and what it knows about the terminal it runs in.
struct TerminalOutput: Sendable {
  /// Whether standard input is typed by a person (a terminal), not piped in.
  let isInteractive = isatty(STDIN_FILENO) != 0
  /// Whether standard output is a terminal that understands escape codes.
  let isTerminal = isatty(STDOUT_FILENO) != 0

  /// Writes `text` at once.
  ///
  /// NB: `print` buffers when standard output is a pipe, which would reorder the app's lines with
  /// those of `_printChanges()` and lose the prompt; a `FileHandle` write is unbuffered.
  func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Clears the terminal, when it is one.
  func clear() {
    if isTerminal { write("\u{1B}[H\u{1B}[2J") }
  }
}
