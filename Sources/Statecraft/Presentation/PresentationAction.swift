/// An action for a `@Presents` slot: the presented feature's own action, or a request to dismiss.
///
/// A parent's action enum holds one case of this type per slot:
///
/// ```swift
/// enum Action {
///   case addTapped
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// Handle `.destination(.presented(.alert(.confirmDelete)))` in the parent to react to what the
/// presented feature did; a UI layer sends `.destination(.dismiss)` when the user closes the
/// presentation (a swipe, a tap outside, a cancel button).
///
/// The `presented` case is `indirect`, so a feature can present itself:
/// `case child(PresentationAction<Feature.Action>)` inside `Feature.Action`.
public enum PresentationAction<Action> {
  /// Close the presentation: the `ifLet` sets the slot to `nil` after the parent has seen it.
  case dismiss
  /// An action of the presented feature (or a button of a presented alert or dialog).
  indirect case presented(Action)

  /// The same request with the presented action transformed: `.presented(a)` becomes
  /// `.presented(transform(a))`, `.dismiss` stays `.dismiss`.
  ///
  /// A UI layer uses it to embed a button's action into a destination enum's case:
  ///
  /// ```swift
  /// let tapped: PresentationAction<Alert> = .presented(.confirmDelete)
  /// store.send(.destination(tapped.map(Destination.Action.alert)))
  /// ```
  ///
  /// - Parameter transform: Turns the presented action into another.
  /// - Returns: The request with the transformed action.
  public func map<NewAction>(
    _ transform: (Action) throws -> NewAction
  ) rethrows -> PresentationAction<NewAction> {
    switch self {
    case .dismiss: .dismiss
    case .presented(let action): .presented(try transform(action))
    }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: NamesItsCases {
  package var caseName: String {
    switch self {
    case .dismiss: "dismiss"
    case .presented: "presented"
    }
  }

  package static var namedCases: [(name: String, payloadType: (any Any.Type)?)] {
    [("dismiss", nil), ("presented", Action.self)]
  }
}

extension PresentationAction: CustomReflectable {
  /// The case and its payload, as an enum's mirror reads in every build (see
  /// ``PresentationAction``'s dump in a build that strips reflection names).
  public var customMirror: Mirror {
    switch self {
    case .dismiss: Mirror(case: self, payload: nil)
    case .presented(let action): Mirror(case: self, payload: action)
    }
  }
}
