#if canImport(SwiftUI)
  import Statecraft
  import StatecraftSwiftUI
  public import SwiftUI

  extension ReservationsApp {
    /// The Reservations app in SwiftUI: its three tabs on a store of their own, with the same
    /// reducer and launch state as the terminal app. An Xcode app shows it in its window:
    /// `WindowGroup { ReservationsApp.Root() }`.
    public struct Root: View {
      @State private var store = Store(initialState: Tabs.State.sample) {
        Tabs()
      }

      /// The app's root view.
      public init() {}

      /// The app's screen.
      public var body: some View {
        TabsScreen(store: store)
      }
    }
  }

  /// The tabs: a button per tab, and the selected tab's screen.
  struct TabsScreen: View {
    let store: Store<Tabs.State, Tabs.Action>

    var body: some View {
      VStack {
        HStack {
          Button("Reservas") { store.send(.tabSelected(.reservations)) }
          Button("Biblioteca") { store.send(.tabSelected(.library)) }
          Button("Viaje") { store.send(.tabSelected(.travelPlan)) }
        }
        switch store.selected {
        case .reservations:
          ReservationsScreen(
            store: store.scope(state: \.reservations, action: Tabs.Action.reservations))
        case .library:
          AddBookScreen(store: store.scope(state: \.library, action: Tabs.Action.library))
        case .travelPlan:
          TravelPlanScreen(
            store: store.scope(state: \.travelPlan, action: Tabs.Action.travelPlan))
        }
      }
    }
  }

  // MARK: - Reservations: a list, a navigation stack of reservation and room screens

  /// The reservations list at the bottom of a navigation stack of reservation and room screens.
  struct ReservationsScreen: View {
    @Bindable var store: Store<Reservations.State, Reservations.Action>

    init(store: Store<Reservations.State, Reservations.Action>) {
      _store = Bindable(wrappedValue: store)
    }

    var body: some View {
      NavigationStack(path: $store.scope(state: \.path, action: Reservations.Action.path)) {
        List(store.reservations) { reservation in
          Button {
            store.send(.reservationTapped(reservation.id))
          } label: {
            ReservationRow(reservation: reservation)
          }
        }
        .navigationTitle("Reservas")
      } destination: { screen in
        PathScreen(store: screen)
      }
    }
  }

  /// A screen of the stack: a reservation's or a room's.
  struct PathScreen: View {
    let store: Store<Reservations.Path.State, Reservations.Path.Action>

    var body: some View {
      if let reservation = store.scope(
        state: Reservations.Path.State.reservation, action: Reservations.Path.Action.reservation)
      {
        ReservationDetailScreen(store: reservation)
      } else if let room = store.scope(
        state: Reservations.Path.State.room, action: Reservations.Path.Action.room)
      {
        RoomDetailScreen(store: room)
      }
    }
  }

  struct ReservationRow: View {
    let reservation: Reservation

    var body: some View {
      VStack(alignment: .leading) {
        Text(reservation.roomName)
          .font(.headline)
        Text(reservation.startsAt, format: .dateTime.hour().minute())
          .foregroundStyle(.secondary)
      }
    }
  }

  /// A reservation: its room, and cancelling it, which asks in a dialog with a visible title and
  /// a message naming the room.
  struct ReservationDetailScreen: View {
    @Bindable var store: Store<ReservationDetail.State, ReservationDetail.Action>

    init(store: Store<ReservationDetail.State, ReservationDetail.Action>) {
      _store = Bindable(wrappedValue: store)
    }

    var body: some View {
      Form {
        ReservationRow(reservation: store.reservation)
        Button("Ver la sala") {
          store.send(.roomTapped)
        }
        Button("Cancelar", role: .destructive) {
          store.send(.cancelTapped)
        }
      }
      .navigationTitle(store.reservation.roomName)
      .confirmationDialog(
        $store.scope(
          state: \.$confirmationDialog, action: ReservationDetail.Action.confirmationDialog))
    }
  }

  /// A room: its reservations, each of which opens its own screen on top.
  struct RoomDetailScreen: View {
    let store: Store<RoomDetail.State, RoomDetail.Action>

    var body: some View {
      List(store.reservations) { reservation in
        Button {
          store.send(.reservationTapped(reservation.id))
        } label: {
          ReservationRow(reservation: reservation)
        }
      }
      .navigationTitle(store.roomName)
    }
  }

  // MARK: - The library: adding a book, and the duplicate-book alert

  struct AddBookScreen: View {
    @Bindable var store: Store<AddBook.State, AddBook.Action>

    init(store: Store<AddBook.State, AddBook.Action>) {
      _store = Bindable(wrappedValue: store)
    }

    var body: some View {
      Form {
        TextField("Título", text: $store.binding(\.title, send: AddBook.Action.titleChanged))
        Button("Añadir") {
          store.send(.addTapped, animation: .default)
        }
        ForEach(store.books) { book in
          Text("\(book.title) (\(book.shelf))")
        }
      }
      .alert($store.scope(state: \.$alert, action: AddBook.Action.alert))
    }
  }

  // MARK: - The travel plan: one sheet from a destination enum

  struct TravelPlanScreen: View {
    @Bindable var store: Store<TravelPlan.State, TravelPlan.Action>

    init(store: Store<TravelPlan.State, TravelPlan.Action>) {
      _store = Bindable(wrappedValue: store)
    }

    var body: some View {
      VStack {
        Button("Añadir parada") { store.send(.addStopTapped) }
        Button("Filtrar") { store.send(.filtersTapped) }
        ForEach(store.visibleStops) { stop in
          Button {
            store.send(.stopTapped(stop.id))
          } label: {
            Text("\(stop.name), \(stop.arrival, format: .dateTime.hour().minute())")
          }
        }
      }
      // One sheet for the whole enum: another case, or another stop, presents anew.
      .sheet(item: $store.scope(state: \.$sheet, action: TravelPlan.Action.sheet)) { sheet in
        TravelPlanSheet(store: sheet)
      }
    }
  }

  /// The sheet's content: the view of the destination's case.
  struct TravelPlanSheet: View {
    let store: Store<TravelPlan.Sheet.State, TravelPlan.Sheet.Action>

    var body: some View {
      if let newStop = store.scope(
        state: TravelPlan.Sheet.State.newStop, action: TravelPlan.Sheet.Action.newStop)
      {
        StopFormScreen(store: newStop, title: "Nueva parada")
      } else if let editStop = store.scope(
        state: TravelPlan.Sheet.State.editStop, action: TravelPlan.Sheet.Action.editStop)
      {
        StopFormScreen(store: editStop, title: "Editar parada")
      } else if let filters = store.scope(
        state: TravelPlan.Sheet.State.filters, action: TravelPlan.Sheet.Action.filters)
      {
        StopFiltersScreen(store: filters)
      }
    }
  }

  struct StopFormScreen: View {
    @Bindable var store: Store<StopForm.State, StopForm.Action>
    let title: String

    init(store: Store<StopForm.State, StopForm.Action>, title: String) {
      _store = Bindable(wrappedValue: store)
      self.title = title
    }

    var body: some View {
      Form {
        TextField("Nombre", text: $store.stop.name)
        Button("Guardar") {
          store.send(.saveTapped)
        }
        .disabled(!store.canSave)
        Button("Cancelar", role: .cancel) {
          store.send(.cancelTapped)
        }
      }
      .navigationTitle(title)
    }
  }

  struct StopFiltersScreen: View {
    @Bindable var store: Store<StopFilters.State, StopFilters.Action>

    init(store: Store<StopFilters.State, StopFilters.Action>) {
      _store = Bindable(wrappedValue: store)
    }

    var body: some View {
      Form {
        TextField(
          "Buscar", text: $store.binding(\.query, send: StopFilters.Action.queryChanged))
        Button("Borrar") {
          store.send(.clearTapped)
        }
        Button("Hecho") {
          store.send(.doneTapped)
        }
      }
      .navigationTitle("Filtrar")
    }
  }
#endif
