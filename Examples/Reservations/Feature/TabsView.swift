import ExampleSupport
import Statecraft

/// The Reservations app in the terminal: the tabs, the selected screen, and what it presents.
///
/// While the selected screen presents something, only that presentation's choices are offered,
/// as a sheet, an alert or a screen pushed over the reservations covers the tab bar.
enum TabsView: TerminalView {
  static func render(_ state: Tabs.State) -> String {
    var (lines, choices) = selectedScreen(state)
    if !isPresenting(state) {
      choices += Tabs.Tab.allCases.enumerated()
        .filter { $0.element != state.selected }
        .map { "\($0.offset + 1)) \($0.element.title)" }
    }
    return ([tabBar(state.selected), ""] + lines + ["", Screen.choices(choices)])
      .joined(separator: "\n")
  }

  static func action(for line: String, in state: Tabs.State) -> Result<Tabs.Action, InvalidInput> {
    if !isPresenting(state), let number = Int(line) {
      let tabs = Tabs.Tab.allCases
      guard tabs.indices.contains(number - 1) else {
        return .failure(
          InvalidInput("«\(line)» no es una pestaña: escribe un número del 1 al \(tabs.count)."))
      }
      return .success(.tabSelected(tabs[number - 1]))
    }
    switch state.selected {
    case .reservations:
      return ReservationsView.action(for: line, in: state.reservations).map(
        Tabs.Action.reservations)
    case .library:
      return AddBookView.action(for: line, in: state.library).map(Tabs.Action.library)
    case .travelPlan:
      return TravelPlanView.action(for: line, in: state.travelPlan).map(Tabs.Action.travelPlan)
    }
  }

  static func gesture(
    for line: String, in store: Store<Tabs.State, Tabs.Action>
  ) -> TerminalGesture? {
    switch store.withState(\.selected) {
    case .reservations:
      let stack = store.scope(state: \.reservations, action: Tabs.Action.reservations)
        .scope(state: \.path, action: Reservations.Action.path)
      guard let top = stack.withState(\.ids.last),
        let screen = stack.scope(id: top)?.scope(
          state: Reservations.Path.State.reservation, action: Reservations.Path.Action.reservation)
      else { return nil }
      let dialog = screen.presentation(
        state: \.$confirmationDialog, action: ReservationDetail.Action.confirmationDialog)
      return line == "x" ? .close(dialog) : .tap(line, of: dialog)
    case .library:
      let alert = store.scope(state: \.library, action: Tabs.Action.library)
        .presentation(state: \.$alert, action: AddBook.Action.alert)
      return line == "x" ? .close(alert) : .tap(line, of: alert)
    case .travelPlan:
      let sheet = store.scope(state: \.travelPlan, action: Tabs.Action.travelPlan)
        .presentation(state: \.$sheet, action: TravelPlan.Action.sheet)
      return line == "x" ? .close(sheet) : nil
    }
  }

  private static func selectedScreen(_ state: Tabs.State) -> ([String], [String]) {
    switch state.selected {
    case .reservations:
      (ReservationsView.screen(state.reservations), ReservationsView.choices(state.reservations))
    case .library:
      (AddBookView.screen(state.library), AddBookView.choices(state.library))
    case .travelPlan:
      (TravelPlanView.screen(state.travelPlan), TravelPlanView.choices(state.travelPlan))
    }
  }

  private static func isPresenting(_ state: Tabs.State) -> Bool {
    switch state.selected {
    case .reservations: ReservationsView.isPresenting(state.reservations)
    case .library: state.library.alert != nil
    case .travelPlan: state.travelPlan.sheet != nil
    }
  }

  /// `[1 Reservas]  2 Biblioteca  3 Viaje`, the selected tab in brackets.
  private static func tabBar(_ selected: Tabs.Tab) -> String {
    Tabs.Tab.allCases.enumerated().map { index, tab in
      tab == selected ? "[\(index + 1) \(tab.title)]" : "\(index + 1) \(tab.title)"
    }
    .joined(separator: "   ")
  }
}

extension Tabs.Tab {
  /// The tab's name on screen.
  var title: String {
    switch self {
    case .reservations: "Reservas"
    case .library: "Biblioteca"
    case .travelPlan: "Viaje"
    }
  }
}
