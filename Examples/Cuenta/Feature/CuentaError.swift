import Foundation

/// Why the account could not be deleted.
///
/// Its `LocalizedError` texts are what `AlertState(error:)` shows: the description as the title,
/// the reason as the message.
enum CuentaError: Error, Equatable {
  /// The app may not delete the account until the user allows it in the settings.
  case sinPermiso
  /// The service could not be reached.
  case sinConexion
  /// Anything else, with what the service said.
  case otro(String)

  /// The error as the feature knows it, whatever the client threw.
  init(_ error: any Error) {
    self = error as? CuentaError ?? .otro(String(describing: error))
  }
}

extension CuentaError: LocalizedError {
  var errorDescription: String? {
    switch self {
    case .sinPermiso: "Sin permiso"
    case .sinConexion: "Sin conexión"
    case .otro: "No se pudo borrar la cuenta"
    }
  }

  var failureReason: String? {
    switch self {
    case .sinPermiso:
      "La app no tiene permiso para borrar la cuenta. Concédelo en los ajustes y vuelve a intentarlo."
    case .sinConexion:
      "No se pudo contactar con el servidor. Comprueba la conexión y vuelve a intentarlo."
    case .otro(let detalle):
      detalle
    }
  }
}
