import ExampleSupport
import Foundation
import Statecraft

/// The Inventario app in the terminal: `swift run Inventario`.
public enum InventarioApp {
  /// The setting that says where the inventory file is.
  static let variableDeArchivo = "INVENTARIO_ARCHIVO"

  /// Runs the app on standard input and output until the user quits.
  @MainActor
  public static func run() async {
    await TerminalApp.run(
      Inventario(), initialState: estadoInicial(), view: InventarioView.self,
      settings: [
        EnvironmentSetting(
          name: variableDeArchivo, placeholder: "<ruta>",
          meaning: "el archivo del inventario (por omisión, \(URL.archivoDeInventario.path))")
      ]
    )
  }

  /// The state at launch: the articles of the inventory file. The first time, when there is no
  /// file yet, the sample inventory, written to the file at once.
  static func estadoInicial() -> Inventario.State {
    @Dependency(\.sharedStorage) var almacenamiento
    let sinArchivo = almacenamiento.fileSystem.contents(of: .archivoDeInventario) == nil
    let estado = Inventario.State()
    if sinArchivo, estado.items.isEmpty {
      estado.$items.withLock { $0 = .muestra }
    }
    return estado
  }
}
