import ExampleSupport

/// The Cuenta app in the terminal: `swift run Cuenta`.
public enum CuentaApp {
  /// Runs the app on standard input and output until the user quits.
  ///
  /// The account service is simulated. To see its failures, set `CUENTA_FALLO`:
  /// `CUENTA_FALLO=sin-permiso swift run Cuenta` (until "Abrir ajustes") or `sin-conexion`. Any
  /// other value stops the app before it starts, with the list of valid ones.
  @MainActor
  public static func run() async {
    await TerminalApp.run(
      Cuenta(), initialState: Cuenta.State(perfil: .prueba), view: CuentaView.self,
      settings: [fallo]
    )
  }

  /// `CUENTA_FALLO`, as the app checks it and its usage text lists it.
  static let fallo = EnvironmentSetting(
    name: FalloSimulado.variable, values: FalloSimulado.allCases.map(\.rawValue),
    meaning: "simula un fallo del servicio de cuentas"
  )
}
