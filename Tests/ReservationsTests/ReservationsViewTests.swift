import ExampleSupport
import Statecraft
import Testing

@testable import ReservationsFeature

@Suite("Reservations view")
struct ReservationsViewTests {
  private let lista = Reservations.State(reservations: .sample)

  @Test("The reservations, and the dialog under them with its visible title")
  func pantalla() {
    #expect(
      ReservationsView.screen(lista) == [
        "Reservas de salas",
        "  1. Sala Turing    09:30",
        "  2. Sala Lovelace  11:00",
        "  3. Sala Hopper    16:15",
      ]
    )
    let dialogo = Reservations.State(reservations: .sample, confirmationDialog: .cancel(.lovelace))
    #expect(
      ReservationsView.screen(dialogo).last == """
          ┌─ Cancelar reserva ────────────────────────────────────────────────
          │ La reserva de Sala Lovelace se eliminará de tu calendario.
          │
          │ [1] Cancelar Sala Lovelace (destructivo)   [2] Mantener reserva
          └───────────────────────────────────────────────────────────────────
        """
    )
    #expect(ReservationsView.choices(dialogo) == ["1-2) pulsar un botón", "x) cerrar"])
    #expect(ReservationsView.choices(lista) == ["c <n>) cancelar una reserva"])
    #expect(
      ReservationsView.screen(Reservations.State()) == [
        "Reservas de salas", "  No tienes reservas.",
      ])
    #expect(ReservationsView.choices(Reservations.State()) == [])
  }

  @Test("A dialog's title shows only when its visibility is .visible")
  func tituloDelDialogo() {
    var dialogo = ConfirmationDialogState<Reservations.Action.Dialog>.cancel(.turing)
    #expect(dialogo.text.hasPrefix("  ┌─ Cancelar reserva ─"))
    dialogo.titleVisibility = .automatic
    #expect(!dialogo.text.contains("Cancelar reserva"))
    dialogo.titleVisibility = .hidden
    #expect(!dialogo.text.contains("Cancelar reserva"))
  }

  @Test("Lines: c <n> asks to cancel that row; in the dialog, 1 confirms, 2 and x keep it")
  func acciones() {
    #expect(
      ReservationsView.action(for: "c 2", in: lista)
        == .success(.cancelTapped(Reservation.lovelace.id)))
    #expect(
      ReservationsView.action(for: "c", in: lista)
        == .failure(InvalidInput("Di qué reserva cancelar: c <número>.")))
    #expect(
      ReservationsView.action(for: "c 4", in: lista)
        == .failure(InvalidInput("«4» no es una fila: escribe un número del 1 al 3."))
    )
    #expect(
      ReservationsView.action(for: "c 1", in: Reservations.State()) == .failure(.notAChoice("c 1")))

    let dialogo = Reservations.State(reservations: .sample, confirmationDialog: .cancel(.lovelace))
    #expect(
      ReservationsView.action(for: "1", in: dialogo)
        == .success(.confirmationDialog(.presented(.cancelReservation(Reservation.lovelace.id))))
    )
    #expect(
      ReservationsView.action(for: "2", in: dialogo) == .success(.confirmationDialog(.dismiss)))
    #expect(
      ReservationsView.action(for: "x", in: dialogo) == .success(.confirmationDialog(.dismiss)))
    #expect(
      ReservationsView.action(for: "c 1", in: dialogo)
        == .failure(InvalidInput("Pulsa un botón: escribe un número del 1 al 2.")))
  }

  @Test("Room names line up by terminal columns; a long one is cut with an ellipsis")
  func columnas() {
    let reservas: IdentifiedArrayOf<Reservation> = [
      Reservation(id: .sample(1), roomName: "会議室 A", startsAt: .sampleDay(at: 9, 30)),
      Reservation(
        id: .sample(2), roomName: "Sala de reuniones de la tercera planta, ala norte",
        startsAt: .sampleDay(at: 11, 0)),
      Reservation(id: .sample(3), roomName: "Sala 🚀", startsAt: .sampleDay(at: 16, 15)),
    ]
    #expect(
      ReservationsView.screen(Reservations.State(reservations: reservas)) == [
        "Reservas de salas",
        "  1. 会議室 A                          09:30",
        "  2. Sala de reuniones de la tercera…  11:00",
        "  3. Sala 🚀                           16:15",
      ]
    )
  }
}
