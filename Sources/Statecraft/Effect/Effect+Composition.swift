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
    guard let storage else { return .none }
    // The end of a level holds no action: the same storage serves every action type.
    if storage.isLevelEnd { return Effect<NewAction>(storage: storage) }
    return EffectMapping(transform).map(self)
  }
}

/// Rewrites an effect tree into another action type, without recursion: an effect built in a loop
/// with `merge(with:)` or `concatenate(with:)` nests once per iteration, and a recursive walk would
/// overflow the stack. The shape is kept; the store's walk of an effect is iterative too.
private struct EffectMapping<Action, NewAction> {
  let transform: @Sendable (Action) -> NewAction

  init(_ transform: @escaping @Sendable (Action) -> NewAction) {
    self.transform = transform
  }

  private enum Build {
    case merge(count: Int)
    case concatenate(count: Int)
    case cancellable(id: CancelID, cancelInFlight: Bool)
    case scoped(EffectScope<NewAction>)
  }

  private enum Step {
    case visit(Effect<Action>)
    case build(Build)
  }

  func map(_ effect: Effect<Action>) -> Effect<NewAction> {
    var steps: [Step] = [.visit(effect)]
    var results: [Effect<NewAction>] = []
    while let step = steps.popLast() {
      switch step {
      case .visit(let effect):
        switch effect.operation {
        case .none:
          results.append(.none)
        case .send(let action):
          results.append(.send(transform(action.value)))
        case .run(let run):
          results.append(Effect<NewAction>(operation: .run(mapped(run))))
        case .cancel(let id):
          results.append(Effect<NewAction>(operation: .cancel(id: id)))
        case .endLevel:
          // A `LevelEndStorage`, which holds no action.
          results.append(Effect<NewAction>(storage: effect.storage))
        case .throttledSend(let action, let gate):
          results.append(
            Effect<NewAction>(
              operation: .throttledSend(UncheckedAction(transform(action.value)), gate)
            )
          )
        case .merge(let effects):
          steps.append(.build(.merge(count: effects.count)))
          steps.append(contentsOf: effects.reversed().lazy.map(Step.visit))
        case .concatenate(let effects):
          steps.append(.build(.concatenate(count: effects.count)))
          steps.append(contentsOf: effects.reversed().lazy.map(Step.visit))
        case .cancellable(let inner, let id, let cancelInFlight):
          steps.append(.build(.cancellable(id: id, cancelInFlight: cancelInFlight)))
          steps.append(.visit(inner))
        case .scoped(let inner, let scope):
          steps.append(.build(.scoped(scope.map(transform))))
          steps.append(.visit(inner))
        }
      case .build(let build):
        results.append(make(build, from: &results))
      }
    }
    return results.last ?? .none
  }

  private func make(_ build: Build, from results: inout [Effect<NewAction>]) -> Effect<NewAction> {
    switch build {
    case .merge(let count):
      let parts = results.suffix(count).filter { !$0.isNone }
      results.removeLast(count)
      return Effect<NewAction>.combined(parts, concatenated: false)
    case .concatenate(let count):
      let parts = results.suffix(count).filter { !$0.isNone }
      results.removeLast(count)
      return Effect<NewAction>.combined(parts, concatenated: true)
    case .cancellable(let id, let cancelInFlight):
      let inner = results.removeLast()
      if inner.isNone { return cancelInFlight ? .init(operation: .cancel(id: id)) : .none }
      return Effect<NewAction>(
        operation: .cancellable(inner, id: id, cancelInFlight: cancelInFlight)
      )
    case .scoped(let scope):
      let inner = results.removeLast()
      if inner.isNone { return .none }
      return Effect<NewAction>(operation: .scoped(inner, scope))
    }
  }

  private func mapped(_ run: RunOperation<Action>) -> RunOperation<NewAction> {
    let transform = self.transform
    return RunOperation(priority: run.priority, dependencies: run.dependencies) { send in
      await run.body(Send { action in send(transform(action)) })
    }
  }
}
