/// What a fuzzer's invariants see after a step: the state, and the effects still running.
///
/// ```swift
/// .invariant("a detail that does not follow the stock has no follower running") { snapshot in
///   let following = snapshot.runningEffects.contains(.detail(.presented(.followTapped)))
///   guard case .detail(let detail) = snapshot.state.destination else { return !following }
///   return detail.isFollowing || !following
/// }
/// ```
public struct FuzzSnapshot<State, Action> {
  /// The state after the step, once every effect has run as far as it can.
  public let state: State

  /// For each effect still running, the action whose reduction started it, oldest first.
  ///
  /// The actions are those the store received (a presented feature's action embedded in its
  /// parent's), so an effect of a child is found by the child's action in the parent's terms.
  public let runningEffects: [Action]
}
