/// An action for a navigation stack: what a parent's action case holds for
/// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``
/// over a ``StackState``.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// store.send(.path(.element(id: 0, action: .detail(.saveTapped))))
/// store.send(.path(.popFrom(id: 0)))
/// ```
public enum StackAction<State, Action> {
  /// `action` for the element whose id is `id`: its reducer runs, then the parent's (rule S1).
  indirect case element(id: StackElementID, action: Action)

  /// Pops the element whose id is `id` and every element above it, after the parent's reducer
  /// has seen them one last time (rule S2). What a back button, a swipe and `dismiss()` send.
  case popFrom(id: StackElementID)

  /// Pushes `state` under `id`, then runs the parent's reducer (rule S2). What a store's
  /// ``Store/push(_:fileID:filePath:line:column:)`` sends, with an id it minted.
  case push(id: StackElementID, state: State)
}

/// The ``StackAction`` of a reducer: `case path(StackActionOf<Path>)`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension CasePath {
  /// The actions of one stack element, through this path to a stack's actions: for `receive`.
  ///
  /// ```swift
  /// await store.receive(CasePath(Feature.Action.path).element(id: 0)) {
  ///   $0.path[id: 0, case: Path.State.detail]?.isSaving = false
  /// }
  /// ```
  ///
  /// - Parameter id: The element's id.
  /// - Returns: A path to the element's action, from the root action.
  public func element<ElementState, ElementAction>(
    id: StackElementID
  ) -> CasePath<Root, ElementAction>
  where Value == StackAction<ElementState, ElementAction> {
    appending(
      path: CasePath<StackAction<ElementState, ElementAction>, ElementAction>(
        embed: { .element(id: id, action: $0) },
        extract: { action in
          guard case .element(id, let elementAction) = action else { return nil }
          return elementAction
        }
      )
    )
  }
}

extension StackAction: NamesItsCases {
  package var caseName: String {
    switch self {
    case .element: "element"
    case .popFrom: "popFrom"
    case .push: "push"
    }
  }

  package static var namedCases: [(name: String, payloadType: (any Any.Type)?)] {
    [
      ("element", (id: StackElementID, action: Action).self),
      ("popFrom", StackElementID.self),
      ("push", (id: StackElementID, state: State).self),
    ]
  }
}

extension StackAction: CustomReflectable {
  /// The case and its payload, as an enum's mirror reads in every build.
  public var customMirror: Mirror {
    switch self {
    case .element(let id, let action): Mirror(case: self, payload: (id: id, action: action))
    case .popFrom(let id): Mirror(case: self, payload: LabelledPayload(label: "id", value: id))
    case .push(let id, let state): Mirror(case: self, payload: (id: id, state: state))
    }
  }
}
