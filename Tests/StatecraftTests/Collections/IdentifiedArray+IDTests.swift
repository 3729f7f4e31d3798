import Testing

@testable import Statecraft

extension IdentifiedArrayTests {
  @Suite("Access by id")
  struct ByID {
    @Test("subscript(id:) reads the element, or nil")
    func read() {
      let array = IdentifiedArrayTests.todos(5, 6, 7)
      #expect(array[id: 6] == Todo(id: 6))
      #expect(array[id: 8] == nil)
    }

    @Test("subscript(id:) replaces an existing element in place")
    func replace() {
      var array = IdentifiedArrayTests.todos(1, 2, 3)
      array[id: 2] = Todo(id: 2, title: "new")
      array[id: 3]?.title = "edited"
      #expect(
        array.elements == [Todo(id: 1), Todo(id: 2, title: "new"), Todo(id: 3, title: "edited")])
      #expect(array._isConsistent)
    }

    @Test("subscript(id:) appends a new id")
    func appendNew() {
      var array = IdentifiedArrayTests.todos(1)
      array[id: 9] = Todo(id: 9)
      #expect(array.ids == [1, 9])
      #expect(array._isConsistent)
    }

    @Test("subscript(id:) set to nil removes; absent ids change nothing")
    func removeByNil() {
      var array = IdentifiedArrayTests.todos(1, 2, 3)
      array[id: 2] = nil
      array[id: 42] = nil
      array[id: 42]?.title = "ghost"
      #expect(array.ids == [1, 3])
      #expect(array.index(id: 3) == 1)
      #expect(array._isConsistent)
    }

    @Test("subscript(id:) refuses an element with another id")
    func mismatchedID() {
      var array = IdentifiedArrayTests.todos(1, 2, 3)
      let before = array
      let (_, issues) = withCapturedIssues {
        array[id: 3] = Todo(id: 4)
        array[id: 9] = Todo(id: 10)
        array[id: 2]?.id = 1
      }
      #expect(
        issues == [
          "IdentifiedArray: subscript(id: 3) was set to an element with id 4; the write was ignored.",
          "IdentifiedArray: subscript(id: 9) was set to an element with id 10; "
            + "the write was ignored.",
          "IdentifiedArray: subscript(id: 2) was set to an element with id 1; the write was ignored.",
        ]
      )
      #expect(array == before)
      #expect(array._isConsistent)
    }

    @Test("index(id:) and contains(id:) follow every edit")
    func indexAndContains() {
      var array = IdentifiedArrayTests.todos(1, 2, 3, 4)
      #expect(array.index(id: 3) == 2)
      #expect(array.contains(id: 4))
      array.remove(id: 2)
      array.insert(Todo(id: 0), at: 0)
      #expect(array.index(id: 0) == 0)
      #expect(array.index(id: 3) == 2)
      #expect(array.index(id: 2) == nil)
      #expect(!array.contains(id: 2))
    }

    @Test("remove(id:) returns the element, or nil without a report")
    func removeByID() {
      var array = IdentifiedArrayTests.todos(1, 2, 3)
      let (removed, issues) = withCapturedIssues {
        (array.remove(id: 1), array.remove(id: 7))
      }
      #expect(removed.0 == Todo(id: 1))
      #expect(removed.1 == nil)
      #expect(issues.isEmpty)
      #expect(array.ids == [2, 3])
      #expect(array._isConsistent)
    }

    @Test("Lookup by id agrees with position on a large array, before and after edits")
    func largeLookup() {
      var array = IdentifiedArrayOf<Todo>(uniqueElements: (0..<10_000).map { Todo(id: $0 * 7) })
      for (offset, todo) in array.enumerated() {
        #expect(array.index(id: todo.id) == offset)
      }
      array.removeAll { $0.id % 3 == 0 }
      array.remove(at: 10)
      array.insert(Todo(id: -1), at: 5)
      #expect(array.ids.indices.allSatisfy { array.index(id: array.ids[$0]) == $0 })
      #expect(array._isConsistent)
    }

    @Test("Writes by id do not copy a uniquely referenced buffer")
    func inPlaceWrites() {
      var array = IdentifiedArrayOf<Todo>(uniqueElements: (0..<1_000).map { Todo(id: $0) })
      let elements = array._elements.withUnsafeBufferPointer { $0.baseAddress }
      let ids = array._ids.withUnsafeBufferPointer { $0.baseAddress }
      array[id: 500]?.title = "y"
      array[id: 501] = Todo(id: 501, title: "z")
      array[3].title = "w"
      #expect(array._elements.withUnsafeBufferPointer { $0.baseAddress } == elements)
      #expect(array._ids.withUnsafeBufferPointer { $0.baseAddress } == ids)
      #expect(array[id: 500]?.title == "y")
    }

    @Test("Writes by id through a key path into a parent do not copy the buffer either")
    func inPlaceWritesThroughKeyPath() {
      struct Parent {
        var todos: IdentifiedArrayOf<Todo>
      }
      var parent = Parent(todos: .init(uniqueElements: (0..<1_000).map { Todo(id: $0) }))
      let path: WritableKeyPath<Parent, IdentifiedArrayOf<Todo>> = \.todos
      let elements = parent.todos._elements.withUnsafeBufferPointer { $0.baseAddress }
      parent[keyPath: path][id: 10]?.title = "via key path"
      #expect(parent.todos._elements.withUnsafeBufferPointer { $0.baseAddress } == elements)
      #expect(parent.todos[id: 10]?.title == "via key path")
    }

    @Test("_hasSameIDs(as:) compares ids in order, sharing storage after element edits")
    func hasSameIDs() {
      var array = IdentifiedArrayTests.todos(1, 2, 3)
      let original = array
      array[id: 2]?.title = "edited"
      #expect(array._hasSameIDs(as: original))
      #expect(
        array._ids.withUnsafeBufferPointer { $0.baseAddress }
          == original._ids.withUnsafeBufferPointer { $0.baseAddress }
      )
      #expect(IdentifiedArrayTests.todos(1, 2, 3)._hasSameIDs(as: original))
      #expect(!IdentifiedArrayTests.todos(1, 3, 2)._hasSameIDs(as: original))
      #expect(!IdentifiedArrayTests.todos(1, 2)._hasSameIDs(as: original))
      #expect(IdentifiedArrayOf<Todo>()._hasSameIDs(as: []))
    }
  }
}
