extension Store {
  /// A store for a child feature whose state is a property of this store's state.
  ///
  /// The child store reads its state through this store and sends its actions, embedded, through
  /// this store: there is one source of truth.
  ///
  /// ```swift
  /// let profileStore = store.scope(state: \.profile, action: App.Action.profile)
  /// profileStore.send(.nameChanged("Ana"))  // sends .profile(.nameChanged("Ana"))
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: The key path to the child's state.
  ///   - toChildAction: The action case holding the child's actions.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    makeChildStore(
      state: reader(toChildState), property: StoredProperty(toChildState),
      send: toChildAction.embed
    )
  }

  /// A store for a child feature, with the action's case constructor.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    makeChildStore(
      state: reader(toChildState), property: StoredProperty(toChildState), send: toChildAction
    )
  }

  /// A function reading `keyPath` from a state: at the property's offset for a stored property (a
  /// key path read in code that is not specialized instantiates generic metadata on every call,
  /// and a child store reads its state on every change of its parent's).
  private func reader<Value>(_ keyPath: KeyPath<State, Value>) -> @MainActor (State) -> Value {
    if let property = StoredProperty(keyPath) { return { property.value(in: $0) } }
    return { $0[keyPath: keyPath] }
  }

  /// A store for a child feature whose state is optional, or `nil` while that state is `nil`.
  ///
  /// ```swift
  /// if let detailStore = store.scope(state: \.detail, action: Feature.Action.detail) {
  ///   DetailView(store: detailStore)
  /// }
  /// ```
  ///
  /// Once the state becomes `nil`, the child store keeps showing the last state it had (a view
  /// animating away still has something to draw), and actions sent on it are reported by the
  /// parent's `ifLet`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    optionalChild(state: { $0[keyPath: toChildState] }, send: toChildAction.embed)
  }

  /// A store for a child feature whose state is optional, with the action's case constructor.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    optionalChild(state: { $0[keyPath: toChildState] }, send: toChildAction)
  }

  /// A store for one case of an enum state, or `nil` while the state is in another case.
  ///
  /// ```swift
  /// if let detailStore = destinationStore.scope(
  ///   state: Destination.State.detail, action: Destination.Action.detail
  /// ) {
  ///   DetailView(store: detailStore)
  /// }
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: CasePath<State, ChildState>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    optionalChild(state: toChildState.extract(from:), send: toChildAction.embed)
  }

  /// A store for one case of an enum state, with case constructors.
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping @Sendable (ChildState) -> State,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    scope(state: CasePath(toChildState), action: CasePath(toChildAction))
  }

  /// A child store for state that may be absent; keeps the last present state once it is gone.
  package func optionalChild<ChildState, ChildAction>(
    state toChildState: @escaping @MainActor (State) -> ChildState?,
    send embed: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    guard let initial = toChildState(withState { $0 }) else { return nil }
    let lastPresent = LastPresent(initial)
    return makeChildStore(
      state: { state in
        if let childState = toChildState(state) {
          lastPresent.value = childState
          return childState
        }
        return lastPresent.value
      },
      send: embed
    )
  }
}

/// The last non-nil state of an optional child store.
@MainActor
private final class LastPresent<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
