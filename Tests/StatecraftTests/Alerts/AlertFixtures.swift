import Foundation
import Statecraft

/// Features and errors shared by the alert and dialog tests, namespaced so their names cannot
/// clash with other tests in this target.
enum AlertFixtures {
  /// An account screen: deleting asks for confirmation through an alert.
  enum Cuenta {
    enum Action {
      enum Alerta: Hashable, Sendable {
        case confirmarBorrado
      }
    }
  }

  /// Meeting-room reservations: cancelling asks through a confirmation dialog.
  enum Reservations {
    enum Action {
      enum Dialog: Hashable, Sendable {
        case confirmCancel(roomName: String)
      }
    }
  }

  /// A document export: each error offers its own buttons.
  enum Export {
    enum Action {
      enum Alert: Hashable, Sendable {
        case openSettings
        case manageStorage
      }
    }

    enum Failure: Error {
      case missingPermission
      case diskFull
      case unsupportedFormat
    }
  }

  /// A parent feature that embeds a child's alert actions, for `map`.
  enum Parent {
    enum Action: Hashable, Sendable {
      case child(Cuenta.Action.Alerta)
    }
  }
}

// MARK: - Named values, as users declare them

extension AlertState where Action == AlertFixtures.Cuenta.Action.Alerta {
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
      TextState("Se perderan todos los datos y la operacion no se puede deshacer.")
    }
  }
}

extension ConfirmationDialogState where Action == AlertFixtures.Reservations.Action.Dialog {
  static func cancelReservation(roomName: String) -> Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Cancelar reserva")
    } actions: {
      ButtonState(role: .destructive, action: .confirmCancel(roomName: roomName)) {
        TextState("Cancelar \(roomName)")
      }
      ButtonState(role: .cancel) {
        TextState("Mantener reserva")
      }
    } message: {
      TextState("La reserva de \(roomName) se eliminará de tu calendario.")
    }
  }
}

/// What `dump` prints for a value, as a string.
func alertsDump(_ value: some Any) -> String {
  var output = ""
  dump(value, to: &output)
  return output
}
