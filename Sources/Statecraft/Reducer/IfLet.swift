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
      child: wrapped()._reduceFunction(),
      toChildAction: toWrappedAction,
      access: .keyPath(toWrappedState),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a child reducer on optional child state, with the action's case constructor.
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

  /// Runs a child reducer on one case of an enum state, while the state is in that case.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in ... }
  ///     .ifCaseLet(State.loggedIn, action: Action.loggedIn) {
  ///       LoggedIn()
  ///     }
  /// }
  /// ```
  ///
  /// For a child action the child reducer runs first, then this reducer. A child action while the
  /// state is in another case is reported as a runtime issue and changes nothing. When the state
  /// leaves the case, the child's effects are cancelled.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CasePath<State, CaseState>,
    action toCaseAction: CasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where CaseState == Case.State, CaseAction == Case.Action {
    OptionalChildReducer(
      parent: _reduceFunction(),
      child: `case`()._reduceFunction(),
      toChildAction: toCaseAction,
      access: .casePath(toCaseState),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a child reducer on one case of an enum state, with case constructors.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: @escaping @Sendable (CaseState) -> State,
    action toCaseAction: @escaping @Sendable (CaseAction) -> Action,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where CaseState == Case.State, CaseAction == Case.Action {
    ifCaseLet(
      CasePath(toCaseState), action: CasePath(toCaseAction), then: `case`,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer behind `ifLet` on a plain optional and `ifCaseLet`.
private struct OptionalChildReducer<State, Action, ChildState, ChildAction>: Reducer {
  enum Access {
    case keyPath(WritableKeyPath<State, ChildState?>)
    case casePath(CasePath<State, ChildState>)
  }

  let parent: (inout State, Action) -> Effect<Action>
  let child: (inout ChildState, ChildAction) -> Effect<ChildAction>
  let toChildAction: CasePath<Action, ChildAction>
  let access: Access
  let callSite: CallSite

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let wasPresent = isPresent(in: state)
    var childEffect = Effect<Action>.none
    if let childAction = toChildAction.extract(from: action) {
      guard wasPresent else {
        reportAbsentState(for: action, in: state)
        return .none
      }
      let effect = reduceChild(in: &state, childAction)
      if !effect.isNone {
        let toChildAction = self.toChildAction
        childEffect = effect.map { toChildAction.embed($0) }.cancellable(id: cancelID)
      }
    }
    let parentEffect = parent(&state, action)
    if wasPresent && !isPresent(in: state) {
      return .merge(childEffect, parentEffect, .cancel(id: cancelID))
    }
    return .merge(childEffect, parentEffect)
  }

  private var cancelID: CancelID { CancelID(callSite) }

  private func isPresent(in state: State) -> Bool {
    switch access {
    case .keyPath(let keyPath): state[keyPath: keyPath] != nil
    case .casePath(let casePath): casePath.extract(from: state) != nil
    }
  }

  private func reduceChild(in state: inout State, _ action: ChildAction) -> Effect<ChildAction> {
    switch access {
    case .keyPath(let keyPath):
      // Present: checked by the caller.
      return child(&state[keyPath: keyPath]!, action)
    case .casePath(let casePath):
      guard var childState = casePath.extract(from: state) else { return .none }
      let effect = child(&childState, action)
      state = casePath.embed(childState)
      return effect
    }
  }

  private func reportAbsentState(for action: Action, in state: State) {
    let operation: String
    let absence: String
    switch access {
    case .keyPath:
      operation = "An ifLet"
      absence = "its state (\(typeName(ChildState.self))? in \(typeName(State.self))) is nil"
    case .casePath:
      operation = "An ifCaseLet"
      absence = "its state is in another case: \(describeCase(state))"
    }
    reportIssue(
      """
      \(operation) received a child action while \(absence). Nothing was changed.

        Action: \(describeCase(action))

      This usually means an effect of a child that was dismissed is still sending actions, or \
      that the parent sent the child an action without checking that it is there.
      """,
      at: callSite
    )
  }
}
