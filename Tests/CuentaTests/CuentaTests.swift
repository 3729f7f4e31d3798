import StatecraftTesting
import Testing

@testable import CuentaFeature

@MainActor
@Suite("Cuenta")
struct CuentaTests {
  @Test("Confirming deletes through the client; the alert closes by itself, the result shows (R6)")
  func borradoConfirmado() async {
    let store = TestStore(initialState: Cuenta.State(perfil: .prueba)) {
      Cuenta()
    } withDependencies: {
      $0.cuentaClient.borrar = {}
    }

    await store.send(.borrarPulsado) {
      $0.alerta = .confirmarBorrado
    }
    await store.send(.alerta(.presented(.confirmarBorrado))) {
      $0.alerta = nil
    }
    await store.receive(.borradoCompletado) {
      $0.perfil = nil
      $0.alerta = .cuentaBorrada
    }
    await store.send(.alerta(.dismiss)) {
      $0.alerta = nil
    }
  }

  @Test("A dismiss sent after confirming finds the slot empty: reported, nothing runs (R7)")
  func dismissTrasConfirmar() async {
    let clock = TestClock()
    let store = TestStore(initialState: Cuenta.State(perfil: .prueba)) {
      Cuenta()
    } withDependencies: {
      $0.cuentaClient.borrar = { try await clock.sleep(for: .seconds(1)) }
    }

    await store.send(.borrarPulsado) {
      $0.alerta = .confirmarBorrado
    }
    await store.send(.alerta(.presented(.confirmarBorrado))) {
      $0.alerta = nil
    }
    let failures = await capturingFailures {
      await store.send(.alerta(.dismiss))
    }
    #expect(
      failures.allSatisfy { failure in
        failure.message.contains(
          "An ifLet received a presentation action while nothing is presented")
      })
    // The deletion in flight is not affected: it was never the alert's.
    await clock.advance(by: .seconds(1))
    await store.receive(.borradoCompletado) {
      $0.perfil = nil
      $0.alerta = .cuentaBorrada
    }
  }

  @Test("Cancelling, with the cancel button or from outside, closes the alert and deletes nothing")
  func cancelar() async {
    // The default client fails the test if anything calls it.
    let store = TestStore(initialState: Cuenta.State(perfil: .prueba)) { Cuenta() }

    await store.send(.borrarPulsado) {
      $0.alerta = .confirmarBorrado
    }
    await store.send(.alerta(.dismiss)) {
      $0.alerta = nil
    }
  }

  @Test("Without a permission the error offers the settings; after them, deleting works")
  func sinPermiso() async {
    let permiso = Interruptor()
    let store = TestStore(initialState: Cuenta.State(perfil: .prueba)) {
      Cuenta()
    } withDependencies: {
      $0.cuentaClient.borrar = {
        guard permiso.encendido else { throw CuentaError.sinPermiso }
      }
      $0.cuentaClient.abrirAjustes = { permiso.encender() }
    }

    await store.send(.borrarPulsado) {
      $0.alerta = .confirmarBorrado
    }
    await store.send(.alerta(.presented(.confirmarBorrado))) {
      $0.alerta = nil
    }
    await store.receive(.borradoFallido(.sinPermiso)) {
      $0.alerta = .fallo(.sinPermiso)
    }
    await store.send(.alerta(.presented(.abrirAjustes))) {
      $0.alerta = nil
    }
    // Back from the settings, the screen says so: the button does not seem to do nothing.
    await store.receive(.ajustesAbiertos) {
      $0.aviso = "Vuelves de los ajustes: si diste el permiso, ya puedes borrar la cuenta."
    }
    #expect(permiso.encendido)

    await store.send(.borrarPulsado) {
      $0.aviso = nil
      $0.alerta = .confirmarBorrado
    }
    await store.send(.alerta(.presented(.confirmarBorrado))) {
      $0.alerta = nil
    }
    await store.receive(.borradoCompletado) {
      $0.perfil = nil
      $0.alerta = .cuentaBorrada
    }
  }

  @Test(
    "Other failures show an alert built from the error, to acknowledge",
    arguments: [
      (CuentaError.sinConexion, CuentaError.sinConexion),
      (Caida() as any Error, CuentaError.otro("Caida()")),
    ] as [(any Error, CuentaError)])
  func otrosFallos(lanzado: any Error, esperado: CuentaError) async {
    let store = TestStore(initialState: Cuenta.State(perfil: .prueba)) {
      Cuenta()
    } withDependencies: {
      $0.cuentaClient.borrar = { throw lanzado }
    }

    await store.send(.borrarPulsado) {
      $0.alerta = .confirmarBorrado
    }
    await store.send(.alerta(.presented(.confirmarBorrado))) {
      $0.alerta = nil
    }
    await store.receive(.borradoFallido(esperado)) {
      $0.alerta = .fallo(esperado)
    }
    await store.send(.alerta(.dismiss)) {
      $0.alerta = nil
    }
  }

  @Test("With no account left, deleting asks nothing")
  func sinCuenta() async {
    let store = TestStore(initialState: Cuenta.State(perfil: nil)) { Cuenta() }
    await store.send(.borrarPulsado)
  }
}

/// A client error the feature does not know.
private struct Caida: Error {}
