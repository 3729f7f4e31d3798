extension Store {
  /// A store for what a `@Presents` slot presents, or `nil` while the slot is empty.
  ///
  /// A UI layer presents a sheet, an alert or a detail while this returns a store, and shows it
  /// with that store. Actions sent on the child store reach the parent as `.presented(action)`:
  ///
  /// ```swift
  /// if let destinationStore = store.scope(state: \.$destination, action: Feature.Action.destination) {
  ///   // present the destination with destinationStore
  /// }
  /// ```
  ///
  /// When the user closes the presentation by other means (a swipe, a tap outside, Escape), send
  /// `.dismiss` on the parent store, so the feature hears of it and the slot is cleared:
  ///
  /// ```swift
  /// store.send(.destination(.dismiss))
  /// ```
  ///
  /// Use ``Presents/id`` to know when to rebuild the presented view: it changes when something
  /// else is presented in the slot.
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path to the slot: `\.$destination`.
  ///   - toPresentationAction: The action case for the slot: `Action.destination`.
  public func scope<ChildState, ChildAction>(
    state toPresentationState: KeyPath<State, Presents<ChildState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    optionalChild(
      state: { $0[keyPath: toPresentationState].wrappedValue },
      send: { toPresentationAction.embed(.presented($0)) }
    )
  }

  /// A store for what a `@Presents` slot presents, with the action's case constructor.
  public func scope<ChildState, ChildAction>(
    state toPresentationState: KeyPath<State, Presents<ChildState>>,
    action toPresentationAction: @escaping @Sendable (PresentationAction<ChildAction>) -> Action
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toPresentationState, action: CasePath(toPresentationAction))
  }
}
