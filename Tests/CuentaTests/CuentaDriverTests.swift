import Statecraft
import StatecraftTesting
import Testing

@testable import CuentaFeature

/// Cuenta's screen driven as SwiftUI would: the delete alert, its buttons in both of the orders
/// SwiftUI uses, and the result and error alerts that follow.
@MainActor
@Suite("Cuenta through the view driver")
struct CuentaDriverTests {
  private func makeDriver(
    borrar: @escaping @Sendable () async throws -> Void = {}
  ) -> ViewDriver<Cuenta.State, Cuenta.Action> {
    ViewDriver(initialState: Cuenta.State(perfil: .prueba)) {
      Cuenta()
    } withDependencies: {
      $0.cuentaClient.borrar = borrar
    }
  }

  @Test(
    "Confirming deletes the account, then shows that it is gone",
    arguments: [
      TapOrder.actionFirst, .nilWriteFirst,
    ])
  func confirmar(order: TapOrder) async {
    let driver = makeDriver()
    let alerta = driver.alert { $0.presentation(state: \.$alerta, action: Cuenta.Action.alerta) }
    driver.store.send(.borrarPulsado)
    driver.render()
    #expect(alerta.title == "Borrar la cuenta")
    #expect(alerta.message == "Se perderán todos los datos y la operación no se puede deshacer.")
    #expect(alerta.buttons == ["Borrar", "Cancelar"])

    alerta.tap("Borrar", order: order)
    await driver.settle()
    #expect(
      driver.takeActions() == [
        .borrarPulsado, .alerta(.presented(.confirmarBorrado)), .borradoCompletado,
      ])
    #expect(driver.store.perfil == nil)
    #expect(alerta.title == "Cuenta borrada")

    alerta.tap("Aceptar", order: order)
    #expect(driver.takeActions() == [.alerta(.dismiss)])
    #expect(!alerta.isPresented)
    #expect(driver.issues.isEmpty)
  }

  @Test(
    "Cancelling closes the alert and deletes nothing",
    arguments: [
      TapOrder.actionFirst, .nilWriteFirst,
    ])
  func cancelar(order: TapOrder) {
    let driver = makeDriver()
    let alerta = driver.alert { $0.presentation(state: \.$alerta, action: Cuenta.Action.alerta) }
    driver.store.send(.borrarPulsado)
    driver.render()
    alerta.tap("Cancelar", order: order)
    #expect(driver.takeActions() == [.borrarPulsado, .alerta(.dismiss)])
    #expect(driver.store.perfil == .prueba)
    #expect(!alerta.isPresented)
    #expect(driver.issues.isEmpty)
  }

  @Test("A failure shows an alert built from the error; the system's dismissal closes it")
  func fallo() async {
    let driver = makeDriver(borrar: { throw CuentaError.sinConexion })
    let alerta = driver.alert { $0.presentation(state: \.$alerta, action: Cuenta.Action.alerta) }
    driver.store.send(.borrarPulsado)
    driver.render()
    alerta.tap("Borrar")
    await driver.settle()
    #expect(alerta.title == "Sin conexión")
    #expect(alerta.buttons == ["Aceptar"])
    alerta.dismissBySystem()
    #expect(
      driver.takeActions() == [
        .borrarPulsado, .alerta(.presented(.confirmarBorrado)),
        .borradoFallido(.sinConexion), .alerta(.dismiss),
      ])
    #expect(driver.store.perfil == .prueba)
    #expect(driver.issues.isEmpty)
  }
}
