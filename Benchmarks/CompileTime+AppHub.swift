/// The hub of each group of the generated app (``CompileTime/generatedApp(repository:)``): the
/// feature that composes the group's nine others with every operator, and its destination and
/// navigation path reducers.
extension CompileTime {
  static func hub(_ group: Int) -> String {
    let g = group
    return """
      import Statecraft

      struct Hub\(g): Reducer {
        struct State: Equatable {
          var profile = Profile\(g).State()
          var search = Search\(g).State()
          var session = Session\(g).State.loggedOut
          var banner: Banner\(g).State?
          var rows: IdentifiedArrayOf<Row\(g).State> = []
          var path = StackState<Path.State>()
          @Presents var destination: Destination.State? = nil
          @Presents var alert: AlertState<Action.Alert>? = nil
          @Shared(.badgeCount) var badgeCount
        }

        enum Action: Equatable {
          case profile(Profile\(g).Action)
          case search(Search\(g).Action)
          case session(Session\(g).Action)
          case banner(Banner\(g).Action)
          case rows(IdentifiedActionOf<Row\(g)>)
          case path(StackActionOf<Path>)
          case destination(PresentationAction<Destination.Action>)
          case alert(PresentationAction<Alert>)
          case addTapped
          case rowTapped(Row\(g).State.ID)
          case deleteTapped(Row\(g).State.ID)
          case moreTapped
          case openTapped(String)
          case showBannerTapped

          enum Alert: Equatable {
            case confirmDelete(Row\(g).State.ID)
          }

          enum Dialog: Equatable {
            case sortByTitle
            case clearDone
          }
        }

        @Dependency(\\.uuid) var uuid

        var body: some ReducerOf<Self> {
          Scope(state: \\.profile, action: Action.profile) {
            Profile\(g)()
          }
          Scope(state: \\.search, action: Action.search) {
            Search\(g)()
          }
          Scope(state: \\.session, action: Action.session) {
            Session\(g)()
          }
          Reduce { state, action in
            switch action {
            case .addTapped:
              state.destination = .editor(Editor\(g).State())
              return .none

            case .rowTapped(let id):
              guard let row = state.rows[id: id] else { return .none }
              let entry = Entry(id: row.id, title: row.title)
              state.destination = .detail(Detail\(g).State(entry: entry))
              return .none

            case .deleteTapped(let id):
              state.alert = .confirmDelete(id)
              return .none

            case .moreTapped:
              state.destination = .dialog(.sortOrClear)
              return .none

            case .openTapped(let title):
              state.path.append(.screen(Screen\(g).State(title: title, depth: 0)))
              return .none

            case .showBannerTapped:
              state.banner = Banner\(g).State(message: "Welcome back")
              return .merge(
                .send(.banner(.appeared)),
                .send(.search(.queryChanged("")))
              )

            case .alert(.presented(.confirmDelete(let id))):
              state.rows.remove(id: id)
              state.$badgeCount.withLock { $0 = max(0, $0 - 1) }
              return .none

            case .destination(.presented(.dialog(.sortByTitle))):
              state.rows.sort { $0.title < $1.title }
              return .none

            case .destination(.presented(.dialog(.clearDone))):
              state.rows.removeAll { $0.isDone }
              return .none

            case .destination(.presented(.detail(.delegate(.updated(let entry))))),
              .path(.element(_, .detail(.delegate(.updated(let entry))))):
              state.rows[id: entry.id]?.title = entry.title
              return .none

            case .destination(.presented(.editor(.delegate(.saved(let title))))):
              state.rows.append(Row\(g).State(id: uuid(), title: title))
              state.$badgeCount.withLock { $0 += 1 }
              return .none

            case .path(.element(_, .screen(.nextTapped))):
              let depth = state.path.count
              state.path.append(.screen(Screen\(g).State(title: "Level \\(depth)", depth: depth)))
              return .none

            case .rows(.element(let id, .saved)):
              guard let row = state.rows[id: id] else { return .none }
              state.path.append(.detail(Detail\(g).State(entry: Entry(id: id, title: row.title))))
              return .none

            case .banner(.closeTapped):
              state.banner = nil
              return .none

            case .session(.account(.refreshed(let user))):
              state.profile.name = user
              return .none

            case .profile, .search, .session, .banner, .rows, .path, .destination, .alert:
              return .none
            }
          }
          .ifLet(\\.banner, action: Action.banner) {
            Banner\(g)()
          }
          .forEach(\\.rows, action: Action.rows) {
            Row\(g)()
          }
          .ifLet(\\.$destination, action: Action.destination) {
            Destination()
          }
          .ifLet(\\.$alert, action: Action.alert)
          .forEach(\\.path, action: Action.path) {
            Path()
          }
        }
      }

      extension AlertState where Action == Hub\(g).Action.Alert {
        static func confirmDelete(_ id: Row\(g).State.ID) -> Self {
          AlertState {
            TextState("Delete this row?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete(id)) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          } message: {
            TextState("It cannot be brought back.")
          }
        }
      }

      extension ConfirmationDialogState where Action == Hub\(g).Action.Dialog {
        static let sortOrClear = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Rows")
        } actions: {
          ButtonState(action: .sortByTitle) { TextState("Sort by title") }
          ButtonState(role: .destructive, action: .clearDone) { TextState("Clear done rows") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }

      """
  }

  static func hubDestination(_ group: Int) -> String {
    let g = group
    return """
      import Statecraft

      extension Hub\(g) {
        /// Everything the hub presents, one case at a time.
        struct Destination: Reducer {
          enum State: Equatable {
            case detail(Detail\(g).State)
            case editor(Editor\(g).State)
            case dialog(ConfirmationDialogState<Hub\(g).Action.Dialog>)
          }

          enum Action: Equatable {
            case detail(Detail\(g).Action)
            case editor(Editor\(g).Action)
            case dialog(Hub\(g).Action.Dialog)
          }

          var body: some ReducerOf<Self> {
            Scope(state: State.detail, action: Action.detail) {
              Detail\(g)()
            }
            Scope(state: State.editor, action: Action.editor) {
              Editor\(g)()
            }
          }
        }
      }

      """
  }

  static func hubPath(_ group: Int) -> String {
    let g = group
    return """
      import Statecraft

      extension Hub\(g) {
        /// The screens the hub pushes on its navigation stack.
        struct Path: Reducer {
          enum State: Equatable {
            case screen(Screen\(g).State)
            case detail(Detail\(g).State)
          }

          enum Action: Equatable {
            case screen(Screen\(g).Action)
            case detail(Detail\(g).Action)
          }

          var body: some ReducerOf<Self> {
            Scope(state: State.screen, action: Action.screen) {
              Screen\(g)()
            }
            Scope(state: State.detail, action: Action.detail) {
              Detail\(g)()
            }
          }
        }
      }

      """
  }
}
