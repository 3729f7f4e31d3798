import ExampleSupport
import Foundation
import Statecraft

/// The reservations screen in the terminal, and its dialog when it is up.
enum ReservationsView {
  static func screen(_ state: Reservations.State) -> [String] {
    var lines = ["Reservas de salas"]
    if state.reservations.isEmpty { lines.append("  No tienes reservas.") }
    let rooms = Screen.column(state.reservations.map(\.roomName))
    for (index, (reservation, room)) in zip(state.reservations, rooms).enumerated() {
      lines.append("  \(index + 1). \(room)  \(reservation.startsAt.hourAndMinute)")
    }
    if let dialog = state.confirmationDialog { lines += ["", dialog.text] }
    return lines
  }

  static func choices(_ state: Reservations.State) -> [String] {
    if let dialog = state.confirmationDialog { return Screen.buttonChoices(dialog.buttons.count) }
    return state.reservations.isEmpty ? [] : ["c <n>) cancelar una reserva"]
  }

  static func action(
    for line: String, in state: Reservations.State
  ) -> Result<Reservations.Action, InvalidInput> {
    if let dialog = state.confirmationDialog {
      if line == "x" { return .success(.confirmationDialog(.dismiss)) }
      return dialog.action(forButton: line).map(Reservations.Action.confirmationDialog)
    }
    let (command, argument) = Screen.command(line)
    guard command == "c", !state.reservations.isEmpty else { return .failure(.notAChoice(line)) }
    guard !argument.isEmpty else {
      return .failure(InvalidInput("Di qué reserva cancelar: c <número>."))
    }
    return Screen.row(argument, in: state.reservations).map { .cancelTapped($0.id) }
  }
}
