/// Read-only queries for test tools that check the bookkeeping from outside (the fuzzer of
/// `StatecraftTesting`): where each running effect runs, and whether its levels are still there.
extension StoreStateMachine {
  /// A running effect and the levels it runs in.
  package struct Placement {
    package let id: EffectID
    package let origin: EffectOrigin<Action>
    /// The levels from the one below the root down to the effect's own; empty at the root.
    package let levels: [LevelComponent]
    /// Whether a level on the way has ended: its probe reads another identity from the state than
    /// the one the level was made for (its presentation or element is gone or was replaced), or
    /// the machine no longer knows it.
    package let isInEndedLevel: Bool
    /// The outermost ended level on the way, when the machine still knows it.
    package let endedLevel: LevelComponent?
    /// Whether some level on the way has no probe, so only its operator can end it.
    package let hasUnprobedLevel: Bool
  }

  /// Every running effect (parts of concatenations included), oldest first, with its levels
  /// checked against `rootState`, the address of the root state.
  package func placements(rootState: StateAddress) -> [Placement] {
    effects.sorted { $0.key < $1.key }.map { id, record in
      var levels: [LevelComponent] = []
      var isInEndedLevel = false
      var endedLevel: LevelComponent?
      var hasUnprobedLevel = false
      var current = record.level
      while current != .root {
        guard let level = self.levels[current] else {
          // An effect registered in a level that was forgotten: that level ended.
          isInEndedLevel = true
          break
        }
        levels.insert(level.component, at: 0)
        if let probe = level.probe {
          if probe(rootState) != level.component.key {
            isInEndedLevel = true
            endedLevel = level.component
          }
        } else {
          hasUnprobedLevel = true
        }
        current = level.parent
      }
      return Placement(
        id: id, origin: EffectOrigin(record.origin), levels: levels, isInEndedLevel: isInEndedLevel,
        endedLevel: endedLevel, hasUnprobedLevel: hasUnprobedLevel
      )
    }
  }
}
