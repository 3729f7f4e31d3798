import ExampleSupport

/// The Inventario app in the terminal: `swift run Inventario`.
public enum InventarioApp {
  /// Runs the app on standard input and output until the user quits.
  @MainActor
  public static func run() async {
    await TerminalApp.run(
      Inventario(), initialState: Inventario.State(items: .muestra), view: InventarioView.self
    )
  }
}
