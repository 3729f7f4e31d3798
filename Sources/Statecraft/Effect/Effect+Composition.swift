extension Effect {
  /// An effect that runs all of `effects` at the same time.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// An effect that runs all of `effects` at the same time.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    var doing: [Self] = []
    for effect in effects where !effect.isNone { doing.append(effect) }
    return combined(doing, concatenated: false)
  }

  /// An effect that runs `effects` one after another, each starting when the previous one ends.
  ///
  /// A `.send` among them is delivered when its turn comes; leading `.send`s are delivered right
  /// away, like any other `.send`.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// An effect that runs `effects` one after another, each starting when the previous one ends.
  @inlinable
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    var doing: [Self] = []
    for effect in effects where !effect.isNone { doing.append(effect) }
    return combined(doing, concatenated: true)
  }

  /// `effects`, none of which is `.none`, as one effect: `.none` or the effect itself when there
  /// are fewer than two.
  @usableFromInline
  static func combined(_ effects: [Self], concatenated: Bool) -> Self {
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: concatenated ? .concatenate(effects) : .merge(effects))
    }
  }

  /// This effect and `other`, run at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    if other.isNone { return self }
    if isNone { return other }
    return .merge(self, other)
  }

  /// This effect, then `other` once this one has ended.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// This effect with its actions transformed, typically embedded into a parent's action type.
  ///
  /// ```swift
  /// Child().reduce(into: &state.child, action: childAction).map(Action.child)
  /// ```
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action.value))
    case .run(let run):
      return Effect<NewAction>(
        operation: .run(
          RunOperation(priority: run.priority) { send in
            await run.body(Send { action in send(transform(action)) })
          }
        )
      )
    case .merge(let effects):
      return Effect<NewAction>(operation: .merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<NewAction>(operation: .concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Effect<NewAction>(
        operation: .cancellable(effect.map(transform), id: id, cancelInFlight: cancelInFlight)
      )
    case .cancel(let id):
      return Effect<NewAction>(operation: .cancel(id: id))
    }
  }

  /// This effect with each `.run` body wrapped by `wrap`, keeping everything else.
  ///
  /// Composition operators use it to run a child's effects inside the task-locals that belong to
  /// the child (its dependencies, its presentation).
  package func wrappingRuns(
    _ wrap:
      @escaping @Sendable (
        _ body: @escaping @Sendable (Send<Action>) async -> Void, _ send: Send<Action>
      ) async -> Void
  ) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case .run(let run):
      return Self(
        operation: .run(
          RunOperation(priority: run.priority) { send in await wrap(run.body, send) }
        )
      )
    case .merge(let effects):
      return Self(operation: .merge(effects.map { $0.wrappingRuns(wrap) }))
    case .concatenate(let effects):
      return Self(operation: .concatenate(effects.map { $0.wrappingRuns(wrap) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Self(
        operation: .cancellable(
          effect.wrappingRuns(wrap), id: id, cancelInFlight: cancelInFlight
        )
      )
    }
  }
}
