/// A feature's logic: how its state changes for each action, and which effects each action starts.
///
/// A reducer implements exactly one of two requirements. Implement ``body-swift.property`` to build
/// the feature from other reducers (the usual way):
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementTapped, decrementTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementTapped: state.count += 1
///       case .decrementTapped: state.count -= 1
///       }
///       return .none
///     }
///   }
/// }
/// ```
///
/// or implement ``reduce(into:action:)`` to write the transition directly. The other requirement is
/// provided.
///
/// > Note: A store evaluates `body` once, when it is created, and then runs the reducers it
/// > returned for every action. Keep `body` a description of the feature's structure; put logic
/// > that depends on state or dependencies inside ``Reduce`` closures and effects.
public protocol Reducer<State, Action> {
  /// The state the reducer works on.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The type of ``body-swift.property``; inferred.
  associatedtype Body

  /// Changes `state` for `action` and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers that make up this feature, run in order for each action.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Not API: this reducer as a function, with `body` evaluated once.
  func _reduceFunction() -> (inout State, Action) -> Effect<Action>
}

/// A reducer with the state and action types of `R`, as in `var body: some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  ///
  /// Never called by Statecraft; calling it yourself stops the program, like any `Never` value.
  public var body: Body {
    // Unreachable from user input: only code that asks a reduce-implementing reducer for its body
    // gets here, and a `Never` can be produced no other way.
    fatalError("\(typeName(Self.self)) implements reduce(into:action:) and has no body.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body-swift.property`` for the action.
  ///
  /// A reducer whose stored properties are all `@Dependency` wrappers (or that has none, as most
  /// features) builds its body once, on its first call, and every later call, on any value of
  /// the type, runs what was built: calling `reduce(into:action:)` by hand costs what a store's
  /// prepared path costs. A reducer with other stored properties (configuration that `body` may
  /// read) evaluates `body` on each call.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // A body made only of `Reduce` closures costs less to build than the prepared function costs
    // to look up (a thread-local table): run it as it is.
    if Body.self is any _BuiltWithoutWork.Type {
      return body.reduce(into: &state, action: action)
    }
    if let prepared = PreparedReducers.function(for: self) {
      return prepared(&state, action)
    }
    return body.reduce(into: &state, action: action)
  }

  @inlinable
  public func _reduceFunction() -> (inout State, Action) -> Effect<Action> {
    body._reduceFunction()
  }
}

extension Reducer {
  @inlinable
  public func _reduceFunction() -> (inout State, Action) -> Effect<Action> {
    reduce(into:action:)
  }
}

/// A reducer that building does no work beyond keeping what it is given: no child's function is
/// built, nothing is looked up or allocated (unless a closure it is given captures something). A
/// reducer whose body is one is run by hand through its body, built at each call, rather than
/// through its prepared function (``PreparedReducers``), whose look-up costs more.
@usableFromInline
protocol _BuiltWithoutWork {}

extension Reduce: _BuiltWithoutWork {}
extension EmptyReducer: _BuiltWithoutWork {}
extension _SequenceReducer: _BuiltWithoutWork
where R0: _BuiltWithoutWork, R1: _BuiltWithoutWork {}
