import SwiftUI

// A travel plan presents several sheets from one optional destination: an enum whose identity
// includes the stop it edits, and which builds its own view.

struct Stop: Identifiable, Hashable {
  let id: UUID
  var name: String
  var arrival: Date
}

enum SheetDestination: Identifiable, View {
  case newStop
  case editStop(Stop)
  case filters

  enum ID: Hashable {
    case newStop
    case editStop(Stop.ID)
    case filters
  }

  // NB: `nonisolated`: the conformance to `View` makes the enum main-actor isolated in Swift 6, and
  // `Identifiable.id` is a nonisolated requirement.
  nonisolated var id: ID {
    switch self {
    case .newStop: .newStop
    case .editStop(let stop): .editStop(stop.id)
    case .filters: .filters
    }
  }

  var body: some View {
    switch self {
    case .newStop: NewStopView()
    case .editStop(let stop): EditStopView(stop: stop)
    case .filters: FilterStopsView()
    }
  }
}

struct TravelPlanView: View {
  @State private var presentedSheet: SheetDestination?
  @State private var stops: [Stop] = []

  var body: some View {
    VStack {
      Button("Añadir parada") { presentedSheet = .newStop }
      Button("Filtrar") { presentedSheet = .filters }
      ForEach(stops) { stop in
        Button {
          presentedSheet = .editStop(stop)
        } label: {
          Text(stop.name)
        }
      }
    }
    .sheet(item: $presentedSheet) { destination in
      destination
    }
  }
}

/// The flags the enum replaces: one `sheet` per destination.
struct TravelPlanWithFlagsView: View {
  @State private var showsNewStop = false
  @State private var showsFilters = false
  @State private var stopToEdit: Stop?

  var body: some View {
    Text("Itinerario")
      .sheet(isPresented: $showsNewStop) { NewStopView() }
      .sheet(isPresented: $showsFilters) { FilterStopsView() }
      .sheet(item: $stopToEdit) { stop in EditStopView(stop: stop) }
  }
}

struct NewStopView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    NavigationStack {
      Form {
        TextField("Nombre", text: $name)
        Button("Cancelar", role: .cancel) { dismiss() }
        Button("Guardar") {
          save()
          dismiss()
        }
        .disabled(name.isEmpty)
      }
      .navigationTitle("Nueva parada")
    }
  }

  private func save() {}
}

struct EditStopView: View {
  let stop: Stop
  var onSave: (Stop) -> Void = { _ in }

  var body: some View {
    Text(stop.name)
  }
}

struct FilterStopsView: View {
  var body: some View {
    Text("Filtros")
  }
}

// The other shape: the enum only names the destination (by the stop's id) and the presenting view
// builds the sheet from an observable store in the environment.

final class TripStore: Observable {
  private(set) var stops: [Stop] = []

  func stop(withID id: Stop.ID) -> Stop? { stops.first { $0.id == id } }
  func update(_ stop: Stop) {}
}

enum TripSheet: Identifiable, Hashable {
  case newStop
  case editStop(Stop.ID)

  var id: Self { self }
}

struct TravelPlanFromStoreView: View {
  @Environment(TripStore.self) private var store
  @State private var presentedSheet: TripSheet?

  var body: some View {
    Text("Itinerario")
      .sheet(item: $presentedSheet) { sheet in
        content(for: sheet)
      }
  }

  @ViewBuilder
  private func content(for sheet: TripSheet) -> some View {
    switch sheet {
    case .newStop:
      NewStopView()
    case .editStop(let id):
      if let stop = store.stop(withID: id) {
        EditStopView(stop: stop, onSave: store.update)
      } else {
        Text("Esa parada ya no existe")
      }
    }
  }
}
