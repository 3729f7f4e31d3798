/// The bookkeeping of one store, as a value: the actions waiting to be reduced, the effects
/// running by cancellation id and level, throttle state, dismissal requests and, under a
/// `TestStore`, the actions fed back by effects, waiting their turn to be reduced and recorded.
///
/// It does nothing by itself. Each `mutating` transition updates the bookkeeping and returns what
/// its driver (``StoreRuntime``, on the main actor) must do: start a task, cancel tasks, resume a
/// waiter. The driver reduces actions, runs effects and notifies observers; every decision about
/// which action runs next, which effect an id or a dismissal reaches, and what a `Send` may still
/// deliver is made here, so rules R1, R2, R3, R5, R8, R8a and R9 can be tested as transitions,
/// without tasks.
///
/// Every operation is O(1) amortized, or O(what it ends): effects are found by id, cancellation
/// key and level in hashed sets, and walking an effect tree uses an explicit stack.
@usableFromInline
package struct StoreStateMachine<Action> {
  /// How actions fed back by effects are treated.
  package enum Mode: Sendable {
    /// Reduced in turn, after the action being reduced (`Store`, rules R1 and R2).
    case live
    /// Held, with where they came from, for the test store to reduce in turn and record
    /// (`TestStore`, rule R9).
    case test
  }

  /// What the driver is doing, which decides whether a sent action runs now or waits its turn.
  @usableFromInline
  package enum Phase: Sendable {
    case idle
    /// Reducing actions; an action sent now is queued (rule R2).
    case reducing
    /// Telling observers about a change; an action sent now is queued too (rule R2).
    case notifying
  }

  /// Something the driver must do after a transition; see ``EffectCommand``.
  @usableFromInline package typealias Command = EffectCommand

  package let mode: Mode
  @usableFromInline package internal(set) var phase: Phase = .idle
  /// The type of the root state, where the level probes start.
  let rootState: ObjectIdentifier

  /// Live mode: actions waiting to be reduced, in order.
  @usableFromInline var queue = FIFO<Action>()
  /// Test mode: actions fed back and not yet reduced.
  var held = FIFO<HeldAction<Action>>()

  var effects: [EffectID: EffectRecord] = [:] {
    didSet { hasEffects = !effects.isEmpty }
  }
  /// Whether ``effects`` has any. Kept as a stored flag, as ``hasLevels`` is: a test store asks
  /// after every step, from code that is not specialized.
  package private(set) var hasEffects = false
  /// The running effects each send's group waits for (those with no parent), by group: what
  /// ``StoreTask/cancel()`` cancels, found without a look at every running effect. An id is here
  /// exactly while its record is in `effects`, which keeps the group alive.
  var groupEffects: [ObjectIdentifier: Set<EffectID>] = [:]
  /// The concatenations among ``effects``: kept apart so that they are changed in place.
  var sequences: [EffectID: EffectSequence] = [:]
  /// Cancelled `.run` effects whose task has not returned yet, with the group that waits for it.
  var draining: [EffectID: DrainingTask] = [:]
  /// The effects by the cancellation keys they were made cancellable under.
  var keyed: [CancelKey: EffectIDs] = [:]
  /// The effects by their cancellation ids at every level at or above the one they were made
  /// cancellable at: what a `.cancel(id:)` at that level reaches (rule R3).
  var reaching: [CancelKey: EffectIDs] = [:]
  @usableFromInline var levels: [LevelID: LevelRecord] = [.root: LevelRecord(root: ())] {
    didSet { hasLevels = levels.count > 1 }
  }
  var levelIndex: [LevelKey: LevelID] = [:]
  /// The levels that have a probe, by operator: what a sweep checks.
  var groups: [LevelGroupKey: LevelGroup] = [:]
  var throttles: [CancelKey: ThrottleRecord] = [:]
  /// How many times a sweep read a level's probe: the work a sweep did, for tests of how it
  /// scales (a push onto a stack of live screens reads none).
  package internal(set) var probeReads = 0
  private var lastEffect: UInt64 = 0
  private var lastLevel: UInt32 = 0
  private var lastHeld: UInt64 = 0

  package init(mode: Mode, rootState: any Any.Type) {
    self.mode = mode
    self.rootState = ObjectIdentifier(rootState)
  }

  // MARK: - Queue (rules R1, R2)

  /// An action sent to the store: `true` when the driver should reduce it now (the store was
  /// idle, and is now reducing); `false` when it was queued behind the current work.
  @inlinable @inline(__always)
  package mutating func submit(_ action: Action) -> Bool {
    guard phase == .idle else {
      queue.append(action)
      return false
    }
    phase = .reducing
    return true
  }

  /// The next queued action while reducing, or `nil` when the queue is empty.
  @inlinable
  package mutating func nextQueued() -> Action? {
    queue.popFirst()
  }

  /// The driver is about to tell observers about a change.
  @inlinable
  package mutating func beginNotifying() {
    phase = .notifying
  }

  /// The driver has told observers. Returns the next action sent meanwhile, to reduce as a new
  /// batch (the store is reducing again), or `nil` when none was (the store is idle).
  @inlinable
  package mutating func endNotifying() -> Action? {
    if let next = queue.popFirst() {
      phase = .reducing
      return next
    }
    phase = .idle
    return nil
  }

  /// When the store is idle and actions wait (the later parts of a concatenation queued some),
  /// starts reducing the first of them; `nil` otherwise.
  package mutating func resumeQueued() -> Action? {
    guard phase == .idle, let next = queue.popFirst() else { return nil }
    phase = .reducing
    return next
  }

  /// The driver has reduced the last action of a batch that nobody observes.
  @inlinable @inline(__always)
  package mutating func endReducing() {
    phase = .idle
  }

  /// Whether any level below the root exists, so that a level sweep has something to check.
  /// Kept as a stored flag: it is read after every action, by code that is not specialized.
  @usableFromInline package private(set) var hasLevels = false

  /// Whether an effect is still running (not finished, not cancelled).
  package func isRunning(_ id: EffectID) -> Bool {
    effects[id] != nil
  }

  /// How many effects are running, counting each sequence and each of its running parts.
  package var runningCount: Int { effects.count }

  /// The running effects that a step started directly (not parts of a concatenation), oldest
  /// first, with where they came from.
  package var runningEffects: [(id: EffectID, origin: EffectOrigin<Action>)] {
    effects.filter { $0.value.parent == nil }
      .map { (id: $0.key, origin: EffectOrigin($0.value.origin)) }
      .sorted { $0.id < $1.id }
  }

  mutating func makeEffectID() -> EffectID {
    lastEffect += 1
    return EffectID(rawValue: lastEffect)
  }

  mutating func makeHeldSerial() -> UInt64 {
    lastHeld += 1
    return lastHeld
  }

  mutating func makeLevelID() -> LevelID {
    lastLevel += 1
    return LevelID(rawValue: lastLevel)
  }
}

/// Something a store's driver must do after a transition of its ``StoreStateMachine``.
///
/// Not generic, as nothing else the machine keeps for an effect is: a transition that starts or
/// ends a thousand effects looks up no generic type for each.
@usableFromInline
package enum EffectCommand {
  /// Start the task of the `.run` effect `id`, then ``StoreStateMachine/attach(_:token:to:)`` it.
  case start(EffectID, EffectTask)
  /// Cancel a task.
  case cancel(Task<Void, Never>)
  /// Tell a group that one of its effects ended.
  case ended(EffectGroup, cancelled: Bool)
}

/// What the task of a `.run` effect runs; see ``EffectCommand/start(_:_:)``.
@usableFromInline
package enum EffectTask {
  /// A `.run` effect's operation, in its storage (a `RunStorage`).
  case run(EffectStorage)
  /// The release of a throttled action held for the end of its interval.
  case throttle(ThrottleGate)

  /// The operation, for a machine whose actions are `Action`.
  package func operation<Action>(for _: Action.Type) -> RunOperation<Action> {
    switch self {
    case .run(let storage):
      // Safe: the machine's walk hands over the storage of a `.run` effect of its `Action`s.
      Unchecked.downcast(storage, to: RunStorage<Action>.self).operation
    case .throttle(let gate):
      gate.releaser()
    }
  }
}

/// One effect of a store, as long as it runs: a `.run` effect's task, or a concatenation.
@usableFromInline
package struct EffectID: Hashable, Comparable, Sendable, CustomStringConvertible {
  package let rawValue: UInt64

  @usableFromInline
  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  @usableFromInline
  package var description: String { "#\(rawValue)" }
}

/// Where an effect came from: the action whose reduction returned it and, under a `TestStore`,
/// the step that reduced that action and the `send` whose effects led to it.
///
/// The machine keeps it as an ``EffectSource``, whose type does not depend on `Action`: the
/// bookkeeping of every effect (its record, the walk's context) then looks up no generic type at
/// run time, as it did in the unspecialized code of the machine.
@usableFromInline
package struct EffectOrigin<Action> {
  @usableFromInline package internal(set) var source: EffectSource

  @inlinable
  package init(
    action: UncheckedAction<Action>, step: Int = 0, family: Int = 0, group: EffectGroup? = nil
  ) {
    source = EffectSource(
      action: ActionBox(action.value), step: step, family: family, group: group)
  }

  init(_ source: EffectSource) {
    self.source = source
  }

  /// The action whose reduction returned the effect.
  package var action: UncheckedAction<Action> {
    // Safe: a source is only made by `init(action:step:family:group:)`, and each machine (and its
    // effects' sources) has one action type.
    UncheckedAction(Unchecked.downcast(source.action, to: ActionBox<Action>.self).value)
  }
  /// The test step that reduced the action (0 outside a `TestStore`).
  package var step: Int { source.step }
  /// The `send` step whose effects, directly or through the actions they fed back, started this
  /// one; `TestStoreTask.cancel()` cancels a family.
  package var family: Int { source.family }
  /// The group of a ``StoreTask`` (or a `TestStoreTask`) that waits for the effects started
  /// directly, if any.
  @usableFromInline package var group: EffectGroup? { source.group }
}

/// An ``EffectOrigin`` with its action in a box: what the machine keeps for each effect.
@usableFromInline
package struct EffectSource {
  @usableFromInline let action: AnyActionBox
  @usableFromInline let step: Int
  @usableFromInline let family: Int
  @usableFromInline var group: EffectGroup?

  @inlinable
  init(action: AnyActionBox, step: Int, family: Int, group: EffectGroup?) {
    self.action = action
    self.step = step
    self.family = family
    self.group = group
  }
}

/// An action kept by the machine where its type does not show: an effect's origin, a level's
/// dismissal. Read back as the ``ActionBox`` of the machine's action type.
@usableFromInline
// Safe: immutable; its actions are made by reducers and operators on the main actor and read only
// by the store that runs them, on the main actor (as `UncheckedAction`'s).
package class AnyActionBox: @unchecked Sendable {
  @usableFromInline init() {}
}

/// See ``AnyActionBox``.
@usableFromInline
// Safe: as `AnyActionBox`.
final class ActionBox<Action>: AnyActionBox, @unchecked Sendable {
  @usableFromInline let value: Action

  @inlinable
  init(_ value: Action) {
    self.value = value
    super.init()
  }
}

/// An action an effect fed back, held until the test store reduces it (rule R9).
package struct HeldAction<Action> {
  package let action: Action
  /// The effect that sent it; `nil` for a `.send` effect.
  package let sender: EffectID?
  /// The family of the effect (or the step) that sent it; see ``EffectOrigin/family``.
  package let family: Int
  /// The step whose effects sent it.
  package let step: Int
  /// Counts held actions, so that a test store can tell them apart.
  package let serial: UInt64
}

struct EffectRecord {
  enum Kind {
    /// A `.run` effect; its task and token once the driver has started it.
    case run(Task<Void, Never>?, EffectToken?)
    /// A concatenation, whose parts are in ``StoreStateMachine/sequences``.
    case sequence
  }

  var kind: Kind
  let level: LevelID
  /// The cancellation keys it is registered under.
  let keys: [CancelKey]
  /// The same ids at the levels above those keys' (see ``StoreStateMachine/reaching``).
  let reach: [CancelKey]
  /// The concatenation this effect is a part of.
  let parent: EffectID?
  var origin: EffectSource
}

/// A concatenation's parts, as the storage of each `Effect` (none is `.none`).
struct EffectSequence {
  var parts: [EffectStorage?]
  var next = 0
  /// Where the parts start: the concatenation's level and lenses, with itself as parent.
  var context: WalkContext
  var children: Set<EffectID> = []
  /// Whether a part is being started right now (its effects are still being walked).
  var isStarting = false
}

/// A cancelled `.run` effect whose task has not returned, and the group that waits for it.
struct DrainingTask {
  let task: Task<Void, Never>
  let group: EffectGroup?
}

/// A cancellation id at the level where it was used (rule R3).
struct CancelKey: Hashable {
  let level: LevelID
  let id: CancelID
}

/// What `throttle` remembers for one id at one level.
package struct ThrottleRecord: @unchecked Sendable {
  // Safe: read and written only by the store's driver on the main actor; the values are an
  // instant of the throttle's clock and an action of the throttled effect.
  /// When an action last went through, as an instant of the throttle's clock.
  package var lastSent: Any?
  /// The action held for the end of the interval.
  package var held: Any?

  package init(lastSent: Any? = nil, held: Any? = nil) {
    self.lastSent = lastSent
    self.held = held
  }
}

/// A first-in, first-out queue with amortized O(1) operations.
@usableFromInline
struct FIFO<Element> {
  @usableFromInline var elements: [Element] = []
  @usableFromInline var head = 0
  /// How many elements wait. Kept beside ``elements``: code not specialized for `Element` (a
  /// test store's questions to its runtime after every step) reads it without looking up the
  /// array type's metadata, as asking the array would.
  @usableFromInline private(set) var count = 0

  @usableFromInline init() {}

  @inlinable @inline(__always) var isEmpty: Bool { count == 0 }
  var first: Element? { isEmpty ? nil : elements[head] }
  /// The elements, first to last.
  var all: ArraySlice<Element> { elements[head...] }

  @inlinable
  mutating func append(_ element: Element) {
    elements.append(element)
    count += 1
  }

  @inlinable
  mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let element = elements[head]
    head += 1
    count -= 1
    if head == elements.count {
      elements.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 64, head * 2 > elements.count {
      elements.removeFirst(head)
      head = 0
    }
    return element
  }

  mutating func removeAll() {
    elements.removeAll()
    head = 0
    count = 0
  }
}
