import Testing

@testable import Statecraft

private struct Row: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
}

@Suite("Shared elements: $items[id:]")
struct SharedElementTests {
  private let rows = Shared<IdentifiedArrayOf<Row>>(
    value: [Row(id: 1, title: "one"), Row(id: 2, title: "two")])

  @Test("An id that is not there gives nil")
  func absent() {
    #expect(rows[id: 3] == nil)
  }

  @Test("TCA's spelling, Shared($items[id:]), unwraps the element, or is nil without one")
  func failableInit() {
    guard let two = Shared(rows[id: 2]) else {
      Issue.record("no row 2")
      return
    }
    #expect(two.wrappedValue == Row(id: 2, title: "two"))
    two.withLock { $0.title = "TWO" }
    #expect(rows.wrappedValue[id: 2]?.title == "TWO")
    #expect(Shared(rows[id: 3]) == nil)
  }

  @Test("The element is found by its id, never by its position, when others move or come")
  func byID() {
    guard let two = rows[id: 2] else {
      Issue.record("no row 2")
      return
    }
    rows.withLock {
      $0.insert(Row(id: 0, title: "zero"), at: 0)
      $0.remove(id: 1)
    }
    #expect(two.wrappedValue == Row(id: 2, title: "two"))
    two.withLock { $0.title = "TWO" }
    #expect(rows.wrappedValue.map(\.title) == ["zero", "TWO"])
  }

  @Test("Once removed it reads as it last was; its withLock changes nothing and is reported")
  func removed() {
    guard let one = rows[id: 1] else {
      Issue.record("no row 1")
      return
    }
    one.withLock { $0.title = "uno" }
    rows.withLock { $0.remove(id: 1) }
    #expect(one.wrappedValue == Row(id: 1, title: "uno"))
    let line = #line + 2
    let issues = reportedIssues {
      let result = one.withLock { row -> String in
        row.title = "gone"
        return row.title
      }
      #expect(result == "gone")
    }
    #expect(
      issues.map(\.message) == [
        """
        withLock was called on the shared element with id 1, which is no longer in its \
        collection; nothing was changed.

        An element removed from a shared IdentifiedArray keeps its last value for whoever still \
        holds it, but it cannot be changed any more.
        """
      ])
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(rows.wrappedValue == [Row(id: 2, title: "two")])
    #expect(one.wrappedValue == Row(id: 1, title: "uno"))
  }

  @Test("An element back under its id is found again")
  func backAgain() {
    guard let one = rows[id: 1] else {
      Issue.record("no row 1")
      return
    }
    rows.withLock { $0.remove(id: 1) }
    rows.withLock { $0.append(Row(id: 1, title: "again")) }
    #expect(one.wrappedValue == Row(id: 1, title: "again"))
    one.withLock { $0.title = "changed" }
    #expect(rows.wrappedValue[id: 1]?.title == "changed")
  }

  @Test("A derived element is Equatable by value, and dumps as its value")
  func equalityAndDump() {
    #expect(rows[id: 2] == Shared(value: Row(id: 2, title: "two")))
    #expect(rows[id: 2] == rows[id: 2])
    #expect(Dump.text(of: rows[id: 2] as Any) == "Row(\n  id: 2,\n  title: \"two\"\n)")
  }
}
