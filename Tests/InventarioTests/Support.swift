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
