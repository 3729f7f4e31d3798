import Foundation
import Statecraft

/// A book on one of the library's shelves.
struct Book: Hashable, Identifiable {
  let id: UUID
  var title: String
  var shelf: String
}

extension IdentifiedArray where ID == Book.ID, Element == Book {
  /// The library the app starts with.
  static var sample: Self {
    [
      Book(id: .sample(0x21), title: "The Swift Programming Language", shelf: "Programación"),
      Book(id: .sample(0x22), title: "Cien años de soledad", shelf: "Novela"),
    ]
  }
}
