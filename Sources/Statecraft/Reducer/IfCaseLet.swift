extension Reducer {
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
  @inlinable
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
      child: LazyReduceFunction(`case`()),
      toChildAction: toCaseAction,
      access: .casePath(toCaseState),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a child reducer on one case of an enum state, with case constructors.
  @inlinable
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
