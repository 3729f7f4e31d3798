import Foundation

/// Something the app's loop reacts to: input, or a reason to draw again.
enum TerminalEvent: Sendable {
  /// A key, read from a terminal in raw mode.
  case key(KeyEvent)
  /// A line, read from a pipe, a file, or a terminal in its normal mode.
  case line(String)
  /// Standard input ended.
  case endOfInput
  /// The state may have changed since drawing number `drawing`: an effect sent an action.
  case stateChanged(drawing: Int)
  /// The terminal changed size.
  case resized
}

/// Standard input, read on a thread of its own.
///
/// A read blocks its thread until input arrives. On the main actor it would also block every
/// effect that delivers its actions there, so a thread of its own reads and hands each key or line
/// over through the loop's `AsyncStream`.
enum TerminalInput {
  /// Starts reading: keys when the terminal is in raw mode, lines otherwise.
  static func start(keys: Bool, into events: AsyncStream<TerminalEvent>.Continuation) {
    let thread = Thread {
      if keys { readKeys(into: events) } else { readLines(into: events) }
      events.yield(.endOfInput)
    }
    thread.start()
  }

  private static func readLines(into events: AsyncStream<TerminalEvent>.Continuation) {
    while let line = readLine() {
      events.yield(.line(line))
    }
  }

  private static func readKeys(into events: AsyncStream<TerminalEvent>.Continuation) {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      for key in decoder.decode(buffer[..<count]) {
        events.yield(.key(key))
      }
    }
  }
}

extension String {
  /// Whether this typed line holds control characters: the escape codes of arrows and other keys
  /// that a terminal in its normal mode passes on as they are.
  package var hasSpecialKeys: Bool {
    unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// This line with each control character written as a terminal echoes it, `^[` for Escape,
  /// so that writing it back does not move the cursor or change colours.
  package var withVisibleControls: String {
    var visible = ""
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x00..<0x20: visible += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
      case 0x7F: visible += "^?"
      case 0x80..<0xA0: visible += "?"
      default: visible.unicodeScalars.append(scalar)
      }
    }
    return visible
  }
}

extension InvalidInput {
  /// A key that means nothing in these apps: an arrow, Escape, a function key.
  package static let specialKey = InvalidInput(
    "Las flechas y las teclas especiales no hacen nada aquí: escribe una opción y pulsa Intro.")
}
