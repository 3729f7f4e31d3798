import Foundation
import Testing

@testable import Statecraft

@Suite("Dump.text")
struct DumpTests {
  @Test("Structs draw one labelled line per property, with commas between")
  func structs() {
    #expect(
      Dump.text(of: Point(x: 1, y: -2)) == """
        Point(
          x: 1,
          y: -2
        )
        """)
    #expect(Dump.text(of: Empty()) == "Empty()")
  }

  @Test("Nested types keep their dotted names without the module")
  func nestedTypes() {
    let state = Inventario.DetalleItem.State(item: Inventario.Item(1, nombre: "Silla"))
    #expect(
      Dump.text(of: state) == """
        Inventario.DetalleItem.State(
          item: Inventario.Item(
            id: UUID(00000000-0000-0000-0000-000000000001),
            nombre: "Silla",
            cantidad: 1,
            precio: 9.5
          )
        )
        """)
    #expect(
      Dump.text(of: Generic<Int, [String: Inventario.Item?]>.Nested(value: 1)) == """
        Generic<Int, [String: Inventario.Item?]>.Nested(
          value: 1
        )
        """)
  }

  @Test("Classes draw their superclass properties first and guard against cycles")
  func classes() {
    #expect(
      Dump.text(of: Dog(name: "Rex")) == """
        Dog(
          name: "Rex",
          goodBoy: true
        )
        """)
    let node = Node("a", next: Node("b"))
    node.next?.next = node
    #expect(
      Dump.text(of: node) == """
        Node(
          name: "a",
          next: Node(
            name: "b",
            next: Node(↩︎)
          )
        )
        """)
  }

  @Test("A class met twice, but not inside itself, is drawn both times")
  func sharedObjects() {
    let shared = Node("shared")
    #expect(
      Dump.text(of: [shared, shared]) == """
        [
          [0]: Node(
            name: "shared",
            next: nil
          ),
          [1]: Node(
            name: "shared",
            next: nil
          )
        ]
        """)
  }

  @Test(
    "Enum cases draw by name, with a one-line payload inline",
    arguments: [
      (Action.tapped, "Action.tapped"),
      (.count(3), "Action.count(3)"),
      (.named(value: "x"), #"Action.named(value: "x")"#),
    ])
  fileprivate func enumLeaves(action: Action, text: String) {
    #expect(Dump.text(of: action) == text)
  }

  @Test("Enum payloads that need lines are drawn inside the case, labelled when they have labels")
  func enumBlocks() {
    #expect(
      Dump.text(of: Action.point(Point(x: 1, y: 2))) == """
        Action.point(
          Point(
            x: 1,
            y: 2
          )
        )
        """)
    #expect(
      Dump.text(of: Action.located(at: Point(x: 1, y: 2))) == """
        Action.located(
          at: Point(
            x: 1,
            y: 2
          )
        )
        """)
    #expect(
      Dump.text(of: Action.moved(from: 1, to: 2)) == """
        Action.moved(
          from: 1,
          to: 2
        )
        """)
    #expect(
      Dump.text(of: Action.pair(1, "a")) == """
        Action.pair(
          .0: 1,
          .1: "a"
        )
        """)
  }

  @Test("An enum's description does not replace its case name")
  func enumWithDescription() {
    #expect(Dump.text(of: Flavor.chocolate) == "Flavor.chocolate")
  }

  @Test("Optionals draw as their wrapped value or nil")
  func optionals() {
    #expect(Dump.text(of: Int?.some(3) as Any) == "3")
    #expect(Dump.text(of: Int?.none as Any) == "nil")
    #expect(Dump.text(of: Int??.some(nil) as Any) == "nil")
    #expect(Dump.text(of: Inventario.State(destino: nil, items: [])).contains("destino: nil,"))
  }

  @Test("Collections draw indexed elements")
  func collections() {
    #expect(
      Dump.text(of: ["a", "b"]) == """
        [
          [0]: "a",
          [1]: "b"
        ]
        """)
    #expect(Dump.text(of: [Int]()) == "[]")
    #expect(
      Dump.text(of: ContiguousArray([1])) == """
        [
          [0]: 1
        ]
        """)
  }

  @Test("An IndexSet draws as the array of its elements, not as Foundation's ranges")
  func indexSets() {
    #expect(
      Dump.text(of: IndexSet([5, 1, 2])) == """
        [
          [0]: 1,
          [1]: 2,
          [2]: 5
        ]
        """)
    #expect(Dump.text(of: IndexSet()) == "[]")
    #expect(
      Dump.diff(IndexSet([1, 2]), IndexSet([1, 3])) == """
          [
            … (1 unchanged)
        −   [1]: 2
        +   [1]: 3
          ]
        """)
  }

  @Test("A custom mirror with the collection style draws as a collection")
  func customCollectionMirror() {
    #expect(
      Dump.text(of: Bag(elements: ["x", "y"])) == """
        [
          [0]: "x",
          [1]: "y"
        ]
        """)
  }

  @Test("Sets draw sorted")
  func sets() {
    #expect(
      Dump.text(of: Set([10, 2, 1])) == """
        Set([
          1,
          2,
          10
        ])
        """)
    #expect(
      Dump.text(of: Set([Point(x: 2, y: 1), Point(x: 1, y: 9)])) == """
        Set([
          Point(
            x: 1,
            y: 9
          ),
          Point(
            x: 2,
            y: 1
          )
        ])
        """)
    #expect(Dump.text(of: Set<Int>()) == "Set([])")
  }

  @Test("Comparable members sort by value: enums in declaration order")
  func comparableSort() {
    #expect(
      Dump.text(of: Set([Flavor.chocolate, .vanilla])) == """
        Set([
          Flavor.vanilla,
          Flavor.chocolate
        ])
        """)
  }

  @Test("Dictionaries draw sorted by key")
  func dictionaries() {
    #expect(
      Dump.text(of: [10: "x", 2: "b", 3: "c"]) == """
        [
          2: "b",
          3: "c",
          10: "x"
        ]
        """)
    #expect(
      Dump.text(of: [Point(x: 1, y: 2): true]) == """
        [
          Point(x: 1, y: 2): true
        ]
        """)
    #expect(Dump.text(of: [String: Int]()) == "[:]")
  }

  @Test("Strings are quoted with escapes; text with line breaks is a block")
  func strings() {
    #expect(Dump.text(of: "say \"hi\"\t\\") == #""say \"hi\"\t\\""#)
    #expect(Dump.text(of: "bell\u{7}") == #""bell\u{7}""#)
    #expect(Dump.text(of: "Año 🎉") == #""Año 🎉""#)
    #expect(
      Dump.text(of: ["one\ntwo \"\"\" \\\n"]) == #"""
        [
          [0]: """
            one
            two \""" \\

            """
        ]
        """#)
  }

  @Test("Scalars and Foundation values are one-line leaves")
  func leaves() throws {
    #expect(Dump.text(of: 42) == "42")
    #expect(Dump.text(of: UInt8(7)) == "7")
    #expect(Dump.text(of: 1.5) == "1.5")
    #expect(Dump.text(of: Float(2)) == "2.0")
    #expect(Dump.text(of: false) == "false")
    #expect(Dump.text(of: Character("c")) == #""c""#)
    #expect(Dump.text(of: Inventario.id(26)) == "UUID(00000000-0000-0000-0000-00000000001A)")
    #expect(Dump.text(of: Date(timeIntervalSinceReferenceDate: 0)) == "Date(2001-01-01T00:00:00Z)")
    #expect(Dump.text(of: Date(timeIntervalSince1970: 0.25)) == "Date(1970-01-01T00:00:00.25Z)")
    let url = try #require(URL(string: "https://example.com/a?b=1"))
    #expect(Dump.text(of: url) == "URL(https://example.com/a?b=1)")
    #expect(Dump.text(of: Data([1, 2, 255])) == "Data(3 bytes: 01 02 ff)")
    #expect(Dump.text(of: Duration.milliseconds(1500)) == "1.5 seconds")
    #expect(Dump.text(of: Int.self) == "Int.self")
    #expect(
      Dump.text(of: Date(timeIntervalSince1970: 1.000_25)) == "Date(1970-01-01T00:00:01.00025Z)")
    #expect(Dump.text(of: Data([7])) == "Data(1 byte: 07)")
    #expect(Dump.text(of: Data(count: 40)).hasPrefix("Data(40 bytes: 00 00"))
    #expect(Dump.text(of: Data(count: 40)).hasSuffix(" …)"))
    #expect(Dump.text(of: \Point.x).hasSuffix("Point.x"))
    #expect(Dump.text(of: { (value: Int) in "\(value)" }) == "(Int) -> String")
  }

  @Test("Tuples draw labelled or positional lines")
  func tuples() {
    #expect(
      Dump.text(of: (x: 1, "a")) == """
        (
          x: 1,
          .1: "a"
        )
        """)
    #expect(Dump.text(of: ()) == "()")
  }

  @Test("A dump description replaces the structure, on one line")
  func dumpStringConvertible() {
    #expect(Dump.text(of: Money(cents: 5)) == "5 ¢")
    #expect(Dump.text(of: [Money(cents: 1)]).contains("[0]: 1 ¢"))
  }

  @Test("A dump description with line breaks stays on one line")
  func dumpDescriptionLineBreaks() {
    #expect(Dump.text(of: Note()) == #"first\nsecond"#)
  }

  @Test("A dump representation that returns itself does not loop")
  func selfRepresenting() {
    #expect(Dump.text(of: SelfRepresenting()) == "SelfRepresenting()")
  }

  @Test("A dump representation replaces the value, and names a wrapper by its property")
  func dumpRepresentable() {
    var value = WithWrapper(title: "T", detail: nil)
    _ = value.computed
    #expect(
      Dump.text(of: value) == """
        WithWrapper(
          title: "T",
          detail: nil,
          _underscored: 1,
          computed: 2
        )
        """)
  }

  @Test("Custom mirrors are honoured: a hidden id is not drawn")
  func customMirror() {
    #expect(
      Dump.text(of: Alert(title: "Hi")) == """
        Alert(
          title: "Hi"
        )
        """)
  }

  @Test("Type-erased values draw as what they hold")
  func erased() {
    #expect(Dump.text(of: AnyHashable(5)) == "5")
    #expect(Dump.text(of: [1, "a"] as [Any]).contains(#"[1]: "a""#))
  }

  @Test("The text is the same in every call")
  func stable() {
    let value = [Set(["q", "w", "e", "r", "t", "y"]): [9: 1, 8: 2, 7: 3]]
    #expect(Dump.text(of: value) == Dump.text(of: value))
  }
}

// MARK: - Fixtures

private struct Point: Equatable, Hashable {
  var x: Int
  var y: Int
}

private struct Empty: Equatable {}

private enum Action: Equatable {
  case tapped
  case count(Int)
  case named(value: String)
  case moved(from: Int, to: Int)
  case pair(Int, String)
  case point(Point)
  case located(at: Point)
}

/// An enum whose `description` must not replace its case names in a dump.
private enum Flavor: CustomStringConvertible, Comparable {
  case vanilla
  case chocolate

  var description: String { "a flavour" }
}

/// A node of a linked structure that can point back at itself.
private final class Node {
  var name: String
  var next: Node?

  init(_ name: String, next: Node? = nil) {
    self.name = name
    self.next = next
  }
}

private class Animal {
  var name: String
  init(name: String) { self.name = name }
}

private final class Dog: Animal {
  var goodBoy = true
}

/// A property wrapper that dumps as the value it wraps.
@propertyWrapper
private struct Wrapped<Value>: CustomDumpRepresentable {
  var wrappedValue: Value
  var dumpValue: Any { wrappedValue }
}

private struct WithWrapper {
  @Wrapped var title: String
  @Wrapped var detail: Int?
  var _underscored = 1
  lazy var computed = 2
}

/// A value with a generated id that its custom mirror hides, as alert values do.
private struct Alert: Equatable, CustomReflectable {
  var id = UUID()
  var title: String

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }

  var customMirror: Mirror {
    Mirror(self, children: ["title": title], displayStyle: .struct)
  }
}

/// A collection that reflects as one, like `IdentifiedArray`.
private struct Bag: CustomReflectable {
  var elements: [String]

  var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
  }
}

private struct Money: CustomDumpStringConvertible {
  var cents: Int
  var dumpDescription: String { "\(cents) ¢" }
}

private struct Generic<A, B> {
  struct Nested {
    var value: Int
  }

  var a: A
  var b: B
}

/// A value whose dump representation is itself: the dump must not loop on it.
private struct SelfRepresenting: CustomDumpRepresentable {
  var dumpValue: Any { self }
}

private struct Note: CustomDumpStringConvertible {
  var dumpDescription: String { "first\nsecond" }
}
