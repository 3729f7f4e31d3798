import Foundation
import Statecraft

/// The warehouse, as the detail screen sees it.
struct AlmacenClient: Sendable {
  /// The units of an article in the warehouse now, or `nil` when the warehouse does not know it.
  var stock: @Sendable (_ id: Item.ID) async -> Int?
  /// Makes a new article known to the warehouse, with the units it starts with.
  var registrar: @Sendable (_ item: Item) async -> Void
}

extension AlmacenClient: DependencyKey {
  /// A simulated warehouse that knows the articles of the inventory file when it is first used.
  static var liveValue: AlmacenClient {
    @Shared(.inventario) var items
    return .simulado(Dictionary(items.map { ($0.id, $0.stock) }) { first, _ in first })
  }

  static let testValue = AlmacenClient(
    stock: unimplemented("AlmacenClient.stock", placeholder: nil),
    registrar: unimplemented("AlmacenClient.registrar")
  )
}

extension DependencyValues {
  var almacen: AlmacenClient {
    get { self[AlmacenClient.self] }
    set { self[AlmacenClient.self] = newValue }
  }
}

extension AlmacenClient {
  /// A stand-in warehouse that keeps selling: each reading finds one unit fewer, while any are
  /// left. It knows the articles it starts with and those registered since.
  static func simulado(_ existencias: [Item.ID: Int]) -> Self {
    let almacen = AlmacenSimulado(existencias)
    return AlmacenClient(
      stock: { id in await almacen.vender(id) },
      registrar: { item in await almacen.registrar(item) }
    )
  }
}

private actor AlmacenSimulado {
  private var existencias: [Item.ID: Int]

  init(_ existencias: [Item.ID: Int]) {
    self.existencias = existencias
  }

  func registrar(_ item: Item) {
    existencias[item.id] = item.stock
  }

  func vender(_ id: Item.ID) -> Int? {
    guard let unidades = existencias[id] else { return nil }
    existencias[id] = max(0, unidades - 1)
    return existencias[id]
  }
}
