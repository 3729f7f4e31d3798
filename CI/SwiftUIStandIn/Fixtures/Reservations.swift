import SwiftUI

// A list of meeting-room reservations; cancelling one asks first, in a dialog with a visible title
// and a message that names the room.

struct Reservation: Identifiable, Hashable {
  let id: UUID
  let roomName: String
  let startsAt: Date
}

struct ReservationsView: View {
  @State private var reservations: [Reservation] = []
  @State private var reservationToCancel: Reservation?

  var body: some View {
    List(reservations) { reservation in
      HStack {
        VStack(alignment: .leading) {
          Text(reservation.roomName)
            .font(.headline)
          Text(reservation.startsAt, format: .dateTime.hour().minute())
            .foregroundStyle(.secondary)
        }
        Spacer()
        Button("Cancelar", role: .destructive) {
          reservationToCancel = reservation
        }
      }
    }
    .itemConfirmationDialog(
      "¿Cancelar la reserva?", item: $reservationToCancel, titleVisibility: .visible
    ) { reservation in
      Button("Cancelar \(reservation.roomName)", role: .destructive) {
        cancel(reservation)
      }
      Button("Conservarla", role: .cancel) {}
    } message: { reservation in
      Text("Se quitará la reserva de \(reservation.roomName) del calendario.")
    }
  }

  private func cancel(_ reservation: Reservation) {
    reservations.removeAll { $0.id == reservation.id }
  }
}
