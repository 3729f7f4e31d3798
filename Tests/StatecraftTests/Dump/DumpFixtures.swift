import Foundation

@testable import Statecraft

// MARK: - An inventory feature, shaped like the Inventario example

enum Inventario {
  struct State: Equatable {
    var destino: Destino.State?
    var items: [Item]
  }

  enum Destino {
    enum State: Equatable {
      case detalle(DetalleItem.State)
      case formulario(borrador: Item, esNuevo: Bool)
      case alerta(String)
      case cargando
    }
  }
}

enum DetalleItem {
  struct State: Equatable {
    var item: Item
  }
}

struct Item: Equatable, Identifiable {
  var id: UUID
  var nombre: String
  var cantidad: Int
  var precio: Double

  init(_ number: Int, nombre: String, cantidad: Int = 1, precio: Double = 9.5) {
    self.id = UUID(number)
    self.nombre = nombre
    self.cantidad = cantidad
    self.precio = precio
  }
}

extension UUID {
  /// `00000000-0000-0000-0000-00000000000n`, as the incrementing test generator makes them.
  init(_ number: Int) {
    let hex = String(number, radix: 16)
    let text = "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex
    self = UUID(uuidString: text) ?? UUID()
  }
}

// MARK: - Small shapes

struct Point: Equatable, Hashable {
  var x: Int
  var y: Int
}

struct Empty: Equatable {}

/// A struct that is not `Equatable`, so the differ must reflect it.
struct Opaque {
  var name: String
  var values: [Int]
}

enum Action: Equatable {
  case tapped
  case count(Int)
  case named(value: String)
  case moved(from: Int, to: Int)
  case pair(Int, String)
  case point(Point)
  case located(at: Point)
}

/// An enum whose `description` must not replace its case names in a dump.
enum Flavor: CustomStringConvertible, Comparable {
  case vanilla
  case chocolate

  var description: String { "a flavour" }
}

/// A node of a linked structure that can point back at itself.
final class Node {
  var name: String
  var next: Node?

  init(_ name: String, next: Node? = nil) {
    self.name = name
    self.next = next
  }
}

class Animal {
  var name: String
  init(name: String) { self.name = name }
}

final class Dog: Animal {
  var goodBoy = true
}

/// A property wrapper that dumps as the value it wraps.
@propertyWrapper
struct Wrapped<Value>: CustomDumpRepresentable {
  var wrappedValue: Value
  var dumpValue: Any { wrappedValue }
}

struct WithWrapper {
  @Wrapped var title: String
  @Wrapped var detail: Int?
  var _underscored = 1
  lazy var computed = 2
}

/// A value with a generated id that its custom mirror hides, as alert values do.
struct Alert: Equatable, CustomReflectable {
  var id = UUID()
  var title: String

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }

  var customMirror: Mirror {
    Mirror(self, children: ["title": title], displayStyle: .struct)
  }
}

/// A collection that reflects as one, like `IdentifiedArray`.
struct Bag: CustomReflectable {
  var elements: [String]

  var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
  }
}

struct Money: CustomDumpStringConvertible {
  var cents: Int
  var dumpDescription: String { "\(cents) ¢" }
}

struct Generic<A, B> {
  struct Nested {
    var value: Int
  }

  var a: A
  var b: B
}

/// A collection of identifiable elements that reflects as one, as `IdentifiedArray` does.
struct IdentifiedBag: Equatable, CustomReflectable {
  var items: [Item]

  var customMirror: Mirror {
    Mirror(self, unlabeledChildren: items, displayStyle: .collection)
  }
}

/// A value whose dump representation is itself: the dump must not loop on it.
struct SelfRepresenting: CustomDumpRepresentable {
  var dumpValue: Any { self }
}

struct Note: CustomDumpStringConvertible {
  var dumpDescription: String { "first\nsecond" }
}
