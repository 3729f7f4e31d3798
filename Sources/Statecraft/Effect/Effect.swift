/// The side effects a reducer asks its store to run: work outside the pure state transition, such as
/// a network call, a timer, or sending another action.
///
/// A reducer returns an `Effect` for each action. Most return ``none``. An effect that needs to talk
/// to the outside world uses ``run(priority:operation:catch:fileID:filePath:line:column:)`` and feeds
/// its results back as actions through ``Send``:
///
/// ```swift
/// case .refreshTapped:
///   state.isLoading = true
///   return .run { send in
///     await send(.loaded(try await client.fetch()))
///   }
/// ```
///
/// Effects compose with ``merge(_:)-(...)`` (run together),
/// ``concatenate(_:)-(...)`` (one after another) and ``map(_:)`` (into a parent's action
/// type), and can be cancelled by id with ``cancellable(id:cancelInFlight:)`` and ``cancel(id:)``.
/// Cancellation ids belong to one store: two stores using the same id never cancel each other.
public struct Effect<Action>: Sendable {
  /// `nil` for ``none``; otherwise a box holding the operation.
  ///
  /// A reference to a class that is not generic, so that the layout of `Effect` does not depend on
  /// `Action`: building and checking `.none`, which nearly every action returns, then needs no
  /// generic metadata at all.
  @usableFromInline let storage: EffectStorage?

  /// What the effect does, as one value (the walk of a store reads the storage itself).
  package var operation: Operation {
    guard let storage else { return .none }
    // Safe, each downcast: an `Effect<Action>` holds the storage its kind names, made by
    // `init(operation:)` (or `combined(_:concatenated:)`) for this `Action`.
    switch storage.kind {
    case .send:
      return .send(
        UncheckedAction(Unchecked.downcast(storage, to: SendStorage<Action>.self).action))
    case .run:
      return .run(Unchecked.downcast(storage, to: RunStorage<Action>.self).operation)
    case .merge, .concatenate:
      let parts = Unchecked.downcast(storage, to: CombinedStorage.self).parts.map {
        Self(storage: $0)
      }
      return storage.kind == .merge ? .merge(parts) : .concatenate(parts)
    case .cancellable:
      let cancellable = Unchecked.downcast(storage, to: CancellableStorage.self)
      return .cancellable(
        Self(storage: cancellable.inner), id: cancellable.id,
        cancelInFlight: cancellable.cancelInFlight)
    case .cancel:
      return .cancel(id: Unchecked.downcast(storage, to: CancelStorage.self).id)
    case .scoped:
      let scoped = Unchecked.downcast(storage, to: ScopedStorage.self)
      return .scoped(Self(storage: scoped.inner), scoped.scope)
    case .endLevel:
      return .endLevel(Unchecked.downcast(storage, to: LevelEndStorage.self).component)
    case .throttledSend:
      let throttled = Unchecked.downcast(storage, to: ThrottledSendStorage<Action>.self)
      return .throttledSend(UncheckedAction(throttled.action), throttled.gate)
    }
  }

  package enum Operation: Sendable {
    case none
    case send(UncheckedAction<Action>)
    case run(RunOperation<Action>)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    indirect case cancellable(Effect<Action>, id: CancelID, cancelInFlight: Bool)
    case cancel(id: CancelID)
    /// The effect, run one step down the feature: in a child's state (for the levels inside it),
    /// and, with a level, as effects of a presentation or an element (rule R3).
    indirect case scoped(Effect<Action>, EffectScope)
    /// The presentation or element `component` of the current level has ended: every effect at
    /// that level or below is cancelled (rule R5).
    case endLevel(LevelComponent)
    /// An action let through a throttle: at once when the gate's interval has passed, otherwise
    /// held (by the store that runs it, at the level where it starts) for the interval's end.
    case throttledSend(UncheckedAction<Action>, ThrottleGate)
  }

  package init(operation: Operation) {
    switch operation {
    case .none:
      storage = nil
    case .send(let action):
      storage = SendStorage(action.value)
    case .run(let operation):
      storage = RunStorage(operation)
    case .merge(let effects):
      storage = CombinedStorage(effects.compactMap { $0.storage }, concatenated: false)
    case .concatenate(let effects):
      storage = CombinedStorage(effects.compactMap { $0.storage }, concatenated: true)
    case .cancellable(let effect, let id, let cancelInFlight):
      storage = CancellableStorage(effect.storage, id: id, cancelInFlight: cancelInFlight)
    case .cancel(let id):
      storage = CancelStorage(id)
    case .scoped(let effect, let scope):
      storage = ScopedStorage(effect.storage, scope)
    case .endLevel(let component):
      storage = LevelEndStorage(component)
    case .throttledSend(let action, let gate):
      storage = ThrottledSendStorage(action.value, gate)
    }
  }

  /// Whether the effect holds or ends a level (``Operation/scoped(_:_:)`` with one,
  /// ``Operation/endLevel(_:)``) anywhere: only then do the scopes it passes through record where
  /// they are, for the levels' liveness checks and to tell apart the levels that one operator
  /// makes when it is reached through two scopes.
  @inlinable
  package var hasLevels: Bool {
    storage?.hasLevels ?? false
  }

  /// Whether the effect only ends levels (``Operation/endLevel(_:)``, merged or concatenated):
  /// a store with no level below its root has nothing to do for it.
  @inlinable
  package var onlyEndsLevels: Bool {
    storage?.onlyEndsLevels ?? true
  }

  @inlinable
  init(storage: EffectStorage?) {
    self.storage = storage
  }

  /// An effect that does nothing. Return it from a reducer when an action only changes state.
  @inlinable
  public static var none: Self { Self(storage: nil) }

  /// An effect that sends `action` back into the store right away.
  ///
  /// The store processes the action after the current one, before ``Store/send(_:)`` returns
  /// (breadth-first, rule R1). Prefer calling shared logic directly over sending actions to share
  /// logic; use this to tell a parent something happened.
  @inlinable
  public static func send(_ action: Action) -> Self {
    // Inlinable, so that the storage is made where `Action` is known: made in code that is not
    // specialized, its type and the operation's were looked up at run time on every call.
    Self(storage: SendStorage(action))
  }

  /// Whether this effect does nothing, so that composition can skip it (and the state explorer,
  /// in `StatecraftTesting`, a reduction's effects).
  @inlinable
  package var isNone: Bool { storage == nil }
}

/// The body of a `.run` effect, with the priority of its task and the dependencies in force where
/// it was created, which its work sees.
package struct RunOperation<Action>: Sendable {
  package let priority: TaskPriority?
  package let dependencies: DependencyValues
  package let body: @Sendable (Send<Action>) async -> Void

  package init(
    priority: TaskPriority?,
    dependencies: DependencyValues = .current,
    body: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    self.priority = priority
    self.dependencies = dependencies
    self.body = body
  }
}

/// An action carried by a `.send` effect.
///
/// `Effect` is `Sendable` so that `.run` closures can be built freely, as users of reducer
/// frameworks expect, while actions need not be.
@usableFromInline
// Safe: the action is created by a reducer on the main actor and read only by the store that ran
// that reducer, on the main actor; nothing mutates it in between.
package struct UncheckedAction<Action>: @unchecked Sendable {
  @usableFromInline package let value: Action
  @inlinable package init(_ value: Action) { self.value = value }
}

/// A cancellation id: any `Hashable & Sendable` value.
///
/// Its hash is taken once, when it is made: the store hashes an id at every level it registers
/// an effect under and again when the effect ends, and hashing an `AnyHashable` goes through
/// its box each time.
package struct CancelID: Hashable, @unchecked Sendable {
  // Safe: built only from values that are `Sendable` (every public entry point requires it).
  private let base: AnyHashable
  private let hash: Int

  package init(_ base: some Hashable & Sendable) { self.init(unchecked: base) }
  /// An id built by Statecraft itself from values in state (element ids, presentation identity),
  /// which are compared and hashed only on the main actor by the store's effect registry.
  package init(unchecked base: some Hashable) {
    self.base = AnyHashable(base)
    hash = self.base.hashValue
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.base == rhs.base
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
