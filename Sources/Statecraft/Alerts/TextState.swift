/// Plain text shown by an alert or a confirmation dialog: a title, a message or a button's label.
///
/// `TextState` is a value, not a view. It holds a string and nothing else, so two texts are equal
/// exactly when their strings are, and an alert built in a reducer can be compared in a test
/// without drawing anything. Write it from a string literal, with interpolation, or from any
/// string value:
///
/// ```swift
/// let title: TextState = "Cancelar reserva"
/// let button = TextState("Cancelar \(reservation.roomName)")
/// let message = TextState(someSubstring)
/// ```
///
/// Its ``description`` is the text itself, so `"\(text)"` and `print(text)` show the words a user
/// would read. Its debug description and mirror make a dump of a value that holds it read like a
/// string (`- title: "Cancelar reserva"`), which keeps test diffs short.
public struct TextState {
  /// The words to show, exactly as written.
  let string: String

  /// Creates text from a string.
  ///
  /// - Parameters:
  ///   - string: The words to show, exactly as written.
  public init(_ string: String) {
    self.string = string
  }

  /// Creates text from any string value, such as a `Substring`.
  ///
  /// - Parameters:
  ///   - string: The words to show, exactly as written.
  public init(_ string: some StringProtocol) {
    self.string = String(string)
  }
}

// MARK: - Literals

extension TextState: ExpressibleByStringLiteral {
  /// Creates text from a string literal, so `let title: TextState = "Saved"` works.
  ///
  /// - Parameters:
  ///   - value: The literal's text.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension TextState: ExpressibleByStringInterpolation {
  /// Creates text from an interpolated string literal, such as `"Cancelar \(room)"`.
  ///
  /// Interpolated values are turned into text the way `String` interpolation does it.
  ///
  /// - Parameters:
  ///   - stringInterpolation: The literal's segments and interpolated values.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }
}

// MARK: - Conformances

extension TextState: Equatable {}

extension TextState: Hashable {}

extension TextState: Sendable {}

extension TextState: Codable {
  /// Decodes text stored as a single string.
  ///
  /// - Parameters:
  ///   - decoder: The decoder to read from.
  /// - Throws: A `DecodingError` when the value is not a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(try container.decode(String.self))
  }

  /// Encodes the text as a single string, so `TextState("Hi")` encodes as `"Hi"` in JSON.
  ///
  /// - Parameters:
  ///   - encoder: The encoder to write to.
  /// - Throws: An `EncodingError` when the encoder rejects the string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(string)
  }
}

extension TextState: CustomStringConvertible {
  /// The text itself, unquoted: what a user would read.
  public var description: String { string }
}

extension TextState: CustomDebugStringConvertible {
  /// The text as a quoted, escaped string literal, as `String` shows itself in a debugger or a dump.
  public var debugDescription: String { string.debugDescription }
}

extension TextState: CustomReflectable {
  /// A mirror with no children, so `dump` and Mirror-based diffs show the text as one quoted
  /// string instead of a structure with a private `string` field.
  public var customMirror: Mirror {
    Mirror(self, children: [:])
  }
}

extension TextState: CustomDumpStringConvertible {
  /// Dumps quoted, like a `String`: `title: "Borrar la cuenta"`.
  public var dumpDescription: String { debugDescription }
}
