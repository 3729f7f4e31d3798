extension Reducer {
  /// Runs the feature presented in a `@Presents` slot, and handles every way in and out of it.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .addTapped:
  ///       state.destination = .form(Form.State())
  ///       return .none
  ///     case .destination:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.$destination, action: Action.destination) {
  ///     Destination()
  ///   }
  /// }
  /// ```
  ///
  /// The rules it keeps:
  /// - For `.presented(childAction)` the destination reducer runs first, then this reducer
  ///   (R4). For `.dismiss` this reducer runs first, then the slot is set to `nil`, unless this
  ///   reducer put something else there.
  /// - Every effect the presented feature started is cancelled when the slot becomes `nil` (by
  ///   `.dismiss`, by the child's `dismiss()`, by any reducer writing `nil`) and when the slot's
  ///   content changes identity: another enum case, another `Identifiable` id (R5). The identity is
  ///   compared after every action that passes through, so a slot cleared or replaced by any
  ///   reducer tears the child down. A mutation that keeps the identity keeps the effects.
  /// - An alert or confirmation dialog (or a destination case holding one) is set to `nil` after
  ///   this reducer has handled any `.presented` action from it, unless this reducer presented
  ///   something new in response (R6).
  /// - A `.presented` or `.dismiss` action while the slot is empty changes nothing: neither the
  ///   destination nor this reducer runs, and a runtime issue names the action and this call
  ///   site (R7). A stale "confirm delete" can never delete.
  /// - The presented feature's `@Dependency(\.dismiss)` sends `.dismiss` through here (R8).
  ///
  /// Presenting starts no effect of its own, so a test that ends with something presented passes.
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path to the slot: `\.$destination`.
  ///   - toPresentationAction: The action case for the slot: `Action.destination`.
  ///   - destination: The reducer of the presented feature, often a destination enum reducer.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    PresentationReducer(
      parent: _reduceFunction(),
      destination: LazyReduceFunction(destination()),
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the feature presented in a `@Presents` slot, with the action's case constructor.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction:
      @escaping @Sendable (PresentationAction<DestinationAction>) ->
      Action,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    ifLet(
      toPresentationState, action: CasePath(toPresentationAction), destination: destination,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Handles a `@Presents` slot holding an alert or a confirmation dialog, which has no reducer of
  /// its own.
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   switch action {
  ///   case .deleteTapped:
  ///     state.alert = .confirmDelete
  ///     return .none
  ///   case .alert(.presented(.confirmDelete)):
  ///     return .run { _ in try await client.delete() }
  ///   case .alert:
  ///     return .none
  ///   }
  /// }
  /// .ifLet(\.$alert, action: Action.alert)
  /// ```
  ///
  /// The same rules as ``ifLet(_:action:destination:fileID:filePath:line:column:)-(_,CasePath<Action,PresentationAction<DestinationAction>>,_,_,_,_,_)`` apply: the
  /// alert is set to `nil` after this reducer has handled its button's action (R6).
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    PresentationReducer(
      parent: _reduceFunction(),
      destination: LazyReduceFunction(function: { _, _ in .none }),
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      hasDestinationReducer: false
    )
  }

  /// Handles a `@Presents` slot holding an alert or a confirmation dialog, with the action's case
  /// constructor: `.ifLet(\.$alert, action: Action.alert)`.
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction:
      @escaping @Sendable (PresentationAction<DestinationAction>) ->
      Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    ifLet(
      toPresentationState, action: CasePath(toPresentationAction),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
