import ExampleSupport
import Statecraft
import Testing

@testable import ReservationsFeature

@Suite("Reservations view")
struct ReservationsViewTests {
  private let lista = Reservations.State(reservations: .sample)

  /// The list with the screens given pushed over it, as a store would mint their ids.
  private func pushed(_ screens: Reservations.Path.State...) -> Reservations.State {
    Reservations.State(reservations: .sample, path: StackState(screens))
  }

  @Test("The list: a breadcrumb of one, the reservations, and how to open one")
  func pantallaDeLista() {
    #expect(
      ReservationsView.screen(lista) == [
        "Reservas de salas",
        "  1. Sala Turing    09:30",
        "  2. Sala Lovelace  11:00",
        "  3. Sala Hopper    16:15",
      ]
    )
    #expect(ReservationsView.choices(lista) == ["v <n>) ver una reserva"])
    #expect(
      ReservationsView.screen(Reservations.State()) == [
        "Reservas de salas", "  No tienes reservas.",
      ])
    #expect(ReservationsView.choices(Reservations.State()) == [])
  }

  @Test("A reservation's screen, and the room's over it: the breadcrumb says where the user is")
  func pantallas() {
    let reserva = pushed(.reservation(ReservationDetail.State(reservation: .lovelace)))
    #expect(
      ReservationsView.screen(reserva) == [
        "Reservas de salas › Sala Lovelace 11:00",
        "  Sala: Sala Lovelace",
        "  Hora: 11:00",
      ])
    #expect(ReservationsView.choices(reserva) == ["c) cancelar", "s) ver la sala", "x) volver"])
    let sala = pushed(
      .reservation(ReservationDetail.State(reservation: .lovelace)),
      .room(RoomDetail.State(roomName: "Sala Lovelace", reservations: [.lovelace])))
    #expect(
      ReservationsView.screen(sala) == [
        "Reservas de salas › Sala Lovelace 11:00 › Sala Lovelace",
        "  Reservas de la sala:",
        "  1. 11:00",
      ])
    #expect(ReservationsView.choices(sala) == ["v <n>) ver una reserva", "x) volver"])
    let vacia = pushed(.room(RoomDetail.State(roomName: "Sala Turing", reservations: [])))
    #expect(ReservationsView.screen(vacia).suffix(1) == ["  Ninguna."])
    #expect(ReservationsView.choices(vacia) == ["x) volver"])
  }

  @Test("The dialog under the reservation's screen, with its visible title")
  func dialogo() {
    let dialogo = pushed(
      .reservation(
        ReservationDetail.State(reservation: .lovelace, confirmationDialog: .cancel(.lovelace))))
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
    #expect(ReservationsView.isPresenting(dialogo))
    #expect(
      ReservationsView.isPresenting(
        pushed(.room(RoomDetail.State(roomName: "A", reservations: [])))))
    #expect(!ReservationsView.isPresenting(lista))
  }

  @Test("A dialog's title shows only when its visibility is .visible")
  func tituloDelDialogo() {
    var dialogo = ConfirmationDialogState<ReservationDetail.Action.Dialog>.cancel(.turing)
    #expect(dialogo.text.hasPrefix("  ┌─ Cancelar reserva ─"))
    dialogo.titleVisibility = .automatic
    #expect(!dialogo.text.contains("Cancelar reserva"))
    dialogo.titleVisibility = .hidden
    #expect(!dialogo.text.contains("Cancelar reserva"))
  }

  @Test("Lines on the list: v <n> opens that reservation")
  func accionesDeLista() {
    #expect(
      ReservationsView.action(for: "v 2", in: lista)
        == .success(.reservationTapped(Reservation.lovelace.id)))
    #expect(
      ReservationsView.action(for: "v", in: lista)
        == .failure(InvalidInput("Di qué reserva ver: v <número>.")))
    #expect(
      ReservationsView.action(for: "v 4", in: lista)
        == .failure(InvalidInput("«4» no es una fila: escribe un número del 1 al 3.")))
    #expect(ReservationsView.action(for: "x", in: lista) == .failure(.notAChoice("x")))
    #expect(
      ReservationsView.action(for: "v 1", in: Reservations.State())
        == .failure(.notAChoice("v 1")))
  }

  @Test("Lines on a screen: c asks, s opens the room, v opens a reservation, x goes back one")
  func accionesDePantalla() {
    let reserva = pushed(.reservation(ReservationDetail.State(reservation: .lovelace)))
    #expect(
      ReservationsView.action(for: "c", in: reserva)
        == .success(.path(.element(id: 0, action: .reservation(.cancelTapped)))))
    #expect(
      ReservationsView.action(for: "s", in: reserva)
        == .success(.path(.element(id: 0, action: .reservation(.roomTapped)))))
    #expect(ReservationsView.action(for: "x", in: reserva) == .success(.path(.popFrom(id: 0))))
    #expect(ReservationsView.action(for: "v 1", in: reserva) == .failure(.notAChoice("v 1")))
    let sala = pushed(
      .reservation(ReservationDetail.State(reservation: .lovelace)),
      .room(RoomDetail.State(roomName: "Sala Lovelace", reservations: [.lovelace])))
    #expect(
      ReservationsView.action(for: "v 1", in: sala)
        == .success(
          .path(.element(id: 1, action: .room(.reservationTapped(Reservation.lovelace.id))))))
    #expect(ReservationsView.action(for: "x", in: sala) == .success(.path(.popFrom(id: 1))))
  }

  @Test("Lines in the dialog: 1 confirms, 2 and x keep the reservation")
  func accionesDelDialogo() {
    let dialogo = pushed(
      .reservation(
        ReservationDetail.State(reservation: .lovelace, confirmationDialog: .cancel(.lovelace))))
    func dialog(
      _ action: PresentationAction<ReservationDetail.Action.Dialog>
    ) -> Reservations.Action {
      .path(.element(id: 0, action: .reservation(.confirmationDialog(action))))
    }
    #expect(
      ReservationsView.action(for: "1", in: dialogo)
        == .success(dialog(.presented(.cancelReservation(Reservation.lovelace.id)))))
    #expect(ReservationsView.action(for: "2", in: dialogo) == .success(dialog(.dismiss)))
    #expect(ReservationsView.action(for: "x", in: dialogo) == .success(dialog(.dismiss)))
    #expect(
      ReservationsView.action(for: "c", in: dialogo)
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
