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
  /// Ends the level `component` below `level`, reached from it through the lenses `route`, if it
  /// exists: cancels every effect at it and below it, and forgets it.
  package mutating func endLevel(
    _ component: LevelComponent, below level: LevelID, route: [AnyHashable]? = []
  ) -> [Command] {
    let key = LevelKey(parent: level, route: route, component: component)
    guard let id = levelIndex[key] else { return [] }
    var work = Work()
    end(level: id, into: &work)
    run(&work)
    return work.commands
  }

  /// Ends the levels whose presentation or element is gone from `rootState` (the address of the
  /// root state) or has changed identity (rule R5), wherever in the feature the state was changed.
  ///
  /// Costs what could have ended, not every level: the levels of one operator are checked together
  /// (see ``LevelGroup``), and only when what the operator holds (a presentation's identity, a
  /// `forEach`'s ids) reads other than at the last sweep; otherwise only the levels made since.
  package mutating func sweepLevels(rootState: StateAddress) -> [Command] {
    let ended = endedLevels(rootState: rootState)
    guard !ended.isEmpty else { return [] }
    return end(levels: ended)
  }

  /// The levels whose presentation or element is gone from `rootState` or changed identity: the
  /// first half of ``sweepLevels(rootState:)``. Its values are of concrete types only, so that the
  /// usual sweep, which ends nothing, looks up no generic metadata.
  @usableFromInline
  package mutating func endedLevels(rootState: StateAddress) -> [LevelID] {
    guard !groups.isEmpty else { return [] }
    var ended: [LevelID] = []
    var index = groups.startIndex
    while index != groups.endIndex {
      // The usual sweep: no level made since the last one, and the holdings as they were.
      if groups.values[index].fresh.isEmpty {
        switch groups.values[index].checkHoldings(rootState: rootState) {
        case .unchanged:
          break
        case .left(let left):
          ended.append(contentsOf: left)
        case .unknown:
          for id in groups.values[index].members where hasEnded(id, rootState: rootState) {
            ended.append(id)
          }
        }
        groups.formIndex(after: &index)
        continue
      }
      // One read of the group's levels made since the last sweep (a copy of the group each).
      let fresh = groups.values[index].fresh
      switch groups.values[index].checkHoldings(rootState: rootState) {
      case .unchanged:
        for id in fresh where hasEnded(id, rootState: rootState) { ended.append(id) }
      case .left(let left):
        // A level made since the last sweep may be for what was not held then: read alone.
        for id in fresh where hasEnded(id, rootState: rootState) { ended.append(id) }
        for id in left where !fresh.contains(id) { ended.append(id) }
      case .unknown:
        for id in groups.values[index].members where hasEnded(id, rootState: rootState) {
          ended.append(id)
        }
      }
      if !fresh.isEmpty { groups.values[index].fresh.removeAll(keepingCapacity: true) }
      groups.formIndex(after: &index)
    }
    return ended
  }

  /// Ends the levels `ended` (those of them still known): cancels every effect at and below each.
  package mutating func end(levels ended: [LevelID]) -> [Command] {
    var work = Work()
    for id in ended where levels[id] != nil {
      end(level: id, into: &work)
    }
    run(&work)
    return work.commands
  }

  /// Whether the level `id` is still known and its probe reads another identity than its own.
  private mutating func hasEnded(_ id: LevelID, rootState: StateAddress) -> Bool {
    guard let level = levels[id], let probe = level.probe else { return false }
    probeReads &+= 1
    return probe(rootState) != level.component.key
  }

  /// The level `entry` below the walk's current level, made on first use.
  mutating func enter(_ entry: LevelEntry<Action>, from context: WalkContext<Action>) -> LevelID {
    let key = LevelKey(parent: context.level, route: context.route, component: entry.component)
    if let existing = levelIndex[key] { return existing }
    let id = makeLevelID()
    var probe: ((StateAddress) -> AnyHashable?)?
    var group: LevelGroupKey?
    if let levelProbe = entry.probe,
      let read = context.lenses.rootProbe(ending: levelProbe),
      let holdings = context.lenses.rootHoldings(ending: levelProbe)
    {
      probe = read
      // Levels reached by the same operator through the same lenses are checked together; when
      // a lens on the way is not known, the level is checked alone.
      let groupKey = LevelGroupKey(
        parent: context.level, site: entry.component.site, route: context.route,
        alone: context.route == nil ? id : nil
      )
      if groups[groupKey] == nil {
        groups[groupKey] = LevelGroup(holdings: holdings, leaving: levelProbe.leaving)
      }
      groups[groupKey]?.insert(id, key: entry.component.key)
      group = groupKey
    }
    levels[id] = LevelRecord(
      parent: context.level, route: context.route, component: entry.component, probe: probe,
      group: group, dismissal: entry.dismissal
    )
    levels[context.level]?.children.insert(id)
    levelIndex[key] = id
    return id
  }

  /// Forgets the level `id`, whose record was just removed, in its group.
  private mutating func leaveGroup(_ id: LevelID, _ record: LevelRecord<Action>) {
    guard let group = record.group else { return }
    groups[group]?.remove(id, key: record.component.key)
    if groups[group]?.members.isEmpty == true { groups[group] = nil }
  }

  /// Cancels every effect at `level` and below, and forgets those levels.
  mutating func end(level: LevelID, into work: inout Work) {
    guard level != .root, let top = levels[level] else { return }
    var pending = [level]
    var effectsToCancel: [EffectID] = []
    // The levels go first, so that cancelling their effects does not prune them one by one.
    while let id = pending.popLast() {
      guard let record = levels.removeValue(forKey: id) else { continue }
      leaveGroup(id, record)
      levelIndex[record.key] = nil
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
      leaveGroup(current, record)
      levelIndex[record.key] = nil
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

/// How a level is found: the level above it, the lenses on the way from there (the `Scope`s
/// between, by key path), and its component. One operator reached through two scopes, such as a
/// list's `forEach` run for `\.left` and for `\.right`, makes levels with equal components and
/// different routes: each row's effects stay its own. A route that is not known (a scope to an enum
/// case) is `nil`, and such levels are told apart by their component alone.
struct LevelKey: Hashable {
  let parent: LevelID
  let route: [AnyHashable]?
  let component: LevelComponent
}

@usableFromInline
struct LevelRecord<Action> {
  let parent: LevelID
  /// The lenses from the parent level to this one's operator; see ``LevelKey``.
  let route: [AnyHashable]?
  let component: LevelComponent
  /// Reads the component's identity from the root state; `nil` when the way there is unknown.
  let probe: ((StateAddress) -> AnyHashable?)?
  /// The group the level is checked in, when it has a probe.
  let group: LevelGroupKey?
  let dismissal: UncheckedAction<Action>?
  var effects: Set<EffectID> = []
  var children: Set<LevelID> = []
  /// The throttle ids with state at this level.
  var throttles: Set<CancelID> = []
  /// Whether an effect of this level asked to be dismissed (a second request does nothing).
  var dismissalRequested = false

  init(
    parent: LevelID, route: [AnyHashable]? = [], component: LevelComponent,
    probe: ((StateAddress) -> AnyHashable?)?, group: LevelGroupKey? = nil,
    dismissal: UncheckedAction<Action>?
  ) {
    self.parent = parent
    self.route = route
    self.component = component
    self.probe = probe
    self.group = group
    self.dismissal = dismissal
  }

  /// The root level's record.
  init(root: Void) {
    self.init(
      parent: .root, component: LevelComponent(site: .statecraft, key: 0), probe: nil,
      dismissal: nil
    )
  }

  /// The key the level is found by.
  var key: LevelKey { LevelKey(parent: parent, route: route, component: component) }

  var isUnused: Bool {
    effects.isEmpty && children.isEmpty && throttles.isEmpty && !dismissalRequested
  }
}

/// The levels of one operator under one level, reached through the same lenses (the rows of one
/// `forEach`, the presentations of one slot): checked together by a sweep.
struct LevelGroupKey: Hashable {
  let parent: LevelID
  let site: CallSite
  /// The identities of the lenses from the parent level to the operator's state; `nil` when one
  /// is not known.
  let route: [AnyHashable]?
  /// The level itself, for a level whose route is not known: a group of its own.
  let alone: LevelID?
}

/// See ``LevelGroupKey``.
///
/// When the holdings changed, an operator that can tell which of its levels left
/// (``LevelProbe/leaving``, a stack's `forEach`) has those ended alone: a push onto a stack of
/// 1,000 screens running effects then costs a comparison of two id arrays, not 1,000 probes
/// each looking for its screen in the stack (issue 37).
struct LevelGroup {
  /// Compares what the operator holds now, from the root state, with `lastHoldings`; see
  /// ``LevelProbe/holdings``.
  let holdings: (StateAddress, inout AnyObject?) -> Bool
  /// See ``LevelProbe/leaving``.
  let leaving: ((AnyObject, AnyObject) -> [AnyHashable]?)?
  /// What it held at the last sweep. Kept, so that a copy-on-write value's storage stays the
  /// same object while unchanged, and compares equal at once.
  var lastHoldings: AnyObject?
  var members: Set<LevelID> = []
  /// The members by their component's key (what their probe reads while they last), for an
  /// operator that tells which left; empty otherwise.
  var byKey: [AnyHashable: LevelID] = [:]
  /// The members made since the last sweep: checked even when the holdings are unchanged.
  var fresh: [LevelID] = []

  init(
    holdings: @escaping (StateAddress, inout AnyObject?) -> Bool,
    leaving: ((AnyObject, AnyObject) -> [AnyHashable]?)?
  ) {
    self.holdings = holdings
    self.leaving = leaving
  }

  mutating func insert(_ id: LevelID, key: AnyHashable) {
    members.insert(id)
    fresh.append(id)
    if leaving != nil { byKey[key] = id }
  }

  mutating func remove(_ id: LevelID, key: AnyHashable) {
    members.remove(id)
    if leaving != nil, byKey[key] == id { byKey[key] = nil }
  }

  /// What a sweep's look at the holdings found.
  enum HoldingsCheck {
    /// As at the last sweep: none of the levels can have ended.
    case unchanged
    /// Changed, and these members' readings left: they ended, and no other did (but for
    /// members made since the last sweep, which the caller reads).
    case left([LevelID])
    /// Changed, in a way only each member's probe can tell.
    case unknown
  }

  /// Compares the holdings with the last sweep's, and keeps them now.
  mutating func checkHoldings(rootState: StateAddress) -> HoldingsCheck {
    let kept = lastHoldings
    if holdings(rootState, &lastHoldings) { return .unchanged }
    guard let leaving, let kept, let now = lastHoldings, let keys = leaving(kept, now) else {
      return .unknown
    }
    return .left(keys.compactMap { byKey[$0] })
  }
}

/// Where the walk of an effect tree is: the level, the cancellation keys around it, the
/// concatenation it is a part of, and the lenses from the root state.
struct WalkContext<Action> {
  var level: LevelID
  var keys: [CancelKey]
  var parent: EffectID?
  var lenses: LensChain
  /// The identities of the lenses since the current level; `nil` once one is not known.
  var route: [AnyHashable]? = []
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

  /// Reads one of the probe's readings from the root state, through the chain, when the chain
  /// ends at the probe's state type.
  func rootProbe(ending probe: LevelProbe) -> ((StateAddress) -> AnyHashable?)? {
    guard end == probe.state else { return nil }
    let lenses = self.lenses
    let read = probe.read
    return { root in
      var identity: AnyHashable?
      Self.follow(lenses[...], from: root) { identity = read($0) }
      return identity
    }
  }

  /// Compares what the probe's operator holds, read from the root state through the chain, with
  /// what was kept (see ``LevelProbe/holdings``), when the chain ends at the probe's state type.
  /// Unreachable state counts as changed.
  func rootHoldings(
    ending probe: LevelProbe
  ) -> ((StateAddress, inout AnyObject?) -> Bool)? {
    guard end == probe.state else { return nil }
    let lenses = self.lenses
    let holdings = probe.holdings
    if lenses.isEmpty { return holdings }
    return { root, last in
      var unchanged: Bool?
      Self.follow(lenses[...], from: root) { unchanged = holdings($0, &last) }
      guard let unchanged else {
        last = nil
        return false
      }
      return unchanged
    }
  }

  private static func follow(
    _ lenses: ArraySlice<StateLens>, from address: StateAddress,
    _ body: (StateAddress) -> Void
  ) {
    guard let first = lenses.first else { return body(address) }
    first.read(address) { follow(lenses.dropFirst(), from: $0, body) }
  }
}

extension CallSite {
  /// A call site inside Statecraft itself, for components that no user call site names.
  static let statecraft = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: 0)
}
