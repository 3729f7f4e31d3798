/// The reducer behind the presentation `ifLet`: rules R4 to R8.
///
/// Its `reduce` is inlinable so that it is specialized for each feature: an action that passes
/// through (most actions) then costs two identity reads and no generic metadata lookup.
@usableFromInline
struct PresentationReducer<State, Action, DestinationState, DestinationAction>: Reducer {
  @usableFromInline let parent: (inout State, Action) -> Effect<Action>
  @usableFromInline let destination: LazyReduceFunction<DestinationState, DestinationAction>
  @usableFromInline let toPresentationState: WritableKeyPath<State, Presents<DestinationState>>
  @usableFromInline let toPresentationAction:
    CasePath<Action, PresentationAction<DestinationAction>>
  @usableFromInline let callSite: CallSite
  @usableFromInline let plan: IdentityPlan<DestinationState>
  @usableFromInline let slots: SlotAccess<State, DestinationState>
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
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.callSite = callSite
    self.plan = IdentityPlan.of(DestinationState.self)
    self.slots = SlotAccess(toPresentationState)
    self.cases = DestinationCases(hasDestinationReducer: hasDestinationReducer)
    self.bindingCases = BindingCases.of(DestinationAction.self)
  }

  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let presentationAction = toPresentationAction.extract(from: action) else {
      // Not for this slot: the parent runs, and the slot is checked for a change of identity.
      let before = identity(in: &state)
      let parentEffect = parent(&state, action)
      return ending(before, after: identity(in: &state), with: parentEffect)
    }
    // One lookup of the thread's counters for the whole action.
    let signals = ThreadContextRef.current
    signals.value.presentationsHandled &+= 1
    switch presentationAction {
    case .presented(let childAction):
      return reducePresented(childAction, action: action, state: &state, signals: signals)
    case .dismiss:
      let before = identity(in: &state)
      guard before != nil else { return reportEmptySlot(action) }
      let parentEffect = parent(&state, action)
      if identity(in: &state) == before {
        slots.modify(&state) { $0.wrappedValue = nil }
      }
      return ending(before, after: identity(in: &state), with: parentEffect)
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
      childEffect = presentedEffect(effect, identity: childIdentity)
    }
    let parentEffect = parent(&state, action)
    if isEphemeral, let childIdentity, identity(in: &state) == childIdentity {
      slots.modify(&state) { $0.wrappedValue = nil }
    }
    let after = identity(in: &state)
    var effects = ending(before, after: after, with: parentEffect)
    if let childIdentity, childIdentity != before, childIdentity != after {
      effects = endingEffect(childIdentity, with: effects)
    }
    return childEffect.isNone ? effects : childEffect.merge(with: effects)
  }

  /// `effect`, plus the cancellation of the presented feature's effects when the presentation
  /// `before` has ended (R5).
  @inlinable
  func ending(
    _ before: PresentationID?, after: PresentationID?, with effect: Effect<Action>
  ) -> Effect<Action> {
    guard let before, before != after else { return effect }
    return endingEffect(before, with: effect)
  }

  /// `effect` and the end of the presentation `before`'s level: its effects are cancelled (R5).
  @usableFromInline
  func endingEffect(_ before: PresentationID, with effect: Effect<Action>) -> Effect<Action> {
    effect.merge(with: Effect(operation: .endLevel(component(for: before))))
  }

  @inlinable
  func identity(in state: inout State) -> PresentationID? {
    StateRef.with(&state) { state in
      slots.read(state) { $0.presentationID(with: plan) }
    }
  }

  /// The level of one presentation in this slot.
  @usableFromInline
  func component(for identity: PresentationID) -> LevelComponent {
    LevelComponent(site: callSite, key: AnyHashable(identity))
  }

  /// The child's effect in the parent's actions, in the level of its presentation: cancelled when
  /// the presentation ends, with cancellation ids of its own, and able to dismiss it.
  @usableFromInline
  func presentedEffect(
    _ effect: Effect<DestinationAction>, identity: PresentationID
  ) -> Effect<Action> {
    let toPresentationAction = self.toPresentationAction
    let slots = self.slots
    let plan = self.plan
    let lens = StateLens(State.self, DestinationState.self) { state, body in
      slots.read(state) { slot in
        guard let storage = slot.storage else { return }
        storage.withValue(body)
      }
    }
    let probe = LevelProbe(State.self) { state in
      slots.read(state) { $0.presentationID(with: plan).map(AnyHashable.init) }
    }
    return Effect(
      operation: .scoped(
        effect.map { toPresentationAction.embed(.presented($0)) },
        EffectScope(
          lens: lens,
          level: LevelEntry(
            component: component(for: identity), probe: probe,
            dismissal: UncheckedAction(toPresentationAction.embed(.dismiss))
          )
        )
      )
    )
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
