extension Reducer {
  /// Runs a child reducer on optional child state, while that state is present.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in ... }
  ///     .ifLet(\.timer, action: Action.timer) {
  ///       Timer()
  ///     }
  /// }
  /// ```
  ///
  /// For a child action the child reducer runs first, then this reducer (rule R4). A child action
  /// while the state is `nil` is reported as a runtime issue and changes nothing: neither reducer
  /// runs. When the state becomes `nil`, the child's effects are cancelled.
  ///
  /// On an optional alert or confirmation dialog (`.ifLet(\.alert, action: Action.alert) {
  /// EmptyReducer() }`), the alert is set to `nil` after the child reducer has handled one of its
  /// buttons' actions and before this reducer does, as
  /// ``ifLet(_:action:fileID:filePath:line:column:)`` does without a child reducer (rule R6).
  ///
  /// For something presented over a screen, keep the state in a `@Presents` property and use
  /// ``ifLet(_:action:destination:fileID:filePath:line:column:)-(_,CasePath<Action,PresentationAction<DestinationAction>>,_,_,_,_,_)`` instead.
  ///
  /// - Parameters:
  ///   - toWrappedState: The key path to the optional child state.
  ///   - toWrappedAction: The action case holding child actions.
  ///   - wrapped: The child reducer.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  @inlinable
  @_disfavoredOverload
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    OptionalChildReducer(
      parent: _reduceFunction(),
      child: LazyReduceFunction(wrapped()),
      toChildAction: toWrappedAction,
      access: .keyPath(toWrappedState),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a child reducer on optional child state, with the action's case constructor.
  @inlinable
  @_disfavoredOverload
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: @escaping @Sendable (WrappedAction) -> Action,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    ifLet(
      toWrappedState, action: CasePath(toWrappedAction), then: wrapped,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension Reducer {
  /// Handles an optional alert or confirmation dialog in a plain optional property, which has no
  /// reducer of its own: the alert is set to `nil` after this reducer has handled one of its
  /// buttons' actions (rule R6).
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   switch action {
  ///   case .deleteTapped:
  ///     state.alert = .confirmDelete
  ///     return .none
  ///   case .alert(.confirmDelete):
  ///     return .run { _ in try await client.delete() }
  ///   case .alert:
  ///     return .none
  ///   }
  /// }
  /// .ifLet(\.alert, action: Action.alert)
  /// ```
  ///
  /// A button action while no alert is there changes nothing: this reducer does not run, and a
  /// runtime issue names the action and this call site (R7). The alert leaves the state before
  /// the parent handles the button's action (let the button's action carry what the parent needs),
  /// so a reducer that answers a button by showing an alert, the same named one included, keeps it
  /// up (R6).
  ///
  /// - Parameters:
  ///   - toEphemeralState: The key path to the optional alert or dialog.
  ///   - toEphemeralAction: The action case holding the buttons' actions.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  public func ifLet<EphemeralState: _EphemeralState & Identifiable, EphemeralAction>(
    _ toEphemeralState: WritableKeyPath<State, EphemeralState?>,
    action toEphemeralAction: CasePath<Action, EphemeralAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    let parent = _reduceFunction()
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return Reduce<State, Action> { state, action in
      guard toEphemeralAction.extract(from: action) != nil else { return parent(&state, action) }
      guard state[keyPath: toEphemeralState] != nil else {
        reportIssue(
          """
          An ifLet received an action of an alert or dialog while none is shown \
          (\(typeName(EphemeralState.self))? in \(typeName(State.self)) is nil). Nothing was \
          changed.

            Action: \(describeAction(action))

          This usually means a button of an alert that is gone was tapped late.
          """,
          at: callSite
        )
        return .none
      }
      // The alert is gone before the parent handles its button, so that whatever the parent puts
      // in the slot stays, the same named alert included (R6): a plain optional cannot tell an
      // assignment of an equal value from no assignment afterwards.
      state[keyPath: toEphemeralState] = nil
      return parent(&state, action)
    }
  }

  /// Handles an optional alert or confirmation dialog, with the action's case constructor:
  /// `.ifLet(\.alert, action: Action.alert)`.
  public func ifLet<EphemeralState: _EphemeralState & Identifiable, EphemeralAction>(
    _ toEphemeralState: WritableKeyPath<State, EphemeralState?>,
    action toEphemeralAction: @escaping @Sendable (EphemeralAction) -> Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    ifLet(
      toEphemeralState, action: CasePath(toEphemeralAction),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
