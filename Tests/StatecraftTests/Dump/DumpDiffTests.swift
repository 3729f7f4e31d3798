import Foundation
import Testing

@testable import Statecraft

@Suite("Dump.diff")
struct DumpDiffTests {
  static let items = (1...5).map { Inventario.Item($0, nombre: "Item \($0)") }
  static let state = Inventario.State(
    destino: .detalle(Inventario.DetalleItem.State(item: Inventario.Item(1, nombre: "Silla"))),
    items: items)

  // MARK: - Golden diffs

  @Test("A change deep in nested structs shows its path and nothing else")
  func nestedStructs() {
    var actual = Self.state
    actual.destino = .detalle(
      Inventario.DetalleItem.State(item: Inventario.Item(1, nombre: "Sillas")))
    Golden.assert(Dump.diff(Self.state, actual), matches: "diff-nested-structs")
  }

  @Test("The same enum case compares its payloads")
  func enumSameCase() {
    let expected = Inventario.Destino.State.formulario(
      borrador: Inventario.Item(3, nombre: "Mesa"), esNuevo: true)
    let actual = Inventario.Destino.State.formulario(
      borrador: Inventario.Item(3, nombre: "Mesa", precio: 12), esNuevo: true)
    Golden.assert(Dump.diff(expected, actual), matches: "diff-enum-same-case")
  }

  @Test("Another enum case replaces the whole value")
  func enumDifferentCase() {
    var actual = Self.state
    actual.destino = .alerta("¿Borrar «Silla»?")
    Golden.assert(Dump.diff(Self.state, actual), matches: "diff-enum-different-case")
  }

  @Test("Plain arrays pair elements by position")
  func arrayByIndex() {
    let expected = Opaque(name: "scores", values: [10, 20, 30, 40])
    let actual = Opaque(name: "scores", values: [10, 25, 30, 40, 50])
    Golden.assert(Dump.diff(expected, actual), matches: "diff-array-by-index")
  }

  @Test("Identifiable elements pair by id: an insertion in the middle is one inserted element")
  func identifiableInsertion() {
    var actual = Self.state
    actual.items.insert(Inventario.Item(9, nombre: "Nuevo"), at: 2)
    actual.items[4].cantidad = 7
    Golden.assert(Dump.diff(Self.state, actual), matches: "diff-identified-insertion")
  }

  @Test("Dictionaries pair entries by key")
  func dictionaries() {
    let expected = ["a": Point(x: 1, y: 1), "b": Point(x: 2, y: 2), "c": Point(x: 3, y: 3)]
    let actual = ["a": Point(x: 1, y: 1), "b": Point(x: 2, y: 5), "d": Point(x: 4, y: 4)]
    Golden.assert(Dump.diff(expected, actual), matches: "diff-dictionary")
  }

  @Test("Sets pair members by equality")
  func sets() {
    Golden.assert(Dump.diff(Set([1, 2, 3, 4, 5]), Set([1, 3, 4, 5, 6])), matches: "diff-set")
  }

  @Test("An optional from nil to a value, and back")
  func optionals() {
    var presented = Self.state
    presented.items = []
    var dismissed = presented
    dismissed.destino = nil
    Golden.assert(Dump.diff(dismissed, presented), matches: "diff-optional-nil-to-value")
    Golden.assert(Dump.diff(presented, dismissed), matches: "diff-optional-value-to-nil")
  }

  @Test("One change in 10,000 elements prints a short diff")
  func largeState() throws {
    let items = (1...10_000).map { Inventario.Item($0, nombre: "Item \($0)") }
    let expected = Inventario.State(destino: nil, items: items)
    var actual = expected
    actual.items[5_000].nombre = "Cambiado"
    let diff = try #require(Dump.diff(expected, actual))
    #expect(diff.split(separator: "\n").count < 20)
    Golden.assert(diff, matches: "diff-large-state")
  }

  @Test("A cycle of objects is compared once around")
  func classCycle() {
    let expected = Node("a", next: Node("b"))
    expected.next?.next = expected
    let actual = Node("a", next: Node("c"))
    actual.next?.next = actual
    Golden.assert(Dump.diff(expected, actual), matches: "diff-class-cycle")
  }

  @Test("Multi-line strings compare line by line")
  func multilineString() {
    let expected = Opaque(name: "uno\ndos\ntres\ncuatro\ncinco", values: [])
    let actual = Opaque(name: "uno\ndos\nTRES\ncuatro\ncinco\nseis", values: [])
    Golden.assert(Dump.diff(expected, actual), matches: "diff-multiline-string")
  }

  @Test("Runs of unchanged siblings collapse into one line")
  func collapsedSiblings() throws {
    let expected = (1...8).map { Point(x: $0, y: $0) }
    var actual = expected
    actual[4].y = 0
    let diff = try #require(Dump.diff(expected, actual))
    Golden.assert(diff, matches: "diff-collapsed-siblings")
    #expect(diff.contains("  … (4 unchanged)"))
    #expect(diff.contains("  … (3 unchanged)"))
    #expect(!diff.contains("[3]"))
    #expect(!diff.contains("[5]"))
    #expect(diff.split(separator: "\n").count == 9)
  }

  // MARK: - Rules

  @Test("Equal values have no diff")
  func equal() {
    #expect(Dump.diff(Self.state, Self.state) == nil)
    #expect(Dump.diff(Opaque(name: "a", values: [1]), Opaque(name: "a", values: [1])) == nil)
    let node = Node("a")
    node.next = node
    #expect(Dump.diff(node, node) == nil)
    #expect(Dump.diff(1, 1) == nil)
  }

  @Test("Equatable values that compare equal are unchanged, whatever their mirrors show")
  func equatableIsTrusted() {
    #expect(Dump.diff(Alert(title: "Hi"), Alert(title: "Hi")) == nil)
  }

  @Test("Values that are not Equatable are compared by reflection")
  func notEquatable() {
    let diff = Dump.diff(Opaque(name: "a", values: [1]), Opaque(name: "b", values: [1]))
    #expect(
      diff == """
          Opaque(
        −   name: "a",
        +   name: "b",
            … (1 unchanged)
          )
        """)
  }

  @Test("Leaves at the top are one removed line and one inserted line")
  func leaves() {
    #expect(Dump.diff(1, 2) == "− 1\n+ 2")
    #expect(Dump.diff("a", "b") == "− \"a\"\n+ \"b\"")
  }

  @Test("One unchanged sibling is counted in the singular")
  func singular() {
    #expect(
      Dump.diff(Point(x: 1, y: 2), Point(x: 1, y: 3)) == """
          Point(
            … (1 unchanged)
        −   y: 2
        +   y: 3
          )
        """)
  }

  @Test("Values of different types replace each other whole")
  func differentTypes() {
    #expect(Dump.diff(1, "1") == "− 1\n+ \"1\"")
    #expect(Dump.diff([1] as [Any], [1.0] as [Any]) == "  [\n−   [0]: 1\n+   [0]: 1.0\n  ]")
  }

  @Test("Values of different types that dump alike have no diff")
  func alikeDumps() {
    #expect(Dump.diff(Int?.some(1) as Any, 1) == nil)
    #expect(Dump.diff(Int32(1), Int64(1)) == nil)
  }

  @Test("A moved Identifiable element is removed where it was and inserted where it is")
  func move() throws {
    var actual = Self.state.items
    actual.append(actual.removeFirst())
    let diff = try #require(Dump.diff(Self.state.items, actual))
    #expect(
      diff.hasPrefix(
        "  [\n−   [0]: Inventario.Item(\n−     id: UUID(00000000-0000-0000-0000-000000000001),"))
    #expect(
      diff.contains(
        "    … (4 unchanged)\n+   [4]: Inventario.Item(\n+     id: UUID(00000000-0000-0000-0000-000000000001),"
      ))
  }

  @Test("A custom collection mirror diffs as an array does")
  func customCollectionMirror() throws {
    var actual = Self.state.items
    actual.insert(Inventario.Item(9, nombre: "Nuevo"), at: 2)
    actual[4].cantidad = 7
    let diff = try #require(
      Dump.diff(IdentifiedBag(items: Self.state.items), IdentifiedBag(items: actual)))
    #expect(diff == Dump.diff(Self.state.items, actual))
    #expect(diff.contains("+   [2]: Inventario.Item("))
  }

  @Test("Elements of mixed types pair by position")
  func mixedElements() {
    #expect(
      Dump.diff([1, "a", 2.5] as [Any], [1, "b", 2.5] as [Any]) == """
          [
            … (1 unchanged)
        −   [1]: "a",
        +   [1]: "b",
            … (1 unchanged)
          ]
        """)
  }

  @Test("Equal elements are skipped by their own ==")
  func elementEquality() {
    // The first alerts differ only by their hidden ids, which their == ignores.
    #expect(
      Dump.diff([Alert(title: "A"), Alert(title: "B")], [Alert(title: "A"), Alert(title: "C")])
        == """
          [
            … (1 unchanged)
            [1]: Alert(
        −     title: "B"
        +     title: "C"
            )
          ]
        """)
    // Not Equatable itself: reflected, then its elements compared with String's ==.
    #expect(Dump.diff(Bag(elements: ["a", "b"]), Bag(elements: ["a", "b"])) == nil)
  }

  @Test("An element added at the end takes no comma, and the last one keeps its own")
  func commas() {
    #expect(
      Dump.diff([1, 2], [1, 2, 3]) == """
          [
            … (2 unchanged)
        +   [2]: 3
          ]
        """)
  }
}

// MARK: - Fixtures

private struct Point: Equatable, Hashable {
  var x: Int
  var y: Int
}

/// A struct that is not `Equatable`, so the differ must reflect it.
private struct Opaque {
  var name: String
  var values: [Int]
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

/// A collection of identifiable elements that reflects as one, as `IdentifiedArray` does.
private struct IdentifiedBag: Equatable, CustomReflectable {
  var items: [Inventario.Item]

  var customMirror: Mirror {
    Mirror(self, unlabeledChildren: items, displayStyle: .collection)
  }
}
