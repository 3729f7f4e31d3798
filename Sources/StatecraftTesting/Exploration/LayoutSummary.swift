import Statecraft

/// What a new state presents, as the explorer notes it: the configuration it names in the graph,
/// what the coverage counts, whether it holds shared values, and whether two things are presented
/// at once. A ``PresentationLayout`` without the places and identities, which only a failure's
/// message needs (it then walks the state again).
///
/// Found by reflection, as a layout is, and remembered by the values of the fields of the state
/// that can present something: most new states differ from a known one only in fields that
/// cannot (a list's counts, a name), and reflecting those costs more than the rest of a
/// transition. The reflection of the state itself remains, to read those fields.
///
/// Two states whose fields that can present are equal present equally: equal values have the
/// same cases and types all the way down, which is all a summary holds. (The explorer already
/// treats equal states as one.)
@MainActor
@usableFromInline
struct LayoutSummary {
  /// Each full slot, plain alert or dialog, and stack screen: its pattern and what it presents.
  @usableFromInline let configuration: [String]
  /// The full slots and stack screens, for the coverage: pattern, content, content's type.
  let presented: [(pattern: String, content: String, type: any Any.Type)]
  /// The empty slots and the stacks, for the coverage: pattern and what they can hold.
  let possible: [(pattern: String, type: any Any.Type)]
  /// Whether the state holds a shared value.
  @usableFromInline let holdsShared: Bool
  /// Whether two things are presented at once, neither inside the other.
  @usableFromInline let hasSimultaneous: Bool

  init(_ layout: PresentationLayout) {
    configuration = layout.configuration
    presented = (layout.presented + layout.screens).map { ($0.pattern, $0.content, $0.contentType) }
    possible = layout.emptySlots + layout.stacks
    holdsShared = layout.holdsShared
    hasSimultaneous = layout.hasSimultaneous
  }

  /// The summary of `state`.
  @usableFromInline
  static func of(_ state: Any) -> LayoutSummary {
    guard let key = key(of: state) else {
      return LayoutSummary(PresentationLayout(of: state, collectingElementIDs: false))
    }
    if let summary = known[key] { return summary }
    let summary = LayoutSummary(PresentationLayout(of: state, collectingElementIDs: false))
    // The walk may have learned that more types hold no slot: the fields to read are found again
    // next time, fewer of them.
    fieldsThatCanPresent[key.type] = nil
    // Bounded: an exploration whose presentations keep changing forgets, rather than grows.
    if known.count >= 4_096 { known.removeAll(keepingCapacity: true) }
    known[key] = summary
    return summary
  }

  /// The summaries found, by their states' keys.
  private static var known: [Key: LayoutSummary] = [:]

  /// A struct's type and the values of its fields that can present something.
  struct Key: Hashable {
    let type: ObjectIdentifier
    let fields: [Field]
  }

  /// A field that can present something: its position, its value's type and its value.
  struct Field: Hashable {
    let offset: Int
    let type: ObjectIdentifier
    let value: AnyHashable
  }

  /// The key of `state`, or `nil` when it has none: a state that is not a struct, or that has a
  /// field able to present something whose value is not `Hashable` (such as a shared value).
  private static func key(of state: Any) -> Key? {
    let type = ObjectIdentifier(Swift.type(of: state))
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .struct else { return nil }
    let children = mirror.children
    let offsets: [Int]
    if let known = fieldsThatCanPresent[type] {
      offsets = known
    } else {
      offsets = children.enumerated().compactMap { offset, child in
        PresentationLayout.canPresent(Swift.type(of: child.value)) ? offset : nil
      }
      fieldsThatCanPresent[type] = offsets
    }
    var fields: [Field] = []
    fields.reserveCapacity(offsets.count)
    for offset in offsets {
      // Only these fields are reflected: reading a field by reflection is what costs.
      let value = children[children.index(children.startIndex, offsetBy: offset)].value
      guard let hashable = value as? AnyHashable else { return nil }
      fields.append(
        Field(offset: offset, type: ObjectIdentifier(Swift.type(of: value)), value: hashable))
    }
    return Key(type: type, fields: fields)
  }

  /// The offsets of the fields of a struct type that can present something, found from a value
  /// of it, and again after each walk (which learns which structs hold no slot).
  ///
  /// NB: a struct's fields have fixed types, so a field that cannot present in one value cannot
  /// in any (as `PresentationLayout` assumes when it learns that a struct holds no slot); only a
  /// field of an existential type could, and state that is `Equatable` has none in practice.
  private static var fieldsThatCanPresent: [ObjectIdentifier: [Int]] = [:]
}

extension PresentationLayout {
  /// Whether a value of `type` can add anything to an explorer's layout (one that collects no
  /// element ids): not when it can hold no slot, nor when it is a collection of elements that
  /// can hold none and are not a stack's screens.
  static func canPresent(_ type: any Any.Type) -> Bool {
    switch kind(of: type) {
    case .slotFree:
      return false
    case .elements:
      guard let elements = type as? any ReflectedElements.Type else { return true }
      return elements.isStackType || kind(of: elements.elementTypeOfType) != .slotFree
    default:
      return true
    }
  }
}
