import ExampleSupport
import Statecraft
import Testing

@testable import ReservationsFeature

@Suite("Tabs view")
struct TabsViewTests {
  @Test("The tab bar, the selected screen, its choices and the other tabs")
  func pantalla() {
    #expect(
      TabsView.render(.sample) == """
        [1 Reservas]   2 Biblioteca   3 Viaje

        Reservas de salas
          1. Sala Turing    09:30
          2. Sala Lovelace  11:00
          3. Sala Hopper    16:15

        Opciones: v <n>) ver una reserva · 2) Biblioteca · 3) Viaje · q) salir
        """
    )
    var state = Tabs.State.sample
    state.selected = .library
    #expect(TabsView.render(state).hasPrefix("1 Reservas   [2 Biblioteca]   3 Viaje\n\nBiblioteca"))
    state.selected = .travelPlan
    #expect(TabsView.render(state).hasSuffix("f) filtros · 1) Reservas · 2) Biblioteca · q) salir"))
  }

  @Test("While a screen presents something, the tabs are not offered")
  func presentando() {
    var state = Tabs.State.sample
    state.reservations.path = [
      .reservation(
        ReservationDetail.State(reservation: .turing, confirmationDialog: .cancel(.turing)))
    ]
    #expect(
      TabsView.render(state).hasSuffix("Opciones: 1-2) pulsar un botón · x) cerrar · q) salir"))
    #expect(
      TabsView.action(for: "2", in: state)
        == .success(
          .reservations(.path(.element(id: 0, action: .reservation(.confirmationDialog(.dismiss)))))
        )
    )
    // A screen pushed over the list covers the tabs too, until `x` goes back to the list.
    state.reservations.path = [.reservation(ReservationDetail.State(reservation: .turing))]
    #expect(
      TabsView.render(state).hasSuffix(
        "Opciones: c) cancelar · s) ver la sala · x) volver · q) salir"))
    #expect(TabsView.action(for: "2", in: state) == .failure(.notAChoice("2")))
    state.reservations.path = []
    state.selected = .library
    state.library.alert = .duplicate(.swift, addingTo: "Pendientes")
    #expect(
      TabsView.action(for: "1", in: state)
        == .success(.library(.alert(.presented(.moveBook(Book.swift.id))))))
    state.selected = .travelPlan
    state.travelPlan.sheet = .filters(StopFilters.State())
    #expect(TabsView.action(for: "1", in: state) == .failure(.notAChoice("1")))
  }

  @Test("A number selects a tab; other lines go to the selected screen")
  func acciones() {
    #expect(TabsView.action(for: "3", in: .sample) == .success(.tabSelected(.travelPlan)))
    #expect(
      TabsView.action(for: "4", in: .sample)
        == .failure(InvalidInput("«4» no es una pestaña: escribe un número del 1 al 3."))
    )
    #expect(
      TabsView.action(for: "v 1", in: .sample)
        == .success(.reservations(.reservationTapped(Reservation.turing.id))))
    var state = Tabs.State.sample
    state.selected = .library
    #expect(TabsView.action(for: "t Dune", in: state) == .success(.library(.titleChanged("Dune"))))
    state.selected = .travelPlan
    #expect(TabsView.action(for: "f", in: state) == .success(.travelPlan(.filtersTapped)))
  }
}
