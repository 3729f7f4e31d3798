import Foundation
import Statecraft

/// The form for a new article: a draft that becomes an article only when saved.
///
/// The form closes itself, saved or cancelled, with `@Dependency(\.dismiss)`: it does not know who
/// presented it, and the parent needs no "close the form" action of its own.
struct FormularioItem: Reducer {
  struct State: Hashable {
    var borrador: Item
    var aviso: String?

    /// An article needs a name: without one, the form does not save.
    var puedeGuardar: Bool { !borrador.nombre.trimmingCharacters(in: .whitespaces).isEmpty }
  }

  enum Action: BindableAction, Equatable {
    /// A field edited: `.binding(.set(\.borrador.nombre, "Clavos"))`.
    case binding(BindingAction<State>)
    case guardarPulsado
    case cancelarPulsado
    /// What the form tells its parent.
    case delegate(Delegate)

    enum Delegate: Equatable {
      case guardar(Item)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    // First, so the reducer below sees the field already written.
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.borrador.nombre):
        state.aviso = nil
        return .none

      case .binding:
        return .none

      case .guardarPulsado:
        guard state.puedeGuardar else {
          state.aviso = "Escribe un nombre antes de guardar."
          return .none
        }
        return .run { [borrador = state.borrador] send in
          await send(.delegate(.guardar(borrador)))
          await dismiss()
        }

      case .cancelarPulsado:
        return .run { _ in await dismiss() }

      case .delegate:
        return .none
      }
    }
  }
}
