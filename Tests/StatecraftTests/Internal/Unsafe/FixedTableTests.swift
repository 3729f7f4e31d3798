import Testing

@testable import Statecraft

/// `FixedTable`, the owned table of plain values `DestinationCases` reads on every action, and the
/// tag reads made through a `StateRef`.
@Suite("FixedTable")
struct FixedTableTests {
  enum Destination {
    case first(Int)
    case second(String)
    case third
  }

  @Test("A table reads back each element it was made with, in order")
  func readsBack() {
    let elements: [UInt32] = [7, .max, 0, 3]
    let table = FixedTable(copying: elements)
    defer { table.deallocate() }
    #expect(table.count == elements.count)
    #expect(elements.indices.map { table[$0] } == elements)
  }

  @Test("An empty table has no elements")
  func empty() {
    let table = FixedTable<UInt32>(copying: [])
    defer { table.deallocate() }
    #expect(table.count == 0)
  }

  @Test("An enum's tag read through a reference is its case's")
  func tagThroughReference() throws {
    let reader = try #require(EnumTagReader(Destination.self))
    var values: [Destination] = [.third, .first(1), .second("two")]
    let tags = values.indices.map { offset in
      StateRef.with(&values[offset]) { reader.tag(at: $0) }
    }
    #expect(tags == [2, 0, 1])
    #expect(tags == values.map { reader.tag(of: $0) })
  }
}
