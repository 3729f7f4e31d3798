import Statecraft

/// The account screen: the profile, and deleting the account after the user confirms.
///
/// Everything Cuenta shows over the profile (the confirmation, the result, an error) is an alert in
/// one `@Presents` slot. An alert is a value: its buttons are cases of ``Action/Alerta``, so a test
/// compares the whole alert and presses a button by sending its action.
struct Cuenta: Reducer {
  struct State: Hashable {
    /// `nil` once the account is deleted.
    var perfil: Perfil?
    /// What the screen says after coming back from the settings.
    var aviso: String?
    @Presents var alerta: AlertState<Action.Alerta>? = nil
  }

  enum Action: Equatable {
    case borrarPulsado
    case borradoCompletado
    case borradoFallido(CuentaError)
    case ajustesAbiertos
    case alerta(PresentationAction<Alerta>)

    /// What the alerts' buttons can do. A cancel button has no case: cancelling does nothing
    /// but close the alert, which reaches the reducer as `.alerta(.dismiss)`.
    enum Alerta: Hashable {
      case confirmarBorrado
      case abrirAjustes
    }
  }

  @Dependency(\.cuentaClient) var cuentaClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .borrarPulsado:
        guard state.perfil != nil else { return .none }
        state.aviso = nil
        state.alerta = .confirmarBorrado
        return .none

      // Only this button of this alert sends it, so there is no need to check that the alert is
      // still up: a stale confirmation never gets this far (rule R7).
      case .alerta(.presented(.confirmarBorrado)):
        return .run { send in
          try await cuentaClient.borrar()
          await send(.borradoCompletado)
        } catch: { error, send in
          await send(.borradoFallido(CuentaError(error)))
        }

      // The settings are another app: say so when the user is back, so that the button is not
      // seen to do nothing.
      case .alerta(.presented(.abrirAjustes)):
        return .run { send in
          await cuentaClient.abrirAjustes()
          await send(.ajustesAbiertos)
        }

      case .ajustesAbiertos:
        state.aviso = "Vuelves de los ajustes: si diste el permiso, ya puedes borrar la cuenta."
        return .none

      case .borradoCompletado:
        state.perfil = nil
        state.alerta = .cuentaBorrada
        return .none

      case .borradoFallido(let error):
        state.alerta = .fallo(error)
        return .none

      case .alerta(.dismiss):
        return .none
      }
    }
    // Runs the slot: clears it after any button (R6) or a dismissal, and reports actions for an
    // empty slot instead of running them.
    .ifLet(\.$alerta, action: Action.alerta)
  }
}
