extension TestStore {
  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then sets it back.
  ///
  /// Use it to relax (or tighten) a part of a test only, while the rest keeps the store's
  /// setting:
  ///
  /// ```swift
  /// store.withExhaustivity(.off) {
  ///   store.assert { $0.isLoading = false }
  /// }
  /// ```
  ///
  /// The store's setting is restored when `operation` returns or throws.
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity in force while `operation` runs.
  ///   - operation: The part of the test to run with it.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs the asynchronous `operation` with ``exhaustivity`` set to `exhaustivity`, then sets it
  /// back.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refreshTapped)
  ///   await store.receive(Feature.Action.loaded)
  /// }
  /// ```
  ///
  /// The store's setting is restored when `operation` returns or throws.
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity in force while `operation` runs.
  ///   - operation: The part of the test to run with it.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }
}
