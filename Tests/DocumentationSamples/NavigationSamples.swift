// The samples of Sources/Statecraft/Statecraft.docc/Navigation.md, as written there, and their
// tests.
import Foundation
import Statecraft
import StatecraftTesting
import Testing

struct BookScreen: Reducer {
  struct State: Equatable {
    var title: String
    var isFavorite = false
  }

  enum Action: Equatable {
    case favoriteTapped
    case authorTapped
    case doneTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoriteTapped:
        state.isFavorite.toggle()
        return .none
      case .authorTapped:
        return .none
      case .doneTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

struct AuthorScreen: Reducer {
  struct State: Equatable {
    var name: String
  }

  enum Action: Equatable {
    case bookTapped(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct CatalogPath: Reducer {
  enum State: Equatable {
    case book(BookScreen.State)
    case author(AuthorScreen.State)
  }

  enum Action: Equatable {
    case book(BookScreen.Action)
    case author(AuthorScreen.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: State.book, action: Action.book) { BookScreen() }
    Scope(state: State.author, action: Action.author) { AuthorScreen() }
  }
}

struct Catalog: Reducer {
  struct State: Equatable {
    var titles: [String] = []
    var path = StackState<CatalogPath.State>()
  }

  enum Action: Equatable {
    case titleTapped(String)
    case path(StackActionOf<CatalogPath>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleTapped(let title):
        state.path.append(.book(BookScreen.State(title: title)))
        return .none

      case .path(.element(_, .book(.authorTapped))):
        state.path.append(.author(AuthorScreen.State(name: "Ursula K. Le Guin")))
        return .none

      case .path(.element(_, .author(.bookTapped(let title)))):
        state.path.append(.book(BookScreen.State(title: title)))
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) {
      CatalogPath()
    }
  }
}

@MainActor
@Suite("Navigation article samples")
struct NavigationSamples {
  @Test("Pushing and popping in a reducer")
  func editing() {
    var path = StackState<CatalogPath.State>()
    path.append(.book(BookScreen.State(title: "The Dispossessed")))  // #0
    path.append(.author(AuthorScreen.State(name: "Ursula K. Le Guin")))  // #1
    path[id: 0, case: CatalogPath.State.book]?.isFavorite = true
    path.pop(from: 1)  // pops #1 and every screen above it
    path.removeAll()
    path.append(.book(BookScreen.State(title: "Lathe of Heaven")))  // #2: never #0 again
    #expect(path.ids == [2])
  }

  @Test("From a navigation view")
  func fromAView() {
    let store = Store(initialState: Catalog.State()) { Catalog() }
    let pathStore = store.scope(state: \.path, action: Catalog.Action.path)
    pathStore.push(.book(BookScreen.State(title: "The Dispossessed")))  // sends .push(id: #0, …)
    if let screen = pathStore.scope(id: 0) {
      screen.send(.book(.favoriteTapped))  // sends .path(.element(id: #0, action: …))
    }
    pathStore.setPath([])  // the user went back: sends .popFrom(id: #0)
    #expect(store.state.path.isEmpty)
  }

  @Test("Testing a stack")
  func testing() async {
    let store = TestStore(initialState: Catalog.State(titles: ["The Dispossessed"])) {
      Catalog()
    }

    await store.send(.titleTapped("The Dispossessed")) {
      $0.path.append(.book(BookScreen.State(title: "The Dispossessed")))
    }
    await store.send(.path(.element(id: 0, action: .book(.authorTapped)))) {
      $0.path[id: 1] = .author(AuthorScreen.State(name: "Ursula K. Le Guin"))
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path[id: 1] = nil
    }
    await store.send(.path(.element(id: 0, action: .book(.favoriteTapped)))) {
      $0.path[id: 0, case: CatalogPath.State.book]?.isFavorite = true
    }
    await store.send(.path(.element(id: 0, action: .book(.doneTapped))))
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }

  @Test("A push asserted as TCA asserts it")
  func pushAsInTCA() async {
    let store = TestStore(initialState: Catalog.State()) { Catalog() }

    await store.send(.path(.push(id: 0, state: .author(AuthorScreen.State(name: "Le Guin"))))) {
      $0.path[id: 0] = .author(AuthorScreen.State(name: "Le Guin"))
    }
    await store.send(.path(.element(id: 0, action: .author(.bookTapped("Always Coming Home"))))) {
      $0.path.append(.book(BookScreen.State(title: "Always Coming Home")))
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test("What is reported: a pop of a screen that is gone")
  func reported() async {
    let store = TestStore(initialState: Catalog.State()) { Catalog() }
    let failures = await capturingFailures {
      await store.send(.path(.popFrom(id: 3)))
    }
    // As the article wraps it; the exact text is compared in StatecraftTests.
    let expected = """
      A forEach received a pop of an id that is not in its stack. Neither was anything popped nor did
      the parent run; nothing was changed.

        Action: .path(.popFrom(id: #3))
        Element id: #3
        Stack: StackState<CatalogPath.State> in Catalog.State, holding []

      This usually means the screen was popped already: a second tap on back, or a pop sent after the
      parent removed the screen.
      """
    func words(_ text: String) -> [Substring] { text.split(whereSeparator: \.isWhitespace) }
    #expect(
      failures.map { words($0.message.replacing(/:\d+$/, with: "")) }
        == [words(expected + "\n\n  Raised at: DocumentationSamples/NavigationSamples.swift")])
  }
}
