import Testing

@testable import Statecraft

/// The root suite; one nested suite per source file, in the `IdentifiedArray+*Tests.swift` files.
@Suite("IdentifiedArray")
struct IdentifiedArrayTests {
  /// An `Identifiable` element whose id can be (wrongly) changed, to test that it is refused.
  struct Todo: Identifiable, Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    var id: Int
    var title: String

    init(id: Int, title: String? = nil) {
      self.id = id
      self.title = title ?? "t\(id)"
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.title, lhs.id) < (rhs.title, rhs.id)
    }

    var description: String { "\(id):\(title)" }
  }

  /// An element that is not `Identifiable`: identified through a key path.
  struct Row: Equatable, Sendable {
    var key: String
    var value: Int
  }

  /// An array of todos with the given ids, titled `t<id>`.
  static func todos(_ ids: Int...) -> IdentifiedArrayOf<Todo> {
    IdentifiedArrayOf<Todo>(uniqueElements: ids.map { Todo(id: $0) })
  }

  static func requireSendable<T: Sendable>(_ value: T) {}

  @Test("init() is empty")
  func emptyInit() {
    let array = IdentifiedArrayOf<Todo>()
    #expect(array.isEmpty)
    #expect(array.ids.isEmpty)
    #expect(array._isConsistent)
  }

  @Test("init(uniqueElements:) keeps order and ids")
  func uniqueElements() {
    let array = IdentifiedArrayOf<Todo>(uniqueElements: [Todo(id: 3), Todo(id: 1), Todo(id: 2)])
    #expect(array.ids == [3, 1, 2])
    #expect(array.elements == [Todo(id: 3), Todo(id: 1), Todo(id: 2)])
    #expect(array._isConsistent)
    let inferred = IdentifiedArray(uniqueElements: [Todo(id: 1)])
    #expect(type(of: inferred) == IdentifiedArrayOf<Todo>.self)
  }

  @Test("init(uniqueElements:) reports each duplicate id and keeps the first")
  func uniqueElementsDuplicates() {
    let (array, issues) = withCapturedIssues {
      IdentifiedArrayOf<Todo>(
        uniqueElements: [
          Todo(id: 1, title: "a"), Todo(id: 3), Todo(id: 1, title: "b"), Todo(id: 3),
        ]
      )
    }
    #expect(
      issues == [
        "IdentifiedArray: duplicate id 1 in init(uniqueElements:); the later element was dropped.",
        "IdentifiedArray: duplicate id 3 in init(uniqueElements:); the later element was dropped.",
      ]
    )
    #expect(array.elements == [Todo(id: 1, title: "a"), Todo(id: 3)])
    #expect(array._isConsistent)
  }

  @Test("init(uniqueElements:id:) identifies by key path and reports duplicates")
  func keyPathInit() {
    let (array, issues) = withCapturedIssues {
      IdentifiedArray(
        uniqueElements: [
          Row(key: "a", value: 1), Row(key: "b", value: 2), Row(key: "a", value: 3),
        ],
        id: \.key
      )
    }
    #expect(
      issues == [
        "IdentifiedArray: duplicate id a in init(uniqueElements:id:); the later element was dropped."
      ]
    )
    #expect(array.ids == ["a", "b"])
    #expect(array[id: "a"] == Row(key: "a", value: 1))
    #expect(array._isConsistent)
  }

  @Test("init(id:) is empty and identifies later elements by the key path")
  func emptyKeyPathInit() {
    var array = IdentifiedArray<String, Row>(id: \.key)
    #expect(array.isEmpty)
    array.append(Row(key: "x", value: 1))
    #expect(array.ids == ["x"])
    #expect(array.index(id: "x") == 0)
  }

  @Test("An array literal reports each duplicate id and keeps the first")
  func arrayLiteral() {
    let (array, issues) = withCapturedIssues { () -> IdentifiedArrayOf<Todo> in
      [Todo(id: 1), Todo(id: 2), Todo(id: 2, title: "again")]
    }
    #expect(
      issues == [
        "IdentifiedArray: duplicate id 2 in an array literal; the later element was dropped."
      ]
    )
    #expect(array.elements == [Todo(id: 1), Todo(id: 2)])
    #expect(array._isConsistent)
  }

  @Test("IdentifiedArrayOf names the Identifiable form")
  func typealiasForm() {
    let array: IdentifiedArray<Int, Todo> = IdentifiedArrayOf<Todo>()
    #expect(type(of: array) == IdentifiedArrayOf<Todo>.self)
  }

  @Test("Sendable when its ids and elements are")
  func sendable() {
    Self.requireSendable(Self.todos(1, 2))
    Self.requireSendable(IdentifiedArray<String, Row>(id: \.key))
  }
}
