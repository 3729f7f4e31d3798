import ExampleSupport
import Foundation
import Statecraft

/// The reservations tab in the terminal: a breadcrumb line of the stack, the top screen, and the
/// dialog when it is up. `x` goes back one screen (a back button), or closes the dialog.
enum ReservationsView {
  static func screen(_ state: Reservations.State) -> [String] {
    var lines = [breadcrumb(state)]
    switch state.path.last {
    case nil:
      if state.reservations.isEmpty { lines.append("  No tienes reservas.") }
      lines += rows(state.reservations)
    case .reservation(let detail):
      lines += [
        "  Sala: \(detail.reservation.roomName)",
        "  Hora: \(detail.reservation.startsAt.hourAndMinute)",
      ]
      if let dialog = detail.confirmationDialog { lines += ["", dialog.text] }
    case .room(let room):
      lines.append("  Reservas de la sala:")
      if room.reservations.isEmpty { lines.append("  Ninguna.") }
      lines += room.reservations.enumerated().map { index, reservation in
        "  \(index + 1). \(reservation.startsAt.hourAndMinute)"
      }
    }
    return lines
  }

  static func choices(_ state: Reservations.State) -> [String] {
    switch state.path.last {
    case nil:
      return state.reservations.isEmpty ? [] : ["v <n>) ver una reserva"]
    case .reservation(let detail):
      if let dialog = detail.confirmationDialog {
        return Screen.buttonChoices(dialog.buttons.count)
      }
      return ["c) cancelar", "s) ver la sala", "x) volver"]
    case .room(let room):
      return (room.reservations.isEmpty ? [] : ["v <n>) ver una reserva"]) + ["x) volver"]
    }
  }

  /// Whether something covers the list (a pushed screen, and the dialog over it): then only its
  /// choices are offered, not the other tabs, as a pushed screen that hides the tab bar.
  static func isPresenting(_ state: Reservations.State) -> Bool {
    !state.path.isEmpty
  }

  static func action(
    for line: String, in state: Reservations.State
  ) -> Result<Reservations.Action, InvalidInput> {
    guard let top = state.path.ids.last, let screen = state.path.last else {
      return viewReservation(line, in: state.reservations).map {
        .reservationTapped($0)
      }
    }
    switch screen {
    case .reservation(let detail):
      if let dialog = detail.confirmationDialog {
        // Closing from outside, as a tap outside the dialog would.
        let close = PresentationAction<ReservationDetail.Action.Dialog>.dismiss
        if line == "x" {
          return .success(
            .path(.element(id: top, action: .reservation(.confirmationDialog(close)))))
        }
        return dialog.action(forButton: line).map {
          .path(.element(id: top, action: .reservation(.confirmationDialog($0))))
        }
      }
      switch line {
      case "c": return .success(.path(.element(id: top, action: .reservation(.cancelTapped))))
      case "s": return .success(.path(.element(id: top, action: .reservation(.roomTapped))))
      case "x": return .success(.path(.popFrom(id: top)))
      default: return .failure(.notAChoice(line))
      }
    case .room(let room):
      if line == "x" { return .success(.path(.popFrom(id: top))) }
      return viewReservation(line, in: room.reservations).map {
        .path(.element(id: top, action: .room(.reservationTapped($0))))
      }
    }
  }

  // MARK: - Drawing

  /// `Reservas de salas › Sala Lovelace 11:00 › Sala Lovelace`: where the user is.
  private static func breadcrumb(_ state: Reservations.State) -> String {
    (["Reservas de salas"]
      + state.path.map { screen in
        switch screen {
        case .reservation(let detail):
          "\(detail.reservation.roomName) \(detail.reservation.startsAt.hourAndMinute)"
        case .room(let room):
          room.roomName
        }
      })
      .joined(separator: " › ")
  }

  private static func rows(_ reservations: IdentifiedArrayOf<Reservation>) -> [String] {
    let rooms = Screen.column(reservations.map(\.roomName))
    return zip(reservations, rooms).enumerated().map { index, row in
      "  \(index + 1). \(row.1)  \(row.0.startsAt.hourAndMinute)"
    }
  }

  // MARK: - Reading

  private static func viewReservation(
    _ line: String, in reservations: IdentifiedArrayOf<Reservation>
  ) -> Result<Reservation.ID, InvalidInput> {
    let (command, argument) = Screen.command(line)
    guard command == "v", !reservations.isEmpty else { return .failure(.notAChoice(line)) }
    guard !argument.isEmpty else {
      return .failure(InvalidInput("Di qué reserva ver: v <número>."))
    }
    return Screen.row(argument, in: reservations).map(\.id)
  }
}
