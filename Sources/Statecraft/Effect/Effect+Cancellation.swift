// The code of this file's doc comments is compiled, as written, by
// Tests/DocumentationSamples/DocCommentSamples.swift.

extension Effect {
  /// This effect, registered under `id` so that ``cancel(id:)`` can stop it.
  ///
  /// ```swift
  /// case .searchChanged(let query):
  ///   return .run { send in
  ///     await send(.results(try await client.search(query)))
  ///   }
  ///   .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// Ids belong to the store that runs the effect: another store using the same id is unaffected.
  /// Actions delivered synchronously (`.send`) cannot be cancelled; only running work can.
  ///
  /// > Important: A `public` feature declares its ids `Sendable`: `public enum CancelID: Sendable
  /// > { case search }`. Swift infers `Sendable` only for a type that is not `public`, so a public
  /// > id without it fails to compile here with "type 'CancelID' does not conform to the
  /// > 'Sendable' protocol".
  ///
  /// - Parameters:
  ///   - id: Any hashable, sendable value; an enum case or a type's metatype reads well.
  ///   - cancelInFlight: Whether to first cancel every running effect with the same id (rule R3).
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    // Storages made directly, not through `Operation`: this code is not specialized, and the
    // operation's generic type would be looked up at run time on every call.
    let id = CancelID(id)
    guard let storage else {
      return cancelInFlight ? Self(storage: CancelStorage(id)) : .none
    }
    return Self(storage: CancellableStorage(storage, id: id, cancelInFlight: cancelInFlight))
  }

  /// An effect that cancels every running effect registered under `id` in this store.
  ///
  /// - Parameter id: The id the effects were registered under with ``cancellable(id:cancelInFlight:)``.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(storage: CancelStorage(CancelID(id)))
  }
}
