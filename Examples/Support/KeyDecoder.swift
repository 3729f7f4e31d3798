/// A key, or keys, that a person pressed in a terminal in raw mode.
package enum KeyEvent: Equatable, Sendable {
  /// Printable text: one or more characters typed or pasted.
  case text(String)
  /// Return or Enter.
  case enter
  /// Backspace (or Delete on a Mac keyboard): remove the last character.
  case backspace
  /// Control-U: clear what has been typed.
  case clearLine
  /// Control-C: quit.
  case interrupt
  /// Control-D: the end of input, when nothing has been typed.
  case endOfInput
  /// A key with no meaning here: an arrow, a function key, Escape, Tab, another control key.
  case specialKey
}

/// Turns the bytes a terminal sends in raw mode into ``KeyEvent``s.
///
/// A terminal sends an arrow or a function key as an escape sequence (`ESC [ A` for the up arrow),
/// and a character as one to four bytes of UTF-8. A read may end in the middle of either: the
/// decoder keeps the bytes of an unfinished sequence or character until the next read.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x31, 0x1B, 0x5B, 0x41, 0x0A])  // [.text("1"), .specialKey, .enter]
/// ```
///
/// Escape alone at the end of a read is the Escape key: a sequence arrives whole in one read.
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  package init() {}

  /// The keys in `bytes`, after those left pending from the previous call.
  package mutating func decode(_ bytes: some Sequence<UInt8>) -> [KeyEvent] {
    let input = pending + bytes
    pending = []
    var events: [KeyEvent] = []
    var text: [UInt8] = []
    func flushText() {
      guard !text.isEmpty else { return }
      events.append(.text(String(decoding: text, as: UTF8.self)))
      text = []
    }
    var index = 0
    while index < input.count {
      let byte = input[index]
      if byte >= 0x20 && byte != 0x7F {
        guard let length = Self.characterLength(input, at: index) else {
          pending = Array(input[index...])  // an unfinished character
          break
        }
        if length > 0 { text += input[index..<index + length] }
        index += max(length, 1)
        continue
      }
      flushText()
      if byte == 0x1B {
        guard let length = Self.escapeLength(input, at: index) else {
          pending = Array(input[index...])  // an unfinished escape sequence
          break
        }
        events.append(.specialKey)
        index += length
        continue
      }
      events.append(Self.controlKey(byte))
      index += 1
    }
    flushText()
    return events
  }

  private static func controlKey(_ byte: UInt8) -> KeyEvent {
    switch byte {
    case 0x0A, 0x0D: .enter
    case 0x7F, 0x08: .backspace
    case 0x15: .clearLine
    case 0x03: .interrupt
    case 0x04: .endOfInput
    default: .specialKey
    }
  }

  /// The bytes of the UTF-8 character at `index`: 0 for a byte that starts none (skipped), `nil`
  /// when the input ends before the character does.
  private static func characterLength(_ input: [UInt8], at index: Int) -> Int? {
    let lead = input[index]
    let length =
      switch lead {
      case 0x00..<0x80: 1
      case 0xC2..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF5: 4
      default: 0
      }
    guard length > 1 else { return length }
    let available = input.count - index
    for offset in 1..<min(length, available) where input[index + offset] & 0xC0 != 0x80 {
      return 0
    }
    return available < length ? nil : length
  }

  /// The bytes of the escape sequence at `index`, `nil` when it is not finished yet.
  ///
  /// `ESC [ ... final` (CSI: arrows, function keys, with parameters), `ESC O x` (SS3: arrows and
  /// F1-F4 on some terminals), `ESC x` (Alt with a key), or `ESC` alone (the Escape key).
  private static func escapeLength(_ input: [UInt8], at index: Int) -> Int? {
    guard index + 1 < input.count else { return 1 }
    switch input[index + 1] {
    case UInt8(ascii: "["):
      var end = index + 2
      while end < input.count {
        if (0x40...0x7E).contains(input[end]) { return end - index + 1 }
        end += 1
      }
      return nil
    case UInt8(ascii: "O"):
      return index + 2 < input.count ? 3 : nil
    default:
      return 2
    }
  }
}
