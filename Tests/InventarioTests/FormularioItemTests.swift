import Statecraft
import StatecraftTesting
import Testing

@testable import InventarioFeature

@MainActor
@Suite("Inventario's form")
struct FormularioItemTests {
  private let vacio = FormularioItem.State(
    borrador: Item(id: .primero, nombre: "", stock: 0)
  )

  @Test(
    "Saving adds the draft to the list and to the warehouse; the form closes itself through dismiss (R8)"
  )
  func guardar() async {
    let registrados = Locked<[Item]>([])
    let store = TestStore(initialState: Inventario.State(items: .muestra)) {
      Inventario()
    } withDependencies: {
      $0.almacen.registrar = { item in registrados.withLock { $0.append(item) } }
    }
    let clavos = Item(id: .primero, nombre: "Clavos", stock: 40)

    await store.send(.añadirTocado) {
      $0.destino = .formulario(vacio)
    }
    await store.send(.destino(.presented(.formulario(.binding(.set(\.borrador.nombre, "Clavos"))))))
    {
      $0.destino = .formulario(
        FormularioItem.State(borrador: Item(id: .primero, nombre: "Clavos", stock: 0)))
    }
    await store.send(.destino(.presented(.formulario(.binding(.set(\.borrador.stock, 40)))))) {
      $0.destino = .formulario(FormularioItem.State(borrador: clavos))
    }
    await store.send(.destino(.presented(.formulario(.guardarPulsado))))
    await store.receive(.destino(.presented(.formulario(.delegate(.guardar(clavos)))))) {
      $0.$items.withLock { $0.append(clavos) }
    }
    await store.receive(.destino(.dismiss)) {
      $0.destino = nil
    }
    await store.finish()
    #expect(registrados.withLock { $0 } == [clavos])
  }

  @Test("A new article is known to the warehouse: its detail follows its stock")
  func seguirUnoNuevo() async {
    let clock = TestClock()
    // A warehouse that knows no article until it is told about one.
    let store = TestStore(initialState: Inventario.State()) {
      Inventario()
    } withDependencies: {
      $0.almacen = .simulado([:])
      $0.continuousClock = clock
    }
    let clavos = Item(id: .primero, nombre: "Clavos", stock: 40)

    await store.send(.añadirTocado) {
      $0.destino = .formulario(vacio)
    }
    await store.send(.destino(.presented(.formulario(.binding(.set(\.borrador.nombre, "Clavos"))))))
    {
      $0.destino = .formulario(
        FormularioItem.State(borrador: Item(id: .primero, nombre: "Clavos", stock: 0)))
    }
    await store.send(.destino(.presented(.formulario(.binding(.set(\.borrador.stock, 40)))))) {
      $0.destino = .formulario(FormularioItem.State(borrador: clavos))
    }
    await store.send(.destino(.presented(.formulario(.guardarPulsado))))
    await store.receive(.destino(.presented(.formulario(.delegate(.guardar(clavos)))))) {
      $0.$items.withLock { $0 = [clavos] }
    }
    await store.receive(.destino(.dismiss)) {
      $0.destino = nil
    }
    await store.finish()

    var detalle = DetalleItem.State(item: clavos)
    await store.send(.filaTocada(clavos.id)) {
      $0.destino = .detalle(detalle)
    }
    await store.send(.destino(.presented(.detalle(.seguirStockPulsado)))) {
      detalle.siguiendoStock = true
      $0.destino = .detalle(detalle)
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.destino(.presented(.detalle(.stockRecibido(39))))) {
      $0.$items.withLock { $0[id: clavos.id]?.stock = 39 }
    }
    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
  }

  @Test("A draft without a name is not saved; the form says why until a name is typed")
  func sinNombre() async {
    let store = TestStore(initialState: Inventario.State(items: .muestra)) { Inventario() }

    await store.send(.añadirTocado) {
      $0.destino = .formulario(vacio)
    }
    await store.send(.destino(.presented(.formulario(.guardarPulsado)))) {
      $0.destino = .formulario(
        FormularioItem.State(borrador: vacio.borrador, aviso: "Escribe un nombre antes de guardar.")
      )
    }
    await store.send(.destino(.presented(.formulario(.binding(.set(\.borrador.nombre, "Clavos"))))))
    {
      $0.destino = .formulario(
        FormularioItem.State(borrador: Item(id: .primero, nombre: "Clavos", stock: 0)))
    }
  }

  @Test("The cancel button closes the form through dismiss, and adds nothing")
  func cancelar() async {
    let store = TestStore(initialState: Inventario.State(items: .muestra)) { Inventario() }

    await store.send(.añadirTocado) {
      $0.destino = .formulario(vacio)
    }
    await store.send(.destino(.presented(.formulario(.cancelarPulsado))))
    await store.receive(.destino(.dismiss)) {
      $0.destino = nil
    }
  }

  @Test("Closing the form from outside discards the draft")
  func cerrarDesdeFuera() async {
    let store = TestStore(initialState: Inventario.State(items: .muestra)) { Inventario() }

    await store.send(.añadirTocado) {
      $0.destino = .formulario(vacio)
    }
    await store.send(.destino(.presented(.formulario(.binding(.set(\.borrador.nombre, "Clavos"))))))
    {
      $0.destino = .formulario(
        FormularioItem.State(borrador: Item(id: .primero, nombre: "Clavos", stock: 0)))
    }
    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
  }

  @Test("On its own, the form saves by telling its parent, then dismissing")
  func sola() async {
    let cerrado = Interruptor()
    let clavos = Item(id: .primero, nombre: "Clavos", stock: 0)
    let store = TestStore(initialState: FormularioItem.State(borrador: clavos)) {
      FormularioItem()
    } withDependencies: {
      $0.dismiss = DismissEffect { cerrado.encender() }
    }

    await store.send(.guardarPulsado)
    await store.receive(.delegate(.guardar(clavos)))
    await store.finish()
    #expect(cerrado.encendido)
  }
}
