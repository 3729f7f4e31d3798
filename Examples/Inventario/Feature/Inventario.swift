import Statecraft

/// The inventory list: tap a row for its detail, add an article through a form, delete one after
/// an alert.
///
/// The three presentations share one slot, `destino`, holding a ``Destino`` enum: nothing can be
/// presented without its data, two things can never be presented at once, and every way out of a
/// presentation (a button, a cancel, a dismissal from outside, the child closing itself) ends in
/// the same place: the slot back to `nil`.
struct Inventario: Reducer {
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item> = []
    @Presents var destino: Destino.State? = nil
  }

  enum Action: Equatable {
    case filaTocada(Item.ID)
    case añadirTocado
    case borrarTocado(Item.ID)
    case destino(PresentationAction<Destino.Action>)

    /// What the delete alert's buttons can do; "Cancelar" sends nothing.
    enum Alerta: Equatable {
      case confirmarBorrado(Item.ID)
    }
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.almacen) var almacen

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .filaTocada(let id):
        guard let item = state.items[id: id] else { return .none }
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
        state.items.remove(id: id)
        return .none

      case .destino(.presented(.formulario(.delegate(.guardar(let item))))):
        state.items.append(item)
        // The warehouse learns of the article, so that its detail can follow its stock.
        return .run { _ in await almacen.registrar(item) }

      // The detail edits its own copy of the article, and has already run (rule R4): the list
      // follows each change.
      case .destino(.presented(.detalle)):
        if case .detalle(let detalle) = state.destino {
          state.items[id: detalle.item.id] = detalle.item
        }
        return .none

      case .destino:
        return .none
      }
    }
    .ifLet(\.$destino, action: Action.destino) {
      Destino()
    }
  }
}
