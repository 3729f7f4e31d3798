import Foundation
import Statecraft
import Testing

@Suite("AlertState(error:)")
struct AlertStateErrorTests {
  typealias Export = AlertFixtures.Export

  /// A `LocalizedError` that provides any combination of its texts.
  struct Localized: LocalizedError, Sendable, CustomTestStringConvertible {
    var errorDescription: String?
    var failureReason: String?
    var recoverySuggestion: String?

    var testDescription: String {
      [errorDescription, failureReason, recoverySuggestion]
        .map { $0?.debugDescription ?? "nil" }
        .joined(separator: ", ")
    }
  }

  /// A plain error with a payload, to show the fallback title.
  struct NetworkFailure: Error {
    var code: Int
  }

  /// Each error, the title expected (`nil`: the fallback, `String(describing: error)`) and the
  /// message expected.
  static let localizedCases: [(Localized, title: String?, message: String?)] = [
    (Localized(errorDescription: "D", failureReason: "R", recoverySuggestion: "S"), "D", "R\nS"),
    (Localized(errorDescription: "D", failureReason: "R"), "D", "R"),
    (Localized(errorDescription: "D", recoverySuggestion: "S"), "D", "S"),
    (Localized(errorDescription: "D"), "D", nil),
    (Localized(failureReason: "R", recoverySuggestion: "S"), nil, "R\nS"),
    (Localized(failureReason: "R"), nil, "R"),
    (Localized(recoverySuggestion: "S"), nil, "S"),
    (Localized(), nil, nil),
    (Localized(errorDescription: " \n", failureReason: "", recoverySuggestion: "S"), nil, "S"),
    (Localized(errorDescription: "D", failureReason: "R", recoverySuggestion: "  "), "D", "R"),
  ]

  @Test("A LocalizedError gives the title and the joined message", arguments: localizedCases)
  func localizedError(error: Localized, title: String?, message: String?) {
    let alert = AlertState<Never>(error: error)
    #expect(alert.title == TextState(title ?? String(describing: error)))
    #expect(alert.message == message.map { TextState($0) })
    #expect(alert.buttons.isEmpty)
  }

  @Test("A LocalizedError enum, as apps write them")
  func localizedEnum() {
    enum SaveError: LocalizedError {
      case offline
      var errorDescription: String? { "No se pudo guardar" }
      var recoverySuggestion: String? { "Comprueba tu conexión." }
    }
    let alert = AlertState<Never>(error: SaveError.offline)
    #expect(alert.title == "No se pudo guardar")
    #expect(alert.message == "Comprueba tu conexión.")
  }

  @Test("A plain error enum gives the case name as the title and no message")
  func plainEnum() {
    let alert = AlertState<Never>(error: Export.Failure.diskFull)
    #expect(alert.title == "diskFull")
    #expect(alert.message == nil)
    #expect(alert.buttons.isEmpty)
  }

  @Test("A plain error struct gives what print shows, the same on every platform")
  func plainStruct() {
    let alert = AlertState<Never>(error: NetworkFailure(code: 3))
    #expect(alert.title == "NetworkFailure(code: 3)")
    #expect(alert.message == nil)
  }

  @Test("An error passed as any Error, as from a catch")
  func existential() {
    let error: any Error = Localized(errorDescription: "D", failureReason: "R")
    #expect(AlertState<Never>(error: error) == AlertState(title: "D", message: "R"))
  }

  @Test(
    "Buttons can depend on the error",
    arguments: [
      (Export.Failure.missingPermission, ["Abrir ajustes", "Cancelar"]),
      (Export.Failure.diskFull, ["Gestionar almacenamiento", "Cancelar"]),
      (Export.Failure.unsupportedFormat, ["Aceptar"]),
    ] as [(Export.Failure, [TextState])])
  func buttonsPerCase(error: Export.Failure, labels: [TextState]) {
    let alert = AlertState<Export.Action.Alert>(error: error) {
      switch error {
      case .missingPermission:
        ButtonState(action: .openSettings) { TextState("Abrir ajustes") }
        ButtonState(role: .cancel) { TextState("Cancelar") }
      case .diskFull:
        ButtonState(action: .manageStorage) { TextState("Gestionar almacenamiento") }
        ButtonState(role: .cancel) { TextState("Cancelar") }
      case .unsupportedFormat:
        ButtonState(role: .cancel) { TextState("Aceptar") }
      }
    }
    #expect(alert.buttons.map(\.label) == labels)
    #expect(alert.buttons.last?.role == .cancel)
  }

  @Test("An error alert equals the same alert built by hand, despite different ids")
  func equality() {
    let error = Localized(errorDescription: "D", failureReason: "R")
    let fromError = AlertState<Never>(error: error) {
      ButtonState(role: .cancel) { TextState("Aceptar") }
    }
    let byHand = AlertState<Never>(
      title: "D", message: "R", buttons: [ButtonState(role: .cancel) { "Aceptar" }]
    )
    #expect(fromError == byHand)
    #expect(fromError.id != byHand.id)
  }
}
