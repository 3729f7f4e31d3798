import StatecraftTesting
import Testing

@testable import ReservationsFeature

@MainActor
@Suite("Reservations")
struct ReservationsTests {
  @Test("Cancel asks through a dialog with a visible title, naming the room")
  func dialogo() async {
    let store = TestStore(initialState: Reservations.State(reservations: .sample)) {
      Reservations()
    }

    await store.send(.cancelTapped(Reservation.lovelace.id)) {
      $0.confirmationDialog = .cancel(.lovelace)
    }
    let dialog = store.state.confirmationDialog
    #expect(dialog?.titleVisibility == .visible)
    #expect(dialog?.title == "Cancelar reserva")
    #expect(dialog?.message == "La reserva de Sala Lovelace se eliminará de tu calendario.")
    #expect(dialog?.buttons.map(\.label) == ["Cancelar Sala Lovelace", "Mantener reserva"])
    #expect(dialog?.buttons.map(\.role) == [.destructive, .cancel])
    #expect(dialog?.buttons.map(\.action) == [.cancelReservation(Reservation.lovelace.id), nil])
  }

  @Test("Confirming removes that reservation and only that one; the dialog closes (R6)")
  func confirmar() async {
    let store = TestStore(initialState: Reservations.State(reservations: .sample)) {
      Reservations()
    }

    await store.send(.cancelTapped(Reservation.lovelace.id)) {
      $0.confirmationDialog = .cancel(.lovelace)
    }
    await store.send(.confirmationDialog(.presented(.cancelReservation(Reservation.lovelace.id)))) {
      $0.reservations = [.turing, .hopper]
      $0.confirmationDialog = nil
    }
  }

  @Test("Keeping the reservation, with the cancel button or from outside, removes nothing")
  func mantener() async {
    let store = TestStore(initialState: Reservations.State(reservations: .sample)) {
      Reservations()
    }

    await store.send(.cancelTapped(Reservation.hopper.id)) {
      $0.confirmationDialog = .cancel(.hopper)
    }
    await store.send(.confirmationDialog(.dismiss)) {
      $0.confirmationDialog = nil
    }
  }

  @Test("A confirmation after the dialog closed removes nothing, and is reported (R7)")
  func confirmacionTardia() async {
    let store = TestStore(initialState: Reservations.State(reservations: .sample)) {
      Reservations()
    }

    let failures = await capturingFailures {
      await store.send(.confirmationDialog(.presented(.cancelReservation(Reservation.turing.id))))
    }
    #expect(
      failures.allSatisfy { failure in
        failure.message.contains(
          "An ifLet received a presentation action while nothing is presented")
      })
    #expect(store.state.reservations == .sample)
  }

  @Test("A reservation that is not there asks nothing")
  func inexistente() async {
    let store = TestStore(initialState: Reservations.State(reservations: [.turing])) {
      Reservations()
    }
    await store.send(.cancelTapped(Reservation.hopper.id))
  }
}
