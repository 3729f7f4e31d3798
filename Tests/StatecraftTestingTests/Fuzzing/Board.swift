import Statecraft
import StatecraftTesting

/// A feature that uses every combinator the fuzzer must get through: rows in a `forEach`, each
/// with a slot and a timer of its own; a search debounced in a `Scope`; a session in a plain
/// `ifLet`, throttled; an editor in an `ifCaseLet` (in a `Scope`), autosaving after a debounce; and a destination
/// enum whose sheet presents an alert of its own (a nested presentation).
///
/// Every timer uses the same cancellation id, so "stop all timers" at the root checks that an id
/// stays in its level (rule R3).
struct Board: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
    var search = Search.State()
    var session: Session.State?
    var mode = Workspace.State.browsing
    @Presents var destination: Destination.State? = nil
    var nextRowID = 0
    var isTiming = false
    var ticks = 0
  }

  enum Action: Equatable {
    case addRowTapped
    case rows(IdentifiedActionOf<Row>)
    case search(Search.Action)
    case startSessionTapped
    case endSessionTapped
    case session(Session.Action)
    case mode(Workspace.Action)
    case openSheetTapped
    case showInfoTapped
    case destination(PresentationAction<Destination.Action>)
    case timerToggled
    case tick
  }

  /// The rows and the sheet share `timer`, so that a row's or the sheet's cancel is seen to reach
  /// no sibling's; the board's own timer has an id of its own, as a `.cancel(id:)` at the board
  /// reaches every level below it (rule R3).
  enum CancelID { case timer, boardTimer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Scope(state: \.search, action: Action.search) { Search() }
    Scope(state: \.mode, action: Action.mode) { Workspace() }
    Reduce { state, action in
      switch action {
      case .addRowTapped:
        state.rows.append(Row.State(id: state.nextRowID))
        state.nextRowID += 1
        return .none
      case .rows(.element(let id, .delegate(.remove))):
        state.rows.remove(id: id)
        return .none
      case .rows:
        return .none
      case .search:
        return .none
      case .startSessionTapped:
        state.session = Session.State()
        return .none
      case .endSessionTapped:
        state.session = nil
        return .none
      case .session:
        return .none
      case .mode:
        return .none
      case .openSheetTapped:
        state.destination = .sheet(Sheet.State())
        return .none
      case .showInfoTapped:
        state.destination = .info(AlertState { TextState("Board") })
        return .none
      case .destination:
        return .none
      case .timerToggled:
        state.isTiming.toggle()
        guard state.isTiming else { return .cancel(id: CancelID.boardTimer) }
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.boardTimer, cancelInFlight: true)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
    .forEach(\.rows, action: Action.rows) { Row() }
    .ifLet(\.session, action: Action.session) { Session() }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }

  /// Everything the board presents: a sheet (which presents an alert of its own) or an alert.
  struct Destination: Reducer {
    enum State: Equatable {
      case sheet(Sheet.State)
      case info(AlertState<Never>)
    }

    enum Action: Equatable {
      case sheet(Sheet.Action)
      case info(Never)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.sheet, action: Action.sheet) { Sheet() }
    }
  }
}

/// Browsing, or editing in an editor that exists only while editing (an `ifCaseLet`).
struct Workspace: Reducer {
  enum State: Equatable {
    case browsing
    case editing(Editor.State)
  }

  enum Action: Equatable {
    case editTapped
    case editor(Editor.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state = .editing(Editor.State())
      case .editor(.doneTapped):
        state = .browsing
      case .editor:
        break
      }
      return .none
    }
    .ifCaseLet(State.editing, action: Action.editor) { Editor() }
  }
}

/// A row with a timer of its own and an alert that asks before removing it.
struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var isTiming = false
    var ticks = 0
    @Presents var alert: AlertState<Action.Alert>? = nil
  }

  enum Action: Equatable {
    case timerToggled
    case tick
    case removeTapped
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)

    enum Alert: Equatable { case confirmRemove }
    enum Delegate: Equatable { case remove }
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .timerToggled:
        state.isTiming.toggle()
        guard state.isTiming else { return .cancel(id: Board.CancelID.timer) }
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: Board.CancelID.timer, cancelInFlight: true)
      case .tick:
        state.ticks += 1
        return .none
      case .removeTapped:
        state.alert = AlertState {
          TextState("Remove row \(state.id)?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmRemove) { TextState("Remove") }
          ButtonState(role: .cancel) { TextState("Keep") }
        }
        return .none
      case .alert(.presented(.confirmRemove)):
        return .send(.delegate(.remove))
      case .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}

/// A search field whose results follow the query once typing pauses for 300 milliseconds.
struct Search: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  enum Action: Equatable {
    case queryChanged(String)
    case resultsLoaded([String])
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return .run { send in
        await send(.resultsLoaded(["alpha", "beta", "gamma"].filter { $0.hasPrefix(query) }))
      }
      .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    case .resultsLoaded(let results):
      state.results = results
      return .none
    }
  }
}

/// A session that pings its server at most once a second, and keeps a heartbeat while it lasts.
struct Session: Reducer {
  struct State: Equatable {
    var pings = 0
    var beats = 0
    var isBeating = false
  }

  enum Action: Equatable {
    case pingTapped
    case pinged
    case heartbeatToggled
    case beat
  }

  enum CancelID {
    case ping
    case heartbeat
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pingTapped:
      return .send(.pinged).throttle(
        id: CancelID.ping, for: .seconds(1), clock: clock, latest: true)
    case .pinged:
      state.pings += 1
      return .none
    case .heartbeatToggled:
      state.isBeating.toggle()
      guard state.isBeating else { return .cancel(id: CancelID.heartbeat) }
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.beat)
        }
      }
      .cancellable(id: CancelID.heartbeat)
    case .beat:
      state.beats += 1
      return .none
    }
  }
}

/// An editor, there only while the board is editing, that saves a draft 500 milliseconds after
/// the last change.
struct Editor: Reducer {
  struct State: Equatable {
    var text = ""
    var saved = ""
  }

  enum Action: Equatable {
    case textChanged(String)
    case saved(String)
    case doneTapped
  }

  enum CancelID { case autosave }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text):
      state.text = text
      return .send(.saved(text))
        .debounce(id: CancelID.autosave, for: .milliseconds(500), clock: clock)
    case .saved(let text):
      state.saved = text
      return .none
    case .doneTapped:
      return .none
    }
  }
}

/// A sheet with a timer, and an alert of its own that asks before discarding it.
struct Sheet: Reducer {
  struct State: Equatable {
    var isTiming = false
    var ticks = 0
    @Presents var confirm: AlertState<Action.Confirm>? = nil
  }

  enum Action: Equatable {
    case timerToggled
    case tick
    case discardTapped
    case confirm(PresentationAction<Confirm>)

    enum Confirm: Equatable { case discard }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .timerToggled:
        state.isTiming.toggle()
        guard state.isTiming else { return .cancel(id: Board.CancelID.timer) }
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: Board.CancelID.timer, cancelInFlight: true)
      case .tick:
        state.ticks += 1
        return .none
      case .discardTapped:
        state.confirm = AlertState {
          TextState("Discard?")
        } actions: {
          ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
          ButtonState(role: .cancel) { TextState("Keep") }
        }
        return .none
      case .confirm(.presented(.discard)):
        return .run { _ in await dismiss() }
      case .confirm:
        return .none
      }
    }
    .ifLet(\.$confirm, action: Action.confirm)
  }
}
