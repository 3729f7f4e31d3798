import ExampleSupport
import Statecraft
import Testing

@testable import CuentaFeature

@Suite("Cuenta view")
struct CuentaViewTests {
  @Test("The profile, with its one choice")
  func perfil() {
    #expect(
      CuentaView.render(Cuenta.State(perfil: .prueba)) == """
        Cuenta
          Nombre: Ana Pérez
          Correo: ana@ejemplo.com

        Opciones: b) borrar la cuenta · q) salir
        """
    )
  }

  @Test("An alert is drawn under the screen, its buttons numbered")
  func alerta() {
    let screen = CuentaView.render(Cuenta.State(perfil: .prueba, alerta: .confirmarBorrado))
    #expect(screen.contains("┌─ Borrar la cuenta ─"))
    #expect(screen.contains("│ Se perderán todos los datos y la operación no se puede deshacer."))
    #expect(screen.contains("│ [1] Borrar (destructivo)   [2] Cancelar"))
    #expect(screen.hasSuffix("Opciones: 1-2) pulsar un botón · x) cerrar · q) salir"))
  }

  @Test("After the deletion there is nothing left to choose")
  func sinCuenta() {
    #expect(
      CuentaView.render(Cuenta.State(perfil: nil)) == """
        Cuenta
          No hay ninguna cuenta en este dispositivo.

        Opciones: q) salir
        """
    )
    #expect(
      CuentaView.render(Cuenta.State(perfil: nil, alerta: .cuentaBorrada))
        .hasSuffix("Opciones: 1) pulsar el botón · x) cerrar · q) salir")
    )
  }

  @Test("Lines become actions: a button sends its action, a cancel button and x dismiss")
  func acciones() {
    let perfil = Cuenta.State(perfil: .prueba)
    let conAlerta = Cuenta.State(perfil: .prueba, alerta: .confirmarBorrado)
    #expect(CuentaView.action(for: "b", in: perfil) == .success(.borrarPulsado))
    #expect(
      CuentaView.action(for: "1", in: conAlerta) == .success(.alerta(.presented(.confirmarBorrado)))
    )
    #expect(CuentaView.action(for: "2", in: conAlerta) == .success(.alerta(.dismiss)))
    #expect(CuentaView.action(for: "x", in: conAlerta) == .success(.alerta(.dismiss)))
  }

  @Test("Anything else is refused with a short reason", arguments: ["zz", "3", "0", "b"])
  func invalida(linea: String) {
    let conAlerta = Cuenta.State(perfil: .prueba, alerta: .confirmarBorrado)
    guard case .failure(let error) = CuentaView.action(for: linea, in: conAlerta) else {
      Issue.record("«\(linea)» was accepted")
      return
    }
    #expect(error.message == "Pulsa un botón: escribe un número del 1 al 2.")
    #expect(
      CuentaView.action(for: linea, in: Cuenta.State(perfil: nil))
        == .failure(InvalidInput("«\(linea)» no es una opción de esta pantalla."))
    )
  }

  @Test("An alert with one button asks for that button, not for a number from 1 to 1")
  func unBoton() {
    let borrada = Cuenta.State(perfil: nil, alerta: .cuentaBorrada)
    #expect(
      CuentaView.action(for: "2", in: borrada)
        == .failure(InvalidInput("Pulsa el botón: escribe 1.")))
    #expect(CuentaView.action(for: "1", in: borrada) == .success(.alerta(.dismiss)))
  }

  @Test("Back from the settings, the profile says how to go on")
  func trasLosAjustes() {
    #expect(
      CuentaView.render(
        Cuenta.State(perfil: .prueba, aviso: "Vuelves de los ajustes: ya puedes borrar la cuenta.")
      ) == """
        Cuenta
          Nombre: Ana Pérez
          Correo: ana@ejemplo.com

          Vuelves de los ajustes: ya puedes borrar la cuenta.

        Opciones: b) borrar la cuenta · q) salir
        """
    )
  }
}
