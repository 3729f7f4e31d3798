extension Reducer {
  /// Runs the screens of a navigation stack: a destination reducer on each element of a
  /// ``StackState``, for the actions addressed to it.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in ... }
  ///     .forEach(\.path, action: Action.path) {
  ///       Path()
  ///     }
  /// }
  /// ```
  ///
  /// `Path` is written as a destination enum: a `struct Path: Reducer` with `enum State`, `enum
  /// Action` and one `Scope(state: State.detail, action: Action.detail) { Detail() }` line per
  /// kind of screen. The rules (S1-S5):
  ///
  /// - For `.element(id:action:)` the element's reducer runs, then this reducer.
  /// - For `.popFrom(id:)` this reducer runs, then that element and every element above it are
  ///   popped (unless this reducer removed it). For `.push(id:state:)` the element is pushed,
  ///   then this reducer runs.
  /// - Each element is a level of its own: its effects end when it leaves the stack, by any
  ///   reducer (a pop, `removeAll()`, the parent's state replaced), or changes identity (another
  ///   case, another inner `Identifiable` id), before the `send` returns; its cancellation ids
  ///   reach no other element.
  /// - `@Dependency(\.dismiss)` in an element's effect sends `.popFrom(id:)` for it, once. A
  ///   presentation inside the element is nearer, and dismisses only itself.
  /// - An action for an id that is not in the stack or for another case than the element's, a
  ///   push of an id that is there, a pop of one that is not: nothing runs, nothing changes, and
  ///   a runtime issue names this call site.
  ///
  /// - Parameters:
  ///   - toStackState: The key path to the stack.
  ///   - toStackAction: The action case holding stack actions.
  ///   - destination: The reducer of one element.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    StackForEachReducer(
      parent: _reduceFunction(),
      toStackState: toStackState,
      toStackAction: toStackAction,
      element: LazyReduceFunction(destination()),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the screens of a navigation stack, with the action's case constructor:
  /// `.forEach(\.path, action: Action.path) { Path() }`.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction:
      @escaping @Sendable (StackAction<DestinationState, DestinationAction>) -> Action,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    forEach(
      toStackState, action: CasePath(toStackAction), destination: destination,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
