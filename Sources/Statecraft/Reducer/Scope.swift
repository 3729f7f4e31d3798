/// Runs a child reducer on part of the parent's state, for the parent actions that belong to it.
///
/// Use `Scope` in a parent's body to embed a child feature whose state is always there:
///
/// ```swift
/// struct App: Reducer {
///   struct State { var profile = Profile.State() }
///   enum Action { case profile(Profile.Action) }
///
///   var body: some ReducerOf<Self> {
///     Scope(state: \.profile, action: Action.profile) {
///       Profile()
///     }
///   }
/// }
/// ```
///
/// The child's effects are mapped back into the parent's actions. For state that is an enum, as in
/// a destination enum, scope to one case with the case constructor:
/// `Scope(state: State.detail, action: Action.detail) { Detail() }`. An action for a case that the
/// state is not in is reported as a runtime issue and ignored.
///
/// For optional child state use ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)-(_,CasePath<Action,WrappedAction>,_,_,_,_,_)``, for
/// collections ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)-(_,CasePath<Action,IdentifiedAction<ID,ElementAction>>,_,_,_,_,_)``.
///
/// The type's generic parameters are the parent's and the child's state and action types, not the
/// child reducer's type: the child is kept as a function, and code that is not specialized (a
/// generic feature) then needs no associated-type lookups per action.
public struct Scope<ParentState, ParentAction, ChildState, ChildAction>: Reducer {
  @usableFromInline let toChildAction: CasePath<ParentAction, ChildAction>
  @usableFromInline let toChildState: ChildStatePath
  /// The child, built when first used: a `Scope` to an enum case may hold a feature of the
  /// parent's own kind (a tree of enum states), whose eager building would never end.
  @usableFromInline let child: LazyReduceFunction<ChildState, ChildAction>
  @usableFromInline let callSite: CallSite
  /// The child's actions that only an `ifLet` can take, to report one that none took.
  @usableFromInline let presentationCases: PresentationCases<ChildAction>?
  /// B2 hook: the child's actions that hold a binding action, to report one no BindingReducer
  /// applied.
  @usableFromInline let bindingCases: BindingCases<ChildAction>?

  @usableFromInline
  enum ChildStatePath {
    case keyPath(WritableKeyPath<ParentState, ChildState>, StoredProperty<ParentState, ChildState>?)
    case casePath(CasePath<ParentState, ChildState>)
  }

  @inlinable
  init<Child: Reducer>(
    toChildState: ChildStatePath,
    toChildAction: CasePath<ParentAction, ChildAction>,
    child: Child,
    callSite: CallSite
  ) where Child.State == ChildState, Child.Action == ChildAction {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = LazyReduceFunction(child)
    self.callSite = callSite
    self.presentationCases = PresentationCases.of(ChildAction.self)
    self.bindingCases = BindingCases.of(ChildAction.self)
  }

  /// Scopes to a property of the parent's state.
  ///
  /// - Parameters:
  ///   - toChildState: The key path to the child's state, such as `\.profile`.
  ///   - toChildAction: The parent's case holding child actions, such as `Action.profile`.
  ///   - child: The child reducer.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  @inlinable
  public init<Child: Reducer>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .keyPath(toChildState, StoredProperty(toChildState)),
      toChildAction: toChildAction,
      child: child(),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Scopes to a property of the parent's state, with the parent's action case constructor.
  @inlinable
  public init<Child: Reducer>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState, action: CasePath(toChildAction), child: child,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Scopes to one case of an enum state, such as a destination enum.
  ///
  /// - Parameters:
  ///   - toChildState: The state's case holding the child state.
  ///   - toChildAction: The action's case holding child actions.
  ///   - child: The child reducer.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  @inlinable
  public init<Child: Reducer>(
    state toChildState: CasePath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .casePath(toChildState),
      toChildAction: toChildAction,
      child: child(),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Scopes to one case of an enum state, with case constructors:
  /// `Scope(state: State.detail, action: Action.detail) { Detail() }`.
  @inlinable
  public init<Child: Reducer>(
    state toChildState: @escaping @Sendable (ChildState) -> ParentState,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: CasePath(toChildState), action: CasePath(toChildAction), child: child,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs the reducer for `action`; see the type\'s description.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    switch toChildState {
    case .keyPath(let keyPath, .some(let property)):
      return Self.route(
        action, into: &state, keyPath: keyPath, property: property, toChildAction: toChildAction,
        presentationCases: presentationCases, bindingCases: bindingCases, callSite: callSite
      ) { child(&$0, $1) }
    case .keyPath(let keyPath, .none):
      // A key path that is not to a stored property (a computed one): through the key path.
      guard let childAction = toChildAction.extract(from: action) else { return .none }
      let effect = Self.watching(presentationCases, bindingCases, childAction, at: callSite) {
        child(&state[keyPath: keyPath], childAction)
      }
      return effect.isNone
        ? .none : Self.embed(effect, toChildAction, lens: .keyPath(keyPath, nil))
    case .casePath(let toCase):
      return Self.route(
        action, into: &state, case: toCase, toChildAction: toChildAction,
        presentationCases: presentationCases, bindingCases: bindingCases, callSite: callSite,
        child: child
      )
    }
  }

  /// This reducer as a function, for the store and the parent's other reducers.
  ///
  /// For a stored property or an enum case (the common cases), the function captures only what a
  /// send needs: the action's case path, the property's offset or the state's case path, and the
  /// child. The switch over the kinds of state path is made here once, rather than on each action,
  /// and nothing else of the `Scope` is copied per call. An action takes the same way here as in
  /// ``reduce(into:action:)`` (the two `route` functions).
  @inlinable
  public func _reduceFunction() -> (inout ParentState, ParentAction) -> Effect<ParentAction> {
    let toChildAction = self.toChildAction
    let child = self.child
    let presentationCases = self.presentationCases
    let bindingCases = self.bindingCases
    let callSite = self.callSite
    // The usual child has no presentation or binding actions to watch for (`watching`): its
    // function is the route with no cases, a constant the optimizer folds, so that the watch's
    // set-up is not in the function's frame (it tripled the frame, and made each level cost a
    // third more).
    let watches = presentationCases != nil || bindingCases != nil
    switch toChildState {
    case .keyPath(let keyPath, .some(let property)):
      // A stored property's child is built now, with its parent: a struct cannot hold itself, so
      // a child of the parent's own kind is always behind an operator that builds lazily (`ifLet`,
      // `forEach`, a `Scope` to a case). Calling the built function directly saves a check and an
      // indirection per action at every level.
      let childFunction = child.function
      guard watches else {
        return { state, action in
          Self.route(
            action, into: &state, keyPath: keyPath, property: property,
            toChildAction: toChildAction, presentationCases: nil, bindingCases: nil,
            callSite: callSite, child: childFunction
          )
        }
      }
      return { state, action in
        Self.route(
          action, into: &state, keyPath: keyPath, property: property,
          toChildAction: toChildAction, presentationCases: presentationCases,
          bindingCases: bindingCases, callSite: callSite, child: childFunction
        )
      }
    case .casePath(let toCase):
      guard watches else {
        return { state, action in
          Self.route(
            action, into: &state, case: toCase, toChildAction: toChildAction,
            presentationCases: nil, bindingCases: nil, callSite: callSite, child: child
          )
        }
      }
      return { state, action in
        Self.route(
          action, into: &state, case: toCase, toChildAction: toChildAction,
          presentationCases: presentationCases, bindingCases: bindingCases, callSite: callSite,
          child: child
        )
      }
    case .keyPath(_, .none):
      return reduce(into:action:)
    }
  }

  /// An action's way through a `Scope` to a stored property of the parent's state: the child for
  /// its actions, at the property's offset. Inlined into both callers, so that each compiles to
  /// what it wrote out before.
  @inlinable @inline(__always)
  static func route(
    _ action: ParentAction, into state: inout ParentState,
    keyPath: WritableKeyPath<ParentState, ChildState>,
    property: StoredProperty<ParentState, ChildState>,
    toChildAction: CasePath<ParentAction, ChildAction>,
    presentationCases: PresentationCases<ChildAction>?, bindingCases: BindingCases<ChildAction>?,
    callSite: CallSite, child: (inout ChildState, ChildAction) -> Effect<ChildAction>
  ) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect = watching(presentationCases, bindingCases, childAction, at: callSite) {
      property.modify(&state) { child(&$0, childAction) }
    }
    return effect.isNone
      ? .none : embed(effect, toChildAction, lens: .keyPath(keyPath, property))
  }

  /// An action's way through a `Scope` to an enum case: the child for its actions while the
  /// state is in the case; reported and ignored while it is in another.
  @inlinable @inline(__always)
  static func route(
    _ action: ParentAction, into state: inout ParentState,
    case toCase: CasePath<ParentState, ChildState>,
    toChildAction: CasePath<ParentAction, ChildAction>,
    presentationCases: PresentationCases<ChildAction>?, bindingCases: BindingCases<ChildAction>?,
    callSite: CallSite, child: LazyReduceFunction<ChildState, ChildAction>
  ) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    ReductionSignal.caseScopeMatched()
    let caseEffect = watching(presentationCases, bindingCases, childAction, at: callSite) {
      run(child, childAction, inCase: toCase, of: &state)
    }
    guard let effect = caseEffect else {
      if !toCase.hasGivenUp { reportWrongCase(action: action, state: state, at: callSite) }
      return .none
    }
    return effect.isNone
      ? .none
      : embed(
        effect, toChildAction,
        lens: .optional { (state: ParentState) in toCase.extract(from: state) }
      )
  }

  /// Runs `body` (the child) with the checks made where a child feature's reduce ends
  /// (`watchingFeature`): a presentation action no `ifLet` took, a binding action no
  /// `BindingReducer` applied.
  @inlinable @inline(__always)
  static func watching<R>(
    _ cases: PresentationCases<ChildAction>?, _ bindings: BindingCases<ChildAction>?,
    _ childAction: ChildAction, at callSite: CallSite,
    _ body: () -> R
  ) -> R {
    watchingFeature(
      cases, bindings, childAction, in: "the child of the Scope at \(callSite)", at: callSite, body
    )
  }

  /// Runs `child` on the payload of the case `toCase` of `state`: in place when the payload allows
  /// it (no copy of the child's state, nothing to embed back), else extracted and embedded again.
  /// `nil` when `state` is in another case.
  @inlinable
  static func run(
    _ child: LazyReduceFunction<ChildState, ChildAction>,
    _ childAction: ChildAction,
    inCase toCase: CasePath<ParentState, ChildState>,
    of state: inout ParentState
  ) -> Effect<ChildAction>? {
    if let effect = toCase.modifyInPlace(&state, { child(&$0, childAction) }) { return effect }
    guard var childState = toCase.extract(from: state) else { return nil }
    let effect = child(&childState, childAction)
    state = toCase.embed(childState)
    return effect
  }

  /// The child's effect in the parent's actions; when it holds levels (a presentation inside
  /// the child), scoped with the lens to the child's state, so their liveness can be checked
  /// from the root.
  ///
  /// Inlinable, so that the child's effect is mapped where both action types are known: mapped
  /// in code that is not specialized, a child's `.send` looked up four types at run time.
  @inlinable
  static func embed(
    _ effect: Effect<ChildAction>, _ toChildAction: CasePath<ParentAction, ChildAction>,
    lens: @autoclosure () -> StateLens
  ) -> Effect<ParentAction> {
    let mapped = effect.map { toChildAction.embed($0) }
    guard effect.hasLevels else { return mapped }
    return scoped(mapped, lens: lens())
  }

  /// `effect` scoped with the lens to the child's state; see ``embed(_:_:lens:)``.
  @usableFromInline
  static func scoped(_ effect: Effect<ParentAction>, lens: StateLens) -> Effect<ParentAction> {
    Effect(operation: .scoped(effect, EffectScope(lens: lens)))
  }

  @usableFromInline
  static func reportWrongCase(action: ParentAction, state: ParentState, at callSite: CallSite) {
    reportIssue(
      """
      A Scope received a child action while its enum state is in another case. The action was \
      ignored.

        Action: \(describeAction(action))
        State: \(describeCase(state))

      This usually means an effect of a child that was dismissed or replaced is still sending \
      actions, or that the parent sent the child an action without checking its case.
      """,
      at: callSite
    )
  }
}
