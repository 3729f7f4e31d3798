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
    var writer = Writer(isSource: false)
    writer.write(value, depth: 0)
    return writer.text
  }

  /// A value as Swift source that compiles where its type is known, for a test to start from:
  /// nested structs as `.init(…)` (the context gives their type, as a test's own type of the same
  /// name cannot shadow it), sets and dictionaries in a fixed order; or what in it cannot be
  /// written, and where: a class instance, a closure, a shared value, a Statecraft value made by
  /// its builders (an `AlertState`), a stack's elements, a property wrapper.
  ///
  /// A struct is written with its memberwise initializer, its stored properties in order: one
  /// that declares its own initializer does not compile from it, which nothing here can tell.
  static func source(of value: Any, at path: [String] = []) -> (text: String, problem: String?) {
    var writer = Writer(isSource: true, path: path)
    writer.write(value, depth: 0)
    return (writer.text, writer.problem)
  }

  /// Writes one value; in source mode, records the first part it cannot write.
  private struct Writer {
    let isSource: Bool
    var text = ""
    var problem: String?
    /// The labels from the value written to the part being written, for a problem's path.
    var path: [String] = []

    mutating func cannotWrite(_ what: String) {
      guard isSource, problem == nil else { return }
      problem = path.isEmpty ? what : "\(what) at \(path.joined(separator: "."))"
    }

    mutating func write(_ value: Any, depth: Int) {
      guard depth < 32 else {
        cannotWrite("values nested more than 32 deep")
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
        write(binding.boundValue, depth: depth + 1)
        text += ")"
        return
      }
      let mirror = Mirror(reflecting: value)
      if isSource, let problem = Self.unwritable(value, mirror) {
        cannotWrite(problem)
      }
      switch mirror.displayStyle {
      case .enum:
        guard let payload = mirror.children.first else {
          text += ".\(caseName(of: value))"
          return
        }
        text += ".\(payload.label ?? caseName(of: value))"
        let inner = Mirror(reflecting: payload.value)
        if inner.displayStyle == .tuple {
          writeArguments(inner.children, depth: depth)
        } else {
          text += "("
          write(payload.value, depth: depth + 1)
          text += ")"
        }
      case .optional:
        if let wrapped = mirror.children.first {
          write(wrapped.value, depth: depth)
        } else {
          text += "nil"
        }
      case .tuple:
        writeArguments(mirror.children, depth: depth)
      case .collection, .set:
        let isSet = mirror.displayStyle == .set && !isSource
        text += isSet ? "Set([" : "["
        writeList(mirror.children.map(\.value), sorted: mirror.displayStyle == .set, depth: depth)
        text += isSet ? "])" : "]"
      case .dictionary
      where isSource && mirror.children.isEmpty
        && String(reflecting: type(of: value)).hasPrefix("Statecraft.StackState<"):
        // An empty stack, as its array literal makes it.
        text += "[]"
      case .dictionary:
        writeDictionary(mirror, depth: depth)
      default:
        text += isSource && depth > 0 ? ".init" : typeName(type(of: value))
        writeArguments(mirror.children, depth: depth)
      }
    }

    /// `(label: value, value)`: children labelled `.0` are positional.
    private mutating func writeArguments(_ children: Mirror.Children, depth: Int) {
      text += "("
      var first = true
      for child in children {
        if !first { text += ", " }
        first = false
        var label = child.label ?? ""
        if isSource, label.isEmpty {
          // Positions are labelled `.0`; a field with no name lost it to its build.
          cannotWrite(
            "a value whose field names its build stripped (Reflection Metadata Level below "
              + "\"All\")")
        }
        if !label.isEmpty, !label.hasPrefix(".") {
          // A property wrapper's storage (`_destination`) is written by its property's name.
          if label.hasPrefix("_") {
            label.removeFirst()
            if isSource, !Self.isPresentsOrShared(child.value) {
              path.append(label)
              cannotWrite("a property wrapper (\(typeName(type(of: child.value))))")
              path.removeLast()
            }
          }
          text += "\(label): "
        }
        path.append(label.hasPrefix(".") ? String(label.dropFirst()) : label)
        write(child.value, depth: depth + 1)
        path.removeLast()
      }
      text += ")"
    }

    /// The elements, in their order, or for a set in source mode in the order of their text, so
    /// that one set is written the same way in every process.
    private mutating func writeList(_ values: [Any], sorted: Bool, depth: Int) {
      var elements: [String] = []
      for value in values {
        var element = Writer(isSource: isSource, problem: problem, path: path)
        element.write(value, depth: depth + 1)
        problem = element.problem
        elements.append(element.text)
      }
      if sorted, isSource { elements.sort() }
      text += elements.joined(separator: ", ")
    }

    private mutating func writeDictionary(_ mirror: Mirror, depth: Int) {
      var entries: [String] = []
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { continue }
        var writer = Writer(isSource: isSource, problem: problem, path: path)
        writer.write(pair[0].value, depth: depth + 1)
        writer.text += ": "
        writer.write(pair[1].value, depth: depth + 1)
        problem = writer.problem
        entries.append(writer.text)
      }
      if isSource { entries.sort() }
      text += entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
    }

    /// The name of a case without a payload, or of one whose payload's label its build stripped.
    /// In source mode, from the value's reflection rather than its description, which the enum
    /// may write itself; a library enum's own name for it in both (``NamesItsCases``: the same in
    /// a build that strips reflection names).
    private mutating func caseName(of value: Any) -> String {
      if let named = value as? any NamesItsCases { return named.caseName }
      // A case whose name its build stripped is `case#2`: its description may show an address.
      let stripped = strippedCaseName(of: value)
      guard isSource else { return stripped ?? String(describing: value) }
      if let stripped {
        cannotWrite(
          "a case of \(typeName(type(of: value))) whose name its build stripped (Reflection "
            + "Metadata Level below \"All\")")
        return stripped
      }
      let typePrefix = String(reflecting: type(of: value)) + "."
      let reflected = String(reflecting: value)
      guard reflected.hasPrefix(typePrefix) else {
        cannotWrite("a case of \(typeName(type(of: value))) that describes itself")
        return String(describing: value)
      }
      return String(reflected.dropFirst(typePrefix.count))
    }

    /// What makes a value that is not a leaf impossible to write as source, if anything.
    private static func unwritable(_ value: Any, _ mirror: Mirror) -> String? {
      let name = typeName(type(of: value))
      let fullName = String(reflecting: type(of: value))
      switch mirror.displayStyle {
      case .class?: return "an instance of the class \(name)"
      case nil: return "a value of \(name)"
      case .collection?:
        return value is any ExpressibleByArrayLiteral ? nil : "a value of \(name)"
      case .dictionary? where fullName.hasPrefix("Statecraft.StackState<"):
        return mirror.children.isEmpty ? nil : "the screens of a stack (\(name))"
      case .struct? where fullName.hasPrefix("Statecraft.Shared"):
        return "a shared value (\(name))"
      case .struct? where fullName.hasPrefix("Statecraft."):
        return "a value of \(name)"
      default: return nil
      }
    }

    /// Whether a property wrapper's storage is `@Presents`, which reflects as its optional and
    /// whose memberwise parameter takes it, or `@Shared`, which is named as a shared value.
    private static func isPresentsOrShared(_ value: Any) -> Bool {
      let name = String(reflecting: type(of: value))
      return name.hasPrefix("Statecraft.Presents<") || name.hasPrefix("Statecraft.Shared<")
    }

    /// Values written whole, without looking inside.
    private mutating func leaf(_ value: Any) -> String? {
      switch value {
      case let string as String: return string.debugDescription
      case let string as Substring: return String(string).debugDescription
      case let bool as Bool: return String(bool)
      case let number as any BinaryInteger: return String(describing: number)
      case let number as any BinaryFloatingPoint:
        if isSource, !(Double(number)).isFinite { cannotWrite("the number \(number)") }
        return String(describing: number)
      case let duration as Duration: return Self.durationText(duration)
      case let text as TextState: return "TextState(\(text.description.debugDescription))"
      case let uuid as UUID: return Self.uuidText(uuid)
      // An integer literal is how a test writes a stack element id.
      case let id as StackElementID: return String(id.generation)
      case is Date, is URL, is Data:
        cannotWrite("a value of \(typeName(type(of: value)))")
        return Dump.text(of: value)
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
}
