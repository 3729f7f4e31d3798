import Testing

@testable import Statecraft

/// `ChildLevels`, the one owner of a child's life: the levels it ends after an action, and the
/// probe it hands the store's sweep, read through the same `ChildAccess`.
@Suite("ChildLevels")
struct ChildLevelsTests {
  struct Row: Identifiable, Equatable {
    var id: Int
    var count = 0
  }

  struct Parent {
    var rows: IdentifiedArray<Int, Row> = [Row(id: 1), Row(id: 2), Row(id: 3)]
    var child: Row?
  }

  static let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: 0)

  /// The keys of the levels `effect` ends, in order.
  func ended(_ effect: Effect<Int>) -> [AnyHashable] {
    switch effect.operation {
    case .endLevel(let component): return [component.key.base]
    case .merge(let effects): return effects.flatMap(ended)
    default: return []
    }
  }

  @Test("An action that removes elements ends the levels of those elements, and only theirs")
  func endsWhatLeft() {
    let children = ChildLevels(IdentifiedChildren(\Parent.rows), at: Self.site)
    var state = Parent()
    let kept = children.passing(0, to: { _, _ in .none }, in: &state)
    #expect(ended(kept).isEmpty)
    let effect = children.passing(
      0,
      to: { state, _ in
        state.rows.remove(id: 1)
        state.rows.remove(id: 3)
        state.rows[id: 2]?.count += 1
        return .none
      }, in: &state)
    #expect(ended(effect) == [AnyHashable(1), AnyHashable(3)])
  }

  @Test("An optional child that changes identity ends its level; one that only changes does not")
  func optionalIdentity() throws {
    let children = ChildLevels(OptionalChild(.keyPath(\Parent.child)), at: Self.site)
    var state = Parent(child: Row(id: 7))
    let before = children.holdings(in: &state)
    let key = try #require(before)
    state.child?.count = 5
    #expect(ended(children.ending(before, in: &state, with: Effect<Int>.none)).isEmpty)
    state.child = Row(id: 8)
    #expect(
      ended(children.ending(before, in: &state, with: Effect<Int>.none)) == [AnyHashable(key)])
  }

  @Test(
    "A level's identity is one value whatever the static type of its key: a presentation identity, a stack key, an id, each also inside an AnyHashable"
  )
  func identityOfOneKey() {
    let presentation = PresentationID(generation: 3)
    let stackKey = StackLevelKey(id: StackElementID(generation: 2), identity: presentation)
    #expect(LevelIdentity(presentation) == LevelIdentity(AnyHashable(presentation)))
    #expect(LevelIdentity(stackKey) == LevelIdentity(AnyHashable(stackKey)))
    #expect(LevelIdentity(7) == LevelIdentity(AnyHashable(7)))
    #expect(LevelIdentity(LevelIdentity(presentation)) == LevelIdentity(presentation))
    let identities: Set = [
      LevelIdentity(presentation), LevelIdentity(AnyHashable(presentation)),
      LevelIdentity(stackKey), LevelIdentity(7), LevelIdentity(AnyHashable(7)),
    ]
    #expect(identities.count == 3)
    #expect(LevelIdentity(presentation) != LevelIdentity(PresentationID(generation: 4)))
    #expect(LevelIdentity(presentation).presentationID == presentation)
    #expect(LevelIdentity(stackKey).base == AnyHashable(stackKey))
    #expect(LevelIdentity(7).description == "7")
  }

  @Test("A level's probe reads the key its operator reads, and tells which children left")
  func probeReadsThroughTheAccess() {
    let children = ChildLevels(IdentifiedChildren(\Parent.rows), at: Self.site)
    let probe = children.probe(for: 2)
    var state = Parent()
    var last: AnyObject?
    let first = StateRef.with(&state) { state in
      (probe.read(StateAddress(state)), probe.holdings(StateAddress(state), &last))
    }
    #expect(first.0 == LevelIdentity(2))
    // Nothing kept yet: changed, and now kept.
    #expect(first.1 == false)
    let kept = last
    #expect(StateRef.with(&state) { probe.holdings(StateAddress($0), &last) })
    state.rows.remove(id: 2)
    let second = StateRef.with(&state) { state in
      (probe.read(StateAddress(state)), probe.holdings(StateAddress(state), &last))
    }
    #expect(second.0 == nil)
    #expect(second.1 == false)
    if let kept, let now = last {
      #expect(probe.leaving?(kept, now) == [LevelIdentity(2)])
    } else {
      Issue.record("the probe kept no holdings")
    }
  }
}
