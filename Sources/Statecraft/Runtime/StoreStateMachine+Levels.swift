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
  mutating func enter(_ entry: LevelEntry, from context: WalkContext) -> LevelID {
    let key = LevelKey(parent: context.level, route: context.route, component: entry.component)
    if let existing = levelIndex[key] { return existing }
    let id = makeLevelID()
    var probe: ((StateAddress) -> LevelIdentity?)?
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
  private mutating func leaveGroup(_ id: LevelID, _ record: LevelRecord) {
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
        // Safe: the dismissal of a level entry of an effect of this machine's action type.
        return .send(Unchecked.downcast(dismissal, to: ActionBox<Action>.self).value)
      }
      current = level.parent
    }
    return .root
  }
}
