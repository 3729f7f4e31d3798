import StatecraftTesting
import Testing

@testable import CuentaFeature

/// Cuenta explored with its fuzz generator: every state, proven, with and without its effects.
@MainActor
@Suite("Cuenta exploration")
struct CuentaExplorerTests {
  @Test("Proven: the delete button and every button of every alert, late taps included")
  func proven() async {
    let report = await StateExplorer(initialState: Cuenta.State(perfil: .prueba)) { Cuenta() }
      .canReturn("back to the account", to: { state in state.alerta == nil })
      .explore(inputs: CuentaFuzzTests.entradas)
    #expect(report.isComplete)
    #expect(report.violation == nil)
    #expect(report.states == 2)
    #expect(
      report.configurations == ["nothing presented", "$alerta AlertState<Cuenta.Action.Alerta>"])
    #expect(report.unfinishedEffects == [".alerta(.presented(.confirmarBorrado))": 1])
  }

  @Test("With the client's answers run: the first attempt fails without a connection")
  func settled() async {
    let report = await StateExplorer(initialState: Cuenta.State(perfil: .prueba)) {
      Cuenta()
    } withDependencies: {
      $0.cuentaClient = .deIntentos(reloj: $0.continuousClock)
    }
    .effects(.settle(advancing: [.milliseconds(50)]))
    .explore(inputs: CuentaFuzzTests.entradas)
    #expect(report.isComplete)
    #expect(report.violation == nil)
    #expect(report.states == 3)
    #expect(report.coverage.actions.reached.contains(".borradoFallido(.sinConexion)"))
  }
}
