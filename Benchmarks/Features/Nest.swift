import Statecraft

/// A feature whose reducers reach ``Counter`` through `Scope` levels: ``Nest3`` is a counter three
/// `Scope`s down.
///
/// Each level declares its own `State` struct and `Action` enum, as features in an app do. Levels
/// that shared one generic `NestState<Inner>` would measure unspecialised generic code: the
/// synthesized `==` of a generic struct, which the store calls after each send to decide whether
/// to notify, looks up the inner level's conformance at run time on every call.
protocol NestLevel: NestedCounter
where
  State: NestLevelState<Inner.State>, Action: NestLevelAction<Inner.Action>
{
  // Each level writes its `body` itself, with its own `Action.inner` case constructor, as an app
  // does. One body in an extension here would build its case paths from the protocol requirement
  // `inner`, a generic thunk around the case.
  associatedtype Inner: NestedCounter
}

/// The state of a ``NestLevel``: the level below it, and nothing else.
protocol NestLevelState<InnerState>: Equatable {
  associatedtype InnerState
  init(inner: InnerState)
  var inner: InnerState { get set }
  /// `\.inner` formed on the concrete type, a stored property; formed in generic code, `\.inner`
  /// would be the protocol requirement, a computed property.
  static var innerPath: any WritableKeyPath<Self, InnerState> & Sendable { get }
}

/// The actions of a ``NestLevel``: the level below's, in one case (an enum case satisfies `inner`).
protocol NestLevelAction<InnerAction>: SendableMetatype {
  associatedtype InnerAction
  static func inner(_ action: InnerAction) -> Self
}

extension NestLevel {
  static var initialState: State { State(inner: Inner.initialState) }

  @MainActor
  static func embed(_ action: Counter.Action) -> Action {
    .inner(Inner.embed(action))
  }

  static func count(in state: State) -> Int {
    Inner.count(in: state.inner)
  }

  @MainActor
  static func counterStore(
    of store: Store<State, Action>, readingEach: Bool
  ) -> Store<Counter.State, Counter.Action> {
    if readingEach { onScreen(store) }
    return Inner.counterStore(
      of: store.scope(state: State.innerPath, action: { .inner($0) }), readingEach: readingEach
    )
  }
}

struct Nest1: NestLevel {
  typealias Inner = Counter
  struct State: NestLevelState {
    var inner: Inner.State
    static let innerPath = \State.inner
  }
  enum Action: NestLevelAction { case inner(Inner.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: Action.inner) { Inner() } }
}
struct Nest2: NestLevel {
  typealias Inner = Nest1
  struct State: NestLevelState {
    var inner: Inner.State
    static let innerPath = \State.inner
  }
  enum Action: NestLevelAction { case inner(Inner.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: Action.inner) { Inner() } }
}
struct Nest3: NestLevel {
  typealias Inner = Nest2
  struct State: NestLevelState {
    var inner: Inner.State
    static let innerPath = \State.inner
  }
  enum Action: NestLevelAction { case inner(Inner.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: Action.inner) { Inner() } }
}
struct Nest4: NestLevel {
  typealias Inner = Nest3
  struct State: NestLevelState {
    var inner: Inner.State
    static let innerPath = \State.inner
  }
  enum Action: NestLevelAction { case inner(Inner.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: Action.inner) { Inner() } }
}
struct Nest5: NestLevel {
  typealias Inner = Nest4
  struct State: NestLevelState {
    var inner: Inner.State
    static let innerPath = \State.inner
  }
  enum Action: NestLevelAction { case inner(Inner.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: Action.inner) { Inner() } }
}
struct Nest6: NestLevel {
  typealias Inner = Nest5
  struct State: NestLevelState {
    var inner: Inner.State
    static let innerPath = \State.inner
  }
  enum Action: NestLevelAction { case inner(Inner.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: Action.inner) { Inner() } }
}
struct Nest7: NestLevel {
  typealias Inner = Nest6
  struct State: NestLevelState {
    var inner: Inner.State
    static let innerPath = \State.inner
  }
  enum Action: NestLevelAction { case inner(Inner.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: Action.inner) { Inner() } }
}
struct Nest8: NestLevel {
  typealias Inner = Nest7
  struct State: NestLevelState {
    var inner: Inner.State
    static let innerPath = \State.inner
  }
  enum Action: NestLevelAction { case inner(Inner.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: Action.inner) { Inner() } }
}
struct Nest9: NestLevel {
  typealias Inner = Nest8
  struct State: NestLevelState {
    var inner: Inner.State
    static let innerPath = \State.inner
  }
  enum Action: NestLevelAction { case inner(Inner.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: Action.inner) { Inner() } }
}
struct Nest10: NestLevel {
  typealias Inner = Nest9
  struct State: NestLevelState {
    var inner: Inner.State
    static let innerPath = \State.inner
  }
  enum Action: NestLevelAction { case inner(Inner.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: Action.inner) { Inner() } }
}

/// A reducer with a ``Counter`` at some depth inside it.
protocol NestedCounter: Reducer where State: Equatable {
  init()
  /// The state with the counter at zero.
  static var initialState: State { get }
  /// The counter's `action`, embedded down to this level.
  @MainActor
  static func embed(_ action: Counter.Action) -> Action
  /// The counter's count.
  static func count(in state: State) -> Int
  /// A child store scoped all the way down to the counter; with `readingEach`, each store on the
  /// way is read once, as a view at every level would.
  @MainActor
  static func counterStore(
    of store: Store<State, Action>, readingEach: Bool
  ) -> Store<Counter.State, Counter.Action>
}

extension Counter: NestedCounter {
  static var initialState: State { State() }
  @MainActor
  static func embed(_ action: Action) -> Action { action }
  static func count(in state: State) -> Int { state.count }
  @MainActor
  static func counterStore(
    of store: Store<State, Action>, readingEach: Bool
  ) -> Store<State, Action> {
    if readingEach { onScreen(store) }
    return store
  }
}
