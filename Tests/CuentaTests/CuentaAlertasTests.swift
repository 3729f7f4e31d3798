import Statecraft
import Testing

@testable import CuentaFeature

@Suite("Cuenta alerts")
struct CuentaAlertasTests {
  @Test("The confirmation has a destructive button and a cancel button that sends nothing")
  func confirmarBorrado() {
    let alerta = AlertState<Cuenta.Action.Alerta>.confirmarBorrado
    #expect(alerta.title == "Borrar la cuenta")
    #expect(alerta.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alerta.buttons.map(\.action) == [.confirmarBorrado, nil])
  }

  @Test("The information alert has only a button that sends nothing, in any slot")
  func cuentaBorrada() {
    let informacion = AlertState<Never>.cuentaBorrada
    let enElHueco = AlertState<Cuenta.Action.Alerta>.cuentaBorrada
    #expect(informacion.buttons.map(\.label) == ["Aceptar"])
    #expect(enElHueco.title == informacion.title)
    #expect(enElHueco.message == informacion.message)
    #expect(enElHueco.buttons.map(\.action) == [nil])
  }

  @Test("A missing permission offers the settings; other errors only an acknowledgement")
  func fallo() {
    let sinPermiso = AlertState<Cuenta.Action.Alerta>.fallo(.sinPermiso)
    #expect(sinPermiso.title == "Sin permiso")
    #expect(sinPermiso.message.map(\.description)?.hasPrefix("La app no tiene permiso") == true)
    #expect(sinPermiso.buttons.map(\.label) == ["Abrir ajustes", "Cancelar"])
    #expect(sinPermiso.buttons.map(\.action) == [.abrirAjustes, nil])

    let sinConexion = AlertState<Cuenta.Action.Alerta>.fallo(.sinConexion)
    #expect(sinConexion.title == "Sin conexión")
    #expect(sinConexion.buttons.map(\.label) == ["Aceptar"])
    #expect(sinConexion.buttons.map(\.action) == [nil])

    let otro = AlertState<Cuenta.Action.Alerta>.fallo(.otro("Servidor en mantenimiento."))
    #expect(otro.title == "No se pudo borrar la cuenta")
    #expect(otro.message == "Servidor en mantenimiento.")
  }
}
