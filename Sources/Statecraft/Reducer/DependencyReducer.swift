extension Reducer {
  /// This reducer with one dependency overridden, for its actions and the effects they start.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.preview, action: Action.preview) {
  ///     Preview()
  ///       .dependency(\.continuousClock, ImmediateClock())
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to override, such as `\.uuid`.
  ///   - value: Its value for this reducer.
  public func dependency<Value: Sendable>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> some Reducer<State, Action> {
    let base = _reduceFunction()
    return Reduce<State, Action> { state, action in
      var dependencies = DependencyValues.current
      dependencies[keyPath: keyPath] = value
      let effect = DependencyValues.$current.withValue(dependencies) {
        base(&state, action)
      }
      return effect.wrappingRuns { body, send in
        var dependencies = DependencyValues.current
        dependencies[keyPath: keyPath] = value
        await DependencyValues.$current.withValue(dependencies) {
          await body(send)
        }
      }
    }
  }
}
