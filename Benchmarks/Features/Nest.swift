import Statecraft

/// A feature whose reducers reach ``Counter`` through `Scope` levels, so that one type describes
/// any depth: `Nest<Nest<Nest<Counter>>>` is a counter three `Scope`s down.
struct Nest<Inner: NestedCounter>: NestedCounter {
  struct State: Equatable {
    var inner: Inner.State
  }

  enum Action {
    case inner(Inner.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: Action.inner) {
      Inner()
    }
  }

  static var initialState: State { State(inner: Inner.initialState) }

  @MainActor
  static func embed(_ action: Counter.Action) -> Action {
    .inner(Inner.embed(action))
  }

  static func count(in state: State) -> Int {
    Inner.count(in: state.inner)
  }

  @MainActor
  static func counterStore(of store: Store<State, Action>) -> Store<Counter.State, Counter.Action> {
    Inner.counterStore(of: store.scope(state: \.inner, action: Action.inner))
  }
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
  /// A child store scoped all the way down to the counter.
  @MainActor
  static func counterStore(of store: Store<State, Action>) -> Store<Counter.State, Counter.Action>
}

extension Counter: NestedCounter {
  static var initialState: State { State() }
  @MainActor
  static func embed(_ action: Action) -> Action { action }
  static func count(in state: State) -> Int { state.count }
  @MainActor
  static func counterStore(of store: Store<State, Action>) -> Store<State, Action> { store }
}

typealias Nest1 = Nest<Counter>
typealias Nest3 = Nest<Nest<Nest<Counter>>>
typealias Nest10 = Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<Counter>>>>>>>>>>
