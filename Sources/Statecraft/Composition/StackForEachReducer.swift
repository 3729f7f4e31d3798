/// The reducer behind `forEach` over a `StackState`: rules S1 to S5. It routes pushes, pops and
/// element actions; each screen's life (its level, named by this call site, its id and its
/// identity; the end of the levels of the screens that left or changed identity, by any reducer:
/// S3) is ``ChildLevels``'.
///
/// Its `reduce` is inlinable so that it is specialized for each feature, as the presentation
/// `ifLet` is, and it reaches the stack at its offset when the key path is a stored property: an
/// action that passes through it (most actions) then costs two reads of the stack's id and
/// identity arrays, compared by storage.
@usableFromInline
struct StackForEachReducer<State, Action, ElementState, ElementAction>: Reducer {
  @usableFromInline let parent: (inout State, Action) -> Effect<Action>
  @usableFromInline let children: ChildLevels<StackChildren<State, ElementState>>
  @usableFromInline let toStackAction: CasePath<Action, StackAction<ElementState, ElementAction>>
  @usableFromInline let element: LazyReduceFunction<ElementState, ElementAction>
  /// Which case of the element each element action is for, and what was reported (S5, and a
  /// missing `Scope` line of the destination reducer).
  @usableFromInline let cases: DestinationCases<ElementState, ElementAction>
  /// The element's actions that only an `ifLet` can take, to report one that none took.
  @usableFromInline let presentationCases: PresentationCases<ElementAction>?
  /// B2 hook: the element's actions that hold a binding action.
  @usableFromInline let bindingCases: BindingCases<ElementAction>?

  @inlinable
  init(
    parent: @escaping (inout State, Action) -> Effect<Action>,
    toStackState: WritableKeyPath<State, StackState<ElementState>>,
    toStackAction: CasePath<Action, StackAction<ElementState, ElementAction>>,
    element: LazyReduceFunction<ElementState, ElementAction>,
    callSite: CallSite
  ) {
    self.parent = parent
    self.children = ChildLevels(StackChildren(toStackState), at: callSite)
    self.toStackAction = toStackAction
    self.element = element
    self.cases = DestinationCases(hasDestinationReducer: true)
    self.presentationCases = PresentationCases.of(ElementAction.self)
    self.bindingCases = BindingCases.of(ElementAction.self)
  }

  @usableFromInline var callSite: CallSite { children.callSite }

  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // A stack made outside any store is taken in before its ids are used.
    takeIn(&state)
    guard let stackAction = toStackAction.extract(from: action) else {
      // Not a stack action: the parent runs, and the screens that left end.
      let before = children.holdings(in: &state)
      let parentEffect = parent(&state, action)
      return ending(before, in: &state, with: parentEffect)
    }
    // A stack action was taken: what the wiring check at the top of the feature looks for.
    let signals = ThreadContextRef.current
    signals.value.presentationsHandled &+= 1
    switch stackAction {
    case .element(let id, let elementAction):
      return reduceElement(id: id, elementAction, action: action, state: &state, signals: signals)
    case .popFrom(let id):
      let before = children.holdings(in: &state)
      guard withStack(&state, { $0._offset(of: id) }) != nil else {
        return report(.popOfMissing(id), action: action, state: state)
      }
      // The parent sees the element one last time, then it goes with every element above it.
      let parentEffect = parent(&state, action)
      withStack(&state) { stack in
        if let offset = stack._offset(of: id) { stack._remove(at: offset..<stack.count) }
      }
      return ending(before, in: &state, with: parentEffect)
    case .push(let id, let elementState):
      let before = children.holdings(in: &state)
      guard withStack(&state, { $0._offset(of: id) }) == nil else {
        return report(.pushOfPresent(id), action: action, state: state)
      }
      withStack(&state) { $0._append(elementState, id: id) }
      // An id the generator has not minted yet is never minted after this push.
      advanceGenerator(past: id)
      let parentEffect = parent(&state, action)
      return ending(before, in: &state, with: parentEffect)
    }
  }

  /// S1: the element's reducer, then the parent; S5 for a missing id or another case.
  @inlinable
  func reduceElement(
    id: StackElementID, _ elementAction: ElementAction, action: Action, state: inout State,
    signals: ThreadContextRef
  ) -> Effect<Action> {
    let before = children.holdings(in: &state)
    var misuse: Misuse?
    var key: StackLevelKey?
    var scopesBefore: UInt = 0
    let effect = withStack(&state) { stack -> Effect<ElementAction> in
      guard let offset = stack._offset(of: id) else {
        misuse = .missing(id)
        return .none
      }
      let isWrongCase = StateRef.withElement(of: stack._elements, at: offset) {
        cases.isWrongCase(elementAction, for: $0)
      }
      guard !isWrongCase else {
        misuse = .wrongCase(id, offset: offset)
        return .none
      }
      scopesBefore = signals.value.caseScopesMatched
      // In place: the element is changed where the stack stores it.
      let effect = stack._modifyElement(at: offset) { elementState in
        // A missing `Scope` line is the one thing reported for an action no line took: its
        // binding or presentation action went unapplied because of it.
        watchingFeature(
          presentationCases, bindingCases, elementAction,
          in: "the element reducer of the forEach at \(callSite)", at: callSite,
          unlessUnscoped: {
            scopesBefore == signals.value.caseScopesMatched
              && cases.needsScopeLine(elementAction)
          }
        ) { element(&elementState, elementAction) }
      }
      // The identity after the element's reducer, for its effect's level: a screen that changed
      // case starts anew.
      if !effect.isNone { key = stack._levelKey(at: offset) }
      return effect
    }
    if let misuse { return report(misuse, action: action, state: state) }
    if scopesBefore == signals.value.caseScopesMatched {
      cases.noteUnscoped(
        elementAction, action: action, at: callSite, operation: "forEach", shown: "pushed")
    }
    var elementEffect = Effect<Action>.none
    if let key, !effect.isNone {
      let toStackAction = self.toStackAction
      elementEffect = children.scoped(
        effect, at: id, key: key,
        embed: { toStackAction.embed(.element(id: id, action: $0)) },
        dismissal: toStackAction.embed(.popFrom(id: id))
      )
    }
    let parentEffect = parent(&state, action)
    let effects = ending(before, in: &state, with: parentEffect)
    return elementEffect.isNone ? effects : elementEffect.merge(with: effects)
  }

  /// Runs `body` on the stack where it is stored: at its offset for a stored property.
  @inlinable
  func withStack<R>(_ state: inout State, _ body: (inout StackState<ElementState>) -> R) -> R {
    children.access.modify(&state, body)
  }

  /// Takes in a stack whose ids were minted outside any store (decoded or built before the
  /// store): fresh ids from the store's generator when it has passed one of them, so that an id
  /// is never reused in a store (see `StackState._takeIn()`). One flag read otherwise.
  @inlinable
  func takeIn(_ state: inout State) {
    let isUnbound = StateRef.with(&state) { state in
      children.access.read(state) { $0.value._isUnbound }
    }
    if isUnbound { withStack(&state) { $0._takeIn() } }
  }

  /// `effect`, plus the end of the level of each element that was in `before` and is no longer
  /// in the stack with the same identity (S3).
  @inlinable
  func ending(
    _ before: StackHoldings, in state: inout State, with effect: Effect<Action>
  ) -> Effect<Action> {
    // A stack the parent put there from outside any store gets its ids before they count.
    takeIn(&state)
    return children.ending(before, in: &state, with: effect)
  }

  /// S2: an id pushed at or past the generator's next is never minted after it.
  @usableFromInline
  func advanceGenerator(past id: StackElementID) {
    DependencyValues.current.stackElementID.adopt(id)
  }

  // MARK: - S5

  @usableFromInline
  enum Misuse {
    case missing(StackElementID)
    case wrongCase(StackElementID, offset: Int)
    case pushOfPresent(StackElementID)
    case popOfMissing(StackElementID)
  }

  @usableFromInline
  func report(_ misuse: Misuse, action: Action, state: State) -> Effect<Action> {
    let stack = state[keyPath: children.access.keyPath]
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
  /// The level keys of the elements in `self` that `after` no longer holds with the same
  /// identity, bottom first.
  ///
  /// Not generic, so it costs the same in every feature: a push or a pop, the usual changes,
  /// keep a first part of the stack, compared as two arrays of integers; otherwise a stack of a
  /// few screens is searched, a longer one hashed.
  @usableFromInline
  func keysLeaving(for after: StackHoldings) -> [StackLevelKey] {
    // A push onto an empty stack ends nothing.
    guard !ids.isEmpty else { return [] }
    let common = commonPrefix(with: after)
    if common == Swift.min(ids.count, after.ids.count) {
      // Only pops, or only pushes, on top: what is above the common part left.
      return (common..<ids.count).map(key(at:))
    }
    let afterKeys = after.ids.indices.map(after.key(at:))
    let lookup: Set<StackLevelKey>? = afterKeys.count > 16 ? Set(afterKeys) : nil
    var leaving: [StackLevelKey] = []
    for offset in common..<ids.count {
      let key = key(at: offset)
      if !(lookup?.contains(key) ?? afterKeys.contains(key)) { leaving.append(key) }
    }
    return leaving
  }

  /// How many elements from the bottom `self` and `other` hold alike: the same id with the same
  /// identity.
  private func commonPrefix(with other: StackHoldings) -> Int {
    let kept = Swift.min(ids.count, other.ids.count)
    let common = StackPrefix.length(ids, other.ids, caseTags, other.caseTags, count: kept)
    guard !deepIdentities.isEmpty || !other.deepIdentities.isEmpty else { return common }
    // The rest of the identities, where some elements have one.
    let differing = (0..<common).first { offset in
      deepIdentities[ids[offset]] != other.deepIdentities[ids[offset]]
    }
    return differing ?? common
  }
}
