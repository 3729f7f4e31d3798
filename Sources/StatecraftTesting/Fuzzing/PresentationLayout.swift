import Foundation
import Statecraft

/// What a feature's state presents, found by reflection: every full `@Presents` slot, where it is
/// and inside which other presentation, and the ids of every `IdentifiedArray` element.
///
/// A slot is found wherever it is stored: in the root state, in a child's state, in a presented
/// feature (a nested presentation), in a case of an enum, in the elements of a collection.
@MainActor
struct PresentationLayout {
  /// A full slot.
  struct Presented {
    /// Where the slot is: `$destination`, `rows[id: 2].$alert`, `$sheet.form.$confirm`.
    let path: String
    /// The path with element ids and positions left out (`rows[_].$alert`): the same slot in
    /// every element, for counting what a run reached.
    let pattern: String
    /// What it presents: the case of an enum (`.detail`) or the type of the value.
    let content: String
    let id: PresentationID
    /// The index of the nearest presented slot this one is inside, if any.
    let enclosing: Int?
  }

  private(set) var presented: [Presented] = []
  private(set) var elementIDs: Set<AnyHashable> = []

  init(of state: Any) {
    walk(state, at: Path(), enclosing: nil, depth: 0)
  }

  /// The identities presented now.
  var presentationIDs: Set<PresentationID> { Set(presented.map(\.id)) }

  /// Two full slots neither of which is inside the other, if there are: two things presented at
  /// once. Presentations inside presentations (a sheet showing an alert) are one chain, and fine.
  var simultaneous: (Presented, Presented)? {
    var byEnclosing: [Int: Int] = [:]
    for (index, slot) in presented.enumerated() {
      let key = slot.enclosing ?? -1
      if let other = byEnclosing[key] { return (presented[other], slot) }
      byEnclosing[key] = index
    }
    return nil
  }

  /// A place in the state, written out for the reader and as a pattern.
  struct Path {
    var text = ""
    var pattern = ""

    func appending(label: String?) -> Path {
      guard var label, !label.hasPrefix(".") else { return self }
      // The storage of a property wrapper: `_destination` is the slot `$destination`.
      if label.hasPrefix("_") { label = "$" + label.dropFirst() }
      return Path(
        text: text.isEmpty ? label : "\(text).\(label)",
        pattern: pattern.isEmpty ? label : "\(pattern).\(label)"
      )
    }

    func appending(subscript key: String) -> Path {
      Path(text: "\(text)[\(key)]", pattern: "\(pattern)[_]")
    }
  }

  /// Walks `value`; returns whether its type can hold no slot (see ``TypeKind/slotFree``).
  @discardableResult
  private mutating func walk(_ value: Any, at path: Path, enclosing: Int?, depth: Int) -> Bool {
    let type = Swift.type(of: value)
    let kind = Self.kind(of: type)
    guard kind != .slotFree else { return true }
    guard depth < 64 else { return false }
    switch kind {
    case .slotFree:
      return true
    case .slot:
      guard let slot = value as? any ReflectedSlot,
        let (id, content) = slot.reflectedPresentation
      else { return false }
      presented.append(
        Presented(
          path: path.text, pattern: path.pattern, content: Self.describeContent(content), id: id,
          enclosing: enclosing
        )
      )
      walk(content, at: path, enclosing: presented.count - 1, depth: depth + 1)
      return false
    case .elements:
      guard let elements = value as? any ReflectedElements else { return false }
      for (id, element) in elements.reflectedElements {
        elementIDs.insert(id)
        walk(
          element, at: path.appending(subscript: "id: \(id.base)"), enclosing: enclosing,
          depth: depth + 1
        )
      }
      return false
    case .other:
      break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = mirror.children.first {
        walk(wrapped.value, at: path, enclosing: enclosing, depth: depth + 1)
      }
    case .collection, .set:
      for (index, child) in mirror.children.enumerated() {
        walk(
          child.value, at: path.appending(subscript: "\(index)"), enclosing: enclosing,
          depth: depth + 1
        )
      }
    case .dictionary:
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { continue }
        walk(
          pair[1].value, at: path.appending(subscript: "\(pair[0].value)"),
          enclosing: enclosing, depth: depth + 1
        )
      }
    case .struct, .tuple:
      var isSlotFree = true
      for child in mirror.children {
        let childIsSlotFree = walk(
          child.value, at: path.appending(label: child.label), enclosing: enclosing,
          depth: depth + 1
        )
        isSlotFree = isSlotFree && childIsSlotFree
      }
      // NB: a struct's fields have fixed types, so one whose every field can hold no slot never
      // can; only a field of an existential type could hold another type next time, and state
      // that is `Equatable` has none in practice.
      if isSlotFree { Self.kinds[ObjectIdentifier(type)] = .slotFree }
      return isSlotFree
    default:
      for child in mirror.children {
        walk(
          child.value, at: path.appending(label: child.label), enclosing: enclosing,
          depth: depth + 1
        )
      }
    }
    return false
  }

  /// What the walk does with values of a type, worked out once per type.
  enum TypeKind {
    /// Can hold no slot, whatever its value: leaves, optionals of such types, and structs and
    /// tuples all of whose fields are such types. Enums and collections are always walked, as
    /// another value of theirs can hold what this one does not.
    case slotFree
    /// A `Presents` slot.
    case slot
    /// An `IdentifiedArray`.
    case elements
    /// Anything else: reflected.
    case other
  }

  private static var kinds: [ObjectIdentifier: TypeKind] = [:]

  private static func kind(of type: any Any.Type) -> TypeKind {
    let key = ObjectIdentifier(type)
    if let kind = kinds[key] { return kind }
    let kind: TypeKind
    if isLeaf(type) {
      kind = .slotFree
    } else if type is any ReflectedSlot.Type {
      kind = .slot
    } else if type is any ReflectedElements.Type {
      kind = .elements
    } else if let optional = type as? any ReflectedOptional.Type,
      Self.kind(of: optional.wrappedType) == .slotFree
    {
      kind = .slotFree
    } else {
      // Structs become slot-free once a walk has seen all their fields are.
      kind = .other
    }
    kinds[key] = kind
    return kind
  }

  private static func describeContent(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return typeName(type(of: value)) }
    if let label = mirror.children.first?.label { return ".\(label)" }
    return ".\(value)"
  }

  /// Types whose values cannot hold a slot, skipped without reflecting them.
  private static func isLeaf(_ type: any Any.Type) -> Bool {
    type is String.Type || type is Substring.Type || type is Bool.Type
      || type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type
      || type is UUID.Type || type is Date.Type || type is URL.Type || type is Data.Type
      || type is Duration.Type || type is TextState.Type || type is any _EphemeralState.Type
  }
}

/// A `@Presents` slot, as the fuzzer reflects it: `Presents` reflects as the optional it wraps,
/// so the slot itself is recognized by this conformance.
protocol ReflectedSlot {
  /// The identity and the value presented, or `nil` for an empty slot.
  var reflectedPresentation: (PresentationID, Any)? { get }
}

extension Presents: ReflectedSlot {
  var reflectedPresentation: (PresentationID, Any)? {
    guard let value = wrappedValue, let id else { return nil }
    return (id, value)
  }
}

/// An `IdentifiedArray`, as the fuzzer reflects it: its elements with their ids.
protocol ReflectedElements {
  var reflectedElements: [(AnyHashable, Any)] { get }
}

/// An `Optional`, whose wrapped type decides whether it can hold a slot.
protocol ReflectedOptional {
  static var wrappedType: any Any.Type { get }
}

extension Optional: ReflectedOptional {
  static var wrappedType: any Any.Type { Wrapped.self }
}

extension IdentifiedArray: ReflectedElements {
  var reflectedElements: [(AnyHashable, Any)] {
    zip(ids, self).map { (AnyHashable($0), $1 as Any) }
  }
}
