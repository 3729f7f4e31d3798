extension Store: Identifiable {
  /// The store's identity: two reads give the same id exactly when they are the same store.
  ///
  /// A scope of a presentation returns the same store for as long as the same thing is presented
  /// (rule V1), so the id of a presented child's store names that presentation: SwiftUI's
  /// `sheet(item:)` and `navigationDestination(item:)` key on it, and a new presentation gets a
  /// new store, and so a new id. A row's own id is in its state: `row.withState(\.id)`.
  public nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }
}

extension Store: Hashable {
  /// Whether two stores are the same object.
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }

  /// Hashes the store's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
