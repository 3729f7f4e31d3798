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

/// The reducer behind `forEach`. Each element's effects run in a level of their own, named by
/// this call site and the element's id: removing the element, by any reducer, cancels them (rule
/// R5), and their cancellation ids reach no other element (rule R3).
///
/// Inlinable, so that it is specialized for each feature, as the stack `forEach` is, and it
/// reaches the collection at its offset when the key path is a stored property: an action that
/// passes through it (most actions) then costs two reads of the ids, compared by storage. Its
/// levels' probe is made here too, specialized, because the store's sweep runs its check of the
/// ids after every action while any element has effects.
@usableFromInline
struct ForEachReducer<
  State, Action, ID: Hashable & Sendable, ElementState, ElementAction
>: Reducer {
  @usableFromInline let parent: (inout State, Action) -> Effect<Action>
  @usableFromInline let toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>
  @usableFromInline let elementsProperty: StoredProperty<State, IdentifiedArray<ID, ElementState>>?
  @usableFromInline let toElementAction: CasePath<Action, IdentifiedAction<ID, ElementAction>>
  @usableFromInline let element: LazyReduceFunction<ElementState, ElementAction>
  @usableFromInline let callSite: CallSite
  /// The element's actions that only an `ifLet` can take, to report one that none took.
  @usableFromInline let presentationCases: PresentationCases<ElementAction>?
  /// B2 hook: the element's actions that hold a binding action, to report one no
  /// `BindingReducer` applied.
  @usableFromInline let bindingCases: BindingCases<ElementAction>?

  @inlinable
  init(
    parent: @escaping (inout State, Action) -> Effect<Action>,
    toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    toElementAction: CasePath<Action, IdentifiedAction<ID, ElementAction>>,
    element: LazyReduceFunction<ElementState, ElementAction>,
    callSite: CallSite,
    presentationCases: PresentationCases<ElementAction>?,
    bindingCases: BindingCases<ElementAction>?
  ) {
    self.parent = parent
    self.toElementsState = toElementsState
    self.elementsProperty = StoredProperty(toElementsState)
    self.toElementAction = toElementAction
    self.element = element
    self.callSite = callSite
    self.presentationCases = presentationCases
    self.bindingCases = bindingCases
  }

  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let idsBefore = ids(in: &state)
    guard case .element(let id, let elementAction) = toElementAction.extract(from: action) else {
      // Not an element action: the parent runs, and the collection is checked for elements that
      // left.
      let parentEffect = parent(&state, action)
      return ending(idsBefore, in: &state, with: parentEffect)
    }
    let effect = withElements(&state) { elements in
      elements._modifyElement(id: id) { elementState in
        watchingFeature(
          presentationCases, bindingCases, elementAction,
          in: "the element reducer of the forEach at \(callSite)", at: callSite
        ) { element(&elementState, elementAction) }
      }
    }
    guard let effect else { return reportMissing(id, action: action) }
    var elementEffect = Effect<Action>.none
    if !effect.isNone {
      elementEffect = scoped(effect, id: id, probe: probe(for: id))
    }
    let parentEffect = parent(&state, action)
    let effects = ending(idsBefore, in: &state, with: parentEffect)
    return elementEffect.isNone ? effects : elementEffect.merge(with: effects)
  }

  /// Runs `body` on the collection where it is stored: at its offset for a stored property.
  @inlinable
  func withElements<R>(
    _ state: inout State, _ body: (inout IdentifiedArray<ID, ElementState>) -> R
  ) -> R {
    if let elementsProperty { return elementsProperty.modify(&state, body) }
    return body(&state[keyPath: toElementsState])
  }

  /// The collection's ids in `state`.
  @inlinable
  func ids(in state: inout State) -> [ID] {
    if let elementsProperty {
      return StateRef.with(&state) { elementsProperty.read($0) { $0.value._ids } }
    }
    return state[keyPath: toElementsState]._ids
  }

  /// `effect`, plus the end of the level of each element whose id was in `idsBefore` and is no
  /// longer in the collection (R5).
  @inlinable
  func ending(
    _ idsBefore: [ID], in state: inout State, with effect: Effect<Action>
  ) -> Effect<Action> {
    let idsAfter = ids(in: &state)
    guard !IdentifiedArray<ID, ElementState>._areSameIDs(idsBefore, idsAfter) else {
      return effect
    }
    return endingLevels(idsBefore, after: withElements(&state) { $0 }, with: effect)
  }

  @usableFromInline
  func endingLevels(
    _ idsBefore: [ID], after elements: IdentifiedArray<ID, ElementState>,
    with effect: Effect<Action>
  ) -> Effect<Action> {
    var ended: [Effect<Action>] = []
    for id in idsBefore where !elements.contains(id: id) {
      ended.append(Effect(operation: .endLevel(component(for: id))))
    }
    if ended.isEmpty { return effect }
    return .merge([effect] + ended)
  }

  @usableFromInline
  func reportMissing(_ id: ID, action: Action) -> Effect<Action> {
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

  @usableFromInline
  func component(for id: ID) -> LevelComponent {
    LevelComponent(site: callSite, key: AnyHashable(id))
  }

  /// The probe of the element `id`'s level: made here, specialized for the feature, as the
  /// store's sweep runs its check of the ids after every action.
  @inlinable
  func probe(for id: ID) -> LevelProbe {
    let toElementsState = self.toElementsState
    let elementsProperty = self.elementsProperty
    let key = AnyHashable(id)
    // Reads the collection in place: at its offset, where the key path is a stored property.
    func withElements<R>(
      _ state: StateRef<State>, _ body: (StateRef<IdentifiedArray<ID, ElementState>>) -> R
    ) -> R {
      if let elementsProperty { return elementsProperty.read(state, body) }
      return StateRef.with(state.value[keyPath: toElementsState], body)
    }
    return LevelProbe(
      State.self,
      read: { state in withElements(state) { $0.value.contains(id: id) } ? key : nil },
      // The ids alone: element writes never touch their storage.
      holdingsAreUnchanged: { address, last in
        withElements(address.ref(as: State.self)) { elements in
          // `last` is only ever made here (see `LevelGroup`): the cast always succeeds.
          if let kept = last as? Kept<[ID]>,
            IdentifiedArray<ID, ElementState>._areSameIDs(kept.value, elements.value._ids)
          {
            return true
          }
          last = Kept(elements.value._ids)
          return false
        }
      }
    )
  }

  /// The element's effect in the parent's actions, in the element's level.
  @usableFromInline
  func scoped(_ effect: Effect<ElementAction>, id: ID, probe: LevelProbe) -> Effect<Action> {
    let toElementAction = self.toElementAction
    let toElementsState = self.toElementsState
    return Effect(
      operation: .scoped(
        effect.map { toElementAction.embed(.element(id: id, action: $0)) },
        EffectScope(
          lens: .optional { (state: State) in state[keyPath: toElementsState][id: id] },
          level: LevelEntry(component: component(for: id), probe: probe)
        )
      )
    )
  }
}
