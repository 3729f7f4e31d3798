import Statecraft

extension AlertState where Action == Inventario.Action.Alerta {
  /// Asks before deleting an article. The destructive button carries the article's id, so the
  /// reducer knows what to delete without remembering it anywhere else.
  static func confirmarBorrado(de item: Item) -> Self {
    AlertState {
      TextState("Borrar «\(item.nombre)»")
    } actions: {
      ButtonState(role: .destructive, action: .confirmarBorrado(item.id)) {
        TextState("Borrar")
      }
      ButtonState(role: .cancel) {
        TextState("Cancelar")
      }
    } message: {
      TextState("Se eliminará del inventario. No se puede deshacer.")
    }
  }
}
