import Foundation

/// Every shared value a state holds, found by reflection: each box, and every path that holds it
/// (`$items`, `destino.detalle.$item`, `rows[id: 2].$count`).
///
/// A `Shared` or `SharedReader` is found wherever it is stored: in the root state, in a child's
/// state, in a presented feature, in a case of an enum, in the elements of a collection, inside
/// another shared value. What kind of value each type is, is worked out once per type: a type
/// that can hold no shared value (a leaf, or a struct all of whose fields are such types, or a
/// collection of them) is skipped at once from then on, so a state without shared values costs
/// one look-up.
package struct SharedLayout {
  /// One box, and the paths that hold it, in the order the walk met them.
  package struct Holding {
    package let root: any SharedRoot
    package fileprivate(set) var paths: [String]
    /// What part of the box each path reads, in the order of ``paths``.
    package fileprivate(set) var parts: [SharedPart]
  }

  /// The boxes, in the order the walk first met them.
  package private(set) var holdings: [Holding] = []
  private var positions: [ObjectIdentifier: Int] = [:]
  /// The class instances walked so far, which are not walked twice.
  private var objects: Set<ObjectIdentifier> = []

  /// The shared values `value` holds.
  package init(of value: Any) {
    walk(value, at: "", depth: 0)
  }

  /// Whether a value of `type` may hold shared values, as far as the walks so far have learned.
  package static func mayHoldShared(_ type: any Any.Type) -> Bool {
    kind(of: type) != .free
  }

  private mutating func record(_ root: any SharedRoot, _ part: SharedPart, at path: String) {
    let id = ObjectIdentifier(root)
    if let position = positions[id] {
      holdings[position].paths.append(path)
      holdings[position].parts.append(part)
    } else {
      positions[id] = holdings.count
      holdings.append(Holding(root: root, paths: [path], parts: [part]))
    }
  }

  /// Walks `value`; returns whether its type can hold no shared value (``Kind/free``).
  @discardableResult
  private mutating func walk(_ value: Any, at path: String, depth: Int) -> Bool {
    let type = Swift.type(of: value)
    switch Self.kind(of: type) {
    case .free:
      return true
    case .shared:
      guard let shared = value as? any SharedReflecting else { return false }
      record(shared.reflectedRoot, shared.reflectedPart, at: path)
      if depth < 64 { walk(shared.reflectedValue, at: path, depth: depth + 1) }
      return false
    case .other:
      break
    }
    guard depth < 64 else { return false }
    if let identified = value as? any SharedWalkElements {
      identified.walkElements { id, element in
        let isFree = walk(element, at: "\(path)[id: \(id.base)]", depth: depth + 1)
        // Elements of one type: once one shows that type holds nothing, the rest do not either.
        return !(isFree && Self.kind(of: Swift.type(of: element)) == .free)
      }
      return false
    }
    if type is AnyClass {
      let object = ObjectIdentifier(value as AnyObject)
      guard objects.insert(object).inserted else { return false }
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = mirror.children.first {
        walk(wrapped.value, at: path, depth: depth + 1)
      }
      return false
    case .collection, .set:
      for (index, child) in mirror.children.enumerated() {
        let isFree = walk(child.value, at: "\(path)[\(index)]", depth: depth + 1)
        // Elements of one type: once one shows that type holds nothing, the rest do not either.
        if isFree, Self.kind(of: Swift.type(of: child.value)) == .free { break }
      }
      return false
    case .dictionary:
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { continue }
        walk(
          pair[1].value, at: "\(path)[\(DumpRenderer.compactText(of: pair[0].value))]",
          depth: depth + 1)
      }
      return false
    case .struct, .tuple:
      var isFree = true
      for child in mirror.children {
        let childIsFree = walk(
          child.value, at: Self.appending(child.label, of: child.value, to: path),
          depth: depth + 1)
        isFree = isFree && childIsFree
      }
      // NB: a struct's fields have fixed types, so one whose every field can hold no shared
      // value never can; only a field of an existential type could hold another type next time,
      // and state that is `Equatable` has none in practice.
      if isFree, mirror.displayStyle == .struct { Self.learn(type, is: .free) }
      return isFree
    default:
      for child in mirror.children {
        walk(
          child.value, at: Self.appending(child.label, of: child.value, to: path),
          depth: depth + 1)
      }
      return false
    }
  }

  /// A property's name on the path: a shared value's storage `_count` is `$count`, another
  /// property wrapper's (`_destination`) is the property, `destination`.
  private static func appending(_ label: String?, of value: Any, to path: String) -> String {
    guard var label else { return path }
    if label.hasPrefix("_"), label.count > 1 {
      if value is any SharedReflecting {
        label = "$" + label.dropFirst()
      } else if value is any CustomDumpRepresentable {
        label = String(label.dropFirst())
      }
    }
    if label.hasPrefix(".") { return path + label }
    return path.isEmpty ? label : "\(path).\(label)"
  }

  // MARK: - Kinds of types

  /// What the walk does with values of a type.
  enum Kind {
    /// Can hold no shared value: leaves, structs all of whose fields are such types, optionals
    /// and collections of them.
    case free
    /// A `Shared` or a `SharedReader`.
    case shared
    /// Anything else: reflected.
    case other
  }

  /// The types whose kind is known: free, shared, or walked (which a walk may make free).
  private static let settled = Locked<[ObjectIdentifier: Kind]>([:])

  private static func learn(_ type: any Any.Type, is kind: Kind) {
    settled.withLock { $0[ObjectIdentifier(type)] = kind }
  }

  static func kind(of type: any Any.Type) -> Kind {
    if let kind = settled.withLock({ $0[ObjectIdentifier(type)] }) { return kind }
    if type is any SharedReflecting.Type {
      learn(type, is: .shared)
      return .shared
    }
    if isLeaf(type) {
      learn(type, is: .free)
      return .free
    }
    // A container is free once its elements' type is known to be: until then, it is not settled.
    if let container = type as? any SharedWalkContainer.Type {
      guard container.walkedElementTypes.allSatisfy({ kind(of: $0) == .free }) else {
        return .other
      }
      learn(type, is: .free)
      return .free
    }
    // Anything else is walked, until a walk shows that a struct holds nothing.
    learn(type, is: .other)
    return .other
  }

  /// Types whose values cannot hold a shared value, skipped without reflecting them.
  private static func isLeaf(_ type: any Any.Type) -> Bool {
    type is String.Type || type is Substring.Type || type is Bool.Type
      || type is Character.Type || type is any BinaryInteger.Type
      || type is any BinaryFloatingPoint.Type || type is UUID.Type || type is Date.Type
      || type is URL.Type || type is Data.Type || type is Duration.Type || type is TextState.Type
      || type is any _EphemeralState.Type
  }
}

/// An `IdentifiedArray`, as the walk names its elements: `rows[id: 2]`.
protocol SharedWalkElements {
  /// Calls `body` with each element and its id, in order, while it returns `true`.
  func walkElements(_ body: (AnyHashable, Any) -> Bool)
}

extension IdentifiedArray: SharedWalkElements {
  func walkElements(_ body: (AnyHashable, Any) -> Bool) {
    for (id, element) in zip(ids, self) {
      guard body(AnyHashable(id), element) else { return }
    }
  }
}

/// A container whose elements' types decide whether it can hold a shared value.
protocol SharedWalkContainer {
  static var walkedElementTypes: [any Any.Type] { get }
}

extension Optional: SharedWalkContainer {
  static var walkedElementTypes: [any Any.Type] { [Wrapped.self] }
}

extension Array: SharedWalkContainer {
  static var walkedElementTypes: [any Any.Type] { [Element.self] }
}

extension ContiguousArray: SharedWalkContainer {
  static var walkedElementTypes: [any Any.Type] { [Element.self] }
}

extension Set: SharedWalkContainer {
  static var walkedElementTypes: [any Any.Type] { [Element.self] }
}

extension Dictionary: SharedWalkContainer {
  static var walkedElementTypes: [any Any.Type] { [Key.self, Value.self] }
}

extension IdentifiedArray: SharedWalkContainer {
  static var walkedElementTypes: [any Any.Type] { [Element.self] }
}
