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
public enum PresentationAction<Action> {
  /// Close the presentation: the `ifLet` sets the slot to `nil` after the parent has seen it.
  case dismiss
  /// An action of the presented feature (or a button of a presented alert or dialog).
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
