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

/// The reducer behind `forEach` over a `StackState`: rules S1 to S5.
private struct StackForEachReducer<State, Action, ElementState, ElementAction>: Reducer {
  let parent: (inout State, Action) -> Effect<Action>
  let toStackState: WritableKeyPath<State, StackState<ElementState>>
  let toStackAction: CasePath<Action, StackAction<ElementState, ElementAction>>
  let element: LazyReduceFunction<ElementState, ElementAction>
  let callSite: CallSite
  /// Which case of the element each element action is for, and what was reported (S5, and a
  /// missing `Scope` line of the destination reducer).
  let cases = DestinationCases<ElementState, ElementAction>(hasDestinationReducer: true)
  /// The element's actions that only an `ifLet` can take, to report one that none took.
  let presentationCases = PresentationCases.of(ElementAction.self)
  /// B2 hook: the element's actions that hold a binding action.
  let bindingCases = BindingCases.of(ElementAction.self)

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let stackAction = toStackAction.extract(from: action) else {
      // Not a stack action: the parent runs, and the stack is checked for screens that left.
      let before = state[keyPath: toStackState]._holdings
      let parentEffect = parent(&state, action)
      return ending(before, in: state, with: parentEffect)
    }
    // A stack action was taken: what the wiring check at the top of the feature looks for.
    ReductionSignal.presentationHandled()
    switch stackAction {
    case .element(let id, let elementAction):
      return reduceElement(id: id, elementAction, action: action, state: &state)
    case .popFrom(let id):
      let before = state[keyPath: toStackState]._holdings
      guard state[keyPath: toStackState].contains(id: id) else {
        return report(.popOfMissing(id), action: action, state: state)
      }
      // The parent sees the element one last time, then it goes with every element above it.
      let parentEffect = parent(&state, action)
      if let offset = state[keyPath: toStackState]._offset(of: id) {
        state[keyPath: toStackState]._remove(at: offset..<state[keyPath: toStackState].count)
      }
      return ending(before, in: state, with: parentEffect)
    case .push(let id, let elementState):
      let before = state[keyPath: toStackState]._holdings
      guard !state[keyPath: toStackState].contains(id: id) else {
        return report(.pushOfPresent(id), action: action, state: state)
      }
      state[keyPath: toStackState]._append(elementState, id: id)
      // An id the generator has not minted yet is never minted after this push.
      DependencyValues.current.stackElementID.advance(past: id)
      let parentEffect = parent(&state, action)
      return ending(before, in: state, with: parentEffect)
    }
  }

  /// S1: the element's reducer, then the parent; S5 for a missing id or another case.
  private func reduceElement(
    id: StackElementID, _ elementAction: ElementAction, action: Action, state: inout State
  ) -> Effect<Action> {
    let before = state[keyPath: toStackState]._holdings
    let stack = toStackState
    guard let offset = state[keyPath: stack]._offset(of: id) else {
      return report(.missing(id), action: action, state: state)
    }
    let isWrongCase = withUnsafePointer(to: state[keyPath: stack]._elements[offset]) {
      cases.isWrongCase(elementAction, for: $0)
    }
    guard !isWrongCase else {
      return report(.wrongCase(id, offset: offset), action: action, state: state)
    }
    let scopesBefore = ReductionSignal.caseScopesMatched
    // In place: the element is reached through the key path's modify access.
    let effect = state[keyPath: stack]._modifyElement(at: offset) { elementState in
      watchingFeature(
        presentationCases, bindingCases, elementAction,
        in: "the element reducer of the forEach at \(callSite)", at: callSite
      ) { element(&elementState, elementAction) }
    }
    if scopesBefore == ReductionSignal.caseScopesMatched {
      cases.noteUnscoped(
        elementAction, action: action, at: callSite, operation: "forEach", shown: "pushed")
    }
    var elementEffect = Effect<Action>.none
    if !effect.isNone {
      // The identity after the element's reducer: a screen that changed case starts anew.
      elementEffect = scoped(effect, id: id, key: state[keyPath: stack]._levelKey(at: offset))
    }
    let parentEffect = parent(&state, action)
    return elementEffect.merge(with: ending(before, in: state, with: parentEffect))
  }

  /// `effect`, plus the end of the level of each element that was in `before` and is no longer
  /// in the stack with the same identity (S3).
  private func ending(
    _ before: StackHoldings, in state: State, with effect: Effect<Action>
  ) -> Effect<Action> {
    let after = state[keyPath: toStackState]._holdings
    guard !before.isSame(as: after) else { return effect }
    let kept = Set(after.keys)
    let ended = before.keys.filter { !kept.contains($0) }
    guard !ended.isEmpty else { return effect }
    return .merge(
      [effect] + ended.map { Effect(operation: .endLevel(component(for: $0))) }
    )
  }

  private func component(for key: StackLevelKey) -> LevelComponent {
    LevelComponent(site: callSite, key: AnyHashable(key))
  }

  /// The element's effect in the parent's actions, in the element's level: cancelled when the
  /// element leaves or changes identity, with cancellation ids of its own, and able to pop it.
  private func scoped(
    _ effect: Effect<ElementAction>, id: StackElementID, key: StackLevelKey
  ) -> Effect<Action> {
    let toStackAction = self.toStackAction
    let toStackState = self.toStackState
    return Effect(
      operation: .scoped(
        effect.map { toStackAction.embed(.element(id: id, action: $0)) },
        EffectScope(
          lens: .optional { (state: State) in state[keyPath: toStackState][id: id] },
          level: LevelEntry(
            component: component(for: key),
            probe: LevelProbe(
              State.self,
              read: { state in
                let stack = state.pointee[keyPath: toStackState]
                return stack._offset(of: id).map { AnyHashable(stack._levelKey(at: $0)) }
              },
              // The ids and identities alone: other element writes leave both as they are.
              holdings: { state in state.pointee[keyPath: toStackState]._holdings },
              isSame: { kept, now in kept.isSame(as: now) }
            ),
            dismissal: UncheckedAction(toStackAction.embed(.popFrom(id: id)))
          )
        )
      )
    )
  }

  // MARK: - S5

  private enum Misuse {
    case missing(StackElementID)
    case wrongCase(StackElementID, offset: Int)
    case pushOfPresent(StackElementID)
    case popOfMissing(StackElementID)
  }

  private func report(_ misuse: Misuse, action: Action, state: State) -> Effect<Action> {
    let stack = state[keyPath: toStackState]
    let holding =
      "StackState<\(typeName(ElementState.self))> in \(typeName(State.self)), holding "
      + StackState<ElementState>.describe(stack._ids)
    let message: String
    switch misuse {
    case .missing(let id):
      message = """
        A forEach received an action for a stack element that is not in its stack. Neither the \
        element's reducer nor the parent ran; nothing was changed.

          Action: \(describeAction(action))
          Element id: \(id)
          Stack: \(holding)

        This usually means an effect of a popped screen is still sending actions, or that the \
        action was sent with the id of a screen that was never pushed.
        """
    case .wrongCase(let id, let offset):
      message = """
        A forEach received an action for another case than the stack element's. Neither the \
        element's reducer nor the parent ran; nothing was changed.

          Action: \(describeAction(action))
          Element \(id): \(describeCase(stack._elements[offset]))

        This usually means the action arrived after the screen changed case: an effect of the \
        screen it was before is still sending actions.
        """
    case .pushOfPresent(let id):
      message = """
        A forEach received a push of an id that is already in its stack. Neither was anything \
        pushed nor did the parent run; nothing was changed.

          Action: \(describeAction(action))
          Element id: \(id)
          Stack: \(holding)

        Push each screen under an id of its own: Store.push(_:) mints one, and so does append \
        in a reducer.
        """
    case .popOfMissing(let id):
      message = """
        A forEach received a pop of an id that is not in its stack. Neither was anything popped \
        nor did the parent run; nothing was changed.

          Action: \(describeAction(action))
          Element id: \(id)
          Stack: \(holding)

        This usually means the screen was popped already: a second tap on back, or a pop sent \
        after the parent removed the screen.
        """
    }
    reportIssue(message, at: callSite)
    return .none
  }
}

extension StackHoldings {
  /// The level key of each element, bottom first.
  var keys: [StackLevelKey] {
    zip(ids, identities).map { StackLevelKey(id: $0, identity: $1) }
  }
}
