/// The reducer behind the presentation `ifLet`: rules R4 to R8.
struct PresentationReducer<State, Action, DestinationState, DestinationAction>: Reducer {
  let parent: (inout State, Action) -> Effect<Action>
  let destination: (inout DestinationState, DestinationAction) -> Effect<DestinationAction>
  let toPresentationState: WritableKeyPath<State, Presents<DestinationState>>
  let toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>
  let callSite: CallSite
  let plan: IdentityPlan<DestinationState>

  init(
    parent: @escaping (inout State, Action) -> Effect<Action>,
    destination:
      @escaping (inout DestinationState, DestinationAction) ->
      Effect<DestinationAction>,
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

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let before = identity(in: state)
    var childEffect = Effect<Action>.none
    var childIdentity: PresentationID?
    let parentEffect: Effect<Action>

    switch toPresentationAction.extract(from: action) {
    case .presented(let childAction):
      guard before != nil else { return reportEmptySlot(action) }
      // Take the slot out of the state while the child runs, so that its box is unique and the
      // child mutates it in place: writing through `\.$slot`, a computed key path, would copy it.
      var slot = state[keyPath: toPresentationState]
      state[keyPath: toPresentationState] = Presents(wrappedValue: nil)
      let isEphemeral = slot.wrappedValue.map(plan.isEphemeral) ?? false
      var effect = Effect<DestinationAction>.none
      if slot.wrappedValue != nil {
        // Non-nil: checked on the line above.
        effect = destination(&slot.wrappedValue!, childAction)
      }
      childIdentity = identity(of: slot)
      state[keyPath: toPresentationState] = slot
      slot = Presents(wrappedValue: nil)
      if let childIdentity, !effect.isNone {
        childEffect = presentedEffect(effect, identity: childIdentity)
      }
      parentEffect = parent(&state, action)
      if isEphemeral, let childIdentity, identity(in: state) == childIdentity {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case .dismiss:
      guard before != nil else { return reportEmptySlot(action) }
      parentEffect = parent(&state, action)
      if identity(in: state) == before {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case nil:
      parentEffect = parent(&state, action)
    }

    let after = identity(in: state)
    var effects = [childEffect, parentEffect]
    for ended in [before, childIdentity] {
      if let ended, ended != after {
        effects.append(.cancel(id: cancelID(for: ended)))
      }
    }
    return .merge(effects)
  }

  private func identity(in state: State) -> PresentationID? {
    identity(of: state[keyPath: toPresentationState])
  }

  private func identity(of slot: Presents<DestinationState>) -> PresentationID? {
    guard let value = slot.wrappedValue, let generation = slot.generation else { return nil }
    return plan.identity(of: value, generation: generation)
  }

  private func cancelID(for identity: PresentationID) -> CancelID {
    CancelID(PresentedEffects(callSite: callSite, identity: identity))
  }

  /// The child's effect in the parent's actions, cancellable with its presentation, and able to
  /// dismiss it.
  private func presentedEffect(
    _ effect: Effect<DestinationAction>, identity: PresentationID
  ) -> Effect<Action> {
    let toPresentationAction = self.toPresentationAction
    let cancelID = self.cancelID(for: identity)
    return effect.map { toPresentationAction.embed(.presented($0)) }
      .wrappingRuns { body, send in
        let presentation = PresentationContext { @MainActor in
          guard let registry = EffectContext.current?.handle.registry,
            registry.requestDismissal(of: cancelID)
          else { return }
          send(toPresentationAction.embed(.dismiss))
        }
        await PresentationContext.$current.withValue(presentation) {
          await body(send)
        }
      }
      .cancellable(id: cancelID)
  }

  private func reportEmptySlot(_ action: Action) -> Effect<Action> {
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

  private struct PresentedEffects: Hashable, Sendable {
    let callSite: CallSite
    let identity: PresentationID
  }
}
