import Statecraft
import StatecraftTesting
import Testing

@testable import ReservationsFeature

/// Reservations driven as SwiftUI would: the stack of screens, and a reservation's cancel dialog,
/// confirmed, kept, or dismissed by the system.
@MainActor
@Suite("Reservations through the view driver")
struct ReservationsDriverTests {
  private func makeDetail() -> ViewDriver<ReservationDetail.State, ReservationDetail.Action> {
    ViewDriver(initialState: ReservationDetail.State(reservation: .turing)) {
      ReservationDetail()
    }
  }

  @Test(
    "The cancel dialog names the room, shows its title, and confirming tells the list",
    arguments: [
      TapOrder.actionFirst, .nilWriteFirst,
    ])
  func confirmar(order: TapOrder) async {
    let driver = makeDetail()
    let dialogo = driver.confirmationDialog {
      $0.presentation(
        state: \.$confirmationDialog, action: ReservationDetail.Action.confirmationDialog)
    }
    driver.store.send(.cancelTapped)
    driver.render()
    #expect(dialogo.title == "Cancelar reserva")
    #expect(dialogo.titleVisibility == .visible)
    #expect(dialogo.message == "La reserva de Sala Turing se eliminará de tu calendario.")
    #expect(dialogo.buttons == ["Cancelar Sala Turing", "Mantener reserva"])
    dialogo.tap("Cancelar Sala Turing", order: order)
    await driver.settle()
    #expect(
      driver.takeActions() == [
        .cancelTapped,
        .confirmationDialog(.presented(.cancelReservation(Reservation.turing.id))),
        .delegate(.cancelConfirmed(Reservation.turing.id)),
      ])
    #expect(!dialogo.isPresented)
    #expect(driver.issues.isEmpty)
  }

  @Test(
    "Dismissed by the system (a tap outside it), the dialog sends one .dismiss and keeps the reservation"
  )
  func descartado() {
    let driver = makeDetail()
    let dialogo = driver.confirmationDialog {
      $0.presentation(
        state: \.$confirmationDialog, action: ReservationDetail.Action.confirmationDialog)
    }
    driver.store.send(.cancelTapped)
    driver.render()
    dialogo.dismissBySystem()
    #expect(driver.takeActions() == [.cancelTapped, .confirmationDialog(.dismiss)])
    #expect(!dialogo.isPresented)
    #expect(driver.store.confirmationDialog == nil)
  }

  @Test("The stack: a reservation, its room, back, and a cancelled reservation's screens gone")
  func pila() async {
    let driver = ViewDriver(
      initialState: Reservations.State(reservations: [.turing, .lovelace])
    ) {
      Reservations()
    }
    let pila = driver.stack { $0.scope(state: \.path, action: Reservations.Action.path) }
    driver.store.send(.reservationTapped(Reservation.turing.id))
    driver.render()
    #expect(pila.screens.count == 1)
    pila.screens[0].send(.reservation(.roomTapped))
    driver.render()
    #expect(pila.screens.count == 2)
    pila.swipeBack()
    #expect(pila.screens.count == 1)
    #expect(
      driver.takeActions() == [
        .reservationTapped(Reservation.turing.id),
        .path(.element(id: 0, action: .reservation(.roomTapped))),
        .path(.popFrom(id: 1)),
      ])

    // Cancelling from the reservation's screen pops it: the screen's store has ended.
    let pantalla = pila.screens[0]
    pantalla.send(.reservation(.cancelTapped))
    pantalla.send(
      .reservation(.confirmationDialog(.presented(.cancelReservation(Reservation.turing.id)))))
    await driver.settle()
    #expect(pila.screens.isEmpty)
    #expect(pantalla.hasEnded)
    #expect(driver.store.reservations.ids == [Reservation.lovelace.id])
    #expect(driver.issues.isEmpty)
  }
}
