import StatecraftTesting
import Testing

@testable import ReservationsFeature

@MainActor
@Suite("Add book")
struct AddBookTests {
  private let library = AddBook.State(books: .sample)

  @Test("A new title goes onto this screen's shelf")
  func nuevo() async {
    let store = TestStore(initialState: library) { AddBook() }

    await store.send(.titleChanged("Dune")) {
      $0.title = "Dune"
    }
    await store.send(.addTapped) {
      $0.books.append(Book(id: .primero, title: "Dune", shelf: "Pendientes"))
      $0.title = ""
    }
  }

  @Test("A title already on another shelf raises the alert; moving it closes the alert (R6)")
  func duplicadoMover() async {
    let store = TestStore(initialState: library) { AddBook() }

    await store.send(.titleChanged("the swift programming language")) {
      $0.title = "the swift programming language"
    }
    await store.send(.addTapped) {
      $0.alert = .duplicate(.swift, addingTo: "Pendientes")
    }
    #expect(store.state.alert?.title == "Libro ya añadido")
    #expect(
      store.state.alert?.message
        == "The Swift Programming Language ya existe en la estantería Programación."
    )
    #expect(store.state.alert?.buttons.map(\.label) == ["Mover a esta estantería", "Cancelar"])
    await store.send(.alert(.presented(.moveBook(Book.swift.id)))) {
      $0.books[id: Book.swift.id]?.shelf = "Pendientes"
      $0.title = ""
      $0.alert = nil
    }
  }

  @Test("Cancelling the duplicate alert changes nothing but the slot")
  func duplicadoCancelar() async {
    let store = TestStore(
      initialState: AddBook.State(title: "The Swift Programming Language", books: .sample)
    ) {
      AddBook()
    }

    await store.send(.addTapped) {
      $0.alert = .duplicate(.swift, addingTo: "Pendientes")
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  @Test("On the same shelf there is nothing to move: the alert only acknowledges")
  func duplicadoMismaEstanteria() async {
    let store = TestStore(
      initialState: AddBook.State(
        shelf: "Programación", title: "The Swift Programming Language", books: .sample)
    ) {
      AddBook()
    }

    await store.send(.addTapped) {
      $0.alert = .duplicate(.swift, addingTo: "Programación")
    }
    #expect(store.state.alert?.buttons.map(\.label) == ["Aceptar"])
    #expect(store.state.alert?.buttons.map(\.action) == [nil])
  }

  @Test("A blank title adds nothing")
  func sinTitulo() async {
    let store = TestStore(initialState: AddBook.State(title: "  ", books: .sample)) { AddBook() }
    await store.send(.addTapped)
  }
}
