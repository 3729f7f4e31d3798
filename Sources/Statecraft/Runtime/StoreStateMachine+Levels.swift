/// Levels: where in the feature tree an effect was created (rule R3).
///
/// The root feature is level ``LevelID/root``. A presentation `ifLet`, a plain `ifLet`,
/// `ifCaseLet` and `forEach` put the effects of their child in a level one step down, named by a
/// ``LevelComponent`` (the operator's call site and the identity of what it holds), so a level is
/// a path from the root. A `.cancel(id:)` reaches the effects with that id at its own level and
/// below it (never a parent's or a sibling's), `cancelInFlight` those at its own level only;
/// ending a level cancels every effect at it and below it. Levels are kept only while something needs them:
/// running effects, deeper levels, throttle state, a dismissal on its way.
extension StoreStateMachine {
  /// Ends the level `component` below `level`, if it exists: cancels every effect at it and
  /// below it, and forgets it.
  package mutating func endLevel(_ component: LevelComponent, below level: LevelID) -> [Command] {
    guard let id = levelIndex[LevelKey(parent: level, component: component)] else { return [] }
    var work = Work()
    end(level: id, into: &work)
    run(&work)
    return work.commands
  }

  /// Checks every level that has a probe against `rootState` (the address of the root state) and
  /// ends those whose presentation or element is gone or has changed identity (rule R5), wherever
  /// in the feature the state was changed.
  package mutating func sweepLevels(rootState: UnsafeRawPointer) -> [Command] {
    guard levels.count > 1 else { return [] }
    var ended: [LevelID] = []
    for (id, level) in levels where id != .root {
      guard let probe = level.probe else { continue }
      if probe(rootState) != level.component.key { ended.append(id) }
    }
    guard !ended.isEmpty else { return [] }
    var work = Work()
    for id in ended where levels[id] != nil {
      end(level: id, into: &work)
    }
    run(&work)
    return work.commands
  }

  /// The level `entry` below the walk's current level, made on first use.
  mutating func enter(_ entry: LevelEntry<Action>, from context: WalkContext<Action>) -> LevelID {
    let key = LevelKey(parent: context.level, component: entry.component)
    if let existing = levelIndex[key] { return existing }
    let id = makeLevelID()
    let probe = entry.probe.flatMap { context.lenses.rootProbe(ending: $0) }
    levels[id] = LevelRecord(
      parent: context.level, component: entry.component, probe: probe,
      dismissal: entry.dismissal
    )
    levels[context.level]?.children.insert(id)
    levelIndex[key] = id
    return id
  }

  /// Cancels every effect at `level` and below, and forgets those levels.
  mutating func end(level: LevelID, into work: inout Work) {
    guard level != .root, let top = levels[level] else { return }
    var pending = [level]
    var effectsToCancel: [EffectID] = []
    // The levels go first, so that cancelling their effects does not prune them one by one.
    while let id = pending.popLast() {
      guard let record = levels.removeValue(forKey: id) else { continue }
      levelIndex[LevelKey(parent: record.parent, component: record.component)] = nil
      levels[record.parent]?.children.remove(id)
      pending.append(contentsOf: record.children)
      effectsToCancel.append(contentsOf: record.effects)
      for throttle in record.throttles {
        throttles[CancelKey(level: id, id: throttle)] = nil
      }
    }
    for effect in effectsToCancel.sorted() {
      end(effect, cancelled: true, into: &work)
    }
    work.prunable.append(top.parent)
  }

  /// Forgets `level` and the levels above it that nothing needs any more.
  mutating func pruneIfUnused(_ level: LevelID) {
    var current = level
    while current != .root, let record = levels[current], record.isUnused {
      levels[current] = nil
      levelIndex[LevelKey(parent: record.parent, component: record.component)] = nil
      levels[record.parent]?.children.remove(current)
      current = record.parent
    }
  }

  // MARK: - Dismissal (rule R8)

  /// What a `dismiss()` from the effect `id` comes to.
  package enum Dismissal {
    /// Send this action as the effect would: it dismisses the nearest presentation.
    case send(Action)
    /// Nothing: the effect no longer runs, or its presentation already asked to be dismissed.
    case ignored
    /// The effect belongs to the root feature, which nothing in the store presents.
    case root
  }

  /// A `dismiss()` called from the effect `id`: dismisses the nearest level above it that can be
  /// dismissed, once. A cancelled or finished effect dismisses nothing and blocks nothing.
  package mutating func requestDismissal(from id: EffectID) -> Dismissal {
    guard let record = effects[id] else { return .ignored }
    var current = record.level
    while current != .root, let level = levels[current] {
      if let dismissal = level.dismissal {
        guard !level.dismissalRequested else { return .ignored }
        levels[current]?.dismissalRequested = true
        return .send(dismissal.value)
      }
      current = level.parent
    }
    return .root
  }
}

/// A level of a store; see ``StoreStateMachine``.
@usableFromInline
package struct LevelID: Hashable, Sendable {
  package let rawValue: UInt32
  /// The root feature's level.
  package static let root = LevelID(rawValue: 0)
}

struct LevelKey: Hashable {
  let parent: LevelID
  let component: LevelComponent
}

@usableFromInline
struct LevelRecord<Action> {
  let parent: LevelID
  let component: LevelComponent
  /// Reads the component's identity from the root state; `nil` when the way there is unknown.
  let probe: ((UnsafeRawPointer) -> AnyHashable?)?
  let dismissal: UncheckedAction<Action>?
  var effects: Set<EffectID> = []
  var children: Set<LevelID> = []
  /// The throttle ids with state at this level.
  var throttles: Set<CancelID> = []
  /// Whether an effect of this level asked to be dismissed (a second request does nothing).
  var dismissalRequested = false

  init(
    parent: LevelID, component: LevelComponent,
    probe: ((UnsafeRawPointer) -> AnyHashable?)?, dismissal: UncheckedAction<Action>?
  ) {
    self.parent = parent
    self.component = component
    self.probe = probe
    self.dismissal = dismissal
  }

  /// The root level's record.
  init(root: Void) {
    self.init(
      parent: .root, component: LevelComponent(site: .statecraft, key: 0), probe: nil,
      dismissal: nil
    )
  }

  var isUnused: Bool {
    effects.isEmpty && children.isEmpty && throttles.isEmpty && !dismissalRequested
  }
}

/// Where the walk of an effect tree is: the level, the cancellation keys around it, the
/// concatenation it is a part of, and the lenses from the root state.
struct WalkContext<Action> {
  var level: LevelID
  var keys: [CancelKey]
  var parent: EffectID?
  var lenses: LensChain
  var origin: EffectOrigin<Action>
}

/// The lenses from the root state down to where an effect was returned, when every step is known.
struct LensChain {
  private var lenses: [StateLens] = []
  /// The state type the chain ends at; `nil` once a step did not fit (the chain is broken).
  private var end: ObjectIdentifier?

  init(root: ObjectIdentifier) {
    end = root
  }

  /// Adds a step; a missing step or one that does not start where the chain ends breaks it.
  mutating func append(_ lens: StateLens?) {
    guard let lens else { return }
    guard lens.outer == end else {
      end = nil
      return
    }
    lenses.append(lens)
    end = lens.inner
  }

  /// Reads the probe's identity from the root state, through the chain, when the chain ends at
  /// the probe's state type.
  func rootProbe(ending probe: LevelProbe) -> ((UnsafeRawPointer) -> AnyHashable?)? {
    guard end == probe.state else { return nil }
    let lenses = self.lenses
    let read = probe.read
    return { root in
      var identity: AnyHashable?
      Self.follow(lenses[...], from: root) { identity = read($0) }
      return identity
    }
  }

  private static func follow(
    _ lenses: ArraySlice<StateLens>, from address: UnsafeRawPointer,
    _ body: (UnsafeRawPointer) -> Void
  ) {
    guard let first = lenses.first else { return body(address) }
    first.read(address) { follow(lenses.dropFirst(), from: $0, body) }
  }
}

extension CallSite {
  /// A call site inside Statecraft itself, for components that no user call site names.
  static let statecraft = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: 0)
}
