// The samples of Sources/Statecraft/Statecraft.docc/Views.md, as written there, and their tests.
import Observation
import Statecraft
import StatecraftTesting
import Synchronization
import Testing

struct Library: Reducer {
  struct State: Equatable {
    var title = "Books"
    var books: IdentifiedArrayOf<BookRow.State> = []
    @Presents var destination: Destination.State? = nil
    var path = StackState<BookRow.State>()
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case addTapped
    case deleteTapped(BookRow.State.ID)
    case books(IdentifiedActionOf<BookRow>)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<BookRow>)

    enum Alert: Equatable { case confirmDelete(BookRow.State.ID) }
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case editor(BookRow.State)
      case alert(AlertState<Library.Action.Alert>)
    }

    enum Action: Equatable {
      case editor(BookRow.Action)
      case alert(Library.Action.Alert)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.editor, action: Action.editor) { BookRow() }
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .editor(BookRow.State(id: state.books.count, title: ""))
      case .deleteTapped(let id):
        state.destination = .alert(
          AlertState {
            TextState("Delete this book?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete(id)) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
      case .destination(.presented(.alert(.confirmDelete(let id)))):
        state.books.remove(id: id)
      case .binding, .books, .destination, .path:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .forEach(\.books, action: Action.books) { BookRow() }
    .forEach(\.path, action: Action.path) { BookRow() }
  }
}

struct BookRow: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
  }

  enum Action: Equatable { case titleChanged(String) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleChanged(let title): state.title = title
      }
      return .none
    }
  }
}

@MainActor
@Suite("Views article")
struct ViewsSamples {
  private let store = Store(
    initialState: Library.State(books: [BookRow.State(id: 0, title: "Dune")])
  ) {
    Library()
  }

  @Test("A scope returns the same store while the same thing is presented")
  func scoping() {
    let store = self.store
    store.send(.addTapped)
    let editor = store.scope(state: \.$destination, action: Library.Action.destination)?
      .scope(state: Library.Destination.State.editor, action: Library.Destination.Action.editor)
    editor?.send(.titleChanged("Emma"))  // sends .destination(.presented(.editor(...)))
    #expect(store.destination == .editor(BookRow.State(id: 1, title: "Emma")))
    #expect(editor?.id != nil)
  }

  @Test("Presentation bindings: a sheet swiped down, an alert's buttons")
  func bindings() {
    let store = self.store
    store.send(.addTapped)
    let editor = store.presentation(state: \.$destination, action: Library.Action.destination)
      .scope(state: Library.Destination.State.editor, action: Library.Destination.Action.editor)
    editor.wrappedValue?.send(.titleChanged("Emma"))
    editor.wrappedValue = nil  // swiped down: sends .destination(.dismiss)
    #expect(store.destination == nil)

    store.send(.deleteTapped(0))
    let alert = store.presentation(state: \.$destination, action: Library.Action.destination)
      .scope(state: Library.Destination.State.alert, action: Library.Destination.Action.alert)
    if let alertStore = alert.wrappedValue {
      alertStore.tap(alertStore.buttons[0])  // sends .destination(.presented(.alert(...)))
    }
    #expect(store.books.isEmpty)
  }

  @Test("A stack's path: links push, a shorter path pops")
  func stacks() {
    let store = self.store
    let stack = store.scope(state: \.path, action: Library.Action.path)
    stack.path.append(.link(BookRow.State(id: 7, title: "Dune")))  // sends .push(id: #0, ...)
    stack.path.removeLast()  // sends .popFrom(id: #0)
    #expect(store.path.isEmpty)
  }

  @Test("Rows and fields")
  func rowsAndFields() {
    let store = self.store
    for row in store.scope(state: \.books, action: Library.Action.books) {
      row.send(.titleChanged(row.title.uppercased()))  // sends .books(.element(id:action:))
    }
    store.title = "My books"  // sends .binding(.set(\.title, "My books"))
    #expect(store.books[id: 0]?.title == "DUNE")
    #expect(store.title == "My books")
  }

  @Test("A reader of one field is invalidated by that field alone")
  func observation() {
    let store = self.store
    let invalidated = Atomic(false)
    withObservationTracking {
      _ = store.title
    } onChange: {
      invalidated.store(true, ordering: .relaxed)
    }
    store.send(.books(.element(id: 0, action: .titleChanged("Emma"))))  // title unchanged
    #expect(invalidated.load(ordering: .relaxed) == false)
  }

  @Test("The view driver taps an alert's buttons as SwiftUI does")
  func driver() {
    let driver = ViewDriver(
      initialState: Library.State(books: [BookRow.State(id: 0, title: "Dune")])
    ) {
      Library()
    }
    let alert = driver.alert {
      $0.presentation(state: \.$destination, action: Library.Action.destination)
        .scope(state: Library.Destination.State.alert, action: Library.Destination.Action.alert)
    }
    driver.store.send(.deleteTapped(0))
    driver.render()
    #expect(alert.buttons == ["Delete", "Cancel"])
    alert.tap("Delete", order: .nilWriteFirst)
    #expect(
      driver.takeActions() == [
        .deleteTapped(0),
        .destination(.presented(.alert(.confirmDelete(0)))),
      ])
    #expect(driver.issues.isEmpty)
  }
}
