/// The reducer behind `forEach`: routes `.element(id:action:)` to the element, then runs the
/// parent. Each element's life (its level, named by this call site and its id; the end of the
/// levels of the elements that left, by any reducer: rules R3 and R5) is ``ChildLevels``'.
///
/// Inlinable, so that it is specialized for each feature, as the stack `forEach` is: an action
/// that passes through it (most actions) then costs two reads of the ids, compared by storage.
@usableFromInline
struct ForEachReducer<
  State, Action, ID: Hashable & Sendable, ElementState, ElementAction
>: Reducer {
  @usableFromInline let parent: (inout State, Action) -> Effect<Action>
  @usableFromInline let children: ChildLevels<IdentifiedChildren<State, ID, ElementState>>
  @usableFromInline let toElementAction: CasePath<Action, IdentifiedAction<ID, ElementAction>>
  @usableFromInline let element: LazyReduceFunction<ElementState, ElementAction>
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
    self.children = ChildLevels(IdentifiedChildren(toElementsState), at: callSite)
    self.toElementAction = toElementAction
    self.element = element
    self.presentationCases = presentationCases
    self.bindingCases = bindingCases
  }

  @usableFromInline var callSite: CallSite { children.callSite }

  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case .element(let id, let elementAction) = toElementAction.extract(from: action) else {
      // Not an element action: the parent runs, and the elements that left end.
      return children.passing(action, to: parent, in: &state)
    }
    let before = children.holdings(in: &state)
    let effect = children.access.modify(&state) { elements in
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
      let toElementAction = self.toElementAction
      elementEffect = children.scoped(
        effect, at: id, key: id,
        embed: { toElementAction.embed(.element(id: id, action: $0)) }
      )
    }
    let parentEffect = parent(&state, action)
    let effects = children.ending(before, in: &state, with: parentEffect)
    return elementEffect.isNone ? effects : elementEffect.merge(with: effects)
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
}
