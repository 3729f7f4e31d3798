extension Reducer {
  /// Runs an element reducer on each element of a collection, for the actions addressed to it.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in ... }
  ///     .forEach(\.rows, action: Action.rows) {
  ///       Row()
  ///     }
  /// }
  /// ```
  ///
  /// For `.element(id:action:)`, the element reducer runs first, then this reducer (rule R4). An
  /// action for an id that is not in the collection is reported as a runtime issue and changes
  /// nothing: neither reducer runs. The effects of an element are cancelled when the element is
  /// removed.
  ///
  /// - Parameters:
  ///   - toElementsState: The key path to the collection.
  ///   - toElementAction: The action case holding element actions.
  ///   - element: The reducer of one element.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CasePath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where ElementState == Element.State, ElementAction == Element.Action {
    ForEachReducer(
      parent: _reduceFunction(),
      toElementsState: toElementsState,
      toElementAction: toElementAction,
      element: LazyReduceFunction(element()),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      presentationCases: PresentationCases.of(ElementAction.self),
      bindingCases: BindingCases.of(ElementAction.self)
    )
  }

  /// Runs an element reducer on each element of a collection, with the action's case constructor.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: @escaping @Sendable (IdentifiedAction<ID, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where ElementState == Element.State, ElementAction == Element.Action {
    forEach(
      toElementsState, action: CasePath(toElementAction), element: element,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
