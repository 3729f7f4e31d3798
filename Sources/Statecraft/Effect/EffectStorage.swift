/// The storage of an effect that does something; see `Effect.storage`.
///
/// One class for each kind of effect. Those that hold an action (``SendStorage``,
/// ``RunStorage``, ``ThrottledSendStorage``) are generic over it; those that only arrange other
/// effects (``CombinedStorage``, ``CancellableStorage``, ``ScopedStorage``) or hold no action
/// (``CancelStorage``, ``LevelEndStorage``) are not. A store's walk of an effect tree runs in code
/// that is not specialized for the store's action type: it reads the ``kind`` and the arranging
/// classes without looking up a generic type at run time, as it did for each node of a generic
/// tree, and frees them the same way.
///
/// What the store asks of every effect is kept here, in the base class: asking needs no generic
/// metadata.
// Safe: immutable once made; the arranging subclasses write their children only in `deinit` and
// in ``takeChildren(into:)``, called only on a storage nothing else references.
@usableFromInline package class EffectStorage: @unchecked Sendable {
  /// Which subclass this is.
  @usableFromInline let kind: EffectKind
  /// See ``Effect/hasLevels``.
  @usableFromInline let hasLevels: Bool
  /// See ``Effect/onlyEndsLevels``.
  @usableFromInline let onlyEndsLevels: Bool

  @usableFromInline
  init(kind: EffectKind, hasLevels: Bool = false, onlyEndsLevels: Bool = false) {
    self.kind = kind
    self.hasLevels = hasLevels
    self.onlyEndsLevels = onlyEndsLevels
  }

  /// Moves the effects this one holds out of it, for ``release(_:_:)``: one is returned, the
  /// others go on `pending`. Only for a storage nothing else references.
  func takeChildren(into pending: inout [EffectStorage]) -> EffectStorage? {
    nil
  }

  /// Frees the effects a storage being freed held (`next`, then `pending`), one at a time: an
  /// effect built in a loop with `merge(with:)` or `concatenate(with:)` nests once per iteration,
  /// and freeing it child by child would recurse as deep. Each storage held by nothing else is
  /// emptied before it goes, so its own release recurses no further.
  static func release(_ next: inout EffectStorage?, _ pending: inout [EffectStorage]) {
    while true {
      guard var storage = next.take() ?? pending.popLast() else { return }
      guard isKnownUniquelyReferenced(&storage) else { continue }
      next = storage.takeChildren(into: &pending)
    }
  }
}

/// The kinds of ``EffectStorage``, one for each subclass (``Effect/Operation`` without `.none`).
@usableFromInline
package enum EffectKind: Sendable {
  case send
  case run
  case merge
  case concatenate
  case cancellable
  case cancel
  case scoped
  case endLevel
  case throttledSend
}

/// A `.send` effect: the action.
@usableFromInline
// Safe: immutable; the action is made by a reducer on the main actor and read only by the store
// that ran that reducer (see `UncheckedAction`).
final class SendStorage<Action>: EffectStorage, @unchecked Sendable {
  let action: Action

  @usableFromInline
  init(_ action: Action) {
    self.action = action
    super.init(kind: .send)
  }

  /// The action. A method, not the property read from outside: code that is not specialized for
  /// `Action` (the store's walk) would look the class's type up at run time to find the property;
  /// the method finds it in the object's own type.
  @usableFromInline
  func read() -> Action {
    action
  }
}

/// A `.run` effect: its operation.
@usableFromInline
// Safe: immutable, and the operation is `Sendable`.
final class RunStorage<Action>: EffectStorage, @unchecked Sendable {
  let operation: RunOperation<Action>

  init(_ operation: RunOperation<Action>) {
    self.operation = operation
    super.init(kind: .run)
  }
}

/// An action let through a throttle (see ``Effect/Operation/throttledSend(_:_:)``).
@usableFromInline
// Safe: immutable; the action as in `SendStorage`, and the gate is `Sendable`.
final class ThrottledSendStorage<Action>: EffectStorage, @unchecked Sendable {
  let action: Action
  let gate: ThrottleGate

  init(_ action: Action, _ gate: ThrottleGate) {
    self.action = action
    self.gate = gate
    super.init(kind: .throttledSend)
  }
}

/// Effects run together (`merge`) or one after another (`concatenate`).
@usableFromInline
// Safe: `parts` is written only when nothing else references the storage (see the base class).
final class CombinedStorage: EffectStorage, @unchecked Sendable {
  private(set) var parts: [EffectStorage]

  @usableFromInline
  init(_ parts: [EffectStorage], concatenated: Bool) {
    self.parts = parts
    // Closures, not key paths: a key path is made at run time.
    super.init(
      kind: concatenated ? .concatenate : .merge,
      hasLevels: parts.contains { $0.hasLevels },
      onlyEndsLevels: parts.allSatisfy { $0.onlyEndsLevels }
    )
  }

  /// `storages` as one effect: `nil` (`.none`) or the one storage when there are fewer than two.
  static func combining(_ storages: [EffectStorage], concatenated: Bool) -> EffectStorage? {
    switch storages.count {
    case 0: nil
    case 1: storages[0]
    default: CombinedStorage(storages, concatenated: concatenated)
    }
  }

  override func takeChildren(into pending: inout [EffectStorage]) -> EffectStorage? {
    var parts: [EffectStorage] = []
    swap(&parts, &self.parts)
    let last = parts.popLast()
    pending.append(contentsOf: parts)
    return last
  }

  deinit {
    var next: EffectStorage?
    var pending: [EffectStorage] = []
    swap(&pending, &parts)
    Self.release(&next, &pending)
  }
}

/// An effect that wraps one other and arranges how it runs: a ``CancellableStorage`` or a
/// ``ScopedStorage``.
@usableFromInline
// Safe: `inner` is written only when nothing else references the storage (see the base class).
class WrappingStorage: EffectStorage, @unchecked Sendable {
  /// The effect; `nil` only once freed.
  private(set) var inner: EffectStorage?

  init(_ inner: EffectStorage?, kind: EffectKind, hasLevels: Bool, onlyEndsLevels: Bool) {
    self.inner = inner
    super.init(kind: kind, hasLevels: hasLevels, onlyEndsLevels: onlyEndsLevels)
  }

  override func takeChildren(into pending: inout [EffectStorage]) -> EffectStorage? {
    inner.take()
  }

  deinit {
    var pending: [EffectStorage] = []
    Self.release(&inner, &pending)
  }
}

/// An effect made cancellable by an id (``Effect/Operation/cancellable(_:id:cancelInFlight:)``).
@usableFromInline
// Safe: immutable but for `inner` (see `WrappingStorage`).
final class CancellableStorage: WrappingStorage, @unchecked Sendable {
  let id: CancelID
  let cancelInFlight: Bool

  init(_ inner: EffectStorage?, id: CancelID, cancelInFlight: Bool) {
    self.id = id
    self.cancelInFlight = cancelInFlight
    super.init(
      inner, kind: .cancellable, hasLevels: inner?.hasLevels ?? false, onlyEndsLevels: false)
  }
}

/// The cancellation of the effects under an id (``Effect/Operation/cancel(id:)``): no action, so
/// one storage serves every action type.
@usableFromInline
// Safe: immutable.
final class CancelStorage: EffectStorage, @unchecked Sendable {
  let id: CancelID

  init(_ id: CancelID) {
    self.id = id
    super.init(kind: .cancel)
  }
}

/// An effect run one step down the feature (``Effect/Operation/scoped(_:_:)``).
@usableFromInline
// Safe: immutable but for `inner` (see `WrappingStorage`).
final class ScopedStorage: WrappingStorage, @unchecked Sendable {
  let scope: EffectScope

  init(_ inner: EffectStorage?, _ scope: EffectScope) {
    self.scope = scope
    super.init(
      inner, kind: .scoped,
      hasLevels: scope.level != nil || inner?.hasLevels ?? false,
      onlyEndsLevels: inner?.onlyEndsLevels ?? true
    )
  }
}

/// The end of a level (``Effect/Operation/endLevel(_:)``), which holds nothing of the action
/// type: one class for every `Effect<Action>`. A dismissal makes one, and every scope it passes
/// on its way up maps it; as a generic storage, each making, mapping and freeing looked up its
/// generic type at run time, for most of a dismissal's cost.
@usableFromInline
// Safe: immutable.
final class LevelEndStorage: EffectStorage, @unchecked Sendable {
  @usableFromInline let component: LevelComponent

  @usableFromInline
  init(_ component: LevelComponent) {
    self.component = component
    // It names a level, which is found by the lenses it passed on its way up, as when the level
    // was entered.
    super.init(kind: .endLevel, hasLevels: true, onlyEndsLevels: true)
  }
}
