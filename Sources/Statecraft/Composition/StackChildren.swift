/// The screens of a `StackState` (the stack `forEach`): one child per element, named by its id
/// and its identity (a screen that changes case is another child). Reached at the stack's offset
/// when the key path is a stored property.
@usableFromInline
struct StackChildren<Parent, Child>: ChildAccess {
  @usableFromInline let keyPath: WritableKeyPath<Parent, StackState<Child>>
  @usableFromInline let property: StoredProperty<Parent, StackState<Child>>?

  @inlinable
  init(_ keyPath: WritableKeyPath<Parent, StackState<Child>>) {
    self.keyPath = keyPath
    self.property = StoredProperty(keyPath)
  }

  /// Runs `body` on the stack where it is stored.
  @inlinable
  func modify<R>(_ state: inout Parent, _ body: (inout StackState<Child>) -> R) -> R {
    if let property { return property.modify(&state, body) }
    return body(&state[keyPath: keyPath])
  }

  /// Calls `body` with the stack, in place.
  @inlinable
  func read<R>(_ state: StateRef<Parent>, _ body: (StateRef<StackState<Child>>) -> R) -> R {
    if let property { return property.read(state, body) }
    return StateRef.with(state.value[keyPath: keyPath], body)
  }

  /// The ids and identities alone: a screen's other changes leave both as they are.
  @inlinable
  func holdings(in state: StateRef<Parent>) -> StackHoldings {
    read(state) { $0.value._holdings }
  }

  @inlinable
  func isSame(_ before: StackHoldings, _ after: StackHoldings) -> Bool {
    before.isSame(as: after)
  }

  @inlinable
  func leaving(_ before: StackHoldings, _ after: StackHoldings) -> [StackLevelKey] {
    before.keysLeaving(for: after)
  }

  @inlinable
  func key(at id: StackElementID, in state: StateRef<Parent>) -> StackLevelKey? {
    read(state) { stack in stack.value._offset(of: id).map(stack.value._levelKey(at:)) }
  }

  @inlinable
  func withChild(
    at id: StackElementID, in state: StateRef<Parent>, _ body: (StateRef<Child>) -> Void
  ) {
    read(state) { stack in
      guard let offset = stack.value._offset(of: id) else { return }
      StateRef.withElement(of: stack.value._elements, at: offset, body)
    }
  }
}
