import Testing

@testable import Statecraft

/// `IdentityWalker`, the part of an identity plan that walks a value in place: its case tags and
/// `Identifiable` ids, to any depth.
@Suite("IdentityWalker")
struct IdentityWalkerTests {
  struct Item: Identifiable {
    var id: Int
    var note = ""
  }

  enum Inner {
    case item(Item)
    case plain(Int)
  }

  enum Outer {
    case inner(Inner)
    case other
  }

  static func identity(_ value: Outer) -> PresentationID {
    var accumulator = IdentityAccumulator()
    var value = value
    StateRef.with(&value) { IdentityWalker.of(Outer.self).walk($0, into: &accumulator) }
    return accumulator.identity(generation: 0)
  }

  @Test("A walk reads every level's tag and a payload's id, and nothing else of the payload")
  func walksNestedPayloads() {
    let first = Self.identity(.inner(.item(Item(id: 1))))
    #expect(Self.identity(.inner(.item(Item(id: 1, note: "changed")))) == first)
    #expect(Self.identity(.inner(.item(Item(id: 2)))) != first)
    #expect(Self.identity(.inner(.plain(1))) != first)
    #expect(Self.identity(.other) != first)
    #expect(Self.identity(.inner(.plain(1))) == Self.identity(.inner(.plain(2))))
  }

  @Test("An alert inside an enum case is ephemeral; a plain case is not")
  func ephemeral() {
    enum Destination {
      case alert(AlertState<Never>)
      case plain(Int)
    }
    var alert = Destination.alert(AlertState(title: { TextState("Hi") }))
    var plain = Destination.plain(1)
    let walker = IdentityWalker.of(Destination.self)
    #expect(StateRef.with(&alert) { walker.isEphemeral($0) })
    #expect(!StateRef.with(&plain) { walker.isEphemeral($0) })
  }
}
