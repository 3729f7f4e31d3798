/// The reducer behind the presentation `ifLet`: rules R4 to R8. It routes `.presented` and
/// `.dismiss`, checks the case of what is presented, and handles ephemeral content; the
/// presentation's life (its level, named by this call site and its identity; the end of the
/// level when it leaves or changes identity, by any reducer: R5) is ``ChildLevels``'.
///
/// Its `reduce` is inlinable so that it is specialized for each feature: an action that passes
/// through (most actions) then costs two identity reads and no generic metadata lookup.
@usableFromInline
struct PresentationReducer<State, Action, DestinationState, DestinationAction>: Reducer {
  @usableFromInline let parent: (inout State, Action) -> Effect<Action>
  @usableFromInline let destination: LazyReduceFunction<DestinationState, DestinationAction>
  @usableFromInline let children: ChildLevels<SlotChild<State, DestinationState>>
  @usableFromInline let toPresentationAction:
    CasePath<Action, PresentationAction<DestinationAction>>
  /// Which destination case each destination action case belongs to, and what was reported.
  @usableFromInline let cases: DestinationCases<DestinationState, DestinationAction>
  /// B2 hook: the presented feature's actions that hold a binding action, checked here as `Scope`
  /// and `forEach` check their child's, so that each presented feature is reported once, at
  /// this call site.
  @usableFromInline let bindingCases: BindingCases<DestinationAction>?

  @inlinable
  init(
    parent: @escaping (inout State, Action) -> Effect<Action>,
    destination: LazyReduceFunction<DestinationState, DestinationAction>,
    toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
    callSite: CallSite,
    hasDestinationReducer: Bool = true
  ) {
    self.parent = parent
    self.destination = destination
    self.children = ChildLevels(SlotChild(toPresentationState), at: callSite)
    self.toPresentationAction = toPresentationAction
    self.cases = DestinationCases(hasDestinationReducer: hasDestinationReducer)
    self.bindingCases = BindingCases.of(DestinationAction.self)
  }

  @usableFromInline var callSite: CallSite { children.callSite }
  @usableFromInline var slots: SlotAccess<State, DestinationState> { children.access.slots }
  @usableFromInline var plan: IdentityPlan<DestinationState> { children.access.plan }

  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let presentationAction = toPresentationAction.extract(from: action) else {
      // Not for this slot: the parent runs, and the slot is checked for a change of identity.
      return children.passing(action, to: parent, in: &state)
    }
    // One lookup of the thread's counters for the whole action.
    let signals = ThreadContextRef.current
    signals.value.presentationsHandled &+= 1
    switch presentationAction {
    case .presented(let childAction):
      return reducePresented(childAction, action: action, state: &state, signals: signals)
    case .dismiss:
      let before = children.holdings(in: &state)
      guard before != nil else { return reportEmptySlot(action) }
      let parentEffect = parent(&state, action)
      if children.holdings(in: &state) == before {
        slots.modify(&state) { $0.wrappedValue = nil }
      }
      return children.ending(before, in: &state, with: parentEffect)
    }
  }

  /// R4 for a child action: the child, then the parent; R6 for ephemeral content; R7 for an
  /// action of another destination case than the one presented.
  @inlinable
  func reducePresented(
    _ childAction: DestinationAction, action: Action, state: inout State,
    signals: ThreadContextRef
  ) -> Effect<Action> {
    var before: PresentationID?
    var childIdentity: PresentationID?
    var isEphemeral = false
    var isWrongCase = false
    var scopesBefore: UInt = 0
    let effect = slots.modify(&state) { slot -> Effect<DestinationAction> in
      before = slot.presentationID(with: plan)
      guard before != nil else { return .none }
      isWrongCase = slot.withPresented { cases.isWrongCase(childAction, for: $0) } ?? false
      guard !isWrongCase else { return .none }
      isEphemeral = slot.isEphemeral(with: plan)
      scopesBefore = signals.value.caseScopesMatched
      // The slot is reached in place, so its unique box is mutated without a copy.
      let effect =
        slot.modifyPresented { presented in
          guard let bindingCases else { return destination(&presented, childAction) }
          // B2, unless a missing `Scope` line is why nothing applied the binding (reported
          // below, alone).
          return watchingFeature(
            nil, bindingCases, childAction,
            in: "the presented feature of the ifLet at \(callSite)", at: callSite,
            unlessUnscoped: {
              !isEphemeral && scopesBefore == signals.value.caseScopesMatched
                && cases.needsScopeLine(childAction)
            }
          ) { destination(&presented, childAction) }
        } ?? .none
      childIdentity = slot.presentationID(with: plan)
      return effect
    }
    guard let before, !isWrongCase else {
      // The report says why a binding action in it was not applied: none says so again (B2).
      if let bindingCases, bindingCases.holdsBinding(childAction) {
        ReductionSignal.bindingApplied()
      }
      guard before != nil else { return reportEmptySlot(action) }
      return reportWrongCase(action, in: &state)
    }
    if !isEphemeral, scopesBefore == signals.value.caseScopesMatched {
      cases.noteUnscoped(childAction, action: action, at: callSite)
    }
    var childEffect = Effect<Action>.none
    if let childIdentity, !effect.isNone {
      let toPresentationAction = self.toPresentationAction
      childEffect = children.scoped(
        effect, at: (), key: childIdentity,
        embed: { toPresentationAction.embed(.presented($0)) },
        dismissal: toPresentationAction.embed(.dismiss)
      )
    }
    let parentEffect = parent(&state, action)
    if isEphemeral, let childIdentity, children.holdings(in: &state) == childIdentity {
      slots.modify(&state) { $0.wrappedValue = nil }
    }
    let after = children.holdings(in: &state)
    // The presentation before, and the one the child's reducer made, when the parent's left it.
    var effects = parentEffect
    if let left = children.access.onlyLeaving(before, after) {
      effects = effects.merge(with: .endingLevel(children.component(for: left)))
    }
    if let childIdentity, childIdentity != before, childIdentity != after {
      effects = effects.merge(with: .endingLevel(children.component(for: childIdentity)))
    }
    return childEffect.isNone ? effects : childEffect.merge(with: effects)
  }

  @usableFromInline
  func reportEmptySlot(_ action: Action) -> Effect<Action> {
    reportIssue(
      """
      An ifLet received a presentation action while nothing is presented in its slot \
      (\(typeName(State.self)) → Presents<\(typeName(DestinationState.self))>). Neither the \
      presented feature nor the parent ran; nothing was changed.

        Action: \(describeAction(action))

      This usually means the action arrived after the presentation was dismissed: a tap on a \
      stale button, or an effect of the dismissed feature that is still sending actions.
      """,
      at: callSite
    )
    return .none
  }

  @usableFromInline
  func reportWrongCase(_ action: Action, in state: inout State) -> Effect<Action> {
    let presented = StateRef.with(&state) { state in
      slots.read(state) { slot in slot.wrappedValue.map(describeCase) ?? "nothing" }
    }
    reportIssue(
      """
      An ifLet received an action for another destination case than the one presented. Neither \
      the presented feature nor the parent ran; nothing was changed.

        Action: \(describeAction(action))
        Presented: \(presented)

      This usually means the action arrived after its presentation was replaced: a late \
      confirmation from an alert that is gone, or an effect of the feature presented before.
      """,
      at: callSite
    )
    return .none
  }
}
