/// Groups several reducers into one, so that an operator applies to all of them.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   CombineReducers {
///     Scope(state: \.search, action: Action.search) { Search() }
///     Reduce { state, action in ... }
///   }
///   .ifLet(\.$destination, action: Action.destination) { Destination() }
/// }
/// ```
public struct CombineReducers<State, Action>: Reducer {
  @usableFromInline let reducers: (inout State, Action) -> Effect<Action>

  /// Combines the reducers built by `build`, run in order for each action.
  @inlinable
  public init<R: Reducer>(
    @ReducerBuilder<State, Action> _ build: () -> R
  ) where R.State == State, R.Action == Action {
    self.reducers = build()._reduceFunction()
  }

  /// Runs the reducer for `action`; see the type\'s description.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers(&state, action)
  }
}
