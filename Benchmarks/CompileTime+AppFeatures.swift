/// The features of each group of the generated app that its hub scopes to
/// (``CompileTime/generatedApp(repository:)``), written as the articles' samples write theirs.
extension CompileTime {
  static func profile(_ group: Int) -> String {
    """
    import Statecraft

    struct Profile\(group): Reducer {
      struct State: Equatable {
        var name = ""
        var bio = ""
        var notificationsOn = true
        var nameLength = 0
        @Shared(.badgeCount) var badgeCount
      }

      enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case resetTapped
      }

      var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
          switch action {
          case .binding(\\.name):
            state.name = String(state.name.prefix(40))
            return .none
          case .binding:
            return .none
          case .resetTapped:
            state.name = ""
            state.bio = ""
            state.$badgeCount.withLock { $0 = 0 }
            return .none
          }
        }
        .onChange(of: \\.name) { _, newValue in
          Reduce { state, _ in
            state.nameLength = newValue.count
            return .none
          }
        }
      }
    }

    """
  }

  static func search(_ group: Int) -> String {
    """
    import Statecraft

    struct Search\(group): Reducer {
      struct State: Equatable {
        var query = ""
        var results: [String] = []
        var isSearching = false
        @Shared(.inMemory("recentQueries\(group)")) var recent: [String] = []
      }

      enum Action: Equatable {
        case queryChanged(String)
        case results([String])
        case searchFailed
        case clearTapped
      }

      enum CancelID: Hashable, Sendable {
        case search
      }

      @Dependency(\\.catalog) var catalog

      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .queryChanged(let query):
          state.query = query
          state.isSearching = true
          return .run { send in
            await send(.results(try await catalog.search(query)))
          } catch: { _, send in
            await send(.searchFailed)
          }
          .cancellable(id: CancelID.search, cancelInFlight: true)
        case .results(let results):
          state.results = results
          state.isSearching = false
          state.$recent.withLock { $0.append(state.query) }
          return .none
        case .searchFailed:
          state.isSearching = false
          return .none
        case .clearTapped:
          state.query = ""
          state.results = []
          return .cancel(id: CancelID.search)
        }
      }
    }

    """
  }

  static func banner(_ group: Int) -> String {
    """
    import Statecraft

    struct Banner\(group): Reducer {
      struct State: Equatable {
        var message: String
        var secondsLeft = 5
      }

      enum Action: Equatable {
        case appeared
        case tick
        case closeTapped
      }

      enum CancelID: Hashable, Sendable {
        case timer
      }

      @Dependency(\\.continuousClock) var clock

      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
          return .run { send in
            for _ in 0..<5 {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
          .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .tick:
          state.secondsLeft -= 1
          return .none
        case .closeTapped:
          return .cancel(id: CancelID.timer)
        }
      }
    }

    """
  }

  static func account(_ group: Int) -> String {
    """
    import Statecraft

    struct Account\(group): Reducer {
      struct State: Equatable {
        var user: String
        var isRefreshing = false
      }

      enum Action: Equatable {
        case refreshTapped
        case refreshed(String)
        case logOutTapped
      }

      @Dependency(\\.catalog) var catalog

      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .refreshTapped:
          state.isRefreshing = true
          return .run { [user = state.user] send in
            let found = try await catalog.search(user)
            await send(.refreshed(found.first ?? user))
          }
        case .refreshed(let user):
          state.user = user
          state.isRefreshing = false
          return .none
        case .logOutTapped:
          return .none
        }
      }
    }

    """
  }

  static func session(_ group: Int) -> String {
    """
    import Statecraft

    struct Session\(group): Reducer {
      enum State: Equatable {
        case loggedOut
        case loggedIn(Account\(group).State)
      }

      enum Action: Equatable {
        case logInTapped(String)
        case account(Account\(group).Action)
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .logInTapped(let user):
            state = .loggedIn(Account\(group).State(user: user))
            return .send(.account(.refreshTapped))
          case .account(.logOutTapped):
            state = .loggedOut
            return .none
          case .account:
            return .none
          }
        }
        .ifCaseLet(State.loggedIn, action: Action.account) {
          Account\(group)()
        }
      }
    }

    """
  }

  static func row(_ group: Int) -> String {
    """
    import Foundation
    import Statecraft

    struct Row\(group): Reducer {
      struct State: Equatable, Identifiable {
        let id: UUID
        var title: String
        var isDone = false
        var isSaving = false
      }

      enum Action: Equatable {
        case toggled
        case saveTapped
        case saved
      }

      enum CancelID: Hashable, Sendable {
        case save
      }

      @Dependency(\\.catalog) var catalog

      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .toggled:
          state.isDone.toggle()
          return .none
        case .saveTapped:
          state.isSaving = true
          return .run { [title = state.title] send in
            try await catalog.save(title)
            await send(.saved)
          }
          .cancellable(id: CancelID.save, cancelInFlight: true)
        case .saved:
          state.isSaving = false
          return .none
        }
      }
    }

    """
  }
}
