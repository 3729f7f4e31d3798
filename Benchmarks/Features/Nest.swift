import Statecraft

/// The state one `Scope` level above `Inner`.
struct NestState<Inner: NestedCounter>: Equatable {
  var inner: Inner.State
}

/// The actions one `Scope` level above `Inner`.
enum NestAction<Inner: NestedCounter> {
  case inner(Inner.Action)
}

/// A feature whose reducers reach ``Counter`` through `Scope` levels: ``Nest3`` is a counter three
/// `Scope`s down.
///
/// Each level is its own concrete type, as features in an app are: a generic `Nest<Inner>` would
/// measure unspecialised generic code, which no app runs for its features.
protocol NestLevel: NestedCounter
where
  State == NestState<Inner>, Action == NestAction<Inner>,
  Body == Scope<
    NestState<Inner>, NestAction<Inner>, Inner.State, Inner.Action
  >
{
  associatedtype Inner: NestedCounter
}

extension NestLevel {
  var body: Body {
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

struct Nest1: NestLevel { typealias Inner = Counter }
struct Nest2: NestLevel { typealias Inner = Nest1 }
struct Nest3: NestLevel { typealias Inner = Nest2 }
struct Nest4: NestLevel { typealias Inner = Nest3 }
struct Nest5: NestLevel { typealias Inner = Nest4 }
struct Nest6: NestLevel { typealias Inner = Nest5 }
struct Nest7: NestLevel { typealias Inner = Nest6 }
struct Nest8: NestLevel { typealias Inner = Nest7 }
struct Nest9: NestLevel { typealias Inner = Nest8 }
struct Nest10: NestLevel { typealias Inner = Nest9 }

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
