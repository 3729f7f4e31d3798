import Foundation

/// The one-line texts of values the dump draws as leaves: scalars, text and Foundation values.
enum DumpLeaf {
  /// The text of a value drawn as a leaf, or nil when the value is drawn by its structure.
  static func text(of value: Any) -> String? {
    // NB: Casting a value to a class type (`AnyKeyPath`) can bridge it to Objective-C first, which
    // with swift-corelibs-foundation copies a whole array into an `NSArray`; test the type instead.
    if type(of: value) is AnyKeyPath.Type, let keyPath = value as? AnyKeyPath {
      return KeyPathText.of(keyPath)
    }
    return switch value {
    case let value as Bool: "\(value)"
    case let value as any BinaryInteger: "\(value)"
    case let value as any BinaryFloatingPoint: "\(value)"
    case let value as Character: quoted(String(value))
    case let value as Unicode.Scalar: quoted(String(value))
    case let value as Substring: quoted(String(value))
    case let value as StaticString: quoted("\(value)")
    case let value as UUID: "UUID(\(value.uuidString))"
    case let value as Date: "Date(\(iso8601(value)))"
    case let value as URL: "URL(\(value.absoluteString))"
    case let value as Data: data(value)
    case let value as Decimal: "\(value)"
    case let value as Duration: "\(value)"
    case let value as ObjectIdentifier: "\(value)"
    case let value as any Any.Type: "\(DumpTypeName.of(value)).self"
    default: nil
    }
  }

  /// A string literal for one line of text: `"say \"hi\"\n"`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      default: result += escaped(scalar)
      }
    }
    return result + "\""
  }

  /// One line of a multi-line string literal: only backslashes, control characters and the `"""`
  /// that would end the literal need escaping.
  static func blockLine(_ line: some Sequence<Unicode.Scalar>) -> String {
    var result = ""
    for scalar in line {
      result += escaped(scalar)
    }
    return result.replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"")
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    case "\0": "\\0"
    default:
      scalar.properties.generalCategory == .control
        ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }
  }

  /// ISO 8601 in UTC, with as many fractional digits as the date has, down to microseconds.
  private static func iso8601(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    let whole = seconds.rounded(.down)
    let base = Date(timeIntervalSince1970: whole).formatted(Date.ISO8601FormatStyle())
    let microseconds = min(Int(((seconds - whole) * 1_000_000).rounded()), 999_999)
    guard microseconds > 0, base.hasSuffix("Z") else { return base }
    var digits = String(microseconds)
    digits = String(repeating: "0", count: 6 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(base.dropLast()).\(digits)Z"
  }

  /// Short data in full, as hex bytes; long data by its size and first bytes.
  private static func data(_ data: Data) -> String {
    let shown = 32
    let size = data.count == 1 ? "1 byte" : "\(data.count) bytes"
    let hex = data.prefix(shown).map { byte in
      (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }.joined(separator: " ")
    if data.count <= shown {
      return "Data(\(size)\(data.isEmpty ? "" : ": \(hex)"))"
    }
    return "Data(\(size): \(hex) …)"
  }
}
