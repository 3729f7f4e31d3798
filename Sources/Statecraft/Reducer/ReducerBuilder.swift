/// Builds a reducer from the reducers listed in a `body`, run in order for each action.
///
/// Supports sequences, `if`, `if`/`else`, `switch` and `if #available`:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.profile, action: Action.profile) { Profile() }
///   if isLoggingEnabled {
///     Logging()
///   }
///   Reduce { state, action in ... }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// A reducer line in a body.
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// An empty body: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// The first reducer of a body.
  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  /// The reducers so far, followed by the next one.
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0, next: R1
  ) -> _SequenceReducer<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    _SequenceReducer(accumulated, next)
  }

  /// The reducer of an `if` without `else`, when the condition held (else `nil`).
  @inlinable
  public static func buildOptional<R: Reducer>(_ reducer: R?) -> R?
  where R.State == State, R.Action == Action {
    reducer
  }

  /// The reducer of the first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R: Reducer>(first reducer: R) -> _ConditionalReducer<State, Action>
  where R.State == State, R.Action == Action {
    _ConditionalReducer(reducer)
  }

  /// The reducer of the second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R: Reducer>(
    second reducer: R
  ) -> _ConditionalReducer<State, Action>
  where R.State == State, R.Action == Action {
    _ConditionalReducer(reducer)
  }

  /// The reducer of an `if #available` block.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(
    _ reducer: R
  ) -> _ConditionalReducer<State, Action>
  where R.State == State, R.Action == Action {
    _ConditionalReducer(reducer)
  }
}

/// Two reducers run one after the other; what a `body` with several lines builds.
@_documentation(visibility: private)
public struct _SequenceReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  @usableFromInline let first: (inout R0.State, R0.Action) -> Effect<R0.Action>
  @usableFromInline let second: (inout R0.State, R0.Action) -> Effect<R0.Action>

  @inlinable
  init(_ first: R0, _ second: R1) {
    self.first = first._reduceFunction()
    self.second = second._reduceFunction()
  }

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let firstEffect = first(&state, action)
    let secondEffect = second(&state, action)
    if firstEffect.isNone { return secondEffect }
    if secondEffect.isNone { return firstEffect }
    return .merge(firstEffect, secondEffect)
  }
}

/// One of two reducers, chosen when the body was built; what `if`/`else` and `switch` build.
@_documentation(visibility: private)
public struct _ConditionalReducer<State, Action>: Reducer {
  @usableFromInline let chosen: (inout State, Action) -> Effect<Action>

  @inlinable
  init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.chosen = reducer._reduceFunction()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    chosen(&state, action)
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  public typealias State = Wrapped.State
  public typealias Action = Wrapped.Action

  /// Runs the wrapped reducer when there is one; does nothing otherwise.
  @inlinable
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    self?.reduce(into: &state, action: action) ?? .none
  }

  @inlinable
  public func _reduceFunction() -> (inout Wrapped.State, Wrapped.Action) -> Effect<Wrapped.Action> {
    // Not `?? { ... }`: through a generic operator, the function would come back wrapped in
    // reabstraction thunks that every action then runs.
    guard let self else { return { _, _ in .none } }
    return self._reduceFunction()
  }
}
