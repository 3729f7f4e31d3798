import Foundation
import Statecraft

/// Values on one line, written as Swift code would write them: `.rowTapped(id: 3)`,
/// `.destination(.presented(.form(.nameChanged("Ana"))))`, `.seconds(2)`.
///
/// The fuzzer lists its sequences this way, so that a reader can copy an input into a test. Enum
/// cases are written with a leading dot, as the type is known where they are used; other values
/// with their type's name, as an initializer would be.
enum SwiftLiteral {
  static func text(of value: Any) -> String {
    var text = ""
    write(value, into: &text, depth: 0)
    return text
  }

  private static func write(_ value: Any, into text: inout String, depth: Int) {
    guard depth < 32 else {
      text += "…"
      return
    }
    if let leaf = leaf(value) {
      text += leaf
      return
    }
    if let binding = value as? any BindingActionParts {
      // A binding action: `.set(\State.name, "Ana")`.
      text += ".set(\(binding.keyPathText), "
      write(binding.boundValue, into: &text, depth: depth + 1)
      text += ")"
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let payload = mirror.children.first, let label = payload.label else {
        text += ".\(String(describing: value))"
        return
      }
      text += ".\(label)"
      let inner = Mirror(reflecting: payload.value)
      if inner.displayStyle == .tuple {
        writeArguments(inner.children, into: &text, depth: depth)
      } else {
        text += "("
        write(payload.value, into: &text, depth: depth + 1)
        text += ")"
      }
    case .optional:
      if let wrapped = mirror.children.first {
        write(wrapped.value, into: &text, depth: depth)
      } else {
        text += "nil"
      }
    case .tuple:
      writeArguments(mirror.children, into: &text, depth: depth)
    case .collection, .set:
      text += mirror.displayStyle == .set ? "Set([" : "["
      writeList(mirror.children.map(\.value), into: &text, depth: depth)
      text += mirror.displayStyle == .set ? "])" : "]"
    case .dictionary:
      text += "["
      var first = true
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { continue }
        if !first { text += ", " }
        first = false
        write(pair[0].value, into: &text, depth: depth + 1)
        text += ": "
        write(pair[1].value, into: &text, depth: depth + 1)
      }
      text += first ? ":]" : "]"
    default:
      text += typeName(type(of: value))
      writeArguments(mirror.children, into: &text, depth: depth)
    }
  }

  /// `(label: value, value)`: children labelled `.0` are positional.
  private static func writeArguments(
    _ children: Mirror.Children, into text: inout String, depth: Int
  ) {
    text += "("
    var first = true
    for child in children {
      if !first { text += ", " }
      first = false
      if var label = child.label, !label.hasPrefix(".") {
        // A property wrapper's storage (`_destination`) is written by its property's name.
        if label.hasPrefix("_") { label.removeFirst() }
        text += "\(label): "
      }
      write(child.value, into: &text, depth: depth + 1)
    }
    text += ")"
  }

  private static func writeList(_ values: [Any], into text: inout String, depth: Int) {
    for (index, value) in values.enumerated() {
      if index > 0 { text += ", " }
      write(value, into: &text, depth: depth + 1)
    }
  }

  /// Values written whole, without looking inside.
  private static func leaf(_ value: Any) -> String? {
    switch value {
    case let string as String: return string.debugDescription
    case let string as Substring: return String(string).debugDescription
    case let bool as Bool: return String(bool)
    case let number as any BinaryInteger: return String(describing: number)
    case let number as any BinaryFloatingPoint: return String(describing: number)
    case let duration as Duration: return durationText(duration)
    case let text as TextState: return "TextState(\(text.description.debugDescription))"
    case let uuid as UUID: return uuidText(uuid)
    // An integer literal is how a test writes a stack element id.
    case let id as StackElementID: return String(id.generation)
    case is Date, is URL, is Data: return Dump.text(of: value)
    default: return nil
    }
  }

  /// A UUID as a test writes it: `UUID(3)` for the ids a test's `\.uuid` dependency makes (see
  /// `UUID(_:)`), `UUID(uuidString: "…")!` for any other.
  private static func uuidText(_ uuid: UUID) -> String {
    let bytes = uuid.uuid
    guard bytes.0 | bytes.1 | bytes.2 | bytes.3 | bytes.4 | bytes.5 | bytes.6 | bytes.7 == 0,
      bytes.8 & 0x80 == 0
    else { return "UUID(uuidString: \"\(uuid.uuidString)\")!" }
    let tail = [bytes.8, bytes.9, bytes.10, bytes.11, bytes.12, bytes.13, bytes.14, bytes.15]
    return "UUID(\(tail.reduce(0) { $0 << 8 | UInt64($1) }))"
  }

  /// `.seconds(2)`, `.milliseconds(300)`, in the largest unit that writes it whole.
  private static func durationText(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    let total = Int128(seconds) * 1_000_000_000_000_000_000 + Int128(attoseconds)
    for (unit, scale) in [
      ("milliseconds", Int128(1_000_000_000_000_000)), ("microseconds", 1_000_000_000_000),
      ("nanoseconds", 1_000_000_000),
    ] where total % scale == 0 {
      return ".\(unit)(\(total / scale))"
    }
    return String(describing: duration)
  }
}
