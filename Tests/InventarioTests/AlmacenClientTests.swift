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

  @Test("The live warehouse starts with the sample inventory")
  func enVivo() async {
    #expect(await AlmacenClient.liveValue.stock(Item.tuercas.id) == 79)
  }
}
