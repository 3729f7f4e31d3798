import SwiftUI

// An inventory with one optional destination instead of a flag per screen: a detail pushed on a
// navigation stack, a form in a sheet, a deletion confirmed in an alert; with animated changes.

struct Item: Identifiable, Hashable {
  let id: UUID
  var name: String
  var isArchived = false
}

enum InventoryDestination: Identifiable, Hashable {
  case form(Item)
  case deletion(Item)

  var id: Self { self }

  var form: Item? {
    if case .form(let item) = self { item } else { nil }
  }
}

struct InventoryView: View {
  @State private var items: [Item] = []
  @State private var path: [Item] = []
  @State private var destination: InventoryDestination?
  @State private var showsArchived = false

  var body: some View {
    NavigationStack(path: $path) {
      List {
        Toggle("Archivados", isOn: $showsArchived.animation(.easeInOut))
        ForEach(items) { item in
          NavigationLink(item.name, value: item)
        }
        Button("Nuevo") {
          withAnimation {
            destination = .form(Item(id: UUID(), name: ""))
          }
        }
      }
      .navigationDestination(for: Item.self) { item in
        ItemDetailView(item: item) {
          withTransaction(Transaction(animation: .default)) {
            destination = .deletion(item)
          }
        }
      }
      .navigationTitle("Inventario")
    }
    .sheet(item: formBinding) { item in
      ItemFormView(draft: item)
    }
    .itemAlert("¿Borrar?", item: deletionBinding) { item in
      Button("Borrar \(item.name)", role: .destructive) {
        items.removeAll { $0.id == item.id }
      }
    } message: { item in
      Text("\(item.name) desaparecerá del inventario.")
    }
  }

  /// The destination narrowed to one case: `nil` for the others, and writing `nil` empties it.
  /// Derived from `$destination`, whose value any closure may read and write: closures that touch
  /// the view's main-actor state would need `{ @MainActor in … }` (must-not-compile/), which Swift
  /// 6.3.1 on Linux fails to build (README.md).
  private var formBinding: Binding<Item?> {
    let destination = $destination
    return Binding(
      get: { destination.wrappedValue?.form },
      set: { if $0 == nil { destination.wrappedValue = nil } })
  }

  private var deletionBinding: Binding<Item?> {
    let destination = $destination
    return Binding(
      get: {
        if case .deletion(let item) = destination.wrappedValue { item } else { nil }
      },
      set: { if $0 == nil { destination.wrappedValue = nil } })
  }
}

struct ItemDetailView: View {
  let item: Item
  var onDelete: () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(item.name)
      Button("Borrar", role: .destructive, action: onDelete)
    }
  }
}

struct ItemFormView: View {
  @State var draft: Item

  var body: some View {
    Form {
      TextField("Nombre", text: $draft.name)
      Toggle("Archivado", isOn: $draft.isArchived)
    }
  }
}

/// Other presentations of an item: a popover, and a full-screen cover, which macOS lacks (so this
/// view is unavailable there too).
@available(macOS, unavailable)
struct ItemPresentationsView: View {
  @State private var popoverItem: Item?
  @State private var coveredItem: Item?

  var body: some View {
    Text("Detalles")
      .popover(item: $popoverItem) { item in Text(item.name) }
      .fullScreenCover(item: $coveredItem) { item in ItemFormView(draft: item) }
  }
}
