extension Effect {
  /// An effect that runs all of `effects` at the same time.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// An effect that runs all of `effects` at the same time.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    var doing: [EffectStorage] = []
    for effect in effects {
      if let storage = effect.storage { doing.append(storage) }
    }
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
    var doing: [EffectStorage] = []
    for effect in effects {
      if let storage = effect.storage { doing.append(storage) }
    }
    return combined(doing, concatenated: true)
  }

  /// The effects of `storages` as one effect: `.none` or the effect itself when there are fewer
  /// than two.
  @usableFromInline
  static func combined(_ storages: [EffectStorage], concatenated: Bool) -> Self {
    switch storages.count {
    case 0: return .none
    case 1: return Self(storage: storages[0])
    default: return Self(storage: CombinedStorage(storages, concatenated: concatenated))
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
    return Effect<NewAction>(storage: EffectMapping(transform).map(storage))
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
    case combined(count: Int, concatenated: Bool)
    case cancellable(id: CancelID, cancelInFlight: Bool)
    case scoped(EffectScope)
  }

  private enum Step {
    case visit(EffectStorage?)
    case build(Build)
  }

  /// The storage of the mapped effect; `nil` for `.none`.
  func map(_ storage: EffectStorage) -> EffectStorage? {
    var steps: [Step] = [.visit(storage)]
    var results: [EffectStorage?] = []
    while let step = steps.popLast() {
      switch step {
      case .visit(nil):
        results.append(nil)
      case .visit(let storage?):
        // Safe, each downcast: the storage its kind names, of an `Effect<Action>`.
        switch storage.kind {
        case .send:
          let action = Unchecked.downcast(storage, to: SendStorage<Action>.self).action
          results.append(SendStorage(transform(action)))
        case .run:
          let run = Unchecked.downcast(storage, to: RunStorage<Action>.self).operation
          results.append(RunStorage(mapped(run)))
        case .cancel, .endLevel:
          // They hold no action: the same storage serves every action type.
          results.append(storage)
        case .throttledSend:
          let throttled = Unchecked.downcast(storage, to: ThrottledSendStorage<Action>.self)
          results.append(ThrottledSendStorage(transform(throttled.action), throttled.gate))
        case .merge, .concatenate:
          let parts = Unchecked.downcast(storage, to: CombinedStorage.self).parts
          steps.append(
            .build(.combined(count: parts.count, concatenated: storage.kind == .concatenate)))
          steps.append(contentsOf: parts.reversed().lazy.map { Step.visit($0) })
        case .cancellable:
          let cancellable = Unchecked.downcast(storage, to: CancellableStorage.self)
          steps.append(
            .build(
              .cancellable(id: cancellable.id, cancelInFlight: cancellable.cancelInFlight)))
          steps.append(.visit(cancellable.inner))
        case .scoped:
          let scoped = Unchecked.downcast(storage, to: ScopedStorage.self)
          steps.append(.build(.scoped(scoped.scope.map(transform))))
          steps.append(.visit(scoped.inner))
        }
      case .build(let build):
        results.append(make(build, from: &results))
      }
    }
    return results.last ?? nil
  }

  private func make(_ build: Build, from results: inout [EffectStorage?]) -> EffectStorage? {
    switch build {
    case .combined(let count, let concatenated):
      let parts = results.suffix(count).compactMap { $0 }
      results.removeLast(count)
      return Effect<NewAction>.combined(parts, concatenated: concatenated).storage
    case .cancellable(let id, let cancelInFlight):
      guard let inner = results.removeLast() else {
        return cancelInFlight ? CancelStorage(id) : nil
      }
      return CancellableStorage(inner, id: id, cancelInFlight: cancelInFlight)
    case .scoped(let scope):
      guard let inner = results.removeLast() else { return nil }
      return ScopedStorage(inner, scope)
    }
  }

  private func mapped(_ run: RunOperation<Action>) -> RunOperation<NewAction> {
    let transform = self.transform
    return RunOperation(priority: run.priority, dependencies: run.dependencies) { send in
      await run.body(Send { action in send(transform(action)) })
    }
  }
}
