import Statecraft
import StatecraftSwiftUI
import SwiftUI
import UIKit

// The SwiftUI and UIKit samples of Sources/Statecraft/Statecraft.docc/Views.md, as written there,
// type-checked against the stand-in in both flavours. `Library` and `BookRow` are the article's
// features, as Tests/DocumentationSamples/ViewsSamples.swift has them (which runs their samples).

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

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct LibraryView: View {
  @Bindable var store: Store<Library.State, Library.Action>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: Library.Action.path)) {
      List {
        TextField("Title", text: $store.title)
        ForEach(store.scope(state: \.books, action: Library.Action.books)) { book in
          NavigationLink(state: book.state) {
            Text(book.title)
          }
        }
        Button("Add") {
          store.send(.addTapped, animation: .default)
        }
      }
    } destination: { book in
      BookView(store: book)
    }
    .sheet(
      item: $store.scope(state: \.$destination, action: Library.Action.destination)
        .scope(state: Library.Destination.State.editor, action: Library.Destination.Action.editor)
    ) { editor in
      BookView(store: editor)
    }
    .alert(
      $store.scope(state: \.$destination, action: Library.Action.destination)
        .scope(state: Library.Destination.State.alert, action: Library.Destination.Action.alert)
    )
  }
}

struct BookView: View {
  @Bindable var store: Store<BookRow.State, BookRow.Action>

  var body: some View {
    TextField("Title", text: $store.title)
  }
}

// NB: the stand-in's `Bindable` declares `init(wrappedValue:)` in a constrained extension, as
// Apple's symbol identifier says; Swift then gives the memberwise initializers a `Bindable`
// parameter. An initializer taking the store, in an extension so that the article's views keep
// their shape, works in both cases.
extension LibraryView {
  init(store: Store<Library.State, Library.Action>) {
    _store = Bindable(wrappedValue: store)
  }
}

extension BookView {
  init(store: Store<BookRow.State, BookRow.Action>) {
    _store = Bindable(wrappedValue: store)
  }
}

final class LibraryViewController: UIViewController {
  let store: Store<Library.State, Library.Action>

  init(store: Store<Library.State, Library.Action>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  func deleteTapped(_ id: BookRow.State.ID) {
    store.send(.deleteTapped(id))
    if let alert = store.scope(state: \.$destination, action: Library.Action.destination)?
      .scope(state: Library.Destination.State.alert, action: Library.Destination.Action.alert)
    {
      present(UIAlertController(store: alert), animated: true)
    }
  }
}
