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

  /// What the effect does.
  package var operation: Operation {
    guard let storage else { return .none }
    if storage.isLevelEnd {
      return .endLevel(Unchecked.downcast(storage, to: LevelEndStorage.self).component)
    }
    // Safe: an `Effect<Action>` stores a `LevelEndStorage` (checked above) or an
    // `EffectBox<Action>` (see `init(operation:)`).
    return Unchecked.downcast(storage, to: EffectBox<Action>.self).operation
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
    indirect case scoped(Effect<Action>, EffectScope<Action>)
    /// The presentation or element `component` of the current level has ended: every effect at
    /// that level or below is cancelled (rule R5).
    case endLevel(LevelComponent)
    /// An action let through a throttle: at once when the gate's interval has passed, otherwise
    /// held (by the store that runs it, at the level where it starts) for the interval's end.
    case throttledSend(UncheckedAction<Action>, ThrottleGate)
  }

  package init(operation: Operation) {
    switch operation {
    case .none: storage = nil
    case .endLevel(let component): storage = LevelEndStorage(component)
    default: storage = EffectBox(operation)
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
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(UncheckedAction(action)))
  }

  /// Whether this effect does nothing, so that composition can skip it (and the state explorer,
  /// in `StatecraftTesting`, a reduction's effects).
  @inlinable
  package var isNone: Bool { storage == nil }
}

/// The storage of an effect that does something; see `Effect.storage`.
///
/// What the store asks of every effect is kept here, in the class that is not generic: asking
/// needs no generic metadata.
// Safe: immutable; subclasses only add `let` properties (and `EffectBox` a `var` only its
// `deinit` writes).
@usableFromInline package class EffectStorage: @unchecked Sendable {
  /// See ``Effect/hasLevels``.
  @usableFromInline let hasLevels: Bool
  /// See ``Effect/onlyEndsLevels``.
  @usableFromInline let onlyEndsLevels: Bool
  /// Whether this is a ``LevelEndStorage``; otherwise an `EffectBox`.
  @usableFromInline let isLevelEnd: Bool

  @usableFromInline
  init(hasLevels: Bool, onlyEndsLevels: Bool, isLevelEnd: Bool) {
    self.hasLevels = hasLevels
    self.onlyEndsLevels = onlyEndsLevels
    self.isLevelEnd = isLevelEnd
  }
}

/// The end of a level (``Effect/Operation/endLevel(_:)``), which holds nothing of the action
/// type: one class for every `Effect<Action>`. A dismissal makes one, and every scope it passes
/// on its way up maps it; as an `EffectBox<Action>`, each making, mapping and freeing looked up
/// the box's and its operation's generic types at run time, for most of a dismissal's cost.
@usableFromInline
// Safe: immutable.
final class LevelEndStorage: EffectStorage, @unchecked Sendable {
  @usableFromInline let component: LevelComponent

  @usableFromInline
  init(_ component: LevelComponent) {
    self.component = component
    // It names a level, which is found by the lenses it passed on its way up, as when the level
    // was entered.
    super.init(hasLevels: true, onlyEndsLevels: true, isLevelEnd: true)
  }
}

/// The operation of an `Effect<Action>`, for every operation but the end of a level
/// (``LevelEndStorage``).
// Safe: the operation is `Sendable`, and only written by `deinit`, when no other reference exists.
final class EffectBox<Action>: EffectStorage, @unchecked Sendable {
  private(set) var operation: Effect<Action>.Operation

  init(_ operation: Effect<Action>.Operation) {
    self.operation = operation
    let hasLevels: Bool
    let onlyEndsLevels: Bool
    switch operation {
    case .none, .send, .run, .cancel, .throttledSend:
      hasLevels = false
      onlyEndsLevels = false
    case .endLevel:
      // Made as a `LevelEndStorage` by `Effect.init(operation:)`; kept right all the same.
      hasLevels = true
      onlyEndsLevels = true
    case .merge(let effects), .concatenate(let effects):
      // Closures, not key paths: in this unspecialized code a key path is made at run time.
      hasLevels = effects.contains { $0.hasLevels }
      onlyEndsLevels = effects.allSatisfy { $0.onlyEndsLevels }
    case .cancellable(let effect, _, _):
      hasLevels = effect.hasLevels
      onlyEndsLevels = false
    case .scoped(let effect, let scope):
      hasLevels = scope.level != nil || effect.hasLevels
      onlyEndsLevels = effect.onlyEndsLevels
    }
    super.init(hasLevels: hasLevels, onlyEndsLevels: onlyEndsLevels, isLevelEnd: false)
  }

  deinit {
    // A box without children (most are) has nothing to release one at a time.
    switch operation {
    case .none, .send, .run, .cancel, .endLevel, .throttledSend: return
    case .merge, .concatenate, .cancellable, .scoped: break
    }
    // An effect built in a loop with `merge(with:)` or `concatenate(with:)` nests once per
    // iteration; releasing it child by child would recurse as deep. The children are moved out
    // and released here, one at a time: each one this box holds alone is emptied first, so its
    // own release recurses no further.
    var pending = Self.takeChildren(&operation)
    while let effect = pending.popLast() {
      var storage = effect.storage
      _ = consume effect
      guard isKnownUniquelyReferenced(&storage), let box = storage, !box.isLevelEnd else {
        continue
      }
      pending.append(
        contentsOf: Self.takeChildren(&Unchecked.downcast(box, to: Self.self).operation))
    }
  }

  /// The effects `operation` holds, leaving it `.none`.
  private static func takeChildren(_ operation: inout Effect<Action>.Operation) -> [Effect<Action>]
  {
    switch operation {
    case .none, .send, .run, .cancel, .endLevel, .throttledSend:
      return []
    case .merge(let effects), .concatenate(let effects):
      operation = .none
      return effects
    case .cancellable(let effect, _, _), .scoped(let effect, _):
      operation = .none
      return [effect]
    }
  }
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
