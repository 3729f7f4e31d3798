import SwiftUI

// Deleting a chore asks first, in the two shapes: a flag beside the data it presents
// (`isPresented:` + `presenting:`, any SDK), and the data alone (`item:`, SDK 27).

struct Chore: Hashable {
  var title: String
}

struct ChoreWithFlagView: View {
  let chore: Chore
  var onDelete: (Chore) -> Void

  @State private var isConfirmingDelete = false
  @State private var choreToDelete: Chore?

  var body: some View {
    Button("Borrar", role: .destructive) {
      choreToDelete = chore
      isConfirmingDelete = true
    }
    .confirmationDialog(
      "¿Borrar la tarea?", isPresented: $isConfirmingDelete, presenting: choreToDelete
    ) { chore in
      Button("Borrar \(chore.title)", role: .destructive) { onDelete(chore) }
    } message: { _ in
      Text("No se puede deshacer.")
    }
  }
}

struct ChoreView: View {
  let chore: Chore
  var onDelete: (Chore) -> Void

  @State private var choreToDelete: Chore?

  var body: some View {
    Button("Borrar", role: .destructive) {
      choreToDelete = chore
    }
    .itemConfirmationDialog("¿Borrar la tarea?", item: $choreToDelete) { chore in
      Button("Borrar \(chore.title)", role: .destructive) { onDelete(chore) }
    } message: { _ in
      Text("No se puede deshacer.")
    }
  }
}
