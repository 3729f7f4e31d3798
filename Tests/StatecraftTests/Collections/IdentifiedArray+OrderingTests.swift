import Testing

@testable import Statecraft

extension IdentifiedArrayTests {
  @Suite("Ordering")
  struct Ordering {
    struct Failure: Error {}

    @Test(
      "move(fromOffsets:toOffset:) follows SwiftUI's contract",
      arguments: [
        ([0], 3, [2, 3, 1, 4]),
        ([3], 0, [4, 1, 2, 3]),
        ([0, 2], 4, [2, 4, 1, 3]),
        ([1, 3], 0, [2, 4, 1, 3]),
        ([1], 1, [1, 2, 3, 4]),
        ([1], 2, [1, 2, 3, 4]),
        ([], 2, [1, 2, 3, 4]),
      ]
    )
    func move(offsets: [Int], destination: Int, expected: [Int]) {
      var array = IdentifiedArrayTests.todos(1, 2, 3, 4)
      array.move(fromOffsets: offsets, toOffset: destination)
      #expect(array.ids == expected)
      #expect(array._isConsistent)
    }

    @Test("move(fromOffsets:toOffset:) out of range is reported and moves nothing")
    func moveOutOfRange() {
      var array = IdentifiedArrayTests.todos(1, 2, 3)
      let (_, issues) = withCapturedIssues {
        array.move(fromOffsets: [3], toOffset: 0)
        array.move(fromOffsets: [0], toOffset: 4)
      }
      #expect(
        issues == [
          "IdentifiedArray: move(fromOffsets: [3], toOffset: 0) is out of range "
            + "(offsets 0..<3, toOffset 0...3); nothing was moved.",
          "IdentifiedArray: move(fromOffsets: [0], toOffset: 4) is out of range "
            + "(offsets 0..<3, toOffset 0...3); nothing was moved.",
        ]
      )
      #expect(array.ids == [1, 2, 3])
    }

    @Test("sort(by:) carries ids with elements; a throw leaves the array as it was")
    func sortBy() {
      var array = IdentifiedArrayTests.todos(3, 1, 4, 2)
      array.sort { $0.id > $1.id }
      #expect(array.ids == [4, 3, 2, 1])
      #expect(array.index(id: 1) == 3)
      #expect(array._isConsistent)
      #expect(throws: Failure.self) {
        try array.sort { _, _ in throw Failure() }
      }
      #expect(array.ids == [4, 3, 2, 1])
    }

    @Test("sort() orders Comparable elements")
    func sortComparable() {
      var array = IdentifiedArrayOf<Todo>(
        uniqueElements: [Todo(id: 1, title: "c"), Todo(id: 2, title: "a"), Todo(id: 3, title: "b")]
      )
      array.sort()
      #expect(array.ids == [2, 3, 1])
      #expect(array._isConsistent)
    }

    @Test("filter(_:) returns an IdentifiedArray with the same notion of id")
    func filter() {
      let rows = IdentifiedArray(
        uniqueElements: [
          Row(key: "a", value: 1), Row(key: "b", value: 2), Row(key: "c", value: 3),
        ],
        id: \.key
      )
      var odd = rows.filter { $0.value % 2 == 1 }
      #expect(odd.ids == ["a", "c"])
      #expect(odd.index(id: "c") == 1)
      #expect(odd._isConsistent)
      odd.append(Row(key: "d", value: 5))
      #expect(odd.ids == ["a", "c", "d"])
      #expect(rows.ids == ["a", "b", "c"])
    }
  }
}
