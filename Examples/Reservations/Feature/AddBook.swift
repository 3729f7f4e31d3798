import Foundation
import Statecraft

/// A library screen whose alert depends on the data: adding a title the library already has asks
/// what to do, with buttons that depend on where the book is.
///
/// The alert exists because there is a duplicate: it is built from the book already there, and
/// its "move" button carries that book's id.
struct AddBook: Reducer {
  struct State: Hashable {
    /// The shelf this screen adds books to.
    var shelf = "Pendientes"
    var title = ""
    var books: IdentifiedArrayOf<Book> = []
    @Presents var alert: AlertState<Action.Alert>? = nil
  }

  enum Action: Equatable {
    case titleChanged(String)
    case addTapped
    case alert(PresentationAction<Alert>)

    /// What the duplicate alert's buttons can do; the cancel button sends nothing.
    enum Alert: Hashable {
      case moveBook(Book.ID)
    }
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleChanged(let title):
        state.title = title
        return .none

      case .addTapped:
        let title = state.title.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return .none }
        if let existing = state.books.first(where: { $0.title.lowercased() == title.lowercased() })
        {
          state.alert = .duplicate(existing, addingTo: state.shelf)
          return .none
        }
        state.books.append(Book(id: uuid(), title: title, shelf: state.shelf))
        state.title = ""
        return .none

      case .alert(.presented(.moveBook(let id))):
        state.books[id: id]?.shelf = state.shelf
        state.title = ""
        return .none

      case .alert(.dismiss):
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}

extension AlertState where Action == AddBook.Action.Alert {
  /// Says where the book already is; offers to move it when that is another shelf.
  static func duplicate(_ book: Book, addingTo shelf: String) -> Self {
    AlertState {
      TextState("Libro ya añadido")
    } actions: {
      if book.shelf != shelf {
        ButtonState(action: .moveBook(book.id)) {
          TextState("Mover a esta estantería")
        }
        ButtonState(role: .cancel) {
          TextState("Cancelar")
        }
      } else {
        ButtonState(role: .cancel) {
          TextState("Aceptar")
        }
      }
    } message: {
      TextState("\(book.title) ya existe en la estantería \(book.shelf).")
    }
  }
}
