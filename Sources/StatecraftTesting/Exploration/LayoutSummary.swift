import Statecraft

/// What a new state presents, as the explorer notes it: the configuration it names in the graph,
/// what the coverage counts, whether it holds shared values, and whether two things are presented
/// at once. A ``PresentationLayout`` without the places and identities, which only a failure's
/// message needs (it then walks the state again).
///
/// Found by reflection, as a layout is, and remembered by the values of the fields of the state
/// that can present something: most new states differ from a known one only in fields that
/// cannot (a list's counts, a name), and reflecting those costs more than the rest of a
/// transition. Those fields are read through key paths to the struct's stored properties, and
/// hashed and compared at their own types (``FieldReaders``); by a mirror only where no key path
/// reads them.
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
  /// Tells a summary that is kept for the states that share it apart from every other made in
  /// the process, so that the coverage notes it once; 0 for a summary made for one state.
  let serial: Int

  init(_ layout: PresentationLayout, isKept: Bool = false) {
    if isKept { Self.lastSerial += 1 }
    serial = isKept ? Self.lastSerial : 0
    configuration = layout.configuration
    presented = (layout.presented + layout.screens).map { ($0.pattern, $0.content, $0.contentType) }
    possible = layout.emptySlots + layout.stacks
    holdsShared = layout.holdsShared
    hasSimultaneous = layout.hasSimultaneous
  }

  /// The summary of `state`.
  @usableFromInline
  static func of<State>(_ state: State) -> LayoutSummary {
    let type = ObjectIdentifier(Swift.type(of: state))
    let fields: PresentingFields
    if let known = fieldsThatCanPresent[type] {
      fields = known
    } else {
      fields = PresentingFields(of: state)
      fieldsThatCanPresent[type] = fields
    }
    guard fields.isStruct else { return walked(state) }
    if let readers = fields.readers as? FieldReaders<State> {
      return summary(of: state, type: type, fields: fields, readers: readers)
    }
    guard let key = key(of: state, type: type, fields: fields) else { return walked(state) }
    if let summary = known[key] { return summary }
    let summary = walked(state, isKept: true)
    // The walk may have learned that more types hold no slot: the fields to read are found again
    // next time, fewer of them.
    fieldsThatCanPresent[type] = nil
    // Bounded: an exploration whose presentations keep changing forgets, rather than grows.
    if known.count >= 4_096 { known.removeAll(keepingCapacity: true) }
    known[key] = summary
    return summary
  }

  /// The summary of `state`, walked in full; `isKept` when it is kept for the states that
  /// share it.
  private static func walked(_ state: Any, isKept: Bool = false) -> LayoutSummary {
    LayoutSummary(PresentationLayout(of: state, collectingElementIDs: false), isKept: isKept)
  }

  /// The summary of `state`, whose fields that can present are read by `readers`: by their
  /// values, hashed and compared at their own types.
  private static func summary<State>(
    of state: State, type: ObjectIdentifier, fields: PresentingFields,
    readers: FieldReaders<State>
  ) -> LayoutSummary {
    let values = readers.values(state)
    var hasher = Hasher()
    hasher.combine(type)
    hasher.combine(fields.salt)
    readers.hash(values, &hasher)
    let hash = hasher.finalize()
    for entry in knownByHash[hash] ?? []
    where entry.type == type && entry.offsets == fields.offsets
      && readers.matches(values, entry.values)
    {
      return entry.summary
    }
    let summary = walked(state, isKept: true)
    // As in `of(_:)`: the fields are found again after a walk, and the summaries are bounded.
    fieldsThatCanPresent[type] = nil
    if knownByHashCount >= 4_096 {
      knownByHash.removeAll(keepingCapacity: true)
      knownByHashCount = 0
    }
    knownByHash[hash, default: []].append(
      TypedEntry(
        type: type, offsets: fields.offsets, values: values, summary: summary))
    knownByHashCount += 1
    return summary
  }

  /// The serial of the last summary made.
  private static var lastSerial = 0

  /// The summaries found, by their states' keys.
  private static var known: [Key: LayoutSummary] = [:]

  /// The summaries found for states whose fields are read at their own types, by the hash of
  /// their type and values.
  private static var knownByHash: [Int: [TypedEntry]] = [:]
  private static var knownByHashCount = 0

  /// A summary found for a state whose fields are read at their own types.
  private struct TypedEntry {
    let type: ObjectIdentifier
    let offsets: [Int]
    /// The values of the fields, each as its own type (compared by ``FieldReaders``).
    let values: [Any]
    let summary: LayoutSummary
  }

  /// A struct's type and the values of its fields that can present something.
  ///
  /// It keeps its hash: the values are compared only for a key of the same hash, where a look-up
  /// in a table that compares every key it probes would compare presentations (an alert's texts
  /// and buttons) several times.
  struct Key: Hashable {
    let type: ObjectIdentifier
    let fields: [Field]
    let hash: Int

    init(type: ObjectIdentifier, fields: [Field]) {
      self.type = type
      self.fields = fields
      var hasher = Hasher()
      hasher.combine(type)
      hasher.combine(fields)
      hash = hasher.finalize()
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.hash == rhs.hash && lhs.type == rhs.type && lhs.fields == rhs.fields
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(hash)
    }
  }

  /// A field that can present something: its position, its value's type and its value.
  struct Field: Hashable {
    let offset: Int
    let type: ObjectIdentifier
    let value: AnyHashable
  }

  /// The key of `state`, or `nil` when it has none: a field able to present something whose
  /// value is not `Hashable` (such as a shared value).
  private static func key<State>(
    of state: State, type: ObjectIdentifier, fields: PresentingFields
  ) -> Key? {
    var values: [Field] = []
    values.reserveCapacity(fields.offsets.count)
    let children = Mirror(reflecting: state).children
    for offset in fields.offsets {
      let value = children[children.index(children.startIndex, offsetBy: offset)].value
      guard let field = Field(offset: offset, value: value) else { return nil }
      values.append(field)
    }
    return Key(type: type, fields: values)
  }

  /// The fields of a struct type that can present something, found from a value of it, and again
  /// after each walk (which learns which structs hold no slot).
  ///
  /// NB: a struct's fields have fixed types, so a field that cannot present in one value cannot
  /// in any (as `PresentationLayout` assumes when it learns that a struct holds no slot); only a
  /// field of an existential type could, and state that is `Equatable` has none in practice.
  private static var fieldsThatCanPresent: [ObjectIdentifier: PresentingFields] = [:]
}

extension LayoutSummary.Field {
  /// The field at `offset` holding `value`; `nil` when the value is not `Hashable`.
  fileprivate init?(offset: Int, value: Any) {
    guard let hashable = value as? AnyHashable else { return nil }
    self.init(offset: offset, type: ObjectIdentifier(Swift.type(of: value)), value: hashable)
  }
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
