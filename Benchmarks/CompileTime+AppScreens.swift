/// The presented and pushed features of each group of the generated app
/// (``CompileTime/generatedApp(repository:)``): the destination's `Detail` and `Editor`, and the
/// navigation stack's `Screen`.
extension CompileTime {
  static func detail(_ group: Int) -> String {
    """
    import Statecraft

    struct Detail\(group): Reducer {
      struct State: Equatable {
        var entry: Entry
      }

      enum Action: Equatable {
        case incrementTapped
        case doneTapped
        case delegate(Delegate)

        enum Delegate: Equatable {
          case updated(Entry)
        }
      }

      @Dependency(\\.dismiss) var dismiss

      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementTapped:
          state.entry.count += 1
          return .send(.delegate(.updated(state.entry)))
        case .doneTapped:
          return .run { _ in await dismiss() }
        case .delegate:
          return .none
        }
      }
    }

    """
  }

  static func editor(_ group: Int) -> String {
    """
    import Statecraft

    struct Editor\(group): Reducer {
      struct State: Equatable {
        var title = ""
        var note = ""
        var isPinned = false
        var suggestions: [String] = []
      }

      enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case suggestionsLoaded([String])
        case saveTapped
        case delegate(Delegate)

        enum Delegate: Equatable {
          case saved(String)
        }
      }

      enum CancelID: Hashable, Sendable {
        case suggestions
      }

      @Dependency(\\.catalog) var catalog
      @Dependency(\\.dismiss) var dismiss

      var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
          switch action {
          case .binding(\\.title):
            return .run { [title = state.title] send in
              await send(.suggestionsLoaded(try await catalog.search(title)))
            }
            .cancellable(id: CancelID.suggestions, cancelInFlight: true)
          case .binding:
            return .none
          case .suggestionsLoaded(let suggestions):
            state.suggestions = suggestions
            return .none
          case .saveTapped:
            return .merge(
              .cancel(id: CancelID.suggestions),
              .send(.delegate(.saved(state.title))),
              .run { _ in await dismiss() }
            )
          case .delegate:
            return .none
          }
        }
      }
    }

    """
  }

  static func screen(_ group: Int) -> String {
    """
    import Statecraft

    struct Screen\(group): Reducer {
      struct State: Equatable {
        var title: String
        var depth: Int
        var isLoading = false
        var lines: [String] = []
      }

      enum Action: Equatable {
        case appeared
        case loaded([String])
        case nextTapped
        case backTapped
      }

      @Dependency(\\.catalog) var catalog
      @Dependency(\\.dismiss) var dismiss

      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
          state.isLoading = true
          return .merge(
            .run { [title = state.title] send in
              await send(.loaded(try await catalog.search(title)))
            },
            .run { [title = state.title] _ in try await catalog.save(title) }
          )
        case .loaded(let lines):
          state.lines = lines
          state.isLoading = false
          return .none
        case .nextTapped:
          return .none
        case .backTapped:
          return .run { _ in await dismiss() }
        }
      }
    }

    """
  }
}
