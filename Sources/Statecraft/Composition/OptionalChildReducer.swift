/// The reducer behind `ifLet` on a plain optional and `ifCaseLet`: the child for its actions
/// while it is there, then the parent.
///
/// The child's life is ``ChildLevels``': its effects run in a level of their own, named by this
/// call site and the child's identity (its `Identifiable` id and enum cases, if any), cancelled
/// when the child goes away or changes identity, wherever the state was changed (rule R5), and
/// their cancellation ids reach no other child (rule R3).
///
/// Inlinable, as the other three operators are, so that it is specialized for each feature.
@usableFromInline
struct OptionalChildReducer<State, Action, ChildState, ChildAction>: Reducer {
  @usableFromInline let parent: (inout State, Action) -> Effect<Action>
  @usableFromInline let child: LazyReduceFunction<ChildState, ChildAction>
  @usableFromInline let toChildAction: CasePath<Action, ChildAction>
  @usableFromInline let children: ChildLevels<OptionalChild<State, ChildState>>
  /// An alert or dialog leaves the state once its reducer has handled one of its actions (R6).
  @usableFromInline let isEphemeral: Bool

  @usableFromInline
  init(
    parent: @escaping (inout State, Action) -> Effect<Action>,
    child: LazyReduceFunction<ChildState, ChildAction>,
    toChildAction: CasePath<Action, ChildAction>,
    access: OptionalChild<State, ChildState>.Path,
    callSite: CallSite
  ) {
    self.parent = parent
    self.child = child
    self.toChildAction = toChildAction
    self.children = ChildLevels(OptionalChild(access), at: callSite)
    self.isEphemeral = ChildState.self is any _EphemeralState.Type
  }

  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let before = children.holdings(in: &state)
    var childEffect = Effect<Action>.none
    if let childAction = toChildAction.extract(from: action) {
      guard let before else {
        reportAbsentState(for: action, in: state)
        return .none
      }
      let effect = reduceChild(in: &state, childAction)
      if !effect.isNone {
        let toChildAction = self.toChildAction
        childEffect = children.scoped(
          effect, at: (), key: children.holdings(in: &state) ?? before,
          embed: { toChildAction.embed($0) }
        )
      }
    }
    let parentEffect = parent(&state, action)
    let effects = children.ending(before, in: &state, with: parentEffect)
    return childEffect.isNone ? effects : childEffect.merge(with: effects)
  }

  @inlinable
  func reduceChild(in state: inout State, _ action: ChildAction) -> Effect<ChildAction> {
    switch children.access.path {
    case .keyPath(let keyPath):
      // In place, so that the child is not copied; present, as the caller checked.
      guard state[keyPath: keyPath] != nil else { return .none }
      let effect = child(&state[keyPath: keyPath]!, action)
      // Before the parent runs, as the builder-less form does: whatever the parent then puts in
      // the slot stays.
      if isEphemeral { state[keyPath: keyPath] = nil }
      return effect
    case .casePath(let casePath):
      guard var childState = casePath.extract(from: state) else { return .none }
      let effect = child(&childState, action)
      state = casePath.embed(childState)
      return effect
    }
  }

  @usableFromInline
  func reportAbsentState(for action: Action, in state: State) {
    let operation: String
    let absence: String
    switch children.access.path {
    case .keyPath:
      operation = "An ifLet"
      absence = "its state (\(typeName(ChildState.self))? in \(typeName(State.self))) is nil"
    case .casePath:
      operation = "An ifCaseLet"
      absence = "its state is in another case: \(describeCase(state))"
    }
    reportIssue(
      """
      \(operation) received a child action while \(absence). Nothing was changed.

        Action: \(describeAction(action))

      This usually means an effect of a child that was dismissed is still sending actions, or \
      that the parent sent the child an action without checking that it is there.
      """,
      at: children.callSite
    )
  }
}
