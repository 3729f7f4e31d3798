import StatecraftTesting
import Testing

@testable import InventarioFeature

@MainActor
@Suite("Inventario's detail")
struct DetalleItemTests {
  private func store(
    clock: TestClock = TestClock()
  ) -> TestStore<Inventario.State, Inventario.Action> {
    TestStore(initialState: Inventario.State(items: .muestra)) {
      Inventario()
    } withDependencies: {
      $0.continuousClock = clock
      $0.almacen = .simulado([Item.tornillos.id: 120])
    }
  }

  @Test(
    "Tapping a row presents its detail; renaming there renames the row; closing clears the slot")
  func renombrar() async {
    let store = store()

    await store.send(.filaTocada(Item.tornillos.id)) {
      $0.destino = .detalle(DetalleItem.State(item: .tornillos))
    }
    // The detail holds the list's own article: one change, in the list and in the detail.
    await store.send(.destino(.presented(.detalle(.nombreCambiado("Tornillos M5"))))) {
      $0.$items.withLock { $0[id: Item.tornillos.id]?.nombre = "Tornillos M5" }
    }
    #expect(
      store.state.destino
        == .detalle(
          DetalleItem.State(
            item: Item(
              id: Item.tornillos.id, nombre: "Tornillos M5", stock: 120))))
    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
  }

  @Test("Following the stock reads the warehouse on the clock; a reading after closing never lands")
  func seguirStockYCerrar() async {
    let clock = TestClock()
    let store = store(clock: clock)
    var detalle = DetalleItem.State(item: .tornillos)

    await store.send(.filaTocada(Item.tornillos.id)) {
      $0.destino = .detalle(detalle)
    }
    await store.send(.destino(.presented(.detalle(.seguirStockPulsado)))) {
      detalle.siguiendoStock = true
      $0.destino = .detalle(detalle)
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.destino(.presented(.detalle(.stockRecibido(119))))) {
      $0.$items.withLock { $0[id: Item.tornillos.id]?.stock = 119 }
    }
    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
    // The timer went with the detail (R5): nothing more arrives, and nothing is left running.
    await clock.advance(by: .seconds(10))
  }

  @Test("Following again stops the timer")
  func dejarDeSeguir() async {
    let clock = TestClock()
    let store = store(clock: clock)

    await store.send(.filaTocada(Item.tornillos.id)) {
      $0.destino = .detalle(DetalleItem.State(item: .tornillos))
    }
    await store.send(.destino(.presented(.detalle(.seguirStockPulsado)))) {
      $0.destino = .detalle(DetalleItem.State(item: .tornillos, siguiendoStock: true))
    }
    await store.send(.destino(.presented(.detalle(.seguirStockPulsado)))) {
      $0.destino = .detalle(DetalleItem.State(item: .tornillos, siguiendoStock: false))
    }
    await clock.advance(by: .seconds(10))
  }

  @Test("An article the warehouse does not know stops the following, and says so")
  func almacenNoLoConoce() async {
    let clock = TestClock()
    let store = store(clock: clock)

    await store.send(.filaTocada(Item.tuercas.id)) {
      $0.destino = .detalle(DetalleItem.State(item: .tuercas))
    }
    await store.send(.destino(.presented(.detalle(.seguirStockPulsado)))) {
      $0.destino = .detalle(DetalleItem.State(item: .tuercas, siguiendoStock: true))
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.destino(.presented(.detalle(.stockRecibido(nil))))) {
      $0.destino = .detalle(
        DetalleItem.State(
          item: .tuercas, siguiendoStock: false, aviso: "El almacén no conoce este artículo."
        )
      )
    }
    await clock.advance(by: .seconds(10))
  }

  @Test("Tapping the row of the open detail again keeps the detail: it goes on following the stock")
  func tocarOtraVez() async {
    let clock = TestClock()
    let store = store(clock: clock)
    var detalle = DetalleItem.State(item: .tornillos)

    await store.send(.filaTocada(Item.tornillos.id)) {
      $0.destino = .detalle(detalle)
    }
    await store.send(.destino(.presented(.detalle(.seguirStockPulsado)))) {
      detalle.siguiendoStock = true
      $0.destino = .detalle(detalle)
    }
    // The same article: the same presentation, so its follower goes on (R5), and the detail must
    // still say it is following.
    await store.send(.filaTocada(Item.tornillos.id))
    await clock.advance(by: .seconds(2))
    await store.receive(.destino(.presented(.detalle(.stockRecibido(119))))) {
      // Through the detail's path: the same shared article.
      $0.destino[case: Inventario.Destino.State.detalle]?.$item.withLock { $0.stock = 119 }
    }
    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
  }

  @Test("Tapping another row while a detail follows its stock opens the other; the follower ends")
  func tocarOtra() async {
    let clock = TestClock()
    let store = store(clock: clock)

    await store.send(.filaTocada(Item.tornillos.id)) {
      $0.destino = .detalle(DetalleItem.State(item: .tornillos))
    }
    await store.send(.destino(.presented(.detalle(.seguirStockPulsado)))) {
      $0.destino = .detalle(DetalleItem.State(item: .tornillos, siguiendoStock: true))
    }
    // Another article is another presentation: the first one's effects end with it (R5).
    await store.send(.filaTocada(Item.tuercas.id)) {
      $0.destino = .detalle(DetalleItem.State(item: .tuercas))
    }
    await clock.advance(by: .seconds(10))
  }
}
