/// A reducer that applies binding actions: it writes each ``BindingAction``'s value into the state
/// through its key path and starts no effect.
///
/// Put it first in the body. The reducers after it see the binding action with the field already
/// written, so they can validate or react to it (clamp a length, start a search); reducers before
/// it would see the old value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.name):
///       state.name = String(state.name.prefix(5))
///       return .none
///     case .binding, .saveTapped:
///       return .none
///     }
///   }
/// }
/// ```
///
/// A write of a value equal to the one in the state still passes the action on to the reducers
/// after it.
///
/// > Important: Only a `BindingReducer` writes. A binding action that no `BindingReducer` applies
/// > changes nothing and is reported once per feature.
public struct BindingReducer<State, Action>: Reducer {
  /// The case of the feature's own binding actions; `nil` when they are held in another case.
  @usableFromInline let bindingCase: CasePath<Action, BindingAction<State>>?
  /// How to find a binding action held in another case (`BindingReducer(action: Action.view)`).
  @usableFromInline let toBindingAction: (@Sendable (Action) -> BindingAction<State>?)?

  /// Creates a reducer that applies the feature's own binding actions.
  public init() where Action: BindableAction, Action.State == State {
    self.bindingCase = BindingEmbed<Action>().casePath
    self.toBindingAction = nil
  }

  /// Creates a reducer that applies binding actions held inside one case of the feature's action,
  /// such as a `view` case whose action is bindable.
  ///
  /// ```swift
  /// enum Action { case view(View); case loaded(Item) }
  /// enum View: BindableAction { case binding(BindingAction<State>); case saveTapped }
  ///
  /// BindingReducer(action: Action.view)
  /// ```
  ///
  /// - Parameter toViewAction: The case holding the bindable action.
  public init<ViewAction: BindableAction>(action toViewAction: CasePath<Action, ViewAction>)
  where ViewAction.State == State {
    self.bindingCase = nil
    self.toBindingAction = extractor(toViewAction, BindingEmbed<ViewAction>().casePath)
  }

  /// Creates a reducer that applies binding actions held inside one case of the feature's action,
  /// given by its case constructor: `BindingReducer(action: Action.view)`.
  ///
  /// - Parameter toViewAction: The case constructor of the case holding the bindable action.
  public init<ViewAction: BindableAction>(
    action toViewAction: @escaping @Sendable (ViewAction) -> Action
  ) where ViewAction.State == State {
    self.init(action: CasePath(toViewAction))
  }

  /// Writes a binding action's value into `state`; does nothing for other actions.
  ///
  /// Inlinable, so that it is specialized for the feature: unspecialized, each call looked up the
  /// generic metadata of `BindingAction<State>`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // Read in place: binding the optional path to a constant copied it, with a retain and a
    // release of what it holds, on every action.
    guard let binding = bindingCase?.extract(from: action) ?? toBindingAction?(action) else {
      return .none
    }
    binding.apply(to: &state)
    return .none
  }
}

// NB: The closures are made here, in functions without a `BindableAction` requirement: a
// `@Sendable` closure made where the requirement is in scope captures the action type's
// conformance, which Swift 6.2 and later warn about for a metatype that is not `Sendable`.

private func extractor<Action, ViewAction, State>(
  _ toViewAction: CasePath<Action, ViewAction>,
  _ binding: CasePath<ViewAction, BindingAction<State>>
) -> @Sendable (Action) -> BindingAction<State>? {
  { toViewAction.extract(from: $0).flatMap(binding.extract(from:)) }
}
