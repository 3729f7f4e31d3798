import Foundation
import Statecraft

/// A screen with everything a view layer shows: bindable fields, a destination slot (an editor
/// sheet, an alert, a dialog), a plain alert slot, an optional child, rows and a stack.
struct Catalogue: Reducer {
  struct State: Equatable {
    var title = ""
    var count = 0
    var note = ""
    var limit = 10
    var log: [String] = []
    @Presents var destination: Destination.State? = nil
    @Presents var alert: AlertState<Action.Alert>? = nil
    var detail: Folio.State? = nil
    var rows: IdentifiedArrayOf<CatalogueRow.State> = []
    var path = StackState<Folio.State>()
  }

  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case showEditor(String)
    case showAlert
    case showDialog
    case showPlainAlert
    case showDetail(String)
    case clear
    case replaceWithAlert
    case countChanged(Int)
    case appendRow(Int)
    case removeRow(Int)
    case destination(PresentationAction<Destination.Action>)
    case alert(PresentationAction<Alert>)
    case detail(Folio.Action)
    case rows(IdentifiedActionOf<CatalogueRow>)
    case path(StackActionOf<Folio>)

    enum Alert: Equatable { case confirm, again }
    enum Dialog: Equatable { case keep, discard }
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case editor(Folio.State)
      case alert(AlertState<Catalogue.Action.Alert>)
      case dialog(ConfirmationDialogState<Catalogue.Action.Dialog>)
    }

    enum Action: Equatable {
      case editor(Folio.Action)
      case alert(Catalogue.Action.Alert)
      case dialog(Catalogue.Action.Dialog)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.editor, action: Action.editor) { Folio() }
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.count):
        // Clamped: a write past the limit keeps the old value (B3 still tells the readers).
        state.count = min(state.count, state.limit)
      case .binding:
        break
      case .showEditor(let name):
        state.destination = .editor(Folio.State(name: name))
      case .showAlert:
        state.destination = .alert(.confirmation)
      case .showDialog:
        state.destination = .dialog(.discardChanges)
      case .showPlainAlert:
        state.alert = .confirmation
      case .showDetail(let name):
        state.detail = Folio.State(name: name)
      case .clear:
        state.destination = nil
      case .replaceWithAlert:
        state.destination = .alert(.confirmation)
      case .countChanged(let count):
        state.count = count
      case .appendRow(let id):
        state.rows.append(CatalogueRow.State(id: id))
      case .removeRow(let id):
        state.rows.remove(id: id)
      case .destination(.presented(.alert(let choice))):
        state.log.append("destination alert: \(choice)")
        if choice == .again { state.destination = .alert(.confirmation) }
      case .destination(.presented(.dialog(let choice))):
        state.log.append("dialog: \(choice)")
      case .destination(.dismiss):
        state.log.append("destination dismissed")
      case .destination(.presented(.editor)):
        break
      case .alert(.presented(let choice)):
        state.log.append("alert: \(choice)")
        if choice == .again { state.alert = .confirmation }
      case .alert(.dismiss):
        state.log.append("alert dismissed")
      case .detail, .rows, .path:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .ifLet(\.$alert, action: Action.alert)
    .ifLet(\.detail, action: Action.detail) { Folio() }
    .forEach(\.rows, action: Action.rows) { CatalogueRow() }
    .forEach(\.path, action: Action.path) { Folio() }
  }
}

/// A feature with a name, presented as a sheet, a detail or a screen of a stack.
struct Folio: Reducer {
  struct State: Equatable, Identifiable {
    var id: String { name }
    var name: String
    var text = ""
  }

  enum Action: Equatable {
    case textChanged(String)
    case renamed(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .textChanged(let text): state.text = text
      case .renamed(let name): state.name = name
      }
      return .none
    }
  }
}

/// One row of a list.
struct CatalogueRow: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var checked = false
  }

  enum Action: Equatable { case toggled }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.checked.toggle()
      return .none
    }
  }
}

extension AlertState where Action == Catalogue.Action.Alert {
  static let confirmation = Self {
    TextState("Delete the shelf?")
  } actions: {
    ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
    ButtonState(action: .again) { TextState("Ask again") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("Its books stay.")
  }
}

extension ConfirmationDialogState where Action == Catalogue.Action.Dialog {
  static let discardChanges = Self(titleVisibility: .visible) {
    TextState("Unsaved changes")
  } actions: {
    ButtonState(action: .keep) { TextState("Keep") }
    ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }
}

/// A store of a `Catalogue`, recording the root's actions.
@MainActor
final class CatalogueHarness {
  let store: Store<Catalogue.State, Catalogue.Action>
  private let recorded = Recorded()

  init(_ state: Catalogue.State = Catalogue.State()) {
    let recorded = self.recorded
    store = Store(initialState: state) {
      Reduce { _, action in
        recorded.append(action)
        return .none
      }
      Catalogue()
    }
  }

  /// The actions the root received since the last call.
  func take() -> [Catalogue.Action] {
    recorded.take()
  }
}

// Safe: read and written on the main actor only, where the store reduces.
private final class Recorded: @unchecked Sendable {
  private var actions: [Catalogue.Action] = []
  func append(_ action: Catalogue.Action) { actions.append(action) }
  func take() -> [Catalogue.Action] {
    defer { actions = [] }
    return actions
  }
}
