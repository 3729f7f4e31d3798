import Testing

@testable import Statecraft

/// `ArrayIdentity.sharesStorage`: true only for one buffer seen through two arrays.
@Suite("Array storage identity")
struct ArrayIdentityTests {
  @Test("A copy shares its storage until one of the two is written")
  func copies() {
    let original = [1, 2, 3]
    var copy = original
    #expect(ArrayIdentity.sharesStorage(original, copy))
    copy[0] = 1
    // Equal again, but written: the copy has storage of its own.
    #expect(copy == original)
    #expect(!ArrayIdentity.sharesStorage(original, copy))
  }

  @Test("Equal arrays built apart do not share storage; nor do a prefix and its array")
  func equalButSeparate() {
    let lhs = Array(1...3)
    let rhs = Array(1...3)
    #expect(!ArrayIdentity.sharesStorage(lhs, rhs))
    var prefix = lhs
    prefix.removeLast()
    #expect(!ArrayIdentity.sharesStorage(lhs, prefix))
  }

  @Test("Two identified arrays, one a copy of the other with an element edited, keep one id list")
  func identifiedArrayIDs() {
    struct Row: Identifiable, Equatable {
      let id: Int
      var title: String
    }
    let rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
    var edited = rows
    edited[id: 1]?.title = "changed"
    #expect(ArrayIdentity.sharesStorage(rows._ids, edited._ids))
    #expect(rows._hasSameIDs(as: edited))
    let rebuilt: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 3, title: "b")]
    #expect(!rows._hasSameIDs(as: rebuilt))
  }
}
