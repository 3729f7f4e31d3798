import ExampleSupport
import Statecraft
import Testing

@testable import ReservationsFeature

@Suite("Travel plan view")
struct TravelPlanViewTests {
  private let plan = TravelPlan.State(stops: .sample)

  @Test("The timeline by arrival, with the filter in force")
  func lineaDeTiempo() {
    #expect(
      TravelPlanView.screen(plan) == [
        "Plan de viaje · 3 paradas",
        "  1. 08:00  Madrid",
        "  2. 09:30  Zaragoza",
        "  3. 11:15  Barcelona",
      ]
    )
    #expect(
      TravelPlanView.choices(plan) == ["e <n>) editar una parada", "n) nueva parada", "f) filtros"])

    let filtrado = TravelPlan.State(stops: .sample, filters: StopFilters.State(query: "xx"))
    #expect(
      TravelPlanView.screen(filtrado) == [
        "Plan de viaje · 3 paradas · filtro «xx»", "  Ninguna parada pasa el filtro.",
      ])
    #expect(TravelPlanView.choices(filtrado) == ["n) nueva parada", "f) filtros"])
    #expect(
      TravelPlanView.screen(TravelPlan.State()) == [
        "Plan de viaje · 0 paradas", "  Aún no hay paradas.",
      ])
  }

  @Test("Each sheet has its box and its own choices")
  func hojas() {
    var state = plan
    state.sheet = .newStop(
      StopForm.State(stop: Stop(id: .primero, name: "", arrival: .sampleDay(at: 12, 15))))
    var pantalla = TravelPlanView.screen(state).joined(separator: "\n")
    #expect(pantalla.contains("  ┌─ Nueva parada ─"))
    #expect(pantalla.contains("  │ Nombre:  —\n  │ Llegada: 12:15\n  └─"))
    // No name yet: no "guardar", as a disabled button would be.
    #expect(
      TravelPlanView.choices(state) == [
        "n <nombre>) nombre", "h <hh:mm>) llegada", "c) cancelar", "x) cerrar",
      ])

    state.sheet = .editStop(StopForm.State(stop: .zaragoza))
    pantalla = TravelPlanView.screen(state).joined(separator: "\n")
    #expect(pantalla.contains("  ┌─ Editar parada ─"))
    #expect(pantalla.contains("  │ Nombre:  Zaragoza\n  │ Llegada: 09:30"))
    #expect(TravelPlanView.choices(state).contains("g) guardar"))

    state.sheet = .filters(StopFilters.State(query: "zar"))
    pantalla = TravelPlanView.screen(state).joined(separator: "\n")
    #expect(pantalla.contains("  ┌─ Filtros ─"))
    #expect(pantalla.contains("  │ Nombre contiene: zar"))
    #expect(
      TravelPlanView.choices(state) == [
        "t <texto>) filtrar por nombre", "l) limpiar", "h) hecho", "x) cerrar",
      ])
  }

  @Test("Timeline lines: e <n> edits the n-th stop on screen, n adds one, f opens the filters")
  func accionesLinea() {
    let filtrado = TravelPlan.State(stops: .sample, filters: StopFilters.State(query: "a"))
    #expect(
      TravelPlanView.action(for: "e 1", in: filtrado) == .success(.stopTapped(Stop.madrid.id)))
    #expect(
      TravelPlanView.action(for: "e", in: plan)
        == .failure(InvalidInput("Di qué parada editar: e <número>.")))
    #expect(TravelPlanView.action(for: "n", in: plan) == .success(.addStopTapped))
    #expect(TravelPlanView.action(for: "f", in: plan) == .success(.filtersTapped))
    #expect(TravelPlanView.action(for: "g", in: plan) == .failure(.notAChoice("g")))
  }

  @Test("Form lines: name, arrival, save once named, the cancel button, close from outside")
  func accionesFormulario() {
    var state = plan
    state.sheet = .newStop(
      StopForm.State(stop: Stop(id: .primero, name: "", arrival: .sampleDay(at: 12, 15))))
    func accion(_ linea: String) -> Result<TravelPlan.Action, InvalidInput> {
      TravelPlanView.action(for: linea, in: state)
    }
    #expect(
      accion("n Lleida")
        == .success(.sheet(.presented(.newStop(.binding(.set(\.stop.name, "Lleida")))))))
    #expect(
      accion("h 13:05")
        == .success(
          .sheet(.presented(.newStop(.binding(.set(\.stop.arrival, .sampleDay(at: 13, 5))))))))
    #expect(accion("h 25:00") == .failure(InvalidInput("La llegada es una hora: h 14:30.")))
    #expect(accion("h mediodía") == .failure(InvalidInput("La llegada es una hora: h 14:30.")))
    #expect(accion("g") == .failure(InvalidInput("Una parada necesita un nombre: n <nombre>.")))
    #expect(accion("c") == .success(.sheet(.presented(.newStop(.cancelTapped)))))
    #expect(accion("x") == .success(.sheet(.dismiss)))

    state.sheet = .editStop(StopForm.State(stop: .zaragoza))
    #expect(accion("g") == .success(.sheet(.presented(.editStop(.saveTapped)))))
    #expect(accion("n") == .failure(.notAChoice("n")))
  }

  @Test("Filters lines: t filters, l clears, h is done, x closes")
  func accionesFiltros() {
    var state = plan
    state.sheet = .filters(StopFilters.State())
    func accion(_ linea: String) -> Result<TravelPlan.Action, InvalidInput> {
      TravelPlanView.action(for: linea, in: state)
    }
    #expect(accion("t zar") == .success(.sheet(.presented(.filters(.queryChanged("zar"))))))
    #expect(accion("l") == .success(.sheet(.presented(.filters(.clearTapped)))))
    #expect(accion("h") == .success(.sheet(.presented(.filters(.doneTapped)))))
    #expect(accion("x") == .success(.sheet(.dismiss)))
    #expect(accion("t") == .failure(.notAChoice("t")))
  }
}
