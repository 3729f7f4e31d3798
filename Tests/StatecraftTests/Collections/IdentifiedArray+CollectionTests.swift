import Testing

@testable import Statecraft

extension IdentifiedArrayTests {
  @Suite("Collection")
  struct CollectionConformance {
    /// Sorts through the standard library's generic `MutableCollection` algorithm.
    static func genericSort<C: MutableCollection & RandomAccessCollection>(_ collection: inout C)
    where C.Element: Comparable {
      collection.sort()
    }

    @Test("Indices are 0..<count and iteration is in order")
    func indicesAndIteration() {
      let array = IdentifiedArrayTests.todos(4, 5, 6)
      #expect(array.startIndex == 0)
      #expect(array.endIndex == 3)
      #expect(array.indices == 0..<3)
      #expect(array.count == 3)
      #expect(array.map(\.id) == [4, 5, 6])
      #expect(Array(array.reversed()).map(\.id) == [6, 5, 4])
      #expect(array.first?.id == 4)
      #expect(array.last?.id == 6)
      #expect(array[1..<3].map(\.id) == [5, 6])
      #expect(array.withContiguousStorageIfAvailable { $0.map(\.id) } == [4, 5, 6])
    }

    @Test("subscript(position:) reads and writes an element that keeps its id")
    func positionWrite() {
      var array = IdentifiedArrayTests.todos(1, 2)
      array[1].title = "edited"
      array[0] = Todo(id: 1, title: "replaced")
      #expect(array[0] == Todo(id: 1, title: "replaced"))
      #expect(array[id: 2]?.title == "edited")
      #expect(array._isConsistent)
    }

    @Test("subscript(position:) refuses a write that changes the id")
    func positionWriteChangingID() {
      var array = IdentifiedArrayTests.todos(1, 2, 3)
      let before = array
      let (_, issues) = withCapturedIssues {
        array[1] = Todo(id: 4)
        array[2].id = 1
      }
      #expect(
        issues == [
          "IdentifiedArray: the write to index 1 would change its id from 2 to 4; "
            + "the write was ignored.",
          "IdentifiedArray: the write to index 2 would change its id from 3 to 1; "
            + "the write was ignored.",
        ]
      )
      #expect(array == before)
      #expect(array._isConsistent)
    }

    @Test("subscript(position:) refuses a write out of range")
    func positionWriteOutOfRange() {
      var array = IdentifiedArrayTests.todos(1)
      let (_, issues) = withCapturedIssues {
        array[3] = Todo(id: 3)
        array[-1] = Todo(id: 1)
      }
      #expect(
        issues == [
          "IdentifiedArray: the write to index 3 is out of range 0..<1; the write was ignored.",
          "IdentifiedArray: the write to index -1 is out of range 0..<1; the write was ignored.",
        ]
      )
      #expect(array == IdentifiedArrayTests.todos(1))
    }

    @Test("swapAt(_:_:) swaps ids with elements; out of range is reported")
    func swapAt() {
      var array = IdentifiedArrayTests.todos(1, 2, 3)
      array.swapAt(0, 2)
      array.swapAt(1, 1)
      #expect(array.ids == [3, 2, 1])
      #expect(array.index(id: 1) == 2)
      #expect(array._isConsistent)
      let (_, issues) = withCapturedIssues { array.swapAt(0, 3) }
      #expect(
        issues == ["IdentifiedArray: swapAt(0, 3) is out of range 0..<3; nothing was swapped."])
      #expect(array.ids == [3, 2, 1])
    }

    @Test("reverse(), shuffle() and partition(by:) keep the array consistent")
    func swapBasedAlgorithms() {
      var array = IdentifiedArrayTests.todos(1, 2, 3, 4, 5, 6)
      let (pivot, issues) = withCapturedIssues { () -> Int in
        array.reverse()
        #expect(array.ids == [6, 5, 4, 3, 2, 1])
        array.shuffle()
        #expect(Set(array.ids) == [1, 2, 3, 4, 5, 6])
        #expect(array._isConsistent)
        return array.partition { $0.id.isMultiple(of: 2) }
      }
      #expect(issues.isEmpty)
      #expect(array[..<pivot].allSatisfy { !$0.id.isMultiple(of: 2) })
      #expect(array[pivot...].allSatisfy { $0.id.isMultiple(of: 2) })
      #expect(array._isConsistent)
    }

    @Test("The generic MutableCollection sort is reported and leaves the array unchanged")
    func genericSortIsRefused() {
      var array = IdentifiedArrayTests.todos(3, 1, 2)
      let (_, issues) = withCapturedIssues { Self.genericSort(&array) }
      #expect(!issues.isEmpty)
      #expect(issues.allSatisfy { $0.hasPrefix("IdentifiedArray: the write to index ") })
      #expect(array.ids == [3, 1, 2])
      #expect(array._isConsistent)
    }
  }
}
