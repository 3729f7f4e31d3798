import Foundation
import StatecraftTesting
import Testing

@testable import ReservationsFeature

@MainActor
@Suite("Travel plan")
struct TravelPlanTests {
  private let plan = TravelPlan.State(stops: .sample)

  @Test("A new stop arrives an hour after the last; saving adds it and the sheet closes itself")
  func nuevaParada() async {
    let store = TestStore(initialState: plan) { TravelPlan() }
    var stop = Stop(id: .primero, name: "", arrival: .sampleDay(at: 12, 15))

    await store.send(.addStopTapped) {
      $0.sheet = .newStop(StopForm.State(stop: stop))
    }
    await store.send(.sheet(.presented(.newStop(.saveTapped))))  // no name yet: not saved
    await store.send(.sheet(.presented(.newStop(.binding(.set(\.stop.name, "Lleida")))))) {
      stop.name = "Lleida"
      $0.sheet = .newStop(StopForm.State(stop: stop))
    }
    await store.send(
      .sheet(.presented(.newStop(.binding(.set(\.stop.arrival, .sampleDay(at: 13, 0))))))
    ) {
      stop.arrival = .sampleDay(at: 13, 0)
      $0.sheet = .newStop(StopForm.State(stop: stop))
    }
    await store.send(.sheet(.presented(.newStop(.saveTapped))))
    await store.receive(.sheet(.presented(.newStop(.delegate(.save(stop)))))) {
      $0.stops.append(stop)
    }
    await store.receive(.sheet(.dismiss)) {
      $0.sheet = nil
    }
  }

  @Test("Editing a stop replaces it when saved")
  func editarParada() async {
    let store = TestStore(initialState: plan) { TravelPlan() }
    var zaragoza = Stop.zaragoza

    await store.send(.stopTapped(zaragoza.id)) {
      $0.sheet = .editStop(StopForm.State(stop: zaragoza))
    }
    await store.send(
      .sheet(.presented(.editStop(.binding(.set(\.stop.name, "Zaragoza Delicias")))))
    ) {
      zaragoza.name = "Zaragoza Delicias"
      $0.sheet = .editStop(StopForm.State(stop: zaragoza))
    }
    await store.send(.sheet(.presented(.editStop(.saveTapped))))
    await store.receive(.sheet(.presented(.editStop(.delegate(.save(zaragoza)))))) {
      $0.stops[id: zaragoza.id] = zaragoza
    }
    await store.receive(.sheet(.dismiss)) {
      $0.sheet = nil
    }
  }

  @Test("The form's cancel button closes it through dismiss; closing from outside discards too")
  func cancelarYCerrar() async {
    let store = TestStore(initialState: plan) { TravelPlan() }

    await store.send(.stopTapped(Stop.madrid.id)) {
      $0.sheet = .editStop(StopForm.State(stop: .madrid))
    }
    await store.send(.sheet(.presented(.editStop(.cancelTapped))))
    await store.receive(.sheet(.dismiss)) {
      $0.sheet = nil
    }

    await store.send(.addStopTapped) {
      $0.sheet = .newStop(
        StopForm.State(stop: Stop(id: .primero, name: "", arrival: .sampleDay(at: 12, 15))))
    }
    await store.send(.sheet(.dismiss)) {
      $0.sheet = nil
    }
  }

  @Test(
    "The filters apply when \"hecho\" closes their sheet; closing it from outside discards them")
  func filtros() async {
    let store = TestStore(initialState: plan) { TravelPlan() }

    await store.send(.filtersTapped) {
      $0.sheet = .filters(StopFilters.State())
    }
    await store.send(.sheet(.presented(.filters(.queryChanged("zar"))))) {
      $0.sheet = .filters(StopFilters.State(query: "zar"))
    }
    await store.send(.sheet(.presented(.filters(.doneTapped))))
    await store.receive(
      .sheet(.presented(.filters(.delegate(.apply(StopFilters.State(query: "zar"))))))
    ) {
      $0.filters.query = "zar"
    }
    await store.receive(.sheet(.dismiss)) {
      $0.sheet = nil
    }
    #expect(store.state.visibleStops == [.zaragoza])

    // Cleared in the sheet, then closed from outside: the filter in force stays.
    await store.send(.filtersTapped) {
      $0.sheet = .filters(StopFilters.State(query: "zar"))
    }
    await store.send(.sheet(.presented(.filters(.clearTapped)))) {
      $0.sheet = .filters(StopFilters.State())
    }
    await store.send(.sheet(.dismiss)) {
      $0.sheet = nil
    }
    #expect(store.state.filters.query == "zar")

    // Cleared, then "hecho": all the stops again.
    await store.send(.filtersTapped) {
      $0.sheet = .filters(StopFilters.State(query: "zar"))
    }
    await store.send(.sheet(.presented(.filters(.clearTapped)))) {
      $0.sheet = .filters(StopFilters.State())
    }
    await store.send(.sheet(.presented(.filters(.doneTapped))))
    await store.receive(.sheet(.presented(.filters(.delegate(.apply(StopFilters.State())))))) {
      $0.filters.query = ""
    }
    await store.receive(.sheet(.dismiss)) {
      $0.sheet = nil
    }
    #expect(store.state.visibleStops == [.madrid, .zaragoza, .barcelona])
  }

  @Test("Editing keeps the sheet's identity; another stop or another sheet is a new one")
  func identidad() {
    var state = plan
    state.sheet = .editStop(StopForm.State(stop: .madrid))
    let madrid = state.$sheet.id
    state.sheet = .editStop(
      StopForm.State(
        stop: Stop(id: Stop.madrid.id, name: "Madrid Atocha", arrival: Stop.madrid.arrival)))
    #expect(state.$sheet.id == madrid)
    state.sheet = .editStop(StopForm.State(stop: .zaragoza))
    #expect(state.$sheet.id != madrid)
    let zaragoza = state.$sheet.id
    state.sheet = .newStop(StopForm.State(stop: .zaragoza))
    #expect(state.$sheet.id != zaragoza)
  }

  @Test("The timeline shows the stops the filters let through, by arrival")
  func lineaDeTiempo() {
    var state = TravelPlan.State(stops: [.barcelona, .madrid, .zaragoza])
    #expect(state.visibleStops == [.madrid, .zaragoza, .barcelona])
    state.filters.query = "ONA"
    #expect(state.visibleStops == [.barcelona])
  }

  @Test("A stop that is not there opens nothing")
  func inexistente() async {
    let store = TestStore(initialState: plan) { TravelPlan() }
    await store.send(.stopTapped(.primero))
  }
}
