import ExampleSupport
import Foundation
import Statecraft

/// Inventario in the terminal: the list, and under it whatever the `destino` slot presents.
///
/// The choices on screen depend only on the state: while something is presented, its own choices
/// replace the list's, as a sheet or an alert covers the screen under it.
enum InventarioView: TerminalView {
  static func render(_ state: Inventario.State) -> String {
    var lines = lista(state.items) + [""]
    switch state.destino {
    case nil:
      lines.append(Screen.choices(opcionesDeLista(state.items)))
    case .detalle(let detalle):
      lines += [Screen.box("Detalle", detalleLineas(detalle)), ""]
      let seguir = detalle.siguiendoStock ? "s) dejar de seguir el stock" : "s) seguir el stock"
      lines.append(Screen.choices(["n <nombre>) renombrar", seguir, "x) cerrar"]))
    case .formulario(let formulario):
      lines += [Screen.box("Nuevo artículo", formularioLineas(formulario)), ""]
      // Like a disabled button, "guardar" is not offered until the article has a name.
      let guardar = formulario.puedeGuardar ? ["g) guardar"] : []
      lines.append(
        Screen.choices(
          ["n <nombre>) nombre", "s <unidades>) stock"] + guardar + ["c) cancelar", "x) cerrar"])
      )
    case .alerta(let alerta):
      lines += [alerta.text, "", Screen.choices(Screen.buttonChoices(alerta.buttons.count))]
    }
    return lines.joined(separator: "\n")
  }

  static func action(
    for line: String, in state: Inventario.State
  ) -> Result<Inventario.Action, InvalidInput> {
    guard let destino = state.destino else { return accionDeLista(line, state.items) }
    // Closing from outside, as a swipe or the Escape key would: the same for every presentation.
    if line == "x" { return .success(.destino(.dismiss)) }
    switch destino {
    case .detalle:
      return accionDeDetalle(line).map { .destino(.presented(.detalle($0))) }
    case .formulario(let formulario):
      return accionDeFormulario(line, formulario).map { .destino(.presented(.formulario($0))) }
    case .alerta(let alerta):
      return alerta.action(forButton: line).map {
        .destino($0.map(Inventario.Destino.Action.alerta))
      }
    }
  }

  static func gesture(
    for line: String, in store: Store<Inventario.State, Inventario.Action>
  ) -> TerminalGesture? {
    let destino = store.presentation(state: \.$destino, action: Inventario.Action.destino)
    if line == "x" { return .close(destino) }
    return .tap(
      line,
      of: destino.scope(
        state: Inventario.Destino.State.alerta, action: Inventario.Destino.Action.alerta))
  }

  // MARK: - Drawing

  private static func lista(_ items: IdentifiedArrayOf<Item>) -> [String] {
    let titulo = "Inventario · \(items.count) \(items.count == 1 ? "artículo" : "artículos")"
    guard !items.isEmpty else { return [titulo, "  (vacío: añade un artículo con a)"] }
    let nombres = Screen.column(items.map(\.nombre))
    let cifras = items.map { String($0.stock).count }.max() ?? 0
    return [titulo]
      + zip(items, nombres).enumerated().map { indice, fila in
        let (item, nombre) = fila
        let stock =
          String(repeating: " ", count: cifras - String(item.stock).count) + "\(item.stock)"
        return "  \(indice + 1). \(nombre)  \(stock) uds."
      }
  }

  private static func opcionesDeLista(_ items: IdentifiedArrayOf<Item>) -> [String] {
    guard !items.isEmpty else { return ["a) añadir"] }
    let filas = items.count == 1 ? "1" : "1-\(items.count)"
    return ["\(filas)) ver detalle", "a) añadir", "b <n>) borrar"]
  }

  private static func detalleLineas(_ detalle: DetalleItem.State) -> [String] {
    var lineas = [detalle.item.nombre, "Stock: \(detalle.item.stock) uds."]
    if detalle.siguiendoStock {
      lineas.append("Siguiendo el stock del almacén: una lectura cada 2 s.")
    }
    if let aviso = detalle.aviso { lineas.append("! \(aviso)") }
    return lineas
  }

  private static func formularioLineas(_ formulario: FormularioItem.State) -> [String] {
    let nombre = formulario.borrador.nombre
    var lineas = [
      "Nombre: \(nombre.isEmpty ? "—" : nombre)", "Stock:  \(formulario.borrador.stock) uds.",
    ]
    if let aviso = formulario.aviso { lineas.append("! \(aviso)") }
    return lineas
  }

  // MARK: - Reading

  private static func accionDeLista(
    _ line: String, _ items: IdentifiedArrayOf<Item>
  ) -> Result<Inventario.Action, InvalidInput> {
    if Int(line) != nil {
      return Screen.row(line, in: items).map { .filaTocada($0.id) }
    }
    let (comando, argumento) = Screen.command(line)
    switch comando {
    case "a" where argumento.isEmpty:
      return .success(.añadirTocado)
    case "b" where !items.isEmpty:
      guard !argumento.isEmpty else {
        return .failure(InvalidInput("Di qué fila borrar: b <número>."))
      }
      return Screen.row(argumento, in: items).map { .borrarTocado($0.id) }
    default:
      return .failure(.notAChoice(line))
    }
  }

  private static func accionDeDetalle(_ line: String) -> Result<DetalleItem.Action, InvalidInput> {
    let (comando, argumento) = Screen.command(line)
    switch comando {
    case "n":
      guard !argumento.isEmpty else {
        return .failure(InvalidInput("Escribe el nombre: n <nombre>."))
      }
      return .success(.nombreCambiado(argumento))
    case "s" where argumento.isEmpty:
      return .success(.seguirStockPulsado)
    default:
      return .failure(.notAChoice(line))
    }
  }

  private static func accionDeFormulario(
    _ line: String, _ formulario: FormularioItem.State
  ) -> Result<FormularioItem.Action, InvalidInput> {
    let (comando, argumento) = Screen.command(line)
    switch (comando, argumento.isEmpty) {
    case ("n", _):
      guard !argumento.isEmpty else {
        return .failure(InvalidInput("Escribe el nombre: n <nombre>."))
      }
      return .success(.set(\.borrador.nombre, argumento))
    case ("s", _):
      guard let stock = Int(argumento), stock >= 0 else {
        return .failure(InvalidInput("El stock es un número entero desde 0: s 25."))
      }
      return .success(.set(\.borrador.stock, stock))
    case ("g", true) where formulario.puedeGuardar:
      return .success(.guardarPulsado)
    case ("g", true):
      return .failure(InvalidInput("Un artículo necesita un nombre: n <nombre>."))
    case ("c", true):
      return .success(.cancelarPulsado)
    default:
      return .failure(.notAChoice(line))
    }
  }
}
