/// Sends actions from an effect back into the store that runs it.
///
/// A `.run` effect receives a `Send` and calls it like a function:
///
/// ```swift
/// return .run { send in
///   await send(.loaded(try await client.fetch()))
/// }
/// ```
///
/// Sending happens on the main actor, where stores live. Once the effect is cancelled (by id, by
/// its ``StoreTask``, or because the presentation that started it ended), sending does nothing, so a
/// stale effect can never change state.
@MainActor
public struct Send<Action>: Sendable {
  private let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that forwards actions to `send`.
  ///
  /// Stores create these for their effects; create one yourself only to drive an effect's operation
  /// by hand, for example in a test of a helper.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` into the store, unless the effect has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
