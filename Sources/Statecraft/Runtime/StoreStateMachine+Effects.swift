/// What a transition has to hand to the driver, and the part of an effect tree still to walk.
///
/// Of concrete types only, as everything the walk keeps: the machine's code is not specialized
/// for a store's action type, and each generic type it touched was looked up at run time.
struct EffectWork {
  var commands: [EffectCommand] = []
  /// The effects started directly by the effect being started (not later parts of it).
  var started: [EffectID] = []
  var stack: [WalkItem] = []
  /// The levels the transition entered or emptied: those that end up with nothing in them are
  /// forgotten once the walk is done. Never before: a `.cancel` inside the walk may end a
  /// level's only effect while the walk is still in that level, and the effects it starts next
  /// belong there.
  var prunable: [LevelID] = []
}

/// What the walk of an effect tree does next.
enum WalkItem {
  /// Walk an effect (the storage of an `Effect` of the machine's action type).
  case effect(EffectStorage?, WalkContext)
  /// Start the next part of a concatenation, or end it after its last part.
  case advance(EffectID)
  /// A part of a concatenation has been walked: go on at once if it left nothing running.
  case partStarted(EffectID)
}

/// Starting, ending and cancelling effects.
extension StoreStateMachine {
  typealias Work = EffectWork

  /// Starts `effect`, returned by reducing `origin`'s action at the root level: queues (or holds)
  /// the actions of `.send` effects, registers `.run` effects and concatenations under their
  /// cancellation keys and levels, and applies `.cancel`s and level ends, in order.
  ///
  /// Returns the effects started directly (for a ``StoreTask``) and the commands: a
  /// ``Command/start(_:_:)`` for each `.run` effect, whose task the driver then ``attach(_:to:)``es.
  @usableFromInline
  package mutating func start(
    _ effect: Effect<Action>, origin: EffectOrigin<Action>
  ) -> (started: [EffectID], commands: [Command]) {
    guard !effect.isNone else { return ([], []) }
    var work = Work()
    let context = WalkContext(
      level: .root, keys: [], parent: nil, lenses: LensChain(root: rootState),
      origin: origin.source
    )
    work.stack.append(.effect(effect.storage, context))
    run(&work)
    return (work.started, work.commands)
  }

  /// Walks what is on the work's stack, without recursion (an effect built in a loop nests once
  /// per iteration), then forgets the levels the walk left with nothing in them.
  mutating func run(_ work: inout Work) {
    defer {
      for level in work.prunable.reversed() {
        pruneIfUnused(level)
      }
      work.prunable = []
    }
    while let item = work.stack.popLast() {
      switch item {
      case .effect(let storage, let context):
        if let storage { walk(storage, in: context, into: &work) }
      case .advance(let id):
        advance(id, into: &work)
      case .partStarted(let id):
        guard sequences[id] != nil else { continue }
        sequences[id]?.isStarting = false
        if sequences[id]?.children.isEmpty == true { work.stack.append(.advance(id)) }
      }
    }
  }

  /// Walks one effect: reads its kind and the storage that kind names, and looks up no generic
  /// type at run time but for an action it sends.
  private mutating func walk(
    _ storage: EffectStorage, in context: WalkContext, into work: inout Work
  ) {
    // Safe, each downcast: the storage its kind names, of an `Effect<Action>`.
    switch storage.kind {
    case .send:
      emit(Unchecked.downcast(storage, to: SendStorage<Action>.self).read(), origin: context.origin)
    case .run:
      let id = add(.run(nil, nil), in: context, into: &work)
      work.commands.append(.start(id, .run(storage)))
    case .merge:
      for part in Unchecked.downcast(storage, to: CombinedStorage.self).parts.reversed() {
        work.stack.append(.effect(part, context))
      }
    case .concatenate:
      let parts = Unchecked.downcast(storage, to: CombinedStorage.self).parts
      let id = makeEffectID()
      var partContext = context
      partContext.keys = []
      partContext.parent = id
      insert(id, .sequence, in: context, into: &work)
      sequences[id] = EffectSequence(parts: Self.flattened(parts), context: partContext)
      work.stack.append(.advance(id))
    case .cancellable:
      let cancellable = Unchecked.downcast(storage, to: CancellableStorage.self)
      let key = CancelKey(level: context.level, id: cancellable.id)
      if cancellable.cancelInFlight { cancel(key, into: &work) }
      var inside = context
      inside.keys.append(key)
      work.stack.append(.effect(cancellable.inner, inside))
    case .cancel:
      let id = Unchecked.downcast(storage, to: CancelStorage.self).id
      cancel(reaching: CancelKey(level: context.level, id: id), into: &work)
    case .scoped:
      let scoped = Unchecked.downcast(storage, to: ScopedStorage.self)
      var inside = context
      if let level = scoped.scope.level {
        inside.level = enter(level, from: context)
        inside.route = []
        work.prunable.append(inside.level)
      } else if let identity = scoped.scope.lens?.identity {
        inside.route?.append(identity)
      } else {
        inside.route = nil
      }
      inside.lenses.append(scoped.scope.lens)
      work.stack.append(.effect(scoped.inner, inside))
    case .endLevel:
      let component = Unchecked.downcast(storage, to: LevelEndStorage.self).component
      let key = LevelKey(parent: context.level, route: context.route, component: component)
      if let id = levelIndex[key] {
        end(level: id, into: &work)
      }
    case .throttledSend:
      // Decided now, so that the first action goes through at once; a held one goes out from a
      // task that waits for the interval's end, registered where this effect would have run.
      let throttled = Unchecked.downcast(storage, to: ThrottledSendStorage<Action>.self)
      let gate = throttled.gate
      let key = CancelKey(level: context.level, id: gate.id)
      var record = throttles[key] ?? ThrottleRecord()
      // Held as the `UncheckedAction` that the gate's releaser sends.
      let passes = gate.admit(UncheckedAction(throttled.action), into: &record)
      throttles[key] = record
      levels[context.level]?.throttles.insert(gate.id)
      if passes {
        emit(throttled.action, origin: context.origin)
      } else {
        let id = add(.run(nil, nil), in: context, into: &work)
        work.commands.append(.start(id, .throttle(gate)))
      }
    }
  }

  /// The parts of a concatenation, with nested concatenations inlined (concatenation is
  /// associative), so that `concatenate(with:)` in a loop makes one sequence, not a tower.
  private static func flattened(_ parts: [EffectStorage]) -> [EffectStorage?] {
    var flat: [EffectStorage?] = []
    var pending = Array(parts.reversed())
    while let part = pending.popLast() {
      if part.kind == .concatenate {
        pending.append(
          contentsOf: Unchecked.downcast(part, to: CombinedStorage.self).parts.reversed())
      } else {
        flat.append(part)
      }
    }
    return flat
  }

  private mutating func advance(_ id: EffectID, into work: inout Work) {
    guard let next = sequences[id]?.next, let count = sequences[id]?.parts.count else { return }
    guard next < count, let part = sequences[id]?.parts[next], let context = sequences[id]?.context
    else {
      end(id, cancelled: false, into: &work)
      return
    }
    // Changed in place; the part is dropped once started: a long concatenation keeps only what
    // is still to come.
    sequences[id]?.parts[next] = nil
    sequences[id]?.next = next + 1
    sequences[id]?.isStarting = true
    work.stack.append(.partStarted(id))
    work.stack.append(.effect(part, context))
  }

  @discardableResult
  private mutating func add(
    _ kind: EffectRecord.Kind, in context: WalkContext, into work: inout Work
  ) -> EffectID {
    let id = makeEffectID()
    insert(id, kind, in: context, into: &work)
    return id
  }

  private mutating func insert(
    _ id: EffectID, _ kind: EffectRecord.Kind, in context: WalkContext,
    into work: inout Work
  ) {
    // Under each key's own level (what `cancelInFlight` reaches), and under that level and every
    // level above it (what a `.cancel(id:)` there reaches), as TCA registers an effect under each
    // prefix of its navigation path.
    var reach: [CancelKey] = []
    for key in context.keys {
      keyed[key, default: EffectIDs()].insert(id)
      var level = key.level
      while true {
        let above = CancelKey(level: level, id: key.id)
        reaching[above, default: EffectIDs()].insert(id)
        reach.append(above)
        guard level != .root, let parent = levels[level]?.parent else { break }
        level = parent
      }
    }
    effects[id] = EffectRecord(
      kind: kind, level: context.level, keys: context.keys, reach: reach,
      parent: context.parent, origin: context.origin
    )
    if context.parent == nil, let group = context.origin.group {
      groupEffects[ObjectIdentifier(group), default: []].insert(id)
    }
    levels[context.level]?.effects.insert(id)
    if let parent = context.parent, sequences[parent] != nil {
      sequences[parent]?.children.insert(id)
    } else {
      work.started.append(id)
    }
  }

  /// An action of a `.send` effect (or an effect's `Send`): queued in a live store, held in a
  /// test store.
  mutating func emit(_ action: Action, origin: EffectSource, sender: EffectID? = nil) {
    switch mode {
    case .live:
      queue.append(action)
    case .test:
      hold(action, origin: origin, sender: sender)
    }
  }

  /// Test mode's half of ``emit(_:origin:sender:)``. A function of its own: this code is not
  /// specialized, and the held action's type, looked up at run time, was looked up at every
  /// emit of a live store too, before the mode was known.
  @inline(never)
  private mutating func hold(_ action: Action, origin: EffectSource, sender: EffectID?) {
    held.append(
      HeldAction(
        action: action, sender: sender, family: origin.family, step: origin.step,
        serial: makeHeldSerial()
      )
    )
  }

  // MARK: - Ending

  /// Ends the effect `id` (and, for a concatenation, the parts running), as finished or
  /// cancelled: unregisters it, resumes what waits for it, and lets the concatenation it is a
  /// part of go on.
  mutating func end(_ id: EffectID, cancelled: Bool, into work: inout Work) {
    // Only a concatenation's parts wait here: ending one `.run` effect allocates nothing.
    var pending: [EffectID] = []
    endOne(id, cancelled: cancelled, into: &work, then: &pending)
    while let id = pending.popLast() {
      endOne(id, cancelled: cancelled, into: &work, then: &pending)
    }
  }

  /// Ends the effect `id` alone; a concatenation's running parts go on `pending`.
  private mutating func endOne(
    _ id: EffectID, cancelled: Bool, into work: inout Work, then pending: inout [EffectID]
  ) {
    guard let record = effects.removeValue(forKey: id) else { return }
    for key in record.keys {
      keyed.remove(id, under: key)
    }
    for key in record.reach {
      reaching.remove(id, under: key)
    }
    levels[record.level]?.effects.remove(id)
    // The group of a send waits for its effects themselves; for a cancelled task, until it
    // has returned.
    var group = record.parent == nil ? record.origin.group : nil
    if let group {
      let key = ObjectIdentifier(group)
      if let index = groupEffects.index(forKey: key) {
        groupEffects.values[index].remove(id)
        if groupEffects.values[index].isEmpty { groupEffects.remove(at: index) }
      }
    }
    switch record.kind {
    case .run(let task, _):
      if cancelled, let task {
        work.commands.append(.cancel(task))
        draining[id] = DrainingTask(task: task, group: group)
        group = nil
      }
    case .sequence:
      // Its running parts end with it; they no longer have a concatenation to go on with.
      if let sequence = sequences.removeValue(forKey: id) {
        pending.append(contentsOf: sequence.children.sorted())
      }
    }
    if let group {
      work.commands.append(.ended(group, cancelled: cancelled))
    }
    if let parent = record.parent, sequences[parent] != nil {
      sequences[parent]?.children.remove(id)
      if sequences[parent]?.children.isEmpty == true, sequences[parent]?.isStarting == false {
        work.stack.append(.advance(parent))
      }
    }
    work.prunable.append(record.level)
  }

  /// Cancels every effect registered under `key` at its level (`cancelInFlight`).
  mutating func cancel(_ key: CancelKey, into work: inout Work) {
    guard let ids = keyed.removeValue(forKey: key) else { return }
    for id in ids.ascending {
      end(id, cancelled: true, into: &work)
    }
  }

  /// Cancels every effect registered under `key` at its level or below it (`.cancel(id:)`, rule
  /// R3).
  mutating func cancel(reaching key: CancelKey, into work: inout Work) {
    guard let ids = reaching.removeValue(forKey: key) else { return }
    for id in ids.ascending {
      end(id, cancelled: true, into: &work)
    }
  }

  /// The driver started the task of the `.run` effect `id`, with its token. Returns `false`
  /// when the effect was cancelled meanwhile (the driver cancels the task).
  package mutating func attach(
    _ task: Task<Void, Never>, token: EffectToken, to id: EffectID
  ) -> Bool {
    guard case .run? = effects[id]?.kind else {
      draining[id] = DrainingTask(task: task, group: nil)
      return false
    }
    effects[id]?.kind = .run(task, token)
    return true
  }

  /// Whether every running `.run` effect has a task that sleeps on a test clock: nothing will
  /// happen until the test advances it.
  package var isWaitingOnTestClocks: Bool {
    effects.values.allSatisfy { record in
      guard case .run(_, let token) = record.kind else { return true }
      return token?.activity.isWaitingOnTestClock ?? false
    }
  }

  /// What each running `.run` effect that has a task tells test clocks: where a test finds the
  /// clock and the deadline it sleeps until.
  package var runningActivities: [EffectActivity] {
    effects.values.compactMap { record in
      guard case .run(_, let token) = record.kind else { return nil }
      return token?.activity
    }
  }

  /// The task of the `.run` effect `id` returned. `finished` is `true` when the effect was still
  /// running (it finished), `false` when it had been cancelled.
  package mutating func runReturned(_ id: EffectID) -> (finished: Bool, commands: [Command]) {
    if let drained = draining.removeValue(forKey: id) {
      return (false, drained.group.map { [.ended($0, cancelled: true)] } ?? [])
    }
    guard effects[id] != nil else { return (false, []) }
    var work = Work()
    end(id, cancelled: false, into: &work)
    run(&work)
    return (true, work.commands)
  }

  /// Cancels the given effects (a ``StoreTask``'s).
  package mutating func cancel(_ ids: [EffectID]) -> [Command] {
    var work = Work()
    for id in ids {
      end(id, cancelled: true, into: &work)
    }
    run(&work)
    return work.commands
  }

  /// Cancels every running effect.
  package mutating func cancelAll() -> [Command] {
    cancel(effects.keys.sorted())
  }

  /// Cancels every running effect of the family `family` (see ``EffectOrigin/family``).
  package mutating func cancel(family: Int) -> [Command] {
    cancel(effects.filter { $0.value.origin.family == family }.map(\.key).sorted())
  }

  /// Makes `group` the group of the effects `ids` (started directly, by one batch that had
  /// none): a group is only made once a send starts an effect.
  @usableFromInline
  package mutating func assign(_ group: EffectGroup, to ids: [EffectID]) {
    for id in ids {
      guard effects[id] != nil else { continue }
      effects[id]?.origin.group = group
      if effects[id]?.parent == nil {
        groupEffects[ObjectIdentifier(group), default: []].insert(id)
      }
    }
  }

  /// Cancels the running effects a group started directly (a ``StoreTask``'s).
  package mutating func cancel(group: EffectGroup) -> [Command] {
    cancel((groupEffects[ObjectIdentifier(group)] ?? []).sorted())
  }

  /// Forgets the cancelled effects whose tasks have not returned, telling their groups they
  /// ended: for a store that goes away, whose tasks can no longer report back.
  package mutating func abandonDraining() -> [Command] {
    let drained = draining.sorted { $0.key < $1.key }
    draining = [:]
    return drained.compactMap { $0.value.group.map { .ended($0, cancelled: true) } }
  }

  /// The cancelled effects whose tasks have not returned.
  package var drainingEffects: [EffectID] { draining.keys.sorted() }

  // MARK: - Delivery (rules R8a, R9)

  /// What becomes of an action an effect's `Send` delivers.
  package enum Delivery {
    /// Reduce it now: the store was idle (and is now reducing).
    case reduce
    /// Queued behind the action being reduced.
    case queued
    /// Held for the test store, which reduces it at once (or after the one it is reducing).
    case held
    /// Dropped: the effect was cancelled, or its presentation or element ended.
    case dropped
  }

  /// An action sent by the `.run` effect `id`.
  package mutating func deliver(_ action: Action, from id: EffectID) -> Delivery {
    guard let record = effects[id] else { return .dropped }
    switch mode {
    case .live:
      return submit(action) ? .reduce : .queued
    case .test:
      emit(action, origin: record.origin, sender: id)
      return .held
    }
  }

  // MARK: - Throttle

  /// Runs `body` on the throttle state of `id` at the level of the effect `effect`; `nil` when
  /// that effect no longer runs.
  package mutating func withThrottle<R>(
    _ id: CancelID, from effect: EffectID, _ body: (inout ThrottleRecord) -> R
  ) -> R? {
    guard let level = effects[effect]?.level else { return nil }
    let key = CancelKey(level: level, id: id)
    var record = throttles[key] ?? ThrottleRecord()
    let result = body(&record)
    throttles[key] = record
    levels[level]?.throttles.insert(id)
    return result
  }
}
