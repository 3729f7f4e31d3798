extension Reducer {
  /// Runs another reducer whenever a value derived from the state changes.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in ... }
  ///     .onChange(of: { $0.query }) { oldValue, newValue in
  ///       Reduce { state, _ in
  ///         .send(.search(newValue))
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// After this reducer runs for an action, `toValue` is compared before and after; when it
  /// changed, `reducer` is built with the old and new values and run for the same action.
  ///
  /// - Parameters:
  ///   - toValue: Reads the value to watch from the state.
  ///   - reducer: Builds the reducer to run on a change, from the old and new values.
  public func onChange<Value: Equatable, Changed: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Changed
  ) -> some Reducer<State, Action> where Changed.State == State, Changed.Action == Action {
    let base = _reduceFunction()
    return Reduce<State, Action> { state, action in
      let oldValue = toValue(state)
      let effect = base(&state, action)
      let newValue = toValue(state)
      guard oldValue != newValue else { return effect }
      return .merge(effect, reducer(oldValue, newValue).reduce(into: &state, action: action))
    }
  }
}
