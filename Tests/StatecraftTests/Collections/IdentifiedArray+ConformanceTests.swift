import Foundation
import Testing

@testable import Statecraft

extension IdentifiedArrayTests {
  @Suite("Conformances")
  struct Conformances {
    @Test("Equatable compares elements in order")
    func equatable() {
      #expect(IdentifiedArrayTests.todos(1, 2) == IdentifiedArrayTests.todos(1, 2))
      #expect(IdentifiedArrayTests.todos(1, 2) != IdentifiedArrayTests.todos(2, 1))
      #expect(IdentifiedArrayTests.todos(1, 2) != IdentifiedArrayTests.todos(1))
      var edited = IdentifiedArrayTests.todos(1, 2)
      edited[id: 2]?.title = "other"
      #expect(edited != IdentifiedArrayTests.todos(1, 2))
    }

    @Test("Hashable agrees with Equatable")
    func hashable() {
      let set: Set = [
        IdentifiedArrayTests.todos(1, 2), IdentifiedArrayTests.todos(1, 2),
        IdentifiedArrayTests.todos(2, 1),
      ]
      #expect(set.count == 2)
      #expect(
        IdentifiedArrayTests.todos(1, 2).hashValue == IdentifiedArrayTests.todos(1, 2).hashValue)
    }

    @Test("Codable round-trips through a plain array of elements")
    func codableRoundTrip() throws {
      let array = IdentifiedArrayTests.todos(2, 1)
      let data = try JSONEncoder().encode(array)
      let plain = try JSONDecoder().decode([Todo].self, from: data)
      #expect(plain == [Todo(id: 2), Todo(id: 1)])
      let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: data)
      #expect(decoded == array)
      #expect(decoded.index(id: 1) == 1)
      #expect(decoded._isConsistent)
    }

    @Test("Decoding a duplicate id throws a DecodingError naming it")
    func decodingDuplicates() throws {
      let json = Data(#"[{"id":1,"title":"a"},{"id":2,"title":"b"},{"id":1,"title":"c"}]"#.utf8)
      let (_, issues) = withCapturedIssues {
        #expect {
          try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: json)
        } throws: { error in
          guard case DecodingError.dataCorrupted(let context) = error else { return false }
          return context.debugDescription
            == "IdentifiedArray: duplicate id 1 at index 2, first seen at index 0."
        }
      }
      #expect(issues.isEmpty)
    }

    @Test("description reads like an array of the elements")
    func description() {
      #expect(IdentifiedArrayTests.todos(1, 2).description == "[1:t1, 2:t2]")
      #expect(IdentifiedArrayOf<Todo>().description == "[]")
      #expect("\(IdentifiedArrayTests.todos(3))" == "[3:t3]")
    }

    @Test("Mirror shows a collection of the elements")
    func mirror() {
      let array = IdentifiedArrayTests.todos(1, 2, 3)
      let mirror = Mirror(reflecting: array)
      #expect(mirror.displayStyle == .collection)
      #expect(mirror.children.count == 3)
      #expect(mirror.children.allSatisfy { $0.label == nil })
      #expect(mirror.children.compactMap { $0.value as? Todo } == array.elements)
    }
  }
}
