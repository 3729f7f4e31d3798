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
  @usableFromInline let location = SlotLocation<State, DestinationState>()

  @inlinable
  init(
    parent: @escaping (inout State, Action) -> Effect<Action>,
    destination: LazyReduceFunction<DestinationState, DestinationAction>,
    toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
    callSite: CallSite
  ) {
    self.parent = parent
    self.destination = destination
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.callSite = callSite
    self.plan = IdentityPlan.of(DestinationState.self)
  }

  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let presentationAction = toPresentationAction.extract(from: action) else {
      // Not for this slot: the parent runs, and the slot is checked for a change of identity.
      let before = identity(in: &state)
      let parentEffect = parent(&state, action)
      return ending(before, after: identity(in: &state), with: parentEffect)
    }
    switch presentationAction {
    case .presented(let childAction):
      return reducePresented(childAction, action: action, state: &state)
    case .dismiss:
      let before = identity(in: &state)
      guard before != nil else { return reportEmptySlot(action) }
      let parentEffect = parent(&state, action)
      if identity(in: &state) == before {
        withSlot(in: &state) { $0.wrappedValue = nil }
      }
      return ending(before, after: identity(in: &state), with: parentEffect)
    }
  }

  /// R4 for a child action: the child, then the parent; R6 for ephemeral content.
  @inlinable
  func reducePresented(
    _ childAction: DestinationAction, action: Action, state: inout State
  ) -> Effect<Action> {
    var before: PresentationID?
    var childIdentity: PresentationID?
    var isEphemeral = false
    let effect = withSlot(in: &state) { slot -> Effect<DestinationAction> in
      before = slot.presentationID(with: plan)
      guard before != nil else { return .none }
      isEphemeral = slot.isEphemeral(with: plan)
      // The slot is reached in place, so its unique box is mutated without a copy.
      let effect = slot.modifyPresented { destination(&$0, childAction) } ?? .none
      childIdentity = slot.presentationID(with: plan)
      return effect
    }
    guard let before else { return reportEmptySlot(action) }
    var childEffect = Effect<Action>.none
    if let childIdentity, !effect.isNone {
      childEffect = presentedEffect(effect, identity: childIdentity)
    }
    let parentEffect = parent(&state, action)
    if isEphemeral, let childIdentity, identity(in: &state) == childIdentity {
      withSlot(in: &state) { $0.wrappedValue = nil }
    }
    let after = identity(in: &state)
    var effects = ending(before, after: after, with: parentEffect)
    if let childIdentity, childIdentity != before, childIdentity != after {
      effects = endingEffect(childIdentity, with: effects)
    }
    return childEffect.isNone ? effects : childEffect.merge(with: effects)
  }

  /// Runs `body` on the slot in place: at its location in memory when known, else through the
  /// key path with the slot taken out of the state meanwhile (so its box stays unique).
  @inlinable
  func withSlot<R>(in state: inout State, _ body: (inout Presents<DestinationState>) -> R) -> R {
    if let offset = location.offset(in: state, keyPath: toPresentationState) {
      return withUnsafeMutableBytes(of: &state) { bytes in
        // The offset was found by writing through the key path (see `SlotLocation`).
        let slot = bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset)
          .assumingMemoryBound(to: Presents<DestinationState>.self)
        return body(&slot.pointee)
      }
    }
    var slot = state[keyPath: toPresentationState]
    state[keyPath: toPresentationState] = Presents(wrappedValue: nil)
    defer { state[keyPath: toPresentationState] = slot }
    return body(&slot)
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
    withSlot(in: &state) { $0.presentationID(with: plan) }
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
    let toPresentationState = self.toPresentationState
    let plan = self.plan
    let lens = StateLens(State.self, DestinationState.self) { state, body in
      guard let storage = state.pointee[keyPath: toPresentationState].storage else { return }
      storage.withValue(body)
    }
    let probe = LevelProbe(State.self) { state in
      state.pointee[keyPath: toPresentationState].presentationID(with: plan).map(AnyHashable.init)
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

        Action: \(describeCase(action))

      This usually means the action arrived after the presentation was dismissed: a tap on a \
      stale button, or an effect of the dismissed feature that is still sending actions.
      """,
      at: callSite
    )
    return .none
  }

}
