import Foundation

/// An inventory feature shaped like the Inventario example, shared by the dump test suites.
///
/// Everything shared is nested in this one namespace, and each suite's small fixtures are private
/// to its file (a private type dumps under its own name), so that no fixture here can clash with a
/// fixture of another suite in this test target.
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
      self.id = Inventario.id(number)
      self.nombre = nombre
      self.cantidad = cantidad
      self.precio = precio
    }
  }

  /// `00000000-0000-0000-0000-00000000000n`, as the incrementing test generator makes them.
  static func id(_ number: Int) -> UUID {
    let hex = String(number, radix: 16, uppercase: true)
    let text = "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex
    return UUID(uuidString: text) ?? UUID()
  }
}
