import Statecraft

extension Inventario {
  /// Everything the inventory can present, one case at a time.
  ///
  /// A destination enum without macros: the state and action enums list the same cases, and the
  /// body runs each feature on its case. The alert has no reducer, so it needs no `Scope`: it is
  /// cleared after the parent handles its button (rule R6).
  struct Destino: Reducer {
    enum State: Equatable {
      case detalle(DetalleItem.State)
      case formulario(FormularioItem.State)
      case alerta(AlertState<Inventario.Action.Alerta>)
    }

    enum Action: Equatable {
      case detalle(DetalleItem.Action)
      case formulario(FormularioItem.Action)
      case alerta(Inventario.Action.Alerta)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.detalle, action: Action.detalle) {
        DetalleItem()
      }
      Scope(state: State.formulario, action: Action.formulario) {
        FormularioItem()
      }
    }
  }
}
