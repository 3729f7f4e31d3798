import Statecraft

/// The detail of one article: rename it, and follow its stock in the warehouse.
///
/// It holds its article shared with the list (`$items[id:]`): a rename or a reading changes the
/// article in the list, and in the inventory file, at once.
///
/// Following the stock is a long-running effect: a reading every two seconds on the clock
/// dependency. The feature never stops it on closing: the presentation that shows the detail
/// cancels every effect the detail started when it goes away (rule R5).
struct DetalleItem: Reducer {
  struct State: Equatable, Identifiable {
    @Shared var item: Item
    var siguiendoStock = false
    /// Why following stopped, when the warehouse had nothing to say.
    var aviso: String?
    /// The article's id, which its presentation is known by.
    let id: Item.ID

    init(item: Shared<Item>, siguiendoStock: Bool = false, aviso: String? = nil) {
      self._item = item
      self.siguiendoStock = siguiendoStock
      self.aviso = aviso
      self.id = item.wrappedValue.id
    }
  }

  enum Action: Equatable {
    case nombreCambiado(String)
    case seguirStockPulsado
    case stockRecibido(Int?)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.almacen) var almacen

  private enum CancelID { case seguimiento }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nombreCambiado(let nombre):
        state.$item.withLock { $0.nombre = nombre }
        return .none

      case .seguirStockPulsado:
        state.siguiendoStock.toggle()
        state.aviso = nil
        guard state.siguiendoStock else { return .cancel(id: CancelID.seguimiento) }
        return .run { [id = state.id] send in
          while true {
            try await clock.sleep(for: .seconds(2))
            await send(.stockRecibido(await almacen.stock(id)))
          }
        }
        .cancellable(id: CancelID.seguimiento, cancelInFlight: true)

      case .stockRecibido(let stock?):
        state.$item.withLock { $0.stock = stock }
        return .none

      case .stockRecibido(nil):
        state.siguiendoStock = false
        state.aviso = "El almacén no conoce este artículo."
        return .cancel(id: CancelID.seguimiento)
      }
    }
  }
}
