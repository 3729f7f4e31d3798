// The code of Sources/Statecraft/Statecraft.docc/AlertsAndDialogs.md, as written there, and its
// tests.
//
// `AccountClient` and the `accountClient` dependency are declared in DependenciesSamples.swift,
// as ManagingDependencies.md shows them. `Reservation` is scaffolding, not in the article.
import Foundation
import Statecraft
import StatecraftTesting
import Testing

// MARK: - An alert in its own slot

struct Account: Reducer {
  struct State: Equatable {
    var isDeleted = false
    @Presents var alert: AlertState<Action.Alert>? = nil
  }

  enum Action: Equatable {
    case deleteTapped
    case deleted
    case deleteFailed(AccountError)
    case alert(PresentationAction<Alert>)

    enum Alert: Equatable { case confirmDelete }
  }

  @Dependency(\.accountClient) var accountClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = .confirmDelete
        return .none

      case .alert(.presented(.confirmDelete)):
        return .run { send in
          try await accountClient.delete()
          await send(.deleted)
        } catch: { error, send in
          await send(.deleteFailed(error as? AccountError ?? .unknown))
        }

      case .deleted:
        state.isDeleted = true
        state.alert = AlertState(.deleted)
        return .none

      case .deleteFailed(let error):
        state.alert = AlertState(error: error) {
          ButtonState(action: .confirmDelete) { TextState("Try again") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none

      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}

// MARK: - Naming alerts

extension AlertState where Action == Account.Action.Alert {
  static let confirmDelete = AlertState {
    TextState("Delete your account?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("All of its data will be lost. This cannot be undone.")
  }
}

extension AlertState where Action == Never {
  static let deleted = AlertState { TextState("Your account was deleted") }
}

// MARK: - Alerts from errors

enum AccountError: LocalizedError, Equatable {
  case offline
  case unknown

  var errorDescription: String? {
    switch self {
    case .offline: "You are offline"
    case .unknown: "The account could not be deleted"
    }
  }

  var recoverySuggestion: String? {
    switch self {
    case .offline: "Connect to the internet and try again."
    case .unknown: nil
    }
  }
}

// MARK: - Confirmation dialogs

/// Scaffolding: a reservation.
struct Reservation: Equatable, Identifiable {
  let id: UUID
  var roomName: String
}

struct Reservations: Reducer {
  struct State: Equatable {
    var reservations: IdentifiedArrayOf<Reservation> = []
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>? = nil
  }

  enum Action: Equatable {
    case cancelTapped(Reservation.ID)
    case dialog(PresentationAction<Dialog>)

    enum Dialog: Equatable { case confirmCancel(Reservation.ID) }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelTapped(let id):
        guard let reservation = state.reservations[id: id] else { return .none }
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Cancel reservation")
        } actions: {
          ButtonState(role: .destructive, action: .confirmCancel(reservation.id)) {
            TextState("Cancel \(reservation.roomName)")
          }
          ButtonState(role: .cancel) { TextState("Keep reservation") }
        } message: {
          TextState("The reservation of \(reservation.roomName) will be removed.")
        }
        return .none

      case .dialog(.presented(.confirmCancel(let id))):
        state.reservations.remove(id: id)
        return .none

      case .dialog:
        return .none
      }
    }
    .ifLet(\.$dialog, action: Action.dialog)
  }
}

// MARK: - The same alert again

struct Upload: Reducer {
  struct State: Equatable {
    var attempts = 0
    @Presents var alert: AlertState<Action.Alert>? = nil
  }
  enum Action: Equatable {
    case failed
    case alert(PresentationAction<Alert>)

    enum Alert: Equatable { case retry }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .failed:
        state.alert = .uploadFailed
        return .none
      case .alert(.presented(.retry)):
        state.attempts += 1
        state.alert = .uploadFailed
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}

extension AlertState where Action == Upload.Action.Alert {
  static let uploadFailed = AlertState {
    TextState("The upload failed")
  } actions: {
    ButtonState(action: .retry) { TextState("Retry") }
    ButtonState(role: .cancel) { TextState("Give up") }
  }
}

// MARK: - An alert in a plain optional

struct Notice: Reducer {
  struct State: Equatable { var alert: AlertState<Action.Alert>? }
  enum Action: Equatable {
    case showTapped
    case alert(Alert)

    enum Alert: Equatable { case understood }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showTapped:
        state.alert = AlertState {
          TextState("Saved")
        } actions: {
          ButtonState(action: .understood) { TextState("OK") }
        }
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.alert, action: Action.alert)
  }
}

// MARK: - In a UI

/// Scaffolding around the `map` fragment: a button of the alert in Inventory's destination enum.
@MainActor
func confirm(_ id: Item.ID, in store: Store<Inventory.State, Inventory.Action>) {
  let choice: PresentationAction<Inventory.Action.Alert> = .presented(.confirmDelete(id))
  store.send(.destination(choice.map(Inventory.Destination.Action.alert)))
}

/// Scaffolding around the `withAction` fragment: what a UI layer does when a button is chosen.
@MainActor
func choose(
  _ button: ButtonState<Account.Action.Alert>, in store: Store<Account.State, Account.Action>
) {
  button.withAction { action in
    if let action {
      store.send(.alert(.presented(action)))
    } else {
      store.send(.alert(.dismiss))
    }
  }
}

// MARK: - Alerts and dialogs in one slot

struct Downloads: Reducer {
  struct State: Equatable {
    var files: [String] = ["notes.txt"]
    @Presents var destination: Destination.State? = nil
  }

  enum Action: Equatable {
    case deleteTapped
    case moreTapped
    case destination(PresentationAction<Destination.Action>)

    enum Alert: Equatable { case confirmDelete }
    enum Dialog: Equatable { case duplicate }
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case alert(AlertState<Downloads.Action.Alert>)
      case dialog(ConfirmationDialogState<Downloads.Action.Dialog>)
    }

    enum Action: Equatable {
      case alert(Downloads.Action.Alert)
      case dialog(Downloads.Action.Dialog)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete the files?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
          })
        return .none
      case .moreTapped:
        state.destination = .dialog(
          ConfirmationDialogState {
            TextState("Files")
          } actions: {
            ButtonState(action: .duplicate) { TextState("Duplicate") }
          })
        return .none
      case .destination(.presented(.alert(.confirmDelete))):
        state.files = []
        return .none
      case .destination(.presented(.dialog(.duplicate))):
        state.files += state.files
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }
}

@MainActor
@Suite("Alerts and dialogs")
struct AlertsAndDialogsSamples {
  @Test("Choosing the cancel button sends .dismiss; the destructive one sends its action")
  func chooseButtons() {
    let store = Store(initialState: Account.State()) {
      Account()
    } withDependencies: {
      $0.accountClient.delete = {}
    }
    store.send(.deleteTapped)
    guard let cancel = store.alert?.buttons.last else {
      Issue.record("the alert is not presented")
      return
    }
    choose(cancel, in: store)
    #expect(store.alert == nil)

    store.send(.deleteTapped)
    guard let delete = store.alert?.buttons.first else {
      Issue.record("the alert is not presented")
      return
    }
    choose(delete, in: store)
    #expect(store.alert == nil)  // R6, once the parent has started the delete
  }

  // MARK: - Testing an alert flow

  @MainActor
  @Test func deleteConfirmed() async {
    let store = TestStore(initialState: Account.State()) {
      Account()
    } withDependencies: {
      $0.accountClient.delete = {}
    }

    await store.send(.deleteTapped) {
      $0.alert = .confirmDelete
    }
    await store.send(.alert(.presented(.confirmDelete))) {
      $0.alert = nil  // R6: the alert goes away once its button is handled
    }
    await store.receive(.deleted) {
      $0.isDeleted = true
      $0.alert = AlertState(.deleted)
    }
  }

  @MainActor
  @Test func deleteCancelled() async {
    let store = TestStore(initialState: Account.State()) { Account() }

    await store.send(.deleteTapped) {
      $0.alert = .confirmDelete
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  @MainActor
  @Test func deleteFailsOffline() async {
    let store = TestStore(initialState: Account.State()) {
      Account()
    } withDependencies: {
      $0.accountClient.delete = { throw AccountError.offline }
    }

    await store.send(.deleteTapped) {
      $0.alert = .confirmDelete
    }
    await store.send(.alert(.presented(.confirmDelete))) {
      $0.alert = nil
    }
    await store.receive(.deleteFailed(.offline)) {
      $0.alert = AlertState {
        TextState("You are offline")
      } actions: {
        ButtonState(action: .confirmDelete) { TextState("Try again") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("Connect to the internet and try again.")
      }
    }
  }

  @Test("A destination of alerts and dialogs only: EmptyReducer as its body, and the ifLet")
  func alertsOnlyDestination() async {
    let store = TestStore(initialState: Downloads.State()) { Downloads() }
    await store.send(.moreTapped) {
      $0.destination = .dialog(
        ConfirmationDialogState {
          TextState("Files")
        } actions: {
          ButtonState(action: .duplicate) { TextState("Duplicate") }
        })
    }
    await store.send(.destination(.presented(.dialog(.duplicate)))) {
      $0.files = ["notes.txt", "notes.txt"]
      $0.destination = nil
    }
    await store.send(.deleteTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete the files?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
        })
    }
    await store.send(.destination(.presented(.alert(.confirmDelete)))) {
      $0.files = []
      $0.destination = nil
    }
  }

  @Test("Equality ignores the generated ids")
  func namedAlertsAreEqual() {
    let first = AlertState<Account.Action.Alert>.confirmDelete
    let built = AlertState<Account.Action.Alert> {
      TextState("Delete your account?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("All of its data will be lost. This cannot be undone.")
    }
    #expect(first == built)
    #expect(first.id != built.id)
  }

  @Test("The dialog's destructive button cancels the reservation")
  func dialog() async {
    let turing = Reservation(id: UUID(), roomName: "Turing")
    let store = TestStore(initialState: Reservations.State(reservations: [turing])) {
      Reservations()
    }
    await store.send(.cancelTapped(turing.id)) {
      $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Cancel reservation")
      } actions: {
        ButtonState(role: .destructive, action: .confirmCancel(turing.id)) {
          TextState("Cancel Turing")
        }
        ButtonState(role: .cancel) { TextState("Keep reservation") }
      } message: {
        TextState("The reservation of Turing will be removed.")
      }
    }
    await store.send(.dialog(.presented(.confirmCancel(turing.id)))) {
      $0.reservations = []
      $0.dialog = nil
    }
  }

  @Test("Presenting the same named alert in answer to its button keeps it up (R6)")
  func sameAlertAgain() async {
    let store = TestStore(initialState: Upload.State()) { Upload() }
    await store.send(.failed) { $0.alert = .uploadFailed }
    await store.send(.alert(.presented(.retry))) { $0.attempts = 1 }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test("ifLet over a plain optional alert clears it after a button")
  func plainOptionalAlert() async {
    let store = TestStore(initialState: Notice.State()) { Notice() }
    await store.send(.showTapped) {
      $0.alert = AlertState {
        TextState("Saved")
      } actions: {
        ButtonState(action: .understood) { TextState("OK") }
      }
    }
    await store.send(.alert(.understood)) { $0.alert = nil }
  }

  @Test("PresentationAction.map embeds a button's action in a destination case")
  func mapIntoDestination() {
    let lamp = Item(id: UUID(0), name: "Lamp")
    let store = Store(
      initialState: Inventory.State(items: [lamp], destination: .alert(.confirmDelete(lamp.id)))
    ) {
      Inventory()
    }
    confirm(lamp.id, in: store)
    #expect(store.items.isEmpty)
    #expect(store.destination == nil)
    let dismiss: PresentationAction<Inventory.Action.Alert> = .dismiss
    #expect(dismiss.map(Inventory.Destination.Action.alert) == .dismiss)
  }
}
