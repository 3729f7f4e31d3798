#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal on standard input, switched to raw mode while the app runs.
///
/// In its normal (canonical) mode a terminal echoes each key as it is typed, arrows as `^[[A`, and
/// hands the app a whole line on Enter. In raw mode it echoes nothing and hands over each key as it
/// is pressed: the app draws the typed line itself, so it can redraw the screen under a half-typed
/// line, and it can ignore keys that mean nothing here instead of echoing their escape codes.
///
/// Only the input side changes: output still turns `\n` into a new line. Control-C arrives as a
/// key (``KeyEvent/interrupt``), so the app quits through its usual path and restores the
/// terminal; a `SIGTERM` or `SIGHUP` restores it before the process ends.
enum RawTerminal {
  /// Switches standard input to raw mode.
  ///
  /// - Returns: Whether it did; `false` when standard input is not a terminal.
  static func enable() -> Bool {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
    savedSettings.pointee = settings
    hasSavedSettings = true
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    withUnsafeMutableBytes(of: &settings.c_cc) { keys in
      keys[Int(VMIN)] = 1
      keys[Int(VTIME)] = 0
    }
    for number in [SIGTERM, SIGHUP] {
      _ = signal(number) { number in
        if hasSavedSettings { tcsetattr(STDIN_FILENO, TCSANOW, savedSettings) }
        _exit(128 + number)
      }
    }
    return tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0
  }

  /// Puts standard input back as it was before ``enable()``.
  static func restore() {
    guard hasSavedSettings else { return }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
  }

  /// The size of the terminal on standard output, or 24 rows of 80 columns when it says none.
  static var size: (rows: Int, columns: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else { return (24, 80) }
    return (Int(size.ws_row), Int(size.ws_col))
  }
}

// The settings to restore, read by the signal handlers above, which cannot capture them. Written
// only in `enable()`, before the handlers are installed, on the main thread; the handlers only
// read them. On the heap: the address sanitizer saw a global `termios` as 57 bytes and a copy of
// the 60-byte value into it as an overflow.
nonisolated(unsafe) private let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
nonisolated(unsafe) private var hasSavedSettings = false
