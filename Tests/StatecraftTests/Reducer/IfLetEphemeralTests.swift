import Testing

@testable import Statecraft

/// A screen with an alert and a dialog in plain optionals, handled by `ifLet` with a builder.
private struct Prompt: Reducer {
  struct State: Equatable {
    var alert: AlertState<AlertAction>?
    var dialog: ConfirmationDialogState<AlertAction>?
    var confirmed = 0
  }
  enum Action: Equatable {
    case alert(AlertAction)
    case dialog(AlertAction)
    case tap
    case ask
  }
  enum AlertAction: Equatable {
    case again
    case ok
  }

  static let hello = AlertState<AlertAction>(title: TextState("Hello"))
  static let sure = ConfirmationDialogState<AlertAction>(title: TextState("Sure?"))

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.ok), .dialog(.ok):
        state.confirmed += 1
        return .none
      case .alert(.again), .tap:
        state.alert = Self.hello
        return .none
      case .dialog(.again), .ask:
        state.dialog = Self.sure
        return .none
      }
    }
    .ifLet(\.alert, action: Action.alert) {
      EmptyReducer()
    }
    .ifLet(\.dialog, action: CasePath(Action.dialog)) {
      EmptyReducer()
    }
  }
}

@MainActor
@Suite("ifLet with a builder on a plain optional alert or dialog")
struct IfLetEphemeralTests {
  @Test("A button's action clears the alert, and the parent still sees it")
  func clearsAlert() {
    let store = Store(initialState: Prompt.State()) { Prompt() }
    store.send(.tap)
    #expect(store.state.alert == Prompt.hello)
    store.send(.alert(.ok))
    #expect(store.state.alert == nil)
    #expect(store.state.confirmed == 1)
  }

  @Test("A parent that answers a button with the same alert keeps it up")
  func showsAgain() {
    let store = Store(initialState: Prompt.State()) { Prompt() }
    store.send(.tap)
    store.send(.alert(.again))
    #expect(store.state.alert == Prompt.hello)
    store.send(.alert(.ok))
    #expect(store.state.alert == nil)
  }

  @Test("A dialog with a CasePath is cleared the same way")
  func clearsDialog() {
    let store = Store(initialState: Prompt.State()) { Prompt() }
    store.send(.ask)
    #expect(store.state.dialog == Prompt.sure)
    store.send(.dialog(.again))
    #expect(store.state.dialog == Prompt.sure)
    store.send(.dialog(.ok))
    #expect(store.state.dialog == nil)
    #expect(store.state.confirmed == 1)
  }
}
