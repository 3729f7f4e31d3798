/// Read-only queries for the state explorer of `StatecraftTesting`, which keeps a copy of this
/// value in each state it explores (its in-flight effects belong to the state) and tells two
/// copies apart by what their effects are, not by the numbers this store gave them.
extension StoreStateMachine {
  /// A running effect as the explorer compares it: where it came from, the levels it runs in
  /// (without the process-wide generations of presentations), and its cancellation ids.
  package struct ExploredEffect {
    package let id: EffectID
    package let origin: Action
    /// Whether it is a `.run` effect (a task would run it), not a concatenation.
    package let isRun: Bool
    /// From the level below the root down to the effect's own: each level's call site and the
    /// identity it was made for, a presentation's without its generation.
    package let levels: [AnyHashable]
    /// The cancellation ids it was made cancellable under.
    package let cancelIDs: [AnyHashable]
  }

  /// The action whose reduction started the running effect `id`.
  package func origin(of id: EffectID) -> Action? {
    effects[id].map { EffectOrigin<Action>($0.origin).action.value }
  }

  /// Every running effect, parts of concatenations included, oldest first.
  package var exploredEffects: [ExploredEffect] {
    effects.sorted { $0.key < $1.key }.map { id, record in
      var levels: [AnyHashable] = []
      var current = record.level
      while current != .root, let level = self.levels[current] {
        let key = level.component.key
        let identity = key.presentationID?.ignoringGeneration ?? key.base
        levels.append(AnyHashable(ExploredLevel(site: level.component.site, identity: identity)))
        current = level.parent
      }
      let isRun = if case .run = record.kind { true } else { false }
      return ExploredEffect(
        id: id, origin: EffectOrigin<Action>(record.origin).action.value, isRun: isRun,
        levels: levels.reversed(),
        cancelIDs: record.keys.map { AnyHashable($0.id) }
      )
    }
  }
}

/// A level as the explorer compares it; see ``StoreStateMachine/exploredEffects``.
private struct ExploredLevel: Hashable {
  let site: CallSite
  let identity: AnyHashable
}

extension PresentationID {
  /// The identity without its generation: what was presented (the cases and ids on the way
  /// down), not which filling of the slot it was. Two runs of one transition present with two
  /// generations; the explorer tells them apart by this.
  package var ignoringGeneration: AnyHashable {
    AnyHashable(PresentationShape(cases: cases, rest: rest))
  }
}

/// See ``PresentationID/ignoringGeneration``.
private struct PresentationShape: Hashable {
  let cases: UInt64
  let rest: IdentityPath?
}
