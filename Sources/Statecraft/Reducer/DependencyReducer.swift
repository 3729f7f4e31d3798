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
    transformDependency(keyPath) { $0 = value }
  }

  /// This reducer with one dependency changed from the value it would otherwise see, for its
  /// actions and the effects they start.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.search, action: Action.search) {
  ///     Search()
  ///       .transformDependency(\.searchClient) { client in
  ///         client = client.cached()
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// Effects see the dependencies in force where they are created, so the change also reaches
  /// the work of every `.run` effect this reducer returns.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to change, such as `\.uuid`.
  ///   - transform: Changes the value in place.
  public func transformDependency<Value: Sendable>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ transform: @escaping @Sendable (_ dependency: inout Value) -> Void
  ) -> some Reducer<State, Action> {
    let base = _reduceFunction()
    return Reduce<State, Action> { state, action in
      var dependencies = DependencyValues.current
      transform(&dependencies[keyPath: keyPath])
      return dependencies.withCurrent { base(&state, action) }
    }
  }
}
