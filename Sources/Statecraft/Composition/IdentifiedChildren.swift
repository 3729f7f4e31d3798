/// The elements of an `IdentifiedArray` (`forEach`): one child per element, named by its id.
/// Reached at the collection's offset when the key path is a stored property.
@usableFromInline
struct IdentifiedChildren<Parent, ID: Hashable & Sendable, Child>: ChildAccess {
  @usableFromInline let keyPath: WritableKeyPath<Parent, IdentifiedArray<ID, Child>>
  @usableFromInline let property: StoredProperty<Parent, IdentifiedArray<ID, Child>>?

  @inlinable
  init(_ keyPath: WritableKeyPath<Parent, IdentifiedArray<ID, Child>>) {
    self.keyPath = keyPath
    self.property = StoredProperty(keyPath)
  }

  /// Runs `body` on the collection where it is stored.
  @inlinable
  func modify<R>(_ state: inout Parent, _ body: (inout IdentifiedArray<ID, Child>) -> R) -> R {
    if let property { return property.modify(&state, body) }
    return body(&state[keyPath: keyPath])
  }

  /// Calls `body` with the collection, in place.
  @inlinable
  func read<R>(
    _ state: StateRef<Parent>, _ body: (StateRef<IdentifiedArray<ID, Child>>) -> R
  ) -> R {
    if let property { return property.read(state, body) }
    return StateRef.with(state.value[keyPath: keyPath], body)
  }

  /// The ids alone: an element's own changes never touch their storage.
  @inlinable
  func holdings(in state: StateRef<Parent>) -> [ID] {
    read(state) { $0.value._ids }
  }

  @inlinable
  func isSame(_ before: [ID], _ after: [ID]) -> Bool {
    IdentifiedArray<ID, Child>._areSameIDs(before, after)
  }

  @usableFromInline
  func leaving(_ before: [ID], _ after: [ID]) -> [ID] {
    guard !before.isEmpty else { return [] }
    // A few ids are searched, more are hashed.
    if after.count <= 16 { return before.filter { !after.contains($0) } }
    let kept = Set(after)
    return before.filter { !kept.contains($0) }
  }

  @inlinable
  func key(at id: ID, in state: StateRef<Parent>) -> ID? {
    read(state) { $0.value.contains(id: id) } ? id : nil
  }

  @inlinable
  func withChild(at id: ID, in state: StateRef<Parent>, _ body: (StateRef<Child>) -> Void) {
    read(state) { elements in
      guard let element = elements.value[id: id] else { return }
      StateRef.with(element, body)
    }
  }
}
