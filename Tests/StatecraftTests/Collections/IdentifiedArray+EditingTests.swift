import Testing

@testable import Statecraft

extension IdentifiedArrayTests {
  @Suite("Editing")
  struct Editing {
    struct Failure: Error {}

    @Test("append(_:) adds a new id and refuses a present one")
    func append() {
      var array = IdentifiedArrayTests.todos(1, 2)
      let (results, issues) = withCapturedIssues {
        (array.append(Todo(id: 3)), array.append(Todo(id: 2, title: "dup")))
      }
      #expect(results == (true, false))
      #expect(
        issues == [
          "IdentifiedArray: append(_:) found id 2 already at index 1; the new element was dropped."
        ]
      )
      #expect(array.elements == [Todo(id: 1), Todo(id: 2), Todo(id: 3)])
      #expect(array._isConsistent)
    }

    @Test("append(contentsOf:) adds new ids in order and reports each duplicate")
    func appendContentsOf() {
      var array = IdentifiedArrayTests.todos(1)
      let (_, issues) = withCapturedIssues {
        array.append(contentsOf: [Todo(id: 2), Todo(id: 1), Todo(id: 3), Todo(id: 2)])
      }
      #expect(
        issues == [
          "IdentifiedArray: duplicate id 1 in append(contentsOf:); the later element was dropped.",
          "IdentifiedArray: duplicate id 2 in append(contentsOf:); the later element was dropped.",
        ]
      )
      #expect(array.ids == [1, 2, 3])
      #expect(array._isConsistent)
    }

    @Test("insert(_:at:) inserts at any position in 0...count")
    func insert() {
      var array = IdentifiedArrayTests.todos(1, 2)
      let inserted = [
        array.insert(Todo(id: 0), at: 0),
        array.insert(Todo(id: 9), at: 3),
        array.insert(Todo(id: 5), at: 2),
      ]
      #expect(inserted == [true, true, true])
      #expect(array.ids == [0, 1, 5, 2, 9])
      #expect(array._isConsistent)
    }

    @Test("insert(_:at:) refuses a present id and a position out of range")
    func insertRefused() {
      var array = IdentifiedArrayTests.todos(1, 2)
      let (results, issues) = withCapturedIssues {
        (array.insert(Todo(id: 2), at: 0), array.insert(Todo(id: 3), at: 3))
      }
      #expect(results == (false, false))
      #expect(
        issues == [
          "IdentifiedArray: insert(_:at: 0) found id 2 already at index 1; "
            + "the new element was dropped.",
          "IdentifiedArray: insert(_:at: 3) is out of range 0...2; the element was dropped.",
        ]
      )
      #expect(array == IdentifiedArrayTests.todos(1, 2))
      #expect(array._isConsistent)
    }

    @Test("remove(at:) removes and shifts; out of range is reported")
    func removeAt() {
      var array = IdentifiedArrayTests.todos(1, 2, 3)
      let first = array.remove(at: 0)
      #expect(first == Todo(id: 1))
      #expect(array.ids == [2, 3])
      #expect(array.index(id: 3) == 1)
      let (removed, issues) = withCapturedIssues { array.remove(at: 2) }
      #expect(removed == nil)
      #expect(
        issues == ["IdentifiedArray: remove(at: 2) is out of range 0..<2; nothing was removed."])
      #expect(array.ids == [2, 3])
      #expect(array._isConsistent)
    }

    @Test("remove(atOffsets:) removes several; any offset out of range cancels it")
    func removeAtOffsets() {
      var array = IdentifiedArrayTests.todos(1, 2, 3, 4, 5)
      array.remove(atOffsets: [3, 0, 3])
      #expect(array.ids == [2, 3, 5])
      #expect(array._isConsistent)
      let (_, issues) = withCapturedIssues { array.remove(atOffsets: [0, 7, 5]) }
      #expect(
        issues == [
          "IdentifiedArray: remove(atOffsets: [0, 5, 7]) is out of range 0..<3; "
            + "nothing was removed."
        ]
      )
      array.remove(atOffsets: [])
      #expect(array.ids == [2, 3, 5])
    }

    @Test("removeAll() empties the array")
    func removeAll() {
      var array = IdentifiedArrayTests.todos(1, 2, 3)
      array.removeAll()
      #expect(array.isEmpty)
      #expect(array[id: 1] == nil)
      array.append(Todo(id: 1))
      array.removeAll(keepingCapacity: true)
      #expect(array.isEmpty)
      #expect(array._isConsistent)
    }

    @Test("removeAll(where:) keeps the others in order; a throw leaves the array as it was")
    func removeAllWhere() throws {
      var array = IdentifiedArrayTests.todos(1, 2, 3, 4, 5)
      array.removeAll { $0.id.isMultiple(of: 2) }
      #expect(array.ids == [1, 3, 5])
      #expect(array.index(id: 5) == 2)
      #expect(array._isConsistent)
      #expect(throws: Failure.self) {
        try array.removeAll { if $0.id == 5 { throw Failure() } else { return true } }
      }
      #expect(array.ids == [1, 3, 5])
    }
  }
}
