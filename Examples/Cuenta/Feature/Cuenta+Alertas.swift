import Statecraft

// Named alerts are values like any other: built in one place, compared whole in the tests.
// `static var` builds a new alert on each read; a `static let` would work as well (the action
// enum is Sendable, and assigning the same value to the @Presents slot again is still a new
// presentation).

extension AlertState where Action == Cuenta.Action.Alerta {
  /// Asks before deleting: a destructive button and a cancel button that sends nothing.
  static var confirmarBorrado: Self {
    AlertState {
      TextState("Borrar la cuenta")
    } actions: {
      ButtonState(role: .destructive, action: .confirmarBorrado) {
        TextState("Borrar")
      }
      ButtonState(role: .cancel) {
        TextState("Cancelar")
      }
    } message: {
      TextState("Se perderán todos los datos y la operación no se puede deshacer.")
    }
  }

  /// The information alert, in the type of the slot it is shown in: an `AlertState<Never>` sends
  /// nothing, so it fits any slot.
  static var cuentaBorrada: Self {
    AlertState(AlertState<Never>.cuentaBorrada)
  }

  /// An alert built from the error, with the buttons that make sense for it: a missing permission
  /// can be fixed in the settings; anything else can only be acknowledged.
  static func fallo(_ error: CuentaError) -> Self {
    AlertState(error: error) {
      if error == .sinPermiso {
        ButtonState(action: .abrirAjustes) {
          TextState("Abrir ajustes")
        }
        ButtonState(role: .cancel) {
          TextState("Cancelar")
        }
      } else {
        ButtonState(role: .cancel) {
          TextState("Aceptar")
        }
      }
    }
  }
}

extension AlertState where Action == Never {
  /// Tells that the account is gone. Information only: the type says no button does anything.
  static var cuentaBorrada: Self {
    AlertState {
      TextState("Cuenta borrada")
    } actions: {
      ButtonState(role: .cancel) {
        TextState("Aceptar")
      }
    } message: {
      TextState("Tus datos se han eliminado. Gracias por haber usado la app.")
    }
  }
}
