import ExampleSupport
import Statecraft

/// Cuenta in the terminal: the profile, and the alert over it when there is one.
enum CuentaView: TerminalView {
  static func render(_ state: Cuenta.State) -> String {
    var lines = ["Cuenta"]
    if let perfil = state.perfil {
      lines += ["  Nombre: \(perfil.nombre)", "  Correo: \(perfil.correo)"]
    } else {
      lines.append("  No hay ninguna cuenta en este dispositivo.")
    }
    if let aviso = state.aviso { lines += ["", "  \(aviso)"] }
    lines.append("")
    if let alerta = state.alerta {
      lines += [alerta.text, "", Screen.choices(Screen.buttonChoices(alerta.buttons.count))]
    } else {
      lines.append(Screen.choices(state.perfil == nil ? [] : ["b) borrar la cuenta"]))
    }
    return lines.joined(separator: "\n")
  }

  static func action(
    for line: String, in state: Cuenta.State
  ) -> Result<Cuenta.Action, InvalidInput> {
    if let alerta = state.alerta {
      if line == "x" { return .success(.alerta(.dismiss)) }
      return alerta.action(forButton: line).map(Cuenta.Action.alerta)
    }
    if line == "b", state.perfil != nil { return .success(.borrarPulsado) }
    return .failure(.notAChoice(line))
  }

  static func gesture(
    for line: String, in store: Store<Cuenta.State, Cuenta.Action>
  ) -> TerminalGesture? {
    let alerta = store.presentation(state: \.$alerta, action: Cuenta.Action.alerta)
    return line == "x" ? .close(alerta) : .tap(line, of: alerta)
  }
}
