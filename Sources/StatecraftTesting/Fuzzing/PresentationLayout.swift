import Foundation
import Statecraft

/// What a feature's state presents, found by reflection: every full `@Presents` slot, every set
/// plain optional alert or dialog (one with no `@Presents`) and every screen of a navigation
/// stack, where it is and inside which other presentation or screen, the empty slots, and the ids
/// of every `IdentifiedArray` and `StackState` element.
///
/// A slot is found wherever it is stored: in the root state, in a child's state, in a presented
/// feature (a nested presentation), in a case of an enum, in the elements of a collection. A
/// stack's screens are one chain: each is inside the one below it, so only the top screen may
/// present (a slot of a lower screen, full while a screen is above it, is two things at once).
@MainActor
@usableFromInline
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
    /// The type of what it presents.
    let contentType: any Any.Type
    /// The slot's identity; `nil` for a plain optional alert or dialog, which has none.
    let id: PresentationID?
    /// The nearest full slot or stack screen this one is inside, if any: an index of
    /// `containers`.
    let enclosing: Int?
  }

  /// What is on screen at one place: a full slot or a stack screen, as a failure names it.
  struct Shown {
    let path: String
    let pattern: String
    let content: String
  }

  private(set) var presented: [Presented] = []
  /// The empty `@Presents` slots, by pattern, with the type each can present.
  private(set) var emptySlots: [(pattern: String, type: any Any.Type)] = []
  /// The screens of every navigation stack, bottom first: pattern `path[_]`, content the case.
  private(set) var screens: [Presented] = []
  /// Every navigation stack met, empty or not, by its screens' pattern, with their type.
  private(set) var stacks: [(pattern: String, type: any Any.Type)] = []
  /// Whether the state holds a shared value (`@Shared`, a `SharedReader`), whose copies share
  /// their box.
  @usableFromInline private(set) var holdsShared = false
  /// The ids of every `IdentifiedArray` and `StackState` element, when the layout was asked to collect them.
  private(set) var elementIDs: Set<AnyHashable> = []
  /// Every full slot, plain alert or dialog and stack screen, in the order met, with the one it
  /// is inside.
  private(set) var containers: [(shown: Shown, enclosing: Int?)] = []
  private let collectsElementIDs: Bool

  /// The layout of `state`.
  ///
  /// - Parameters:
  ///   - state: A feature's state.
  ///   - collectingElementIDs: Whether to note the ids of every element (``elementIDs``), which
  ///     only the check of effects outliving their owners reads; an explorer's new state needs
  ///     only what is presented.
  @usableFromInline
  init(of state: Any, collectingElementIDs: Bool = true) {
    collectsElementIDs = collectingElementIDs
    walk(state, at: Path(), enclosing: nil, depth: 0)
  }

  /// The identities presented now.
  var presentationIDs: Set<PresentationID> { Set(presented.compactMap(\.id)) }

  /// Two full slots or stack screens neither of which is inside the other, if there are: two
  /// things presented at once. Presentations inside presentations (a sheet showing an alert) and
  /// the screens of a stack are one chain, and fine.
  var simultaneous: (Shown, Shown)? {
    var byEnclosing: [Int: Int] = [:]
    for (index, container) in containers.enumerated() {
      let key = container.enclosing ?? -1
      if let other = byEnclosing[key] { return (containers[other].shown, container.shown) }
      byEnclosing[key] = index
    }
    return nil
  }

  /// Whether two things are presented at once (``simultaneous``).
  @usableFromInline
  var hasSimultaneous: Bool { simultaneous != nil }

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
    case .shared:
      holdsShared = true
      return false
    case .slot:
      guard let slot = value as? any ReflectedSlot else { return false }
      guard let (id, content) = slot.reflectedPresentation else {
        emptySlots.append((path.pattern, slot.presentedType))
        return false
      }
      let described = Self.describeContent(content)
      presented.append(
        Presented(
          path: path.text, pattern: path.pattern, content: described,
          contentType: Swift.type(of: content), id: id, enclosing: enclosing
        )
      )
      containers.append(
        (Shown(path: path.text, pattern: path.pattern, content: described), enclosing))
      walk(content, at: path, enclosing: containers.count - 1, depth: depth + 1)
      return false
    case .plainEphemeral:
      // A plain optional alert or dialog: presented while it is set, as a slot would be.
      guard let wrapped = Mirror(reflecting: value).children.first?.value else { return false }
      presented.append(
        Presented(
          path: path.text, pattern: path.pattern, content: Self.describeContent(wrapped),
          contentType: Swift.type(of: wrapped), id: nil, enclosing: enclosing
        )
      )
      containers.append(
        (
          Shown(
            path: path.text, pattern: path.pattern, content: Self.describeContent(wrapped)
          ),
          enclosing
        ))
      return false
    case .elements:
      guard let elements = value as? any ReflectedElements else { return false }
      // Elements that can hold no slot need no walk: their ids are all there is to note. The
      // screens of a stack are walked whatever they hold, as each is itself on screen.
      if !elements.isStack, Self.kind(of: elements.elementType) == .slotFree {
        if collectsElementIDs { elementIDs.formUnion(elements.reflectedIDs) }
        return false
      }
      // The screens of a stack are a chain: each one inside the one below it.
      if elements.isStack {
        stacks.append((path.appending(subscript: "_").pattern, elements.elementType))
      }
      var enclosing = enclosing
      for (id, element) in elements.reflectedElements {
        if collectsElementIDs { elementIDs.insert(id) }
        let elementPath = path.appending(subscript: "id: \(id.base)")
        if elements.isStack {
          let content = Self.describeContent(element)
          screens.append(
            Presented(
              path: elementPath.text, pattern: elementPath.pattern, content: content,
              contentType: Swift.type(of: element), id: nil, enclosing: enclosing
            ))
          containers.append(
            (
              Shown(path: elementPath.text, pattern: elementPath.pattern, content: content),
              enclosing
            ))
          let screen = containers.count - 1
          walk(element, at: elementPath, enclosing: screen, depth: depth + 1)
          enclosing = screen
        } else {
          walk(element, at: elementPath, enclosing: enclosing, depth: depth + 1)
        }
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
        // Known to hold no slot: no path to build, nothing to walk.
        if Self.kind(of: Swift.type(of: child.value)) == .slotFree { continue }
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
    /// A shared value: noted, and not walked.
    case shared
    /// An optional `AlertState` or `ConfirmationDialogState` outside any slot.
    case plainEphemeral
    /// An `IdentifiedArray` or a `StackState`.
    case elements
    /// Anything else: reflected.
    case other
  }

  private static var kinds: [ObjectIdentifier: TypeKind] = [:]

  static func kind(of type: any Any.Type) -> TypeKind {
    let key = ObjectIdentifier(type)
    if let kind = kinds[key] { return kind }
    let kind: TypeKind
    if isLeaf(type) {
      kind = .slotFree
    } else if type is any SharesStorageAcrossCopies.Type {
      kind = .shared
    } else if type is any ReflectedSlot.Type {
      kind = .slot
    } else if type is any ReflectedElements.Type {
      kind = .elements
    } else if let optional = type as? any ReflectedOptional.Type,
      optional.wrappedType is any _EphemeralState.Type
    {
      kind = .plainEphemeral
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
  /// The type the slot can present.
  var presentedType: any Any.Type { get }
}

extension Presents: ReflectedSlot {
  var reflectedPresentation: (PresentationID, Any)? {
    guard let value = wrappedValue, let id else { return nil }
    return (id, value)
  }

  var presentedType: any Any.Type { State.self }
}

/// An `IdentifiedArray` or a `StackState`, as the fuzzer reflects it: its elements with their
/// ids.
protocol ReflectedElements {
  var reflectedElements: [(AnyHashable, Any)] { get }
  var reflectedIDs: [AnyHashable] { get }
  /// Whether the elements are the screens of a navigation stack, one over the other.
  var isStack: Bool { get }
  /// The type of the elements, known from the collection's type.
  static var elementTypeOfType: any Any.Type { get }
  /// Whether collections of this type are navigation stacks, known from the type.
  static var isStackType: Bool { get }
}

extension ReflectedElements {
  var isStack: Bool { Self.isStackType }
  var elementType: any Any.Type { Self.elementTypeOfType }
  static var isStackType: Bool { false }
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

  var reflectedIDs: [AnyHashable] { ids.map { AnyHashable($0) } }

  static var elementTypeOfType: any Any.Type { Element.self }
}

extension StackState: ReflectedElements {
  /// The elements under their levels' keys (id and identity, shown as the id): a screen that
  /// changed case is another element, whose effects must have ended.
  var reflectedElements: [(AnyHashable, Any)] {
    zip(ids.indices, self).map { (AnyHashable(_levelKey(at: $0)), $1 as Any) }
  }

  var reflectedIDs: [AnyHashable] { ids.indices.map { AnyHashable(_levelKey(at: $0)) } }

  static var elementTypeOfType: any Any.Type { Element.self }

  static var isStackType: Bool { true }
}
