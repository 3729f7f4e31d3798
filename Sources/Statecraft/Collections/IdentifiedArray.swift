/// An ordered collection of elements that are unique by id, with constant-time lookup by id.
///
/// Features keep their lists in an `IdentifiedArray` so that an action can name an element by its
/// id rather than by its position, which goes stale as soon as the list is reordered or edited.
/// Reading and writing an element by id costs one hash lookup; reading by position is as cheap as
/// an `Array` read.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
/// todos[id: 2]?.title = "Bread"
/// todos.remove(id: 1)
/// todos.ids  // [2]
/// ```
///
/// Input that would break uniqueness or reach outside the array is reported with a runtime issue
/// and ignored, never trapped: a duplicate id in an initialiser, an `append(_:)` or
/// `insert(_:at:)` of an id already present, a write that would change an element's id, an
/// out-of-range `remove(at:)`, `insert(_:at:)` or positional write. Reading `self[position]` out of
/// range traps, as it does for `Array`; read by id when the element may be gone.
///
/// > Important: Reorder with ``sort(by:)``, ``move(fromOffsets:toOffset:)``, `swapAt(_:_:)` or
/// > `reverse()`. Generic algorithms that write elements into other positions one at a time (the
/// > standard library's generic `sort()` on a `MutableCollection`, or a write through a slice)
/// > would pass through states with duplicate ids, so each such write is reported and ignored.
///
/// Writing through `self[id:]` or `self[position]` replaces the element inside the existing
/// buffer: when the array is uniquely referenced no storage is copied, however long it is.
public struct IdentifiedArray<ID: Hashable, Element> {
  /// How an element names itself; fixed when the array is created. A key path rather than a
  /// closure: a `@Sendable` closure over a generic `Element` may not capture its metatype.
  let _idPath: any KeyPath<Element, ID> & Sendable
  /// The ids in order, parallel to `_elements`. Kept as its own array so that ``ids`` costs
  /// nothing and ``_hasSameIDs(as:)`` can compare storage; element writes never touch it.
  @usableFromInline var _ids: [ID]
  /// The elements in order.
  var _elements: [Element]
  /// The position of each id in `_ids` and `_elements`.
  var _offsets: [ID: Int]

  /// Creates an empty array whose elements are identified by `id`.
  init(_idPath id: any KeyPath<Element, ID> & Sendable) {
    self._idPath = id
    self._ids = []
    self._elements = []
    self._offsets = [:]
  }

  /// Creates an array of `elements`, keeping the first of each id and reporting the others.
  init(
    _ elements: some Sequence<Element>,
    id: any KeyPath<Element, ID> & Sendable,
    operation: String
  ) {
    self.init(_idPath: id)
    let capacity = elements.underestimatedCount
    _ids.reserveCapacity(capacity)
    _elements.reserveCapacity(capacity)
    _offsets.reserveCapacity(capacity)
    _appendReportingDuplicates(elements, operation: operation)
  }

  /// Creates an empty array whose elements are identified by the given key path.
  ///
  /// - Parameter id: The key path from an element to its id.
  public init(id: any KeyPath<Element, ID> & Sendable) {
    self.init(_idPath: id)
  }

  /// Creates an array of the given elements, identified by the given key path.
  ///
  /// Each id should appear once. When one appears again, the later element is dropped and a
  /// runtime issue names the id; the first one is kept.
  ///
  /// ```swift
  /// let rows = IdentifiedArray(uniqueElements: [Row(key: "a"), Row(key: "b")], id: \.key)
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - id: The key path from an element to its id.
  public init(
    uniqueElements elements: some Sequence<Element>, id: any KeyPath<Element, ID> & Sendable
  ) {
    self.init(elements, id: id, operation: "init(uniqueElements:id:)")
  }

  /// The ids of the elements, in order.
  ///
  /// - Complexity: O(1).
  public var ids: [ID] { _ids }

  /// The elements, in order, as a plain array.
  ///
  /// - Complexity: O(1).
  public var elements: [Element] { _elements }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an empty array.
  public init() {
    self.init(_idPath: \Element.id)
  }

  /// Creates an array of the given elements.
  ///
  /// Each id should appear once. When one appears again, the later element is dropped and a
  /// runtime issue names the id; the first one is kept.
  ///
  /// - Parameter elements: The elements, in order.
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init(elements, id: \Element.id, operation: "init(uniqueElements:)")
  }
}

/// An ``IdentifiedArray`` of `Identifiable` elements, identified by their `id`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

/// Sendable when its ids and elements are: the id key path is `Sendable` by construction.
extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}
