import Foundation
import Statecraft

/// An article in the inventory, as the inventory file keeps it.
struct Item: Hashable, Identifiable, Codable {
  let id: UUID
  var nombre: String
  /// Units in stock.
  var stock: Int
}

extension IdentifiedArray where ID == Item.ID, Element == Item {
  /// The inventory the app starts with.
  static var muestra: Self {
    [
      Item(id: Item.idDeMuestra(1), nombre: "Tornillos M4", stock: 120),
      Item(id: Item.idDeMuestra(2), nombre: "Tuercas M4", stock: 80),
      Item(id: Item.idDeMuestra(3), nombre: "Arandelas", stock: 0),
    ]
  }
}

extension Item {
  /// Fixed ids for the sample articles, so that the simulated warehouse knows them. They start
  /// with `A0`, away from the ids a test's incrementing `uuid` dependency makes.
  static func idDeMuestra(_ numero: UInt8) -> UUID {
    UUID(uuid: (0xA0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, numero))
  }
}
