import Statecraft
import StatecraftTesting
import Testing

@testable import InventarioFeature

/// Inventario's screen driven as SwiftUI would: the delete alert in both tap orders, the detail
/// sheet swiped down, the form saved, and a stale button that can never delete.
@MainActor
@Suite("Inventario through the view driver")
struct InventarioDriverTests {
  private func makeDriver() -> ViewDriver<Inventario.State, Inventario.Action> {
    ViewDriver(initialState: Inventario.State(items: [.tornillos, .tuercas])) { Inventario() }
  }

  private typealias Binding<C, CA> =
    @MainActor (Store<Inventario.State, Inventario.Action>) ->
    PresentationBinding<C, CA>

  private let alerta: Binding<AlertState<Inventario.Action.Alerta>, Inventario.Action.Alerta> = {
    $0.presentation(state: \.$destino, action: Inventario.Action.destino)
      .scope(state: Inventario.Destino.State.alerta, action: Inventario.Destino.Action.alerta)
  }

  private let detalle: Binding<DetalleItem.State, DetalleItem.Action> = {
    $0.presentation(state: \.$destino, action: Inventario.Action.destino)
      .scope(state: Inventario.Destino.State.detalle, action: Inventario.Destino.Action.detalle)
  }

  @Test(
    "Confirming the delete removes the article",
    arguments: [
      TapOrder.actionFirst, .nilWriteFirst,
    ])
  func borrar(order: TapOrder) {
    let driver = makeDriver()
    let alerta = driver.alert(alerta)
    driver.store.send(.borrarTocado(Item.tornillos.id))
    driver.render()
    #expect(alerta.title == "Borrar «Tornillos M4»")
    #expect(alerta.buttons == ["Borrar", "Cancelar"])
    alerta.tap("Borrar", order: order)
    #expect(
      driver.takeActions() == [
        .borrarTocado(Item.tornillos.id),
        .destino(.presented(.alerta(.confirmarBorrado(Item.tornillos.id)))),
      ])
    #expect(driver.store.items.ids == [Item.tuercas.id])
    #expect(driver.store.destino == nil)
    #expect(driver.issues.isEmpty)
  }

  @Test(
    "Cancelling the delete keeps the article",
    arguments: [
      TapOrder.actionFirst, .nilWriteFirst,
    ])
  func cancelar(order: TapOrder) {
    let driver = makeDriver()
    let alerta = driver.alert(alerta)
    driver.store.send(.borrarTocado(Item.tornillos.id))
    driver.render()
    alerta.tap("Cancelar", order: order)
    #expect(driver.takeActions() == [.borrarTocado(Item.tornillos.id), .destino(.dismiss)])
    #expect(driver.store.items.ids == [Item.tornillos.id, Item.tuercas.id])
    #expect(driver.issues.isEmpty)
  }

  @Test("The detail sheet swiped down sends one .dismiss; the alert that replaces it stays up")
  func detalleYAlerta() {
    let driver = makeDriver()
    let detalle = driver.sheet(detalle)
    let alerta = driver.alert(alerta)
    driver.store.send(.filaTocada(Item.tuercas.id))
    driver.render()
    #expect(detalle.store?.item.nombre == "Tuercas M4")
    detalle.swipeDown()
    #expect(driver.takeActions() == [.filaTocada(Item.tuercas.id), .destino(.dismiss)])

    // The detail is up, and the list asks to delete another article: the alert replaces the
    // sheet, whose dismissal must not dismiss the alert.
    driver.store.send(.filaTocada(Item.tuercas.id))
    driver.render()
    driver.store.send(.borrarTocado(Item.tornillos.id))
    driver.render()
    #expect(!detalle.isPresented)
    #expect(alerta.isPresented)
    #expect(
      driver.takeActions() == [
        .filaTocada(Item.tuercas.id), .borrarTocado(Item.tornillos.id),
      ])
    #expect(driver.issues.isEmpty)
  }

  @Test("A stale delete button of a replaced alert can never delete")
  func botonViejo() {
    let driver = makeDriver()
    driver.store.send(.borrarTocado(Item.tornillos.id))
    guard let vieja = alerta(driver.store).wrappedValue else {
      Issue.record("no alert")
      return
    }
    driver.store.send(.borrarTocado(Item.tuercas.id))
    _ = driver.takeActions()
    vieja.tap(vieja.buttons[0])
    #expect(driver.takeActions() == [])
    #expect(driver.store.items.count == 2)
  }
}
