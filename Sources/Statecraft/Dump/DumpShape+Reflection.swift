import Foundation

/// Classifying values with `Mirror`, which honours `CustomReflectable`.
extension DumpShape {
  /// The shape of any value: unwrapped first (see ``unwrapped(_:)``), then classified.
  static func of(_ value: Any, path: Set<ObjectIdentifier>) -> DumpShape {
    classify(unwrapped(value), path: path)
  }

  /// What the dump looks through: a ``CustomDumpRepresentable`` value becomes its `dumpValue`, an
  /// optional its wrapped value (a `nil` stays as it is), an `AnyHashable` its base, an
  /// `IndexSet` the array of its elements (``indexSetElements(_:)``).
  static func unwrapped(_ value: Any) -> Any {
    var value = value
    // NB: A bound, so a `dumpValue` that returns its own value cannot loop forever.
    for _ in 0..<32 {
      if let representable = value as? any CustomDumpRepresentable {
        value = representable.dumpValue
      } else if let optional = value as? any DumpOptional, let wrapped = optional.dumpWrapped {
        value = wrapped
      } else if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
        value = hashable.base
      } else if let elements = indexSetElements(value) {
        value = elements
      } else {
        break
      }
    }
    return value
  }

  /// The shape of an unwrapped value. `path` holds the objects being drawn around it.
  static func classify(_ value: Any, path: Set<ObjectIdentifier>) -> DumpShape {
    if value is any DumpOptional {
      return .leaf("nil")
    }
    if let convertible = value as? any CustomDumpStringConvertible {
      return .leaf(oneLine(convertible.dumpDescription))
    }
    if let string = value as? String {
      return text(string)
    }
    if let leaf = DumpLeaf.text(of: value) {
      return .leaf(leaf)
    }
    if let ordered = value as? any DumpOrderedEntries {
      return DumpCollections.orderedEntries(ordered, type: ObjectIdentifier(Swift.type(of: value)))
    }
    let mirror = Mirror(reflecting: value)
    let type = Swift.type(of: value)
    let typeID = ObjectIdentifier(type)
    switch mirror.displayStyle {
    case .struct?:
      return fields(children(of: mirror), named: DumpTypeName.of(type), type: typeID)
    case .class?:
      return object(value, mirror, path: path)
    case .enum?:
      return DumpEnumCase.shape(of: value, mirror, path: path)
    case .tuple?:
      return fields(children(of: mirror), named: "", type: typeID)
    case .collection?:
      let children = Self.children(of: mirror).enumerated().map { index, child in
        DumpChild(label: .index(index), value: child.value)
      }
      return block(.elements, "[", "]", empty: "[]", children, type: typeID)
    case .dictionary?:
      return DumpCollections.dictionary(mirror, type: typeID)
    case .set?:
      return DumpCollections.set(mirror, type: typeID)
    case .optional?:
      // A custom mirror that presents its subject as an optional.
      return mirror.children.first.map { of($0.value, path: path) } ?? .leaf("nil")
    default:
      if mirror.children.isEmpty {
        return .leaf(opaque(value, type))
      }
      return fields(children(of: mirror), named: DumpTypeName.of(type), type: typeID)
    }
  }

  /// `Name(` children `)`, or `Name()` without children; a tuple is a block with no name.
  static func fields(
    _ children: [Mirror.Child], named name: String, type: ObjectIdentifier,
    object: ObjectIdentifier? = nil
  ) -> DumpShape {
    let children = children.map { child in
      DumpChild(label: fieldLabel(child.label, of: child.value), value: child.value)
    }
    return block(.fields, "\(name)(", ")", empty: "\(name)()", children, type: type, object: object)
  }

  /// The children of a mirror, read with its iterator: `Collection.map` would walk the type-erased
  /// collection by index, allocating a boxed index at every step.
  static func children(of mirror: Mirror) -> [Mirror.Child] {
    var children: [Mirror.Child] = []
    children.reserveCapacity(mirror.children.count)
    for child in mirror.children {
      children.append(child)
    }
    return children
  }

  /// A block, or the leaf `empty` when there are no children.
  static func block(
    _ kind: DumpBlock.Kind, _ open: String, _ close: String, empty: String,
    _ children: [DumpChild], type: ObjectIdentifier, object: ObjectIdentifier? = nil
  ) -> DumpShape {
    guard !children.isEmpty else { return .leaf(empty) }
    return .block(
      DumpBlock(
        kind: kind, type: type, open: open, close: close, children: children, object: object
      )
    )
  }

  /// A property's label as a reader knows it: `lazy var name` and a property wrapper that dumps as
  /// its wrapped value (`_destination`) are shown by the name the code uses.
  static func fieldLabel(_ label: String?, of value: Any) -> DumpChild.Label {
    guard let label else { return .none }
    let lazyPrefix = "$__lazy_storage_$_"
    if label.hasPrefix(lazyPrefix) {
      return .name(String(label.dropFirst(lazyPrefix.count)))
    }
    if label.hasPrefix("_"), label.count > 1, value is any CustomDumpRepresentable {
      return .name(String(label.dropFirst()))
    }
    return .name(label)
  }

  /// A class instance: its fields and its superclasses' fields, or `Name(↩︎)` inside itself.
  private static func object(
    _ value: Any, _ mirror: Mirror, path: Set<ObjectIdentifier>
  )
    -> DumpShape
  {
    let type = Swift.type(of: value)
    let name = DumpTypeName.of(type)
    let object = type is AnyClass ? ObjectIdentifier(value as AnyObject) : nil
    if let object, path.contains(object) {
      return .leaf("\(name)(↩︎)")
    }
    var mirrors: [Mirror] = []
    var next: Mirror? = mirror
    while let current = next {
      mirrors.append(current)
      next = current.superclassMirror
    }
    let children = mirrors.reversed().flatMap(Self.children(of:))
    return fields(children, named: name, type: ObjectIdentifier(type), object: object)
  }

  /// A multi-line string as a block of its lines, any other string as a quoted leaf.
  private static func text(_ string: String) -> DumpShape {
    let scalars = string.unicodeScalars
    guard scalars.contains("\n") else { return .leaf(DumpLeaf.quoted(string)) }
    let lines = scalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      DumpChild(label: .none, value: DumpLeaf.blockLine(line))
    }
    return block(
      .lines, "\"\"\"", "\"\"\"", empty: "\"\"", lines, type: ObjectIdentifier(String.self))
  }

  /// A value with no children and no display style: a function, or a type of the runtime's own.
  private static func opaque(_ value: Any, _ type: any Any.Type) -> String {
    if value is any CustomStringConvertible || value is any CustomDebugStringConvertible
      || value is any TextOutputStreamable
    {
      return oneLine(String(describing: value))
    }
    let name = DumpTypeName.of(type)
    return String(describing: value) == "(Function)" ? name : "\(name)()"
  }

  /// Text that must stay on one line, with its line breaks escaped.
  static func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(
      of: "\n", with: "\\n")
  }
}

extension DumpShape {
  /// The elements of an `IndexSet`, in order, or `nil` for any other value.
  ///
  /// Foundation reflects an index set as its ranges (`IndexSet(ranges: [Range(lowerBound: 1,
  /// upperBound: 3)])`, eight lines for two ranges), which hides which indexes it holds; it is
  /// written as an array literal (`.move([1, 2], 0)`), and is drawn as that array: `[1, 2]`.
  static func indexSetElements(_ value: Any) -> [Int]? {
    // NB: the type is compared, not cast to: a cast of another value to a Foundation type can
    // bridge it first.
    guard type(of: value) == IndexSet.self, let indexSet = value as? IndexSet else { return nil }
    return Array(indexSet)
  }
}

/// An optional of any wrapped type, for the dump to look through.
protocol DumpOptional {
  /// The wrapped value, or nil.
  var dumpWrapped: Any? { get }
}

extension Optional: DumpOptional {
  var dumpWrapped: Any? {
    switch self {
    case .some(let wrapped): wrapped
    case .none: nil
    }
  }
}
