import Foundation
import StatecraftTesting
import Testing

@testable import InventarioFeature

/// Inventario keeps its articles in a file: read at launch, written at each change, and a
/// corrupt one set aside with a message, never lost.
@MainActor
@Suite("Inventario's file")
struct ArchivoDeInventarioTests {
  private func leer(_ data: Data?) -> IdentifiedArrayOf<Item>? {
    data.flatMap { try? JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: $0) }
  }

  @Test("The first launch, with no file, starts with the sample inventory and writes it")
  func primeraVez() {
    let archivos = SharedFileSystem.inMemory()
    withDependencies {
      $0.sharedStorage = SharedStorage(fileSystem: archivos)
    } operation: {
      let estado = InventarioApp.estadoInicial()
      #expect(estado.items == .muestra)
    }
    #expect(leer(archivos.contents(of: .archivoDeInventario)) == .muestra)
  }

  @Test("A later launch starts from the file, even an empty list")
  func despues() {
    let clavos = Item(id: .primero, nombre: "Clavos", stock: 40)
    for guardado in [[clavos], []] as [IdentifiedArrayOf<Item>] {
      let datos = (try? JSONEncoder().encode(guardado)) ?? Data()
      let archivos = SharedFileSystem.inMemory(files: [.archivoDeInventario: datos])
      withDependencies {
        $0.sharedStorage = SharedStorage(fileSystem: archivos)
      } operation: {
        #expect(InventarioApp.estadoInicial().items == guardado)
      }
      #expect(archivos.writeCount == 0)
    }
  }

  @Test("Each change of the list is in the file at once")
  func cadaCambio() async {
    let archivos = SharedFileSystem.inMemory()
    let store = TestStore(initialState: Inventario.State()) {
      Inventario()
    } withDependencies: {
      $0.sharedStorage = SharedStorage(fileSystem: archivos)
    }
    store.state.$items.withLock { $0 = .muestra }
    store.assert {
      $0.$items.withLock { $0 = .muestra }
    }
    await store.send(.borrarTocado(Item.tuercas.id)) {
      $0.destino = .alerta(.confirmarBorrado(de: .tuercas))
    }
    await store.send(.destino(.presented(.alerta(.confirmarBorrado(Item.tuercas.id))))) {
      $0.$items.withLock { $0.remove(id: Item.tuercas.id) }
      $0.destino = nil
    }
    #expect(
      leer(archivos.contents(of: .archivoDeInventario))?.map(\.nombre) == [
        "Tornillos M4", "Arandelas",
      ])
  }

  @Test("A corrupt file: a message, an empty list, and the file set aside before the first write")
  func archivoCorrupto() async {
    let roto = Data("{ esto no es un inventario".utf8)
    let archivos = SharedFileSystem.inMemory(files: [.archivoDeInventario: roto])
    let clavos = Item(id: .primero, nombre: "Clavos", stock: 0)
    let path = URL.archivoDeInventario.path
    let failures = await capturingFailures {
      let store = TestStore(initialState: Inventario.State()) {
        Inventario()
      } withDependencies: {
        $0.sharedStorage = SharedStorage(fileSystem: archivos)
        $0.almacen.registrar = { _ in }
      }
      #expect(store.state.items == [])
      #expect(archivos.contents(of: .archivoDeInventario) == roto)
      await store.send(.añadirTocado) {
        $0.destino = .formulario(
          FormularioItem.State(borrador: Item(id: .primero, nombre: "", stock: 0)))
      }
      await store.send(
        .destino(.presented(.formulario(.binding(.set(\.borrador.nombre, "Clavos")))))
      ) {
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
    }
    // The lines in Inventario.swift move with its code; the rest of each text is whole.
    #expect(
      failures.map { $0.message.replacing(/\.swift:\d+/, with: ".swift:_") } == [
        """
        The file \(path) cannot be read as IdentifiedArray<UUID, Item>: The given data was not \
        valid JSON.

        The default value is used. Before the first change is written, the file is renamed \
        inventario.json.unreadable, so that nothing in it is lost.

          Raised at: InventarioFeature/Inventario.swift:_
        """,
        """
        The unreadable file \(path) was renamed inventario.json.unreadable before the first \
        change was written to it.

          Raised at: InventarioFeature/Inventario.swift:_
        """,
      ])
    let apartado = URL.archivoDeInventario.appendingPathExtension("unreadable")
    #expect(archivos.contents(of: apartado) == roto)
    #expect(leer(archivos.contents(of: .archivoDeInventario)) == [clavos])
  }

  @Test("The file is INVENTARIO_ARCHIVO when it is set, else inventario.json in the user's data")
  func ubicacion() {
    #expect(
      URL.archivoDeInventario(environment: ["INVENTARIO_ARCHIVO": "/tmp/mi-inventario.json"])
        == URL(fileURLWithPath: "/tmp/mi-inventario.json"))
    let omision = URL.archivoDeInventario(environment: ["INVENTARIO_ARCHIVO": ""])
    #expect(omision.path.hasSuffix("/Inventario/inventario.json"))
  }
}
