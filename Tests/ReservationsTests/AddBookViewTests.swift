import ExampleSupport
import Statecraft
import Testing

@testable import ReservationsFeature

@Suite("Add book view")
struct AddBookViewTests {
  @Test("The library, the title being typed, and the duplicate alert")
  func pantalla() {
    let biblioteca = AddBook.State(title: "Dune", books: .sample)
    #expect(
      AddBookView.screen(biblioteca) == [
        "Biblioteca · añadiendo a «Pendientes»",
        "  The Swift Programming Language  · Programación",
        "  Cien años de soledad            · Novela",
        "",
        "  Título: Dune",
      ]
    )
    #expect(
      AddBookView.choices(biblioteca) == ["t <título>) escribir el título", "a) añadir el libro"])

    let alerta = AddBook.State(books: .sample, alert: .duplicate(.swift, addingTo: "Pendientes"))
    let pantalla = AddBookView.screen(alerta).joined(separator: "\n")
    #expect(pantalla.contains("  Título: —"))
    #expect(pantalla.contains("  ┌─ Libro ya añadido ─"))
    #expect(
      pantalla.contains(
        "  │ The Swift Programming Language ya existe en la estantería Programación."))
    #expect(pantalla.contains("  │ [1] Mover a esta estantería   [2] Cancelar"))
    #expect(AddBookView.choices(alerta) == ["1-2) pulsar un botón", "x) cerrar"])
    #expect(AddBookView.screen(AddBook.State()).contains("  La biblioteca está vacía."))
  }

  @Test("Lines: t types the title, a adds it; in the alert, 1 moves, 2 and x cancel")
  func acciones() {
    let vacia = AddBook.State(books: .sample)
    #expect(AddBookView.action(for: "t Dune", in: vacia) == .success(.titleChanged("Dune")))
    #expect(
      AddBookView.action(for: "t", in: vacia)
        == .failure(InvalidInput("Escribe el título: t <título>.")))
    #expect(
      AddBookView.action(for: "a", in: vacia)
        == .failure(InvalidInput("Escribe antes el título: t <título>.")))
    #expect(AddBookView.action(for: "a", in: AddBook.State(title: "Dune")) == .success(.addTapped))
    #expect(AddBookView.action(for: "c", in: vacia) == .failure(.notAChoice("c")))

    let alerta = AddBook.State(books: .sample, alert: .duplicate(.swift, addingTo: "Pendientes"))
    #expect(
      AddBookView.action(for: "1", in: alerta)
        == .success(.alert(.presented(.moveBook(Book.swift.id)))))
    #expect(AddBookView.action(for: "2", in: alerta) == .success(.alert(.dismiss)))
    #expect(AddBookView.action(for: "x", in: alerta) == .success(.alert(.dismiss)))
  }
}
