import Testing

@testable import CuentaFeature

@Suite("Cuenta client simulation")
struct CuentaClientTests {
  @Test("Without CUENTA_FALLO the simulated service deletes")
  func sinFallo() async throws {
    try await CuentaClient.simulado(fallo: nil).borrar()
  }

  @Test("sin-permiso fails until the settings grant the permission")
  func sinPermiso() async throws {
    let client = CuentaClient.simulado(fallo: .sinPermiso)
    await #expect(throws: CuentaError.sinPermiso) { try await client.borrar() }
    await client.abrirAjustes()
    try await client.borrar()
  }

  @Test("sin-conexion always fails")
  func sinConexion() async {
    let client = CuentaClient.simulado(fallo: .sinConexion)
    await client.abrirAjustes()
    await #expect(throws: CuentaError.sinConexion) { try await client.borrar() }
  }
}
