// The samples of Sources/Statecraft/Statecraft.docc/SharedState.md, as written there, and their
// tests.
import Foundation
import Statecraft
import StatecraftTesting
import Testing

// MARK: - Declaring a shared value

struct Scoreboard: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("score")) var score = 0
    var lastScorer: String?
  }

  enum Action: Equatable {
    case scored(by: String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .scored(let player):
      state.$score.withLock { $0 += 1 }
      state.lastScorer = player
      return .none
    }
  }
}

struct ScoreBanner: Reducer {
  struct State: Equatable {
    @SharedReader(.inMemory("score")) var score = 0
  }

  enum Action: Equatable {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {}
}

extension SharedKey where Self == InMemoryKey<Int>.Default {
  static var score: Self { Self[.inMemory("score"), default: 0] }
}

struct Header {
  @Shared(.score) var score
}

// MARK: - Handing it on, and its parts

struct Todo: Equatable, Identifiable, Codable, Sendable {
  let id: Int
  var title: String
  var isDone = false
}

extension URL {
  static let todosFile = URL(fileURLWithPath: NSHomeDirectory())
    .appendingPathComponent("Documents/todos.json")
}

struct Todos: Reducer {
  struct State: Equatable {
    @Shared(.fileStorage(.todosFile)) var todos: IdentifiedArrayOf<Todo> = []
    @Presents var editing: TodoEditor.State? = nil
  }

  enum Action: Equatable {
    case addTapped(Todo)
    case rowTapped(Todo.ID)
    case editing(PresentationAction<TodoEditor.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped(let todo):
        state.$todos.withLock { $0.append(todo) }
        return .none
      case .rowTapped(let id):
        guard let todo = state.$todos[id: id] else { return .none }
        state.editing = TodoEditor.State(todo: todo)
        return .none
      case .editing:
        return .none
      }
    }
    .ifLet(\.$editing, action: Action.editing) {
      TodoEditor()
    }
  }
}

struct TodoEditor: Reducer {
  struct State: Equatable {
    @Shared var todo: Todo
  }

  enum Action: Equatable {
    case titleChanged(String)
    case doneToggled
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .titleChanged(let title):
      state.$todo.withLock { $0.title = title }
    case .doneToggled:
      state.$todo.withLock { $0.isDone.toggle() }
    }
    return .none
  }
}

// MARK: - A removed element

struct TodoRow: Reducer {
  struct State: Equatable {
    @Shared var todo: Todo
  }

  enum Action: Equatable {
    case deleteTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    @Shared(.inMemory("todos")) var todos: IdentifiedArrayOf<Todo> = []
    $todos.withLock { _ = $0.remove(id: state.todo.id) }
    return .none
  }
}

// MARK: - Changes outside a step

struct Timekeeper: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("elapsed")) var elapsed = 0
  }

  enum Action: Equatable {
    case startTapped
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { [elapsed = state.$elapsed] _ in
      for await _ in clock.timer(interval: .seconds(1)).prefix(3) {
        elapsed.withLock { $0 += 1 }
      }
    }
  }
}

@MainActor
@Suite("Shared state article samples")
struct SharedStateSamples {
  @Test("Declaring a shared value: two features, one value")
  func declaring() {
    let scoreboard = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let banner = Store(initialState: ScoreBanner.State()) { ScoreBanner() }
    scoreboard.send(.scored(by: "Ana"))
    #expect(banner.score == 1)
    let header = Header()
    #expect(header.score == 1)
  }

  @Test("Deriving a shared element: the editor changes the list's todo")
  func deriving() {
    let store = Store(initialState: Todos.State()) { Todos() }
    store.send(.addTapped(Todo(id: 1, title: "Milk")))
    store.send(.rowTapped(1))
    store.send(.editing(.presented(.titleChanged("Oat milk"))))
    #expect(store.todos[id: 1]?.title == "Oat milk")
  }

  @Test("Testing a shared change")
  func testing() async {
    let store = TestStore(initialState: Scoreboard.State()) { Scoreboard() }
    await store.send(.scored(by: "Ana")) {
      $0.$score.withLock { $0 = 1 }
      $0.lastScorer = "Ana"
    }
  }

  @Test("An unasserted shared change fails, naming every path that holds it")
  func unasserted() async {
    let failures = await capturingFailures {
      let todo = Todo(id: 1, title: "Milk")
      let store = TestStore(initialState: Todos.State()) { Todos() }
      await store.send(.addTapped(todo)) {
        $0.$todos.withLock { $0 = [todo] }
      }
      await store.send(.rowTapped(1)) {
        $0.editing = TodoEditor.State(todo: Shared(value: todo))
      }
      await store.send(.editing(.presented(.doneToggled)))
    }
    #expect(
      failures.map(\.message) == [
        """
        The state changed after send(.editing(.presented(.doneToggled))), but the test expected no change:

            Shared $todos, editing.$todo:
              [
                [0]: Todo(
                  … (2 unchanged)
          −       isDone: false
          +       isDone: true
                )
              ]

        (Expected: −, Actual: +) Describe the change in the trailing closure: send(…) { $0.$todos.withLock { $0 = … } }
        """
      ])
  }

  @Test("Asserting through either path")
  func eitherPath() async {
    let todo = Todo(id: 1, title: "Milk")
    let store = TestStore(initialState: Todos.State()) { Todos() }
    await store.send(.addTapped(todo)) {
      $0.$todos.withLock { $0 = [todo] }
    }
    await store.send(.rowTapped(1)) {
      $0.editing = TodoEditor.State(todo: Shared(value: todo))
    }
    await store.send(.editing(.presented(.doneToggled))) {
      $0.$todos.withLock { $0[id: 1]?.isDone = true }
    }
    await store.send(.editing(.presented(.titleChanged("Oat milk")))) {
      $0.editing?.$todo.withLock { $0.title = "Oat milk" }
    }
  }

  @Test("A removed element the state holds: the failure says how to assert it")
  func removedElement() async throws {
    @Shared(.inMemory("todos")) var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
    let todo = try #require($todos[id: 1])
    let failures = await capturingFailures {
      let store = TestStore(initialState: TodoRow.State(todo: todo)) { TodoRow() }
      await store.send(.deleteTapped)
    }
    #expect(
      failures.map(\.message) == [
        """
        The state changed after send(.deleteTapped), but the test expected no change:

            Shared .inMemory("todos"), which the state holds only in part, as $todo:
          −   [
          −     [0]: Todo(
          −       id: 1,
          −       title: "Milk",
          −       isDone: false
          −     )
          −   ]
          +   []

        (Expected: −, Actual: +) The element with id 1 was removed from the shared value .inMemory("todos"), which the state holds only in part: $0.$todo cannot describe a removal. Declare the key in the test (@Shared(.inMemory("todos")) var todos: IdentifiedArray<Int, Todo> = …) and describe the change through it in the trailing closure: send(…) { _ in $todos.withLock { $0.remove(id: 1) } }
        """
      ])
  }

  @Test("A removed element, asserted through the test's own declaration of the list")
  func removedElementAsserted() async throws {
    @Shared(.inMemory("todos")) var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
    let todo = try #require($todos[id: 1])
    let store = TestStore(initialState: TodoRow.State(todo: todo)) { TodoRow() }
    await store.send(.deleteTapped) { _ in
      $todos.withLock { $0.remove(id: 1) }
    }
    #expect(todos == [])
  }

  @Test("A change outside a step, asserted with store.assert")
  func outside() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timekeeper.State()) {
      Timekeeper()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped)
    await clock.advance(by: .seconds(3))
    store.assert {
      $0.$elapsed.withLock { $0 = 3 }
    }
  }

  @Test("A change outside a step, not asserted")
  func outsideUnasserted() async {
    let failures = await capturingFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Timekeeper.State()) {
        Timekeeper()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTapped)
      await clock.advance(by: .seconds(3))
      await store.send(.startTapped)
      await clock.advance(by: .seconds(3))
      store.assert {
        $0.$elapsed.withLock { $0 = 6 }
      }
    }
    #expect(
      failures.map(\.message) == [
        """
        A shared value changed outside a step, before send(.startTapped):

            Shared $elapsed:
          −   0
          +   3

        (Before: −, After: +) No reducer made this change: an effect's withLock, another store or the test did. Assert it with store.assert { $0.$elapsed.withLock { … } } once it has happened, or make it in a reducer.
        """
      ])
  }

  @Test("Files in tests")
  func files() async {
    let saved = Data(#"[{"id": 1, "isDone": false, "title": "Milk"}]"#.utf8)
    let fileSystem = SharedFileSystem.inMemory(files: [.todosFile: saved])
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.sharedStorage = SharedStorage(fileSystem: fileSystem)
    }
    #expect(store.state.todos.map(\.title) == ["Milk"])
    await store.send(.addTapped(Todo(id: 2, title: "Eggs"))) {
      $0.$todos.withLock { $0.append(Todo(id: 2, title: "Eggs")) }
    }
    let written = fileSystem.contents(of: .todosFile) ?? Data()
    #expect((try? JSONDecoder().decode([Todo].self, from: written))?.count == 2)
  }
}
