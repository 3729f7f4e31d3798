import SwiftUI

// Adding a book that is already on a shelf warns, in an alert driven by the duplicate it found.

struct DuplicateBook: Identifiable, Hashable {
  let id = UUID()
  let title: String
  let shelf: String
}

struct AddBookView: View {
  @State private var title = ""
  @State private var duplicate: DuplicateBook?

  var body: some View {
    Form {
      TextField("Título", text: $title)
      Button("Añadir") {
        add()
      }
    }
    .itemAlert("Ese libro ya está", item: $duplicate) { duplicate in
      Button("Moverlo aquí") {
        move(duplicate)
      }
      Button("Dejarlo", role: .cancel) {}
    } message: { duplicate in
      Text("\(duplicate.title) está en el estante \(duplicate.shelf).")
    }
  }

  private func add() {
    if title == "Don Quijote" {
      duplicate = DuplicateBook(title: title, shelf: "Clásicos")
    }
  }

  private func move(_ duplicate: DuplicateBook) {}
}
