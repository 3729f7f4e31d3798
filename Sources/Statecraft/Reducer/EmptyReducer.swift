/// A reducer that changes nothing and starts nothing.
///
/// Useful as a placeholder, and what an empty `body` builds.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that does nothing.
  @inlinable
  public init() {}

  /// Runs the reducer for `action`; see the type\'s description.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
