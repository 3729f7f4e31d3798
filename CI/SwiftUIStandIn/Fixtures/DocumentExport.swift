import SwiftUI

// A failed export shows an alert titled by the error, with a different button for each failure.
// The error is a `LocalizedError`: `alert(error:)` requires one (must-not-compile/ shows a plain
// `Error` refused).

enum ExportFailure: LocalizedError {
  case missingPermission
  case diskFull
  case unsupportedFormat

  var errorDescription: String? {
    switch self {
    case .missingPermission: "No se pudo exportar"
    case .diskFull: "Disco lleno"
    case .unsupportedFormat: "Formato no admitido"
    }
  }
}

struct DocumentExportView: View {
  @State private var failure: ExportFailure?

  var body: some View {
    Button("Exportar") {
      failure = .diskFull
    }
    .errorAlert(error: $failure) { failure in
      switch failure {
      case .missingPermission:
        Button("Ajustes") { openSettings() }
      case .diskFull:
        Button("Liberar espacio") { openStorage() }
      case .unsupportedFormat:
        Button("Vale", role: .cancel) {}
      }
    } message: { failure in
      switch failure {
      case .missingPermission: Text("Falta permiso para escribir en esa carpeta.")
      case .diskFull: Text("No queda espacio para el informe.")
      case .unsupportedFormat: Text("Elige otro formato.")
      }
    }
  }

  private func openSettings() {}
  private func openStorage() {}
}
