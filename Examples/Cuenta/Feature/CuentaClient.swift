import Foundation
import Statecraft

/// The account service, as the feature sees it: a value of closures, so each test says exactly
/// what the service does, and a test that reaches a closure it did not set fails.
struct CuentaClient: Sendable {
  /// Deletes the account for good.
  var borrar: @Sendable () async throws -> Void
  /// Takes the user to the system settings, where a missing permission can be granted.
  var abrirAjustes: @Sendable () async -> Void
}

extension CuentaClient: DependencyKey {
  static var liveValue: CuentaClient {
    .simulado(
      fallo: ProcessInfo.processInfo.environment[FalloSimulado.variable].flatMap(
        FalloSimulado.init(rawValue:)))
  }

  static let testValue = CuentaClient(
    borrar: unimplemented("CuentaClient.borrar"),
    abrirAjustes: unimplemented("CuentaClient.abrirAjustes")
  )
}

extension DependencyValues {
  var cuentaClient: CuentaClient {
    get { self[CuentaClient.self] }
    set { self[CuentaClient.self] = newValue }
  }
}

extension CuentaClient {
  /// A stand-in for the real service, so that the app runs anywhere. It answers after a moment,
  /// and fails when asked to (see ``FalloSimulado``).
  ///
  /// - Parameter fallo: The failure to simulate (`CUENTA_FALLO` in the app), or `nil`.
  static func simulado(fallo: FalloSimulado?) -> Self {
    let ajustes = AjustesSimulados()
    return CuentaClient(
      borrar: {
        try await Task.sleep(for: .milliseconds(50))
        switch fallo {
        case .sinPermiso where await !ajustes.permisoConcedido: throw CuentaError.sinPermiso
        case .sinConexion: throw CuentaError.sinConexion
        default: return
        }
      },
      abrirAjustes: { await ajustes.concederPermiso() }
    )
  }
}

/// The failures the simulated service can show, named as `CUENTA_FALLO` names them.
enum FalloSimulado: String, CaseIterable {
  /// Deleting fails until "Abrir ajustes" grants the permission.
  case sinPermiso = "sin-permiso"
  /// Deleting always fails: the service cannot be reached.
  case sinConexion = "sin-conexion"

  /// The environment variable that asks the app for a failure.
  static let variable = "CUENTA_FALLO"
}

/// The system settings of the simulation: the user grants the permission there.
private actor AjustesSimulados {
  private(set) var permisoConcedido = false

  func concederPermiso() {
    permisoConcedido = true
  }
}
