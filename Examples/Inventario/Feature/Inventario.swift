import Foundation
import Statecraft

/// The inventory list: tap a row for its detail, add an article through a form, delete one after
/// an alert.
///
/// The three presentations share one slot, `destino`, holding a ``Destino`` enum: nothing can be
/// presented without its data, two things can never be presented at once, and every way out of a
/// presentation (a button, a cancel, a dismissal from outside, the child closing itself) ends in
/// the same place: the slot back to `nil`.
///
/// The articles are shared, and kept in the inventory file (``SharedKey/inventario``): the detail
/// holds its article as `$items[id:]` and changes it where it is, with no copy to bring back.
struct Inventario: Reducer {
  struct State: Equatable {
    @Shared var items: IdentifiedArrayOf<Item>
    @Presents var destino: Destino.State? = nil

    /// The inventory: by default, the articles of the inventory file.
    init(
      items: Shared<IdentifiedArrayOf<Item>> = Shared(.inventario),
      destino: Destino.State? = nil
    ) {
      self._items = items
      self.destino = destino
    }
  }

  enum Action: Equatable {
    case filaTocada(Item.ID)
    case añadirTocado
    case borrarTocado(Item.ID)
    case destino(PresentationAction<Destino.Action>)

    /// What the delete alert's buttons can do; "Cancelar" sends nothing.
    enum Alerta: Hashable {
      case confirmarBorrado(Item.ID)
    }
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.almacen) var almacen

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .filaTocada(let id):
        guard let item = state.$items[id: id] else { return .none }
        // Its detail is already up: a fresh one would keep the same identity, and so the running
        // stock follower (R5), while saying that nothing is followed.
        if case .detalle(let detalle) = state.destino, detalle.id == id { return .none }
        state.destino = .detalle(DetalleItem.State(item: item))
        return .none

      case .añadirTocado:
        let borrador = Item(id: uuid(), nombre: "", stock: 0)
        state.destino = .formulario(FormularioItem.State(borrador: borrador))
        return .none

      case .borrarTocado(let id):
        guard let item = state.items[id: id] else { return .none }
        state.destino = .alerta(.confirmarBorrado(de: item))
        return .none

      case .destino(.presented(.alerta(.confirmarBorrado(let id)))):
        state.$items.withLock { $0.remove(id: id) }
        return .none

      case .destino(.presented(.formulario(.delegate(.guardar(let item))))):
        state.$items.withLock { $0.append(item) }
        // The warehouse learns of the article, so that its detail can follow its stock.
        return .run { _ in await almacen.registrar(item) }

      // The detail changes its article where the list keeps it (`$items[id:]`): nothing to copy.

      case .destino:
        return .none
      }
    }
    .ifLet(\.$destino, action: Action.destino) {
      Destino()
    }
  }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<Item>>.Default {
  /// The articles, kept in the inventory file (``Foundation/URL/archivoDeInventario``); none when
  /// there is no file yet, or when it cannot be read (that is reported, and the file set aside as
  /// `inventario.json.unreadable` before the first change is written).
  static var inventario: Self {
    Self[.fileStorage(.archivoDeInventario), default: []]
  }
}

extension URL {
  /// Where the inventory is kept: the path in `INVENTARIO_ARCHIVO`, or `inventario.json` in the
  /// user's application support directory (`~/.local/share/Inventario` on Linux,
  /// `~/Library/Application Support/Inventario` on macOS), made when first written.
  static var archivoDeInventario: URL {
    archivoDeInventario(environment: ProcessInfo.processInfo.environment)
  }

  /// The inventory file that `environment` asks for.
  static func archivoDeInventario(environment: [String: String]) -> URL {
    if let path = environment[InventarioApp.variableDeArchivo], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let soporte =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
    return soporte.appendingPathComponent("Inventario").appendingPathComponent("inventario.json")
  }
}
