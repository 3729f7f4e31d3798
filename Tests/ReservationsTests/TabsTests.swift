import StatecraftTesting
import Testing

@testable import ReservationsFeature

@MainActor
@Suite("Tabs")
struct TabsTests {
  @Test("Each screen runs on its own part of the state, which a change of tab keeps")
  func pestanas() async {
    let store = TestStore(initialState: Tabs.State.sample) { Tabs() }

    await store.send(.reservations(.reservationTapped(Reservation.turing.id))) {
      $0.reservations.path.append(.reservation(ReservationDetail.State(reservation: .turing)))
    }
    // A stack keeps its screens while another tab is shown.
    await store.send(.tabSelected(.library)) {
      $0.selected = .library
    }
    await store.send(.library(.titleChanged("Dune"))) {
      $0.library.title = "Dune"
    }
    await store.send(.tabSelected(.travelPlan)) {
      $0.selected = .travelPlan
    }
    await store.send(.travelPlan(.filtersTapped)) {
      $0.travelPlan.sheet = .filters(StopFilters.State())
    }
    await store.send(.travelPlan(.sheet(.dismiss))) {
      $0.travelPlan.sheet = nil
    }
    await store.send(.tabSelected(.reservations)) {
      $0.selected = .reservations
    }
    await store.send(.reservations(.path(.popFrom(id: 0)))) {
      $0.reservations.path = []
    }
  }
}
