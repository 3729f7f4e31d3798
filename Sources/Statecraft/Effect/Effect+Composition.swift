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
    Self(storage: CombinedStorage.combining(storages, concatenated: concatenated))
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
  @inlinable
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    guard let storage else { return .none }
    switch storage.kind {
    case .send:
      // The usual effect a scope maps (a child's delegate action), made where both action types
      // are known: in code that is not specialized, each storage's type is looked up at run time.
      // Safe: the storage a `.send` kind names, of an `Effect<Action>`.
      let action = Unchecked.downcast(storage, to: SendStorage<Action>.self).read()
      return Effect<NewAction>(storage: SendStorage(transform(action)))
    case .cancel, .endLevel:
      // They hold no action: the same storage serves every action type.
      return Effect<NewAction>(storage: storage)
    default:
      return Effect<NewAction>(storage: mapTree(storage, transform))
    }
  }

  /// ``map(_:)`` of a tree: walked without generic types (``EffectStorage/mapped(leaf:scope:)``),
  /// its leaves, the storages that hold an action, made anew here.
  @usableFromInline
  func mapTree<NewAction>(
    _ storage: EffectStorage, _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> EffectStorage? {
    storage.mapped(
      leaf: { leaf in
        // Safe, each downcast: the storage its kind names, of an `Effect<Action>`.
        switch leaf.kind {
        case .send:
          let action = Unchecked.downcast(leaf, to: SendStorage<Action>.self).read()
          return SendStorage(transform(action))
        case .run:
          let run = Unchecked.downcast(leaf, to: RunStorage<Action>.self).operation
          return RunStorage(
            RunOperation(priority: run.priority, dependencies: run.dependencies) { send in
              await run.body(Send { action in send(transform(action)) })
            })
        default:
          let throttled = Unchecked.downcast(leaf, to: ThrottledSendStorage<Action>.self)
          return ThrottledSendStorage(transform(throttled.action), throttled.gate)
        }
      },
      scope: { $0.map(transform) }
    )
  }
}

extension EffectStorage {
  /// This effect tree with its leaves that hold an action (`.send`, `.run`, a throttled send)
  /// made anew by `leaf` and its scopes by `scope`: the shape is kept, the storages that hold no
  /// action are shared, and an arrangement left with nothing in it goes. Without recursion: an
  /// effect built in a loop with `merge(with:)` or `concatenate(with:)` nests once per iteration.
  /// Not generic, so that the walk looks up no type at run time; only `leaf` knows the actions.
  func mapped(
    leaf: (EffectStorage) -> EffectStorage, scope: (EffectScope) -> EffectScope
  ) -> EffectStorage? {
    var steps: [MapStep] = [.visit(self)]
    var results: [EffectStorage?] = []
    while let step = steps.popLast() {
      switch step {
      case .visit(nil):
        results.append(nil)
      case .visit(let storage?):
        // Safe, each downcast: the storage its kind names.
        switch storage.kind {
        case .send, .run, .throttledSend:
          results.append(leaf(storage))
        case .cancel, .endLevel:
          results.append(storage)
        case .merge, .concatenate:
          let parts = Unchecked.downcast(storage, to: CombinedStorage.self).parts
          steps.append(.combined(count: parts.count, concatenated: storage.kind == .concatenate))
          steps.append(contentsOf: parts.reversed().lazy.map { MapStep.visit($0) })
        case .cancellable:
          let cancellable = Unchecked.downcast(storage, to: CancellableStorage.self)
          steps.append(
            .cancellable(id: cancellable.id, cancelInFlight: cancellable.cancelInFlight))
          steps.append(.visit(cancellable.inner))
        case .scoped:
          let scoped = Unchecked.downcast(storage, to: ScopedStorage.self)
          steps.append(.scoped(scope(scoped.scope)))
          steps.append(.visit(scoped.inner))
        }
      case .combined(let count, let concatenated):
        let parts = results.suffix(count).compactMap { $0 }
        results.removeLast(count)
        results.append(CombinedStorage.combining(parts, concatenated: concatenated))
      case .cancellable(let id, let cancelInFlight):
        if let inner = results.removeLast() {
          results.append(CancellableStorage(inner, id: id, cancelInFlight: cancelInFlight))
        } else {
          results.append(cancelInFlight ? CancelStorage(id) : nil)
        }
      case .scoped(let scope):
        results.append(results.removeLast().map { ScopedStorage($0, scope) })
      }
    }
    return results.last ?? nil
  }
}

/// A step of ``EffectStorage/mapped(leaf:scope:)``: a storage to visit, or an arrangement to
/// make of the results of the last ones visited.
private enum MapStep {
  case visit(EffectStorage?)
  case combined(count: Int, concatenated: Bool)
  case cancellable(id: CancelID, cancelInFlight: Bool)
  case scoped(EffectScope)
}
