import StatecraftTesting
import Testing

@testable import ReservationsFeature

/// The reservations tab: a stack of screens over the list, written as a TCA user writes stack
/// tests (pushes asserted with `$0.path[id:]` and `append`, ids from `#0`).
@MainActor
@Suite("Reservations")
struct ReservationsTests {
  private func makeStore(
    _ state: Reservations.State = Reservations.State(reservations: .sample)
  ) -> TestStore<Reservations.State, Reservations.Action> {
    TestStore(initialState: state) { Reservations() }
  }

  @Test("A reservation's screen is pushed over the list, and the room's over it")
  func pantallas() async {
    let store = makeStore()
    await store.send(.reservationTapped(Reservation.lovelace.id)) {
      $0.path.append(.reservation(ReservationDetail.State(reservation: .lovelace)))
    }
    await store.send(.path(.element(id: 0, action: .reservation(.roomTapped)))) {
      $0.path[id: 1] = .room(RoomDetail.State(roomName: "Sala Lovelace", reservations: [.lovelace]))
    }
    await store.send(
      .path(.element(id: 1, action: .room(.reservationTapped(Reservation.lovelace.id))))
    ) {
      $0.path.append(.reservation(ReservationDetail.State(reservation: .lovelace)))
    }
    // Back, as the terminal's `x` does: a pop of the top screen.
    await store.send(.path(.popFrom(id: 2))) {
      $0.path.removeLast()
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = []
    }
  }

  @Test("Cancel asks, on the reservation's screen, through a dialog with a visible title")
  func dialogo() async {
    let store = makeStore()
    await store.send(.reservationTapped(Reservation.lovelace.id)) {
      $0.path.append(.reservation(ReservationDetail.State(reservation: .lovelace)))
    }
    await store.send(.path(.element(id: 0, action: .reservation(.cancelTapped)))) {
      $0.path[id: 0, case: Reservations.Path.State.reservation]?.confirmationDialog =
        .cancel(.lovelace)
    }
    guard case .reservation(let screen) = store.state.path.last else {
      Issue.record("no reservation screen")
      return
    }
    let dialog = screen.confirmationDialog
    #expect(dialog?.titleVisibility == .visible)
    #expect(dialog?.title == "Cancelar reserva")
    #expect(dialog?.message == "La reserva de Sala Lovelace se eliminará de tu calendario.")
    #expect(dialog?.buttons.map(\.label) == ["Cancelar Sala Lovelace", "Mantener reserva"])
    #expect(dialog?.buttons.map(\.role) == [.destructive, .cancel])
    #expect(dialog?.buttons.map(\.action) == [.cancelReservation(Reservation.lovelace.id), nil])
  }

  @Test("Confirming removes that reservation only, pops its screen and those above it (R6)")
  func confirmar() async {
    let store = makeStore()
    await store.send(.reservationTapped(Reservation.lovelace.id)) {
      $0.path.append(.reservation(ReservationDetail.State(reservation: .lovelace)))
    }
    await store.send(.path(.element(id: 0, action: .reservation(.roomTapped)))) {
      $0.path.append(.room(RoomDetail.State(roomName: "Sala Lovelace", reservations: [.lovelace])))
    }
    await store.send(
      .path(.element(id: 1, action: .room(.reservationTapped(Reservation.lovelace.id))))
    ) {
      $0.path.append(.reservation(ReservationDetail.State(reservation: .lovelace)))
    }
    await store.send(.path(.element(id: 2, action: .reservation(.cancelTapped)))) {
      $0.path[id: 2, case: Reservations.Path.State.reservation]?.confirmationDialog =
        .cancel(.lovelace)
    }
    let confirm = ReservationDetail.Action.confirmationDialog(
      .presented(.cancelReservation(Reservation.lovelace.id)))
    await store.send(.path(.element(id: 2, action: .reservation(confirm)))) {
      $0.path[id: 2, case: Reservations.Path.State.reservation]?.confirmationDialog = nil
    }
    await store.receive(
      .path(
        .element(id: 2, action: .reservation(.delegate(.cancelConfirmed(Reservation.lovelace.id)))))
    ) {
      $0.reservations = [.turing, .hopper]
      $0.path = []
    }
  }

  @Test("A cancelled reservation leaves the room screens below its own")
  func salasDebajo() async {
    let store = makeStore(
      Reservations.State(
        reservations: [.turing, .lovelace],
        path: [
          .room(RoomDetail.State(roomName: "Sala Turing", reservations: [.turing, .lovelace]))
        ]
      ))
    await store.send(
      .path(.element(id: 0, action: .room(.reservationTapped(Reservation.lovelace.id))))
    ) {
      $0.path.append(.reservation(ReservationDetail.State(reservation: .lovelace)))
    }
    await store.send(
      .path(
        .element(id: 1, action: .reservation(.delegate(.cancelConfirmed(Reservation.lovelace.id)))))
    ) {
      $0.reservations = [.turing]
      $0.path[id: 1] = nil
      $0.path[id: 0, case: Reservations.Path.State.room]?.reservations = [.turing]
    }
  }

  @Test("Keeping the reservation, with the cancel button or from outside, removes nothing")
  func mantener() async {
    let store = makeStore()
    await store.send(.reservationTapped(Reservation.hopper.id)) {
      $0.path.append(.reservation(ReservationDetail.State(reservation: .hopper)))
    }
    await store.send(.path(.element(id: 0, action: .reservation(.cancelTapped)))) {
      $0.path[id: 0, case: Reservations.Path.State.reservation]?.confirmationDialog =
        .cancel(.hopper)
    }
    await store.send(.path(.element(id: 0, action: .reservation(.confirmationDialog(.dismiss))))) {
      $0.path[id: 0, case: Reservations.Path.State.reservation]?.confirmationDialog = nil
    }
  }

  @Test("A confirmation after its screen was popped changes nothing, and is reported (S5)")
  func confirmacionTardia() async {
    let store = makeStore()
    await store.send(.reservationTapped(Reservation.turing.id)) {
      $0.path.append(.reservation(ReservationDetail.State(reservation: .turing)))
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = [] }
    let confirm = ReservationDetail.Action.confirmationDialog(
      .presented(.cancelReservation(Reservation.turing.id)))
    let failures = await capturingFailures {
      await store.send(.path(.element(id: 0, action: .reservation(confirm))))
    }
    #expect(
      failures.map { $0.message.hasPrefix("A forEach received an action for a stack element") }
        == [true])
    #expect(store.state.reservations == .sample)
  }

  @Test("A reservation that is not there pushes nothing")
  func inexistente() async {
    let store = makeStore(Reservations.State(reservations: [.turing]))
    await store.send(.reservationTapped(Reservation.hopper.id))
  }
}
