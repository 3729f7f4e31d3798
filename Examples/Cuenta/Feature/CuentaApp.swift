import ExampleSupport

/// The Cuenta app in the terminal: `swift run Cuenta`.
public enum CuentaApp {
  /// Runs the app on standard input and output until the user quits.
  ///
  /// The account service is simulated. To see its failures, set `CUENTA_FALLO`:
  /// `CUENTA_FALLO=sin-permiso swift run Cuenta` (until "Abrir ajustes") or `sin-conexion`.
  @MainActor
  public static func run() async {
    await TerminalApp.run(
      Cuenta(), initialState: Cuenta.State(perfil: .prueba), view: CuentaView.self
    )
  }
}
