import Statecraft
import Testing

/// A screen with one presentation slot, for the dump and diff of `@Presents`.
private enum Shelf {
  struct Item: Equatable, Identifiable {
    var id: Int
    var name: String
    var stock: Int
  }

  enum Destination: Equatable {
    case detail(Item)
    case alert(AlertState<AlertAction>)
  }

  enum AlertAction: Equatable { case confirmDelete(Int) }

  struct State: Equatable {
    var items: [Item]
    @Presents var destination: Destination? = nil
  }
}

@Suite("Dump of a presentation slot")
struct DumpPresentationTests {
  private let item = Shelf.Item(id: 1, name: "Silla", stock: 4)

  @Test("An empty slot dumps as nil, a filled one as what it presents")
  func dumpSlot() {
    Golden.assert(Dump.text(of: Shelf.State(items: [item])), matches: "dump-presents-empty")
    Golden.assert(
      Dump.text(of: Shelf.State(items: [item], destination: .detail(item))),
      matches: "dump-presents-detail"
    )
  }

  @Test("A change inside the presented value diffs down to the changed field")
  func diffInsideSlot() {
    var changed = item
    changed.stock = 3
    Golden.assert(
      Dump.diff(
        Shelf.State(items: [item], destination: .detail(item)),
        Shelf.State(items: [item], destination: .detail(changed))
      ),
      matches: "diff-presents-same-case"
    )
  }

  @Test("Presenting something else shows the old presentation against the new one")
  func diffOtherPresentation() {
    let alert = AlertState<Shelf.AlertAction> {
      TextState("¿Borrar «Silla»?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDelete(1)) { TextState("Borrar") }
      ButtonState(role: .cancel) { TextState("Cancelar") }
    }
    Golden.assert(
      Dump.diff(
        Shelf.State(items: [item], destination: .detail(item)),
        Shelf.State(items: [item], destination: .alert(alert))
      ),
      matches: "diff-presents-other-case"
    )
    Golden.assert(
      Dump.diff(
        Shelf.State(items: [item]),
        Shelf.State(items: [item], destination: .alert(alert))
      ),
      matches: "diff-presents-nil-to-alert"
    )
  }
}
