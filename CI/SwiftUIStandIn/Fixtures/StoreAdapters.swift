import Statecraft
import StatecraftSwiftUI
import SwiftUI

// Every call form of the adapters, on one feature: a text field bound to the store, a list of row
// stores, a navigation stack of a stack's store with links, sheets, a popover, a cover and a
// navigation destination from `@Presents` slots and from one case of a destination enum, alerts and
// a dialog from stores, and animated sends.

struct Shelf: Reducer {
  struct State: Equatable {
    var name = "Estante"
    var books: IdentifiedArrayOf<ShelfBook.State> = []
    var path = StackState<ShelfBook.State>()
    @Presents var editor: ShelfBook.State? = nil
    @Presents var destination: Destination.State? = nil
    @Presents var alert: AlertState<Action.Alert>? = nil
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>? = nil
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case addTapped
    case sortTapped
    case books(IdentifiedActionOf<ShelfBook>)
    case path(StackActionOf<ShelfBook>)
    case editor(PresentationAction<ShelfBook.Action>)
    case destination(PresentationAction<Destination.Action>)
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)

    enum Alert: Equatable { case emptyShelf }
    enum Dialog: Equatable { case sortByTitle }
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case details(ShelfBook.State)
      case preview(ShelfBook.State)
      case cover(ShelfBook.State)
      case pushed(ShelfBook.State)
      case alert(AlertState<Shelf.Action.Alert>)
    }

    enum Action: Equatable {
      case details(ShelfBook.Action)
      case preview(ShelfBook.Action)
      case cover(ShelfBook.Action)
      case pushed(ShelfBook.Action)
      case alert(Shelf.Action.Alert)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.details, action: Action.details) { ShelfBook() }
      Scope(state: State.preview, action: Action.preview) { ShelfBook() }
      Scope(state: State.cover, action: Action.cover) { ShelfBook() }
      Scope(state: State.pushed, action: Action.pushed) { ShelfBook() }
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.editor = ShelfBook.State(id: state.books.count, title: "")
      case .sortTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Ordenar")
        } actions: {
          ButtonState(action: .sortByTitle) { TextState("Por título") }
          ButtonState(role: .cancel) { TextState("Cancelar") }
        }
      case .binding, .books, .path, .editor, .destination, .alert, .dialog:
        break
      }
      return .none
    }
    .ifLet(\.$editor, action: Action.editor) { ShelfBook() }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .ifLet(\.$alert, action: Action.alert)
    .ifLet(\.$dialog, action: Action.dialog)
    .forEach(\.books, action: Action.books) { ShelfBook() }
    .forEach(\.path, action: Action.path) { ShelfBook() }
  }
}

struct ShelfBook: Reducer {
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

struct ShelfView: View {
  @Bindable var store: Store<Shelf.State, Shelf.Action>

  // NB: an explicit initializer: the stand-in's `Bindable` declares `init(wrappedValue:)` in a
  // constrained extension, as Apple's symbol identifier says, and Swift then gives the synthesized
  // memberwise initializer a `Bindable` parameter. Initializing the wrapper works in both cases.
  init(store: Store<Shelf.State, Shelf.Action>) {
    _store = Bindable(wrappedValue: store)
  }

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: Shelf.Action.path)) {
      List {
        TextField("Nombre", text: $store.name)
        ForEach(store.scope(state: \.books, action: Shelf.Action.books)) { book in
          NavigationLink(state: book.state) {
            Text(book.title)
          }
        }
        NavigationLink("Nuevo", state: ShelfBook.State(id: 100, title: ""))
        Button("Añadir") {
          store.send(.addTapped, animation: .default)
        }
        Button("Ordenar") {
          store.send(.sortTapped, transaction: Transaction(animation: .easeInOut))
        }
      }
    } destination: { book in
      ShelfBookView(store: book)
    }
    .modifier(ShelfSheets(store: store))
    .modifier(ShelfAlerts(store: store))
  }
}

/// The sheets, the popover and the navigation destination of a shelf.
struct ShelfSheets: ViewModifier {
  @Bindable var store: Store<Shelf.State, Shelf.Action>

  init(store: Store<Shelf.State, Shelf.Action>) {
    _store = Bindable(wrappedValue: store)
  }

  func body(content: Content) -> some View {
    content
      .sheet(item: $store.scope(state: \.$editor, action: Shelf.Action.editor)) { editor in
        ShelfBookView(store: editor)
      }
      .sheet(
        item: $store.scope(state: \.$destination, action: Shelf.Action.destination)
          .scope(state: Shelf.Destination.State.details, action: Shelf.Destination.Action.details)
      ) { details in
        ShelfBookView(store: details)
      }
      .popover(item: preview) { preview in
        ShelfBookView(store: preview)
      }
      .navigationDestination(item: pushed) { pushed in
        ShelfBookView(store: pushed)
      }
  }

  private var preview: Binding<Store<ShelfBook.State, ShelfBook.Action>?> {
    $store.scope(state: \.$destination, action: Shelf.Action.destination)
      .scope(state: Shelf.Destination.State.preview, action: Shelf.Destination.Action.preview)
  }

  /// The same forms with case paths.
  private var pushed: Binding<Store<ShelfBook.State, ShelfBook.Action>?> {
    $store.scope(state: \.$destination, action: CasePath(Shelf.Action.destination))
      .scope(
        state: CasePath(Shelf.Destination.State.pushed),
        action: CasePath(Shelf.Destination.Action.pushed))
  }
}

/// The alerts and the dialog of a shelf.
struct ShelfAlerts: ViewModifier {
  @Bindable var store: Store<Shelf.State, Shelf.Action>

  init(store: Store<Shelf.State, Shelf.Action>) {
    _store = Bindable(wrappedValue: store)
  }

  func body(content: Content) -> some View {
    content
      .alert($store.scope(state: \.$alert, action: Shelf.Action.alert))
      .alert(
        $store.scope(state: \.$destination, action: Shelf.Action.destination)
          .scope(state: Shelf.Destination.State.alert, action: Shelf.Destination.Action.alert)
      )
      .confirmationDialog($store.scope(state: \.$dialog, action: CasePath(Shelf.Action.dialog)))
  }
}

/// A full-screen cover, which macOS lacks (so this view is unavailable there too), from a store
/// held in `@State`: `$store` is a `Binding`.
@available(macOS, unavailable)
struct ShelfCoverView: View {
  @State var store: Store<Shelf.State, Shelf.Action>

  var body: some View {
    Text(store.name)
      .fullScreenCover(
        item: $store.scope(state: \.$destination, action: Shelf.Action.destination)
          .scope(state: Shelf.Destination.State.cover, action: Shelf.Destination.Action.cover)
      ) { cover in
        ShelfBookView(store: cover)
      }
      .alert($store.scope(state: \.$alert, action: Shelf.Action.alert))
  }
}

/// A screen given its store by a parent, as a `@Binding`: the same forms through `Binding`.
struct ShelfEditorView: View {
  @Binding var store: Store<Shelf.State, Shelf.Action>

  var body: some View {
    Form {
      TextField("Nombre", text: $store.name)
    }
    .sheet(item: $store.scope(state: \.$editor, action: Shelf.Action.editor)) { editor in
      ShelfBookView(store: editor)
    }
    .confirmationDialog($store.scope(state: \.$dialog, action: Shelf.Action.dialog))
  }
}

struct ShelfBookView: View {
  @Bindable var store: Store<ShelfBook.State, ShelfBook.Action>

  init(store: Store<ShelfBook.State, ShelfBook.Action>) {
    _store = Bindable(wrappedValue: store)
  }

  var body: some View {
    Form {
      TextField("Título", text: $store.title)
    }
  }
}

/// A field of a feature without `BindableAction`, bound through the action that changes it.
struct SearchBox: Reducer {
  struct State: Equatable {
    var query = ""
  }

  enum Action: Equatable {
    case queryChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .none
      }
    }
  }
}

struct SearchBoxView: View {
  @Bindable var store: Store<SearchBox.State, SearchBox.Action>

  init(store: Store<SearchBox.State, SearchBox.Action>) {
    _store = Bindable(wrappedValue: store)
  }

  var body: some View {
    Form {
      TextField("Buscar", text: $store.binding(\.query, send: SearchBox.Action.queryChanged))
      TextField(
        "Buscar", text: $store.binding(\.query, send: CasePath(SearchBox.Action.queryChanged)))
    }
  }
}

/// The same, from a store held in `@State`.
struct SearchBoxStateView: View {
  @State var store: Store<SearchBox.State, SearchBox.Action>

  var body: some View {
    TextField("Buscar", text: $store.binding(\.query, send: SearchBox.Action.queryChanged))
  }
}
