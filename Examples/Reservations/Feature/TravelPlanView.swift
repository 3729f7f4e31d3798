import ExampleSupport
import Statecraft

/// The travel plan in the terminal, and the sheet over it when there is one.
enum TravelPlanView {
  static func screen(_ state: TravelPlan.State) -> [String] {
    let query = state.filters.query
    var lines = [
      "Plan de viaje · \(state.stops.count) paradas"
        + (query.isEmpty ? "" : " · filtro «\(query.truncated(toColumns: Screen.nameColumns))»")
    ]
    let stops = state.visibleStops
    if stops.isEmpty {
      lines.append(
        state.stops.isEmpty ? "  Aún no hay paradas." : "  Ninguna parada pasa el filtro.")
    }
    for (index, stop) in stops.enumerated() {
      lines.append(
        "  \(index + 1). \(stop.arrival.hourAndMinute)  \(stop.name.truncated(toColumns: Screen.nameColumns))"
      )
    }
    switch state.sheet {
    case nil: break
    case .newStop(let form): lines += ["", Screen.box("Nueva parada", formLines(form))]
    case .editStop(let form): lines += ["", Screen.box("Editar parada", formLines(form))]
    case .filters(let filters):
      lines += [
        "",
        Screen.box("Filtros", ["Nombre contiene: \(filters.query.isEmpty ? "—" : filters.query)"]),
      ]
    }
    return lines
  }

  static func choices(_ state: TravelPlan.State) -> [String] {
    switch state.sheet {
    case nil:
      let edit = state.visibleStops.isEmpty ? [] : ["e <n>) editar una parada"]
      return edit + ["n) nueva parada", "f) filtros"]
    case .newStop(let form), .editStop(let form):
      return ["n <nombre>) nombre", "h <hh:mm>) llegada"] + (form.canSave ? ["g) guardar"] : [])
        + ["c) cancelar", "x) cerrar"]
    case .filters:
      return ["t <texto>) filtrar por nombre", "l) limpiar", "h) hecho", "x) cerrar"]
    }
  }

  static func action(
    for line: String, in state: TravelPlan.State
  ) -> Result<TravelPlan.Action, InvalidInput> {
    guard let sheet = state.sheet else { return timelineAction(line, state) }
    if line == "x" { return .success(.sheet(.dismiss)) }
    switch sheet {
    case .newStop(let form):
      return formAction(line, form).map { .sheet(.presented(.newStop($0))) }
    case .editStop(let form):
      return formAction(line, form).map { .sheet(.presented(.editStop($0))) }
    case .filters:
      return filtersAction(line).map { .sheet(.presented(.filters($0))) }
    }
  }

  // MARK: - Parts

  private static func formLines(_ form: StopForm.State) -> [String] {
    [
      "Nombre:  \(form.stop.name.isEmpty ? "—" : form.stop.name)",
      "Llegada: \(form.stop.arrival.hourAndMinute)",
    ]
  }

  private static func timelineAction(
    _ line: String, _ state: TravelPlan.State
  ) -> Result<TravelPlan.Action, InvalidInput> {
    let (command, argument) = Screen.command(line)
    switch command {
    case "e" where !state.visibleStops.isEmpty:
      guard !argument.isEmpty else {
        return .failure(InvalidInput("Di qué parada editar: e <número>."))
      }
      return Screen.row(argument, in: state.visibleStops).map { .stopTapped($0.id) }
    case "n" where argument.isEmpty:
      return .success(.addStopTapped)
    case "f" where argument.isEmpty:
      return .success(.filtersTapped)
    default:
      return .failure(.notAChoice(line))
    }
  }

  private static func formAction(
    _ line: String, _ form: StopForm.State
  ) -> Result<StopForm.Action, InvalidInput> {
    let (command, argument) = Screen.command(line)
    switch (command, argument.isEmpty) {
    case ("n", false):
      return .success(.set(\.stop.name, argument))
    case ("h", _):
      let parts = argument.split(separator: ":").compactMap { Int($0) }
      guard parts.count == 2, let arrival = form.stop.arrival.at(hour: parts[0], minute: parts[1])
      else {
        return .failure(InvalidInput("La llegada es una hora: h 14:30."))
      }
      return .success(.set(\.stop.arrival, arrival))
    case ("g", true) where form.canSave:
      return .success(.saveTapped)
    case ("g", true):
      return .failure(InvalidInput("Una parada necesita un nombre: n <nombre>."))
    case ("c", true):
      return .success(.cancelTapped)
    default:
      return .failure(.notAChoice(line))
    }
  }

  private static func filtersAction(_ line: String) -> Result<StopFilters.Action, InvalidInput> {
    let (command, argument) = Screen.command(line)
    switch (command, argument.isEmpty) {
    case ("t", false): return .success(.queryChanged(argument))
    case ("l", true): return .success(.clearTapped)
    case ("h", true): return .success(.doneTapped)
    default: return .failure(.notAChoice(line))
    }
  }
}
