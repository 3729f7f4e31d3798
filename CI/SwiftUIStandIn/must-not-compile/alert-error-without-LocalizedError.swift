// expected-error(27): instance method 'alert(error:actions:message:)' requires that 'ExportError' conform to 'LocalizedError'
// expected-error(26): missing argument for parameter 'isPresented' in call
// expected-error(26): instance method 'alert(isPresented:error:actions:message:)' requires that 'Binding<ExportError?>' conform to 'LocalizedError'
//
// An article's `enum ExportError: Error` given to `alert(error:)`: the Xcode 27 SDK requires a
// `LocalizedError` (its title is the error's description); the Xcode 26 SDK has no
// `alert(error:)` at all, only `alert(isPresented:error:…)`.
import SwiftUI

enum ExportError: Error {
  case diskFull
}

struct DocumentExportView: View {
  @State private var exportError: ExportError?

  var body: some View {
    Text("Exportar")
      .alert(error: $exportError) { _ in
        Button("Aceptar", role: .cancel) {}
      } message: { _ in
        Text("No queda espacio.")
      }
  }
}
