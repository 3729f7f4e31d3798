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
  let leaving: ((AnyObject, AnyObject) -> [LevelIdentity]?)?
  /// What it held at the last sweep. Kept, so that a copy-on-write value's storage stays the
  /// same object while unchanged, and compares equal at once.
  var lastHoldings: AnyObject?
  var members: Set<LevelID> = []
  /// The members by their component's key (what their probe reads while they last), for an
  /// operator that tells which left; empty otherwise.
  var byKey: [LevelIdentity: LevelID] = [:]
  /// The members made since the last sweep: checked even when the holdings are unchanged.
  var fresh: [LevelID] = []

  init(
    holdings: @escaping (StateAddress, inout AnyObject?) -> Bool,
    leaving: ((AnyObject, AnyObject) -> [LevelIdentity]?)?
  ) {
    self.holdings = holdings
    self.leaving = leaving
  }

  mutating func insert(_ id: LevelID, key: LevelIdentity) {
    members.insert(id)
    fresh.append(id)
    if leaving != nil { byKey[key] = id }
  }

  mutating func remove(_ id: LevelID, key: LevelIdentity) {
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
