extension Store {
  /// A store for a child feature whose state is a property of this store's state.
  ///
  /// The child store reads its state through this store and sends its actions, embedded, through
  /// this store: there is one source of truth. Each call from the same place returns the same
  /// store, so the stores scoped from it (a presentation's, a row's) are the same from one view
  /// update to the next.
  ///
  /// ```swift
  /// let profileStore = store.scope(state: \.profile, action: App.Action.profile)
  /// profileStore.send(.nameChanged("Ana"))  // sends .profile(.nameChanged("Ana"))
  /// ```
  ///
  /// A scope of an optional, of a `@Presents` slot, of a navigation stack or of an
  /// `IdentifiedArray` of rows takes one of the more specific overloads (a child store that
  /// comes and goes, a stack's store, the rows' stores); this one applies to any other property.
  ///
  /// - Parameters:
  ///   - toChildState: The key path to the child's state.
  ///   - toChildAction: The action case holding the child's actions.
  ///   - fileID: The file of the call site; leave the default.
  ///   - filePath: The file path of the call site; leave the default.
  ///   - line: The line of the call site; leave the default.
  ///   - column: The column of the call site; leave the default.
  /// - Returns: The child's store.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CasePath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> {
    propertyStore(
      toChildState, embed: toChildAction.embed,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// A store for a child feature, with the action's case constructor.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> {
    propertyStore(
      toChildState, embed: toChildAction,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// The cached store of a property of the state (a plain scope, a stack, a list).
  func propertyStore<ChildState, ChildAction>(
    _ keyPath: KeyPath<State, ChildState>,
    embed: @escaping @MainActor (ChildAction) -> Action,
    what: String = "a child",
    at callSite: CallSite
  ) -> Store<ChildState, ChildAction> {
    let store: Store<ChildState, ChildAction>? = cachedScope(
      key: .scope(callSite, keyPath), callSite: callSite, observes: false
    ) {
      .property(keyPath, embed: embed, what: what)
    }
    // A key path always reads a child: the cache always has its store.
    return store ?? makeChildStore(state: { $0[keyPath: keyPath] }, send: embed)
  }

  /// A store for a child feature whose state is optional, or `nil` while that state is `nil`.
  ///
  /// ```swift
  /// if let detailStore = store.scope(state: \.detail, action: Feature.Action.detail) {
  ///   DetailView(store: detailStore)
  /// }
  /// ```
  ///
  /// Each call from the same place returns the same store for as long as the state holds the same
  /// child: present, in the same enum case, with the same `Identifiable` id (so a view keyed on
  /// the store's ``id`` is not rebuilt on every change). Another child, or the state going `nil`
  /// and back, gives a new store. Scoping registers observation of the child's presence and
  /// identity only: edits inside the child do not invalidate a reader that only scopes to it.
  ///
  /// Once the child is gone, its store keeps showing the last state it had (a view animating away
  /// still has something to draw) and sends nothing: a write the UI makes on its own (a field, a
  /// binding, a button) is dropped silently, and any other send is reported once, naming this
  /// call site.
  ///
  /// - Parameters:
  ///   - toChildState: The key path to the optional child state.
  ///   - toChildAction: The action case holding the child's actions.
  ///   - fileID: The file of the call site; leave the default.
  ///   - filePath: The file path of the call site; leave the default.
  ///   - line: The line of the call site; leave the default.
  ///   - column: The column of the call site; leave the default.
  /// - Returns: The child's store, or `nil` while the child state is `nil`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return cachedScope(key: .scope(callSite, toChildState), callSite: callSite) {
      let plan = IdentityPlan.of(ChildState.self)
      return ScopeReading(
        child: { $0[keyPath: toChildState] },
        identity: { $0[keyPath: toChildState].map(plan.identity(of:)) },
        embed: toChildAction.embed, dropped: AnyScopePin.endedMessage("an optional child")
      )
    }
  }

  /// A store for a child feature whose state is optional, with the action's case constructor.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    scope(
      state: toChildState, action: CasePath(toChildAction),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
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
  ///
  /// Cached and pinned as the optional scope is: the same store from the same call site while
  /// the state stays in that case with the same identity.
  ///
  /// - Parameters:
  ///   - toChildState: The case of the state.
  ///   - toChildAction: The case of the action.
  ///   - fileID: The file of the call site; leave the default.
  ///   - filePath: The file path of the call site; leave the default.
  ///   - line: The line of the call site; leave the default.
  ///   - column: The column of the call site; leave the default.
  /// - Returns: The case's store, or `nil` while the state is in another case.
  public func scope<ChildState, ChildAction>(
    state toChildState: CasePath<State, ChildState>,
    action toChildAction: CasePath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let key = ViewKey.caseScope(
      callSite, ObjectIdentifier(ChildState.self), ObjectIdentifier(ChildAction.self))
    let store: Store<ChildState, ChildAction>? = cachedScope(key: key, callSite: callSite) {
      let plan = IdentityPlan.of(State.self)
      return ScopeReading(
        child: toChildState.extract(from:),
        identity: { state in
          toChildState.extract(from: state) == nil ? nil : plan.identity(of: state)
        },
        embed: toChildAction.embed, dropped: AnyScopePin.endedMessage("an enum case")
      )
    }
    // A case of a presentation's store belongs to that presentation: its buttons dismiss it.
    if let store, store.presentationRoute == nil { store.presentationRoute = presentationRoute }
    return store
  }

  /// A store for one case of an enum state, with case constructors.
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping @Sendable (ChildState) -> State,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    scope(
      state: CasePath(toChildState), action: CasePath(toChildAction),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
