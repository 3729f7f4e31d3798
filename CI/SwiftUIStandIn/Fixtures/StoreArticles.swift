import Foundation
import Statecraft
import StatecraftSwiftUI
import SwiftUI
import UIKit

// The articles' screens (Reservations.swift, AddBook.swift, DocumentExport.swift, TravelPlan.swift,
// ShelfViewController.swift) written on stores: the state the views kept in `@State` is a
// feature's, each presentation a `@Presents` slot, each tap an action.

// MARK: - The reservations list with its cancel dialog

struct ReservationList: Reducer {
  struct State: Equatable {
    var reservations: IdentifiedArrayOf<Reservation> = []
    @Presents var cancelDialog: ConfirmationDialogState<Action.Dialog>? = nil
  }

  enum Action: Equatable {
    case cancelTapped(Reservation.ID)
    case cancelDialog(PresentationAction<Dialog>)

    enum Dialog: Equatable { case cancel(Reservation.ID) }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelTapped(let id):
        guard let reservation = state.reservations[id: id] else { return .none }
        state.cancelDialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("¿Cancelar la reserva?")
        } actions: {
          ButtonState(role: .destructive, action: .cancel(id)) {
            TextState("Cancelar \(reservation.roomName)")
          }
          ButtonState(role: .cancel) { TextState("Conservarla") }
        } message: {
          TextState("Se quitará la reserva de \(reservation.roomName) del calendario.")
        }
      case .cancelDialog(.presented(.cancel(let id))):
        state.reservations.remove(id: id)
      case .cancelDialog:
        break
      }
      return .none
    }
    .ifLet(\.$cancelDialog, action: Action.cancelDialog)
  }
}

struct ReservationListView: View {
  @Bindable var store: Store<ReservationList.State, ReservationList.Action>

  init(store: Store<ReservationList.State, ReservationList.Action>) {
    _store = Bindable(wrappedValue: store)
  }

  var body: some View {
    List(store.reservations) { reservation in
      HStack {
        VStack(alignment: .leading) {
          Text(reservation.roomName)
            .font(.headline)
          Text(reservation.startsAt, format: .dateTime.hour().minute())
            .foregroundStyle(.secondary)
        }
        Spacer()
        Button("Cancelar", role: .destructive) {
          store.send(.cancelTapped(reservation.id))
        }
      }
    }
    .confirmationDialog(
      $store.scope(state: \.$cancelDialog, action: ReservationList.Action.cancelDialog))
  }
}

// MARK: - The duplicate-book alert

struct BookCatalogue: Reducer {
  struct State: Equatable {
    var title = ""
    var shelves: [String: String] = [:]
    @Presents var duplicate: AlertState<Action.Duplicate>? = nil
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case addTapped
    case duplicate(PresentationAction<Duplicate>)

    enum Duplicate: Equatable { case moveHere(String) }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTapped:
        let title = state.title
        guard let shelf = state.shelves[title] else {
          state.shelves[title] = "Pendientes"
          return .none
        }
        state.duplicate = AlertState {
          TextState("Ese libro ya está")
        } actions: {
          ButtonState(action: .moveHere(title)) { TextState("Moverlo aquí") }
          ButtonState(role: .cancel) { TextState("Dejarlo") }
        } message: {
          TextState("\(title) está en el estante \(shelf).")
        }
      case .duplicate(.presented(.moveHere(let title))):
        state.shelves[title] = "Pendientes"
      case .binding, .duplicate:
        break
      }
      return .none
    }
    .ifLet(\.$duplicate, action: Action.duplicate)
  }
}

struct BookCatalogueView: View {
  @Bindable var store: Store<BookCatalogue.State, BookCatalogue.Action>

  init(store: Store<BookCatalogue.State, BookCatalogue.Action>) {
    _store = Bindable(wrappedValue: store)
  }

  var body: some View {
    Form {
      TextField("Título", text: $store.title)
      Button("Añadir") {
        store.send(.addTapped)
      }
    }
    .alert($store.scope(state: \.$duplicate, action: BookCatalogue.Action.duplicate))
  }
}

/// The same alert in UIKit: an alert controller made from the alert's store.
final class CatalogueViewController: UIViewController {
  let store: Store<BookCatalogue.State, BookCatalogue.Action>

  init(store: Store<BookCatalogue.State, BookCatalogue.Action>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  func showDuplicate() {
    guard
      let duplicate = store.scope(state: \.$duplicate, action: BookCatalogue.Action.duplicate)
    else { return }
    present(UIAlertController(store: duplicate), animated: true)
  }
}

/// The reservations' dialog in UIKit: an action sheet made from the dialog's store.
final class ReservationListViewController: UIViewController {
  let store: Store<ReservationList.State, ReservationList.Action>

  init(store: Store<ReservationList.State, ReservationList.Action>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  func showCancelDialog() {
    guard
      let dialog = store.scope(
        state: \.$cancelDialog, action: ReservationList.Action.cancelDialog)
    else { return }
    present(UIAlertController(store: dialog), animated: true)
  }
}

// MARK: - The export-error alert

struct DocumentExport: Reducer {
  struct State: Equatable {
    @Presents var failure: AlertState<Action.Failure>? = nil
  }

  enum Action: Equatable {
    case exportTapped
    case exportFailed(ExportFailure)
    case failure(PresentationAction<Failure>)

    enum Failure: Equatable {
      case openSettings
      case openStorage
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .exportTapped:
        return .send(.exportFailed(.diskFull))
      case .exportFailed(let error):
        // The alert is built from the error: its title is the error's description.
        state.failure = AlertState(error: error) {
          switch error {
          case .missingPermission:
            ButtonState(action: .openSettings) { TextState("Ajustes") }
          case .diskFull:
            ButtonState(action: .openStorage) { TextState("Liberar espacio") }
          case .unsupportedFormat:
            ButtonState(role: .cancel) { TextState("Vale") }
          }
        }
      case .failure:
        break
      }
      return .none
    }
    .ifLet(\.$failure, action: Action.failure)
  }
}

struct DocumentExportStoreView: View {
  @Bindable var store: Store<DocumentExport.State, DocumentExport.Action>

  init(store: Store<DocumentExport.State, DocumentExport.Action>) {
    _store = Bindable(wrappedValue: store)
  }

  var body: some View {
    Button("Exportar") {
      store.send(.exportTapped)
    }
    .alert($store.scope(state: \.$failure, action: DocumentExport.Action.failure))
  }
}

// MARK: - The travel plan's sheet from a destination enum

struct Plan: Reducer {
  struct State: Equatable {
    var stops: IdentifiedArrayOf<Stop> = []
    @Presents var sheet: Sheet.State? = nil
  }

  enum Action: Equatable {
    case addStopTapped
    case stopTapped(Stop.ID)
    case filtersTapped
    case sheet(PresentationAction<Sheet.Action>)
  }

  struct Sheet: Reducer {
    enum State: Equatable {
      case newStop(StopEditor.State)
      case editStop(StopEditor.State)
      case filters(StopEditor.State)
    }

    enum Action: Equatable {
      case newStop(StopEditor.Action)
      case editStop(StopEditor.Action)
      case filters(StopEditor.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.newStop, action: Action.newStop) { StopEditor() }
      Scope(state: State.editStop, action: Action.editStop) { StopEditor() }
      Scope(state: State.filters, action: Action.filters) { StopEditor() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addStopTapped:
        state.sheet = .newStop(StopEditor.State(stop: Stop(id: UUID(), name: "", arrival: .now)))
      case .stopTapped(let id):
        guard let stop = state.stops[id: id] else { return .none }
        state.sheet = .editStop(StopEditor.State(stop: stop))
      case .filtersTapped:
        state.sheet = .filters(StopEditor.State(stop: Stop(id: UUID(), name: "", arrival: .now)))
      case .sheet:
        break
      }
      return .none
    }
    .ifLet(\.$sheet, action: Action.sheet) { Sheet() }
  }
}

struct StopEditor: Reducer {
  struct State: Equatable, Identifiable {
    var stop: Stop
    var id: Stop.ID { stop.id }
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct PlanView: View {
  @Bindable var store: Store<Plan.State, Plan.Action>

  init(store: Store<Plan.State, Plan.Action>) {
    _store = Bindable(wrappedValue: store)
  }

  var body: some View {
    VStack {
      Button("Añadir parada") { store.send(.addStopTapped) }
      Button("Filtrar") { store.send(.filtersTapped) }
      ForEach(store.stops) { stop in
        Button {
          store.send(.stopTapped(stop.id))
        } label: {
          Text(stop.name)
        }
      }
    }
    // One sheet for the whole enum: a new identity (another case, another stop) presents anew.
    .sheet(item: $store.scope(state: \.$sheet, action: Plan.Action.sheet)) { sheet in
      PlanSheetView(store: sheet)
    }
  }
}

/// The sheet's view: the enum builds the view of its case.
struct PlanSheetView: View {
  let store: Store<Plan.Sheet.State, Plan.Sheet.Action>

  var body: some View {
    if let newStop = store.scope(state: Plan.Sheet.State.newStop, action: Plan.Sheet.Action.newStop)
    {
      StopEditorView(store: newStop, title: "Nueva parada")
    } else if let editStop = store.scope(
      state: Plan.Sheet.State.editStop, action: Plan.Sheet.Action.editStop)
    {
      StopEditorView(store: editStop, title: "Editar parada")
    } else if let filters = store.scope(
      state: Plan.Sheet.State.filters, action: Plan.Sheet.Action.filters)
    {
      StopEditorView(store: filters, title: "Filtrar")
    }
  }
}

struct StopEditorView: View {
  @Bindable var store: Store<StopEditor.State, StopEditor.Action>
  let title: String

  init(store: Store<StopEditor.State, StopEditor.Action>, title: String) {
    _store = Bindable(wrappedValue: store)
    self.title = title
  }

  var body: some View {
    Form {
      Text(title)
      TextField("Nombre", text: $store.stop.name)
    }
  }
}
