import Foundation
import Statecraft

@testable import InventarioFeature

extension Item {
  static let tornillos = Item(id: idDeMuestra(1), nombre: "Tornillos M4", stock: 120)
  static let tuercas = Item(id: idDeMuestra(2), nombre: "Tuercas M4", stock: 80)
}

extension UUID {
  /// The first id the test context's incrementing `uuid` dependency makes.
  static let primero = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
}

/// A switch that a test's dependency closures turn on, from whatever task runs them.
final class Interruptor: Sendable {
  private let estado = Locked(false)

  var encendido: Bool { estado.withLock { $0 } }

  func encender() {
    estado.withLock { $0 = true }
  }
}

extension Inventario.State {
  /// A state holding `items` in a shared value of its own, for tests that draw or start from a
  /// list.
  init(items: IdentifiedArrayOf<Item>, destino: Inventario.Destino.State? = nil) {
    self.init(items: Shared(value: items), destino: destino)
  }
}

extension DetalleItem.State {
  /// A detail of `item`, held in a shared value of its own: equal to the detail of the same
  /// article held through the list, as shared values compare by value.
  init(item: Item, siguiendoStock: Bool = false, aviso: String? = nil) {
    self.init(item: Shared(value: item), siguiendoStock: siguiendoStock, aviso: aviso)
  }
}
