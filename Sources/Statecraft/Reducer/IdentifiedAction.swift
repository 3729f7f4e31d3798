/// An action for one element of a collection: what a parent's action case holds for
/// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)-(_,CasePath<Action,IdentifiedAction<ID,ElementAction>>,_,_,_,_,_)``.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// store.send(.rows(.element(id: row.id, action: .toggleTapped)))
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// `action` for the element whose id is `id`.
  case element(id: ID, action: Action)
}

/// The ``IdentifiedAction`` of a reducer whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension IdentifiedAction: NamesItsCases {
  package var caseName: String { "element" }

  package static var namedCases: [(name: String, payloadType: (any Any.Type)?)] {
    [("element", (id: ID, action: Action).self)]
  }
}

extension IdentifiedAction: CustomReflectable {
  /// The case and its payload, as an enum's mirror reads in every build.
  public var customMirror: Mirror {
    switch self {
    case .element(let id, let action): Mirror(case: self, payload: (id: id, action: action))
    }
  }
}
