import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a terminal app writes, and what it knows about the terminal it runs in.
struct TerminalOutput: Sendable {
  /// Whether standard input is typed by a person (a terminal), not piped in.
  let inputIsTerminal = isatty(STDIN_FILENO) != 0
  /// Whether standard output is a terminal that understands escape codes.
  let outputIsTerminal = isatty(STDOUT_FILENO) != 0

  /// Whether standard error shows on the same terminal as standard output: not redirected to a
  /// file, a pipe, or another terminal.
  var errorsShareTheScreen: Bool {
    guard outputIsTerminal, isatty(STDERR_FILENO) != 0 else { return false }
    var output = stat()
    var errors = stat()
    guard fstat(STDOUT_FILENO, &output) == 0, fstat(STDERR_FILENO, &errors) == 0 else {
      return true
    }
    return output.st_rdev == errors.st_rdev
  }

  /// Writes `text` at once.
  ///
  /// NB: `print` buffers when standard output is a pipe, which would reorder the app's lines with
  /// those of `_printChanges()` and lose the prompt; a `FileHandle` write is unbuffered.
  func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `text` and a new line on standard error.
  func writeError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
