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

/// The reducer behind `forEach`. Each element's effects run in a level of their own, named by
/// this call site and the element's id: removing the element, by any reducer, cancels them (rule
/// R5), and their cancellation ids reach no other element (rule R3).
private struct ForEachReducer<
  State, Action, ID: Hashable & Sendable, ElementState, ElementAction
>: Reducer {
  let parent: (inout State, Action) -> Effect<Action>
  let toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>
  let toElementAction: CasePath<Action, IdentifiedAction<ID, ElementAction>>
  let element: LazyReduceFunction<ElementState, ElementAction>
  let callSite: CallSite
  /// The element's actions that only an `ifLet` can take, to report one that none took.
  let presentationCases: PresentationCases<ElementAction>?
  /// B2 hook: the element's actions that hold a binding action, to report one no
  /// `BindingReducer` applied.
  let bindingCases: BindingCases<ElementAction>?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let idsBefore = state[keyPath: toElementsState].ids
    var elementEffect = Effect<Action>.none
    if case .element(let id, let elementAction) = toElementAction.extract(from: action) {
      let effect = state[keyPath: toElementsState]._modifyElement(id: id) { elementState in
        watchingFeature(
          presentationCases, bindingCases, elementAction,
          in: "the element reducer of the forEach at \(callSite)", at: callSite
        ) { element(&elementState, elementAction) }
      }
      guard let effect else {
        reportIssue(
          """
          A forEach received an action for an element that is not in its collection. Nothing \
          was changed.

            Action: \(describeAction(action))
            Element id: \(id)
            Collection: IdentifiedArray<\(typeName(ID.self)), \(typeName(ElementState.self))> \
          in \(typeName(State.self))

          This usually means an effect of a removed element is still sending actions, or that \
          the action was sent with the id of an element that was never added.
          """,
          at: callSite
        )
        return .none
      }
      if !effect.isNone {
        elementEffect = scoped(effect, id: id)
      }
    }
    let parentEffect = parent(&state, action)
    let elements = state[keyPath: toElementsState]
    var ended: [Effect<Action>] = []
    if !elements._hasSameIDs(as: idsBefore) {
      for id in idsBefore where !elements.contains(id: id) {
        ended.append(Effect(operation: .endLevel(component(for: id))))
      }
    }
    if ended.isEmpty { return elementEffect.merge(with: parentEffect) }
    return .merge([elementEffect, parentEffect] + ended)
  }

  private func component(for id: ID) -> LevelComponent {
    LevelComponent(site: callSite, key: AnyHashable(id))
  }

  /// The element's effect in the parent's actions, in the element's level.
  private func scoped(_ effect: Effect<ElementAction>, id: ID) -> Effect<Action> {
    let toElementAction = self.toElementAction
    let toElementsState = self.toElementsState
    let key = AnyHashable(id)
    return Effect(
      operation: .scoped(
        effect.map { toElementAction.embed(.element(id: id, action: $0)) },
        EffectScope(
          lens: .optional { (state: State) in state[keyPath: toElementsState][id: id] },
          level: LevelEntry(
            component: component(for: id),
            probe: LevelProbe(
              State.self,
              read: { state in
                state.pointee[keyPath: toElementsState].contains(id: id) ? key : nil
              },
              // The ids alone: element writes never touch their storage.
              holdings: { state in state.pointee[keyPath: toElementsState].ids },
              isSame: { kept, now in
                kept.withUnsafeBufferPointer { kept in
                  now.withUnsafeBufferPointer { now in
                    kept.baseAddress == now.baseAddress && kept.count == now.count
                  }
                } || kept == now
              }
            )
          )
        )
      )
    )
  }
}
