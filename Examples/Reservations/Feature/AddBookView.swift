import ExampleSupport
import Foundation
import Statecraft

/// The library screen in the terminal, and its duplicate alert when it is up.
enum AddBookView {
  static func screen(_ state: AddBook.State) -> [String] {
    var lines = ["Biblioteca · añadiendo a «\(state.shelf)»"]
    if state.books.isEmpty { lines.append("  La biblioteca está vacía.") }
    for (book, title) in zip(state.books, Screen.column(state.books.map(\.title))) {
      lines.append("  \(title)  · \(book.shelf.truncated(toColumns: Screen.nameColumns))")
    }
    lines += ["", "  Título: \(state.title.isEmpty ? "—" : state.title)"]
    if let alert = state.alert { lines += ["", alert.text] }
    return lines
  }

  static func choices(_ state: AddBook.State) -> [String] {
    if let alert = state.alert { return Screen.buttonChoices(alert.buttons.count) }
    return ["t <título>) escribir el título", "a) añadir el libro"]
  }

  static func action(
    for line: String, in state: AddBook.State
  ) -> Result<AddBook.Action, InvalidInput> {
    if let alert = state.alert {
      if line == "x" { return .success(.alert(.dismiss)) }
      return alert.action(forButton: line).map(AddBook.Action.alert)
    }
    let (command, argument) = Screen.command(line)
    switch command {
    case "t":
      guard !argument.isEmpty else {
        return .failure(InvalidInput("Escribe el título: t <título>."))
      }
      return .success(.titleChanged(argument))
    case "a" where argument.isEmpty:
      guard !state.title.isEmpty else {
        return .failure(InvalidInput("Escribe antes el título: t <título>."))
      }
      return .success(.addTapped)
    default:
      return .failure(.notAChoice(line))
    }
  }
}
