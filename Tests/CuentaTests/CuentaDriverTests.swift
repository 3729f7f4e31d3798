import ExampleSupport
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

/// The terminal app makes its gestures through the same bindings as the driver.
@MainActor
@Suite("Cuenta's terminal gestures")
struct CuentaTerminalGestureTests {
  @Test("A button number taps the alert's button, then writes nil, through the binding")
  func boton() {
    let store = Store(initialState: Cuenta.State(perfil: .prueba, alerta: .confirmarBorrado)) {
      Cuenta()
    }
    #expect(CuentaView.gesture(for: "9", in: store) == nil)
    _ = CuentaView.gesture(for: "2", in: store)?.perform()
    store.endViewTurn()
    #expect(store.alerta == nil)
    #expect(store.perfil == .prueba)
    #expect(CuentaView.gesture(for: "x", in: store) == nil)
  }

  @Test("x closes the alert as the system does")
  func cerrar() {
    let store = Store(initialState: Cuenta.State(perfil: .prueba, alerta: .confirmarBorrado)) {
      Cuenta()
    }
    _ = CuentaView.gesture(for: "x", in: store)?.perform()
    #expect(store.alerta != nil)  // held to the end of the turn, as SwiftUI's write is
    store.endViewTurn()
    #expect(store.alerta == nil)
  }
}
