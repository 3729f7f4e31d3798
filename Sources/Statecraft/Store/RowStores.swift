/// The stores of a list's rows: one per element of an `IdentifiedArray` in the state, in order.
///
/// Made by ``Store/scope(state:action:fileID:filePath:line:column:)-(KeyPath<State,IdentifiedArray<ID,ElementState>>,CasePath<Action,IdentifiedAction<ID,ElementAction>>,_,_,_,_)``:
///
/// ```swift
/// for row in store.scope(state: \.todos, action: Todos.Action.todos) {
///   row.title        // the row's state
///   row.send(.toggleTapped)  // sends .todos(.element(id: row's id, action: .toggleTapped))
/// }
/// ```
///
/// Each row's store is made once and kept for as long as its element is in the array (rule V13):
/// reading a row costs a lookup by id, and SwiftUI's `ForEach`, keyed on each store's ``Store/id``,
/// sees the same row from one read to the next. Once an element leaves the array, its store
/// keeps showing its last state and sends nothing (V3).
///
/// The collection is the rows as they were when it was made; making it registers observation of
/// the array's ids only, so a view that lists the rows is invalidated when rows come, go or move,
/// not when one row changes, and a row's reader is invalidated only by its own row's changes.
@MainActor
public struct RowStores<ID: Hashable & Sendable, ElementState, ElementAction> {
  /// The ids of the rows, in order.
  public let ids: [ID]
  /// The rows as they were, for a row that left the array since.
  private let elements: IdentifiedArray<ID, ElementState>
  /// The store of the array, which caches the rows' stores.
  private let rows: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>
  private let callSite: CallSite

  init(
    elements: IdentifiedArray<ID, ElementState>,
    rows: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>,
    callSite: CallSite
  ) {
    self.ids = elements.ids
    self.elements = elements
    self.rows = rows
    self.callSite = callSite
  }

  /// The store of the row whose id is `id`, or `nil` when the array has no such row.
  public subscript(id id: ID) -> Store<ElementState, ElementAction>? {
    rowStore(id)
  }

  /// The cached store of the row `id`, or `nil` when the array has no such row now.
  private func rowStore(_ id: ID) -> Store<ElementState, ElementAction>? {
    rows.cachedScope(key: .id(id), callSite: callSite, observes: false) {
      let plan = IdentityPlan.of(ElementState.self)
      return ScopeReading(
        child: { $0[id: id] }, identity: { $0[id: id].map(plan.identity(of:)) },
        embed: { .element(id: id, action: $0) },
        dropped: { action in
          """
          An action was sent on the store of the row \(id), which has been removed. The action \
          was dropped, and so will be any sent on this store after it.

            Action: \(action)

          A view should let go of a row's store when the row leaves the list.
          """
        }
      )
    }
  }
}

extension RowStores: @MainActor RandomAccessCollection {
  /// The position of the first row.
  public var startIndex: Int { 0 }

  /// The position after the last row.
  public var endIndex: Int { ids.count }

  /// The store of the row at `position`, as the rows were when the collection was made.
  ///
  /// A row removed from the array since gives a store that shows its last state and sends
  /// nothing.
  public subscript(position: Int) -> Store<ElementState, ElementAction> {
    let id = ids[position]
    if let store = rowStore(id) { return store }
    // The row left the array after this collection was made: a store of what it was, ended.
    let last = elements[position]
    let ended = rows.makeChildStore(
      state: { _ in last }, forward: { (_: ElementAction) in StoreTask(group: nil) }, linked: false
    )
    ended.pin = AnyScopePin(ended: callSite)
    return ended
  }
}

extension Store {
  /// The stores of the rows of an `IdentifiedArray` in the state, one per element, cached by id:
  /// what a list view iterates.
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.todos, action: Todos.Action.todos)) { row in
  ///   TodoView(store: row)
  /// }
  /// ```
  ///
  /// See ``RowStores``. Each call from the same place shares one cache of row stores, so a row's
  /// store is the same object from one read to the next while the row is in the array.
  ///
  /// - Parameters:
  ///   - toRows: The key path to the array.
  ///   - toRowAction: The action case holding the rows' actions.
  ///   - fileID: The file of the call site; leave the default.
  ///   - filePath: The file path of the call site; leave the default.
  ///   - line: The line of the call site; leave the default.
  ///   - column: The column of the call site; leave the default.
  /// - Returns: The rows' stores.
  public func scope<ID, ElementState, ElementAction>(
    state toRows: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toRowAction: CasePath<Action, IdentifiedAction<ID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> RowStores<ID, ElementState, ElementAction> {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let state = core.state
    let elements = state[keyPath: toRows]
    node.access(field: .rows(callSite, toRows), value: elements.ids, state: state) {
      ReadField(keyPath: nil, value: elements.ids) { $0.value[keyPath: toRows].ids }
    }
    let rows: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>> =
      propertyStore(toRows, embed: toRowAction.embed, what: "a list", at: callSite)
    return RowStores(elements: elements, rows: rows, callSite: callSite)
  }

  /// The stores of the rows of an `IdentifiedArray` in the state, with the action's case
  /// constructor.
  public func scope<ID, ElementState, ElementAction>(
    state toRows: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toRowAction: @escaping @Sendable (IdentifiedAction<ID, ElementAction>) -> Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> RowStores<ID, ElementState, ElementAction> {
    scope(
      state: toRows, action: CasePath(toRowAction),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
