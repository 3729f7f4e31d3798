import Statecraft
import Testing

@testable import InventarioFeature

@Suite("Inventario's simulated warehouse")
struct AlmacenClientTests {
  @Test("Each reading finds one unit fewer, down to zero; unknown articles have no stock")
  func vende() async {
    let almacen = AlmacenClient.simulado([Item.tornillos.id: 2])
    #expect(await almacen.stock(Item.tornillos.id) == 1)
    #expect(await almacen.stock(Item.tornillos.id) == 0)
    #expect(await almacen.stock(Item.tornillos.id) == 0)
    #expect(await almacen.stock(Item.tuercas.id) == nil)
  }

  @Test("The live warehouse knows the articles of the inventory file when it is first used")
  func enVivo() async {
    @Shared(.inventario) var items
    $items.withLock { $0 = .muestra }
    let almacen = AlmacenClient.liveValue
    $items.withLock { $0.append(Item(id: Item.idDeMuestra(9), nombre: "Tarde", stock: 5)) }
    #expect(await almacen.stock(Item.tuercas.id) == 79)
    #expect(await almacen.stock(Item.idDeMuestra(9)) == nil)
  }
}
