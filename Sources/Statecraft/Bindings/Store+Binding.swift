extension Store where Action: BindableAction, Action.State == State {
  /// Sends a binding action that writes `value` through `keyPath`: what a UI layer calls when the
  /// user edits a field.
  ///
  /// ```swift
  /// store.set(\.name, "Ana")  // store.send(.binding(.set(\.name, "Ana")))
  /// ```
  ///
  /// After the send, ``state`` holds what the feature made of the value (clamped, reset), and the
  /// store's observers are notified even when that equals the state before, so a field shows the
  /// feature's value rather than the typed one. (A send that applies no binding and leaves an
  /// `Equatable` state equal still notifies nobody.)
  ///
  /// - Parameters:
  ///   - keyPath: The field to write.
  ///   - value: The value to write.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> StoreTask {
    send(.binding(.set(keyPath, value)))
  }
}
