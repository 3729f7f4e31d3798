import StatecraftTesting
import Testing

@testable import CuentaFeature

/// Cuenta played by the fuzzer: the delete button, every button of every alert, and late taps on
/// alerts that are gone. `STATECRAFT_FUZZ_SEQUENCES=10000 swift test --filter Fuzz` plays more.
@MainActor
@Suite("Cuenta fuzzing")
struct CuentaFuzzTests {
  @Test("Every check holds over 500 sequences of 30 steps")
  func fuzz() async {
    let report = await Fuzzer(initialState: Cuenta.State(perfil: .prueba)) {
      Cuenta()
    } withDependencies: {
      $0.cuentaClient = .deIntentos(reloj: $0.continuousClock)
    }
    .advancingClock(by: [.milliseconds(50), .seconds(1)])
    .run(seed: 0xC0E7A, sequences: 500, steps: 30, inputs: Self.entradas)
    #expect(report.presentations.keys.sorted() == ["$alerta AlertState<Cuenta.Action.Alerta>"])
  }

  /// What the screen offers (`CuentaView`), and late taps on buttons of an alert that is gone.
  static func entradas(_ state: Cuenta.State) -> [FuzzInput<Cuenta.Action>] {
    if let alerta = state.alerta {
      return FuzzInput.buttons(of: alerta) { .alerta($0) }
    }
    let tardias: [FuzzInput<Cuenta.Action>] = [
      .stale(.alerta(.presented(.confirmarBorrado))), .stale(.alerta(.presented(.abrirAjustes))),
      .stale(.alerta(.dismiss)),
    ]
    return (state.perfil == nil ? [] : [.send(.borrarPulsado)]) + tardias
  }
}

extension CuentaClient {
  /// A service that takes 50 milliseconds on `reloj` to answer, and answers each attempt to
  /// delete in turn: no connection, then no permission until the settings were opened, then done.
  static func deIntentos(reloj: any Clock<Duration>) -> Self {
    let servicio = ServicioDeIntentos()
    return CuentaClient(
      borrar: {
        try await reloj.sleep(for: .milliseconds(50))
        if let error = await servicio.intentar() { throw error }
      },
      abrirAjustes: { await servicio.concederPermiso() }
    )
  }
}

private actor ServicioDeIntentos {
  private var intentos = 0
  private var permiso = false

  func intentar() -> CuentaError? {
    intentos += 1
    if intentos == 1 { return .sinConexion }
    return permiso ? nil : .sinPermiso
  }

  func concederPermiso() {
    permiso = true
  }
}
