import ExampleSupport
import Statecraft
import Testing

@testable import InventarioFeature

@Suite("Inventario view")
struct InventarioViewTests {
  private let lista = Inventario.State(items: .muestra)

  @Test("The list, aligned, with its choices")
  func pantallaLista() {
    #expect(
      InventarioView.render(lista) == """
        Inventario · 3 artículos
          1. Tornillos M4  120 uds.
          2. Tuercas M4     80 uds.
          3. Arandelas       0 uds.

        Opciones: 1-3) ver detalle · a) añadir · b <n>) borrar · q) salir
        """
    )
    #expect(
      InventarioView.render(Inventario.State()) == """
        Inventario · 0 artículos
          (vacío: añade un artículo con a)

        Opciones: a) añadir · q) salir
        """
    )
  }

  @Test("The detail is drawn under the list, and its choices replace the list's")
  func pantallaDetalle() {
    var detalle = DetalleItem.State(item: .tuercas)
    let cerrado = InventarioView.render(
      Inventario.State(items: .muestra, destino: .detalle(detalle)))
    #expect(cerrado.contains("  ┌─ Detalle ─"))
    #expect(cerrado.contains("  │ Tuercas M4\n  │ Stock: 80 uds.\n  └─"))
    #expect(
      cerrado.hasSuffix(
        "Opciones: n <nombre>) renombrar · s) seguir el stock · x) cerrar · q) salir"
      )
    )

    detalle.siguiendoStock = true
    let siguiendo = InventarioView.render(
      Inventario.State(items: .muestra, destino: .detalle(detalle)))
    #expect(siguiendo.contains("  │ Siguiendo el stock del almacén: una lectura cada 2 s."))
    #expect(siguiendo.contains("s) dejar de seguir el stock"))

    detalle = DetalleItem.State(item: .tuercas, aviso: "El almacén no conoce este artículo.")
    let aviso = InventarioView.render(Inventario.State(items: .muestra, destino: .detalle(detalle)))
    #expect(aviso.contains("  │ ! El almacén no conoce este artículo."))
  }

  @Test("The form shows the draft, and offers to save it only once it has a name")
  func pantallaFormulario() {
    let formulario = FormularioItem.State(
      borrador: Item(id: .primero, nombre: "", stock: 0),
      aviso: "Escribe un nombre antes de guardar."
    )
    let pantalla = InventarioView.render(
      Inventario.State(items: .muestra, destino: .formulario(formulario)))
    #expect(pantalla.contains("  ┌─ Nuevo artículo ─"))
    #expect(
      pantalla.contains(
        "  │ Nombre: —\n  │ Stock:  0 uds.\n  │ ! Escribe un nombre antes de guardar.\n  └─"
      )
    )
    #expect(
      pantalla.hasSuffix(
        "Opciones: n <nombre>) nombre · s <unidades>) stock · c) cancelar · x) cerrar · q) salir"
      )
    )

    let conNombre = FormularioItem.State(borrador: Item(id: .primero, nombre: "Clavos", stock: 0))
    #expect(
      InventarioView.render(Inventario.State(items: .muestra, destino: .formulario(conNombre)))
        .hasSuffix(
          "Opciones: n <nombre>) nombre · s <unidades>) stock · g) guardar · c) cancelar · x) cerrar · q) salir"
        )
    )
  }

  @Test("The alert names the article")
  func pantallaAlerta() {
    let pantalla = InventarioView.render(
      Inventario.State(items: .muestra, destino: .alerta(.confirmarBorrado(de: .tuercas)))
    )
    #expect(pantalla.contains("  ┌─ Borrar «Tuercas M4» ─"))
    #expect(pantalla.contains("  │ [1] Borrar (destructivo)   [2] Cancelar"))
    #expect(pantalla.hasSuffix("Opciones: 1-2) pulsar un botón · x) cerrar · q) salir"))
  }

  @Test("List lines: a row number, add, delete a row")
  func accionesLista() {
    #expect(InventarioView.action(for: "2", in: lista) == .success(.filaTocada(Item.tuercas.id)))
    #expect(InventarioView.action(for: "a", in: lista) == .success(.añadirTocado))
    #expect(
      InventarioView.action(for: "b 2", in: lista) == .success(.borrarTocado(Item.tuercas.id)))
    #expect(
      InventarioView.action(for: "b", in: lista)
        == .failure(InvalidInput("Di qué fila borrar: b <número>.")))
    #expect(
      InventarioView.action(for: "4", in: lista)
        == .failure(InvalidInput("«4» no es una fila: escribe un número del 1 al 3."))
    )
    #expect(
      InventarioView.action(for: "1", in: Inventario.State())
        == .failure(InvalidInput("No hay filas que elegir.")))
    #expect(
      InventarioView.action(for: "b 1", in: Inventario.State()) == .failure(.notAChoice("b 1")))
    #expect(InventarioView.action(for: "s", in: lista) == .failure(.notAChoice("s")))
  }

  @Test("Detail lines: rename, follow, close from outside")
  func accionesDetalle() {
    let estado = Inventario.State(
      items: .muestra, destino: .detalle(DetalleItem.State(item: .tuercas)))
    #expect(
      InventarioView.action(for: "n Tuercas M5", in: estado)
        == .success(.destino(.presented(.detalle(.nombreCambiado("Tuercas M5")))))
    )
    #expect(
      InventarioView.action(for: "s", in: estado)
        == .success(.destino(.presented(.detalle(.seguirStockPulsado)))))
    #expect(InventarioView.action(for: "x", in: estado) == .success(.destino(.dismiss)))
    #expect(
      InventarioView.action(for: "n", in: estado)
        == .failure(InvalidInput("Escribe el nombre: n <nombre>.")))
    #expect(InventarioView.action(for: "a", in: estado) == .failure(.notAChoice("a")))
  }

  @Test("Form lines: name, stock, save, the cancel button, close from outside")
  func accionesFormulario() {
    let estado = Inventario.State(
      items: .muestra,
      destino: .formulario(FormularioItem.State(borrador: Item(id: .primero, nombre: "", stock: 0)))
    )
    func accion(_ linea: String) -> Result<Inventario.Action, InvalidInput> {
      InventarioView.action(for: linea, in: estado)
    }
    #expect(
      accion("n Clavos")
        == .success(.destino(.presented(.formulario(.binding(.set(\.borrador.nombre, "Clavos")))))))
    #expect(
      accion("s 40")
        == .success(.destino(.presented(.formulario(.binding(.set(\.borrador.stock, 40)))))))
    #expect(accion("g") == .failure(InvalidInput("Un artículo necesita un nombre: n <nombre>.")))
    #expect(accion("c") == .success(.destino(.presented(.formulario(.cancelarPulsado)))))
    #expect(accion("x") == .success(.destino(.dismiss)))
    let stockInvalido = InvalidInput("El stock es un número entero desde 0: s 25.")
    #expect(accion("s -3") == .failure(stockInvalido))
    #expect(accion("s muchos") == .failure(stockInvalido))
    #expect(accion("n") == .failure(InvalidInput("Escribe el nombre: n <nombre>.")))
    #expect(accion("g ya") == .failure(.notAChoice("g ya")))

    let conNombre = Inventario.State(
      items: .muestra,
      destino: .formulario(
        FormularioItem.State(borrador: Item(id: .primero, nombre: "Clavos", stock: 0)))
    )
    #expect(
      InventarioView.action(for: "g", in: conNombre)
        == .success(.destino(.presented(.formulario(.guardarPulsado)))))
  }

  @Test("Alert lines: the destructive button confirms, the cancel button dismisses")
  func accionesAlerta() {
    let estado = Inventario.State(
      items: .muestra, destino: .alerta(.confirmarBorrado(de: .tuercas)))
    #expect(
      InventarioView.action(for: "1", in: estado)
        == .success(.destino(.presented(.alerta(.confirmarBorrado(Item.tuercas.id)))))
    )
    #expect(InventarioView.action(for: "2", in: estado) == .success(.destino(.dismiss)))
    #expect(
      InventarioView.action(for: "3", in: estado)
        == .failure(InvalidInput("Pulsa un botón: escribe un número del 1 al 2."))
    )
  }

  @Test("Names line up by terminal columns: wide characters, emoji, combining marks, joiners")
  func columnas() {
    let items: IdentifiedArrayOf<Item> = [
      Item(id: .primero, nombre: "Tuercas", stock: 80),
      Item(id: Item.idDeMuestra(1), nombre: "東京タワー", stock: 5),
      Item(id: Item.idDeMuestra(2), nombre: "Cafe\u{301} 👩‍💻", stock: 120),
      Item(id: Item.idDeMuestra(3), nombre: "Niño 🇪🇸", stock: 0),
    ]
    // 東京タワー and 👩‍💻 take two columns a character; the accent on "Café" and the joiner none.
    // The widest name is 東京タワー: ten columns in five characters.
    #expect(
      InventarioView.render(Inventario.State(items: items)).hasPrefix(
        """
        Inventario · 4 artículos
          1. Tuercas      80 uds.
          2. 東京タワー    5 uds.
          3. Cafe\u{301} 👩‍💻     120 uds.
          4. Niño 🇪🇸       0 uds.
        """
      )
    )
  }

  @Test("A very long name is cut with an ellipsis in the list and the alert, and wraps in its box")
  func nombreLargo() {
    let largo = String(repeating: "Tornillo ", count: 33) + "final"  // 302 characters
    let item = Item(id: .primero, nombre: largo, stock: 3)
    let lista = InventarioView.render(Inventario.State(items: [item, .tuercas]))
    #expect(
      lista.contains(
        "  1. Tornillo Tornillo Tornillo Torn…   3 uds.\n"
          + "  2. Tuercas M4" + String(repeating: " ", count: 24) + "80 uds."
      )
    )

    let alerta = InventarioView.render(
      Inventario.State(items: [item], destino: .alerta(.confirmarBorrado(de: item))))
    let detalle = InventarioView.render(
      Inventario.State(items: [item], destino: .detalle(DetalleItem.State(item: item))))
    for pantalla in [lista, alerta, detalle] {
      let anchos = pantalla.split(separator: "\n").filter { !$0.hasPrefix("Opciones:") }
        .map(\.terminalColumns)
      #expect(anchos.allSatisfy { $0 <= 80 }, "\(pantalla)")
    }
    #expect(alerta.contains("  ┌─ Borrar «Tornillo Tornillo"))
    #expect(alerta.contains("…"))
    #expect(detalle.contains("  │ Tornillo Tornillo"))
    #expect(detalle.contains("Tornillo final\n  │ Stock: 3 uds."))
  }
}
