import Observation
import Statecraft
import Synchronization
import Testing

@testable import Statecraft

/// Rule V13 for lists: row stores cached by id, observed row by row.
@MainActor
@Suite("Row stores")
struct RowStoresTests {
  private func rows(
    _ store: Store<Catalogue.State, Catalogue.Action>
  ) -> RowStores<Int, CatalogueRow.State, CatalogueRow.Action> {
    store.scope(state: \.rows, action: Catalogue.Action.rows)
  }

  @Test("An unannotated scope of an IdentifiedArray gives the rows' stores")
  func unannotated() {
    let store = Store(initialState: Catalogue.State(rows: [CatalogueRow.State(id: 1)])) {
      Catalogue()
    }
    let rows = store.scope(state: \.rows, action: Catalogue.Action.rows)
    #expect(rows.count == 1)
    #expect(rows.first?.withState(\.id) == 1)
  }

  @Test("V13: one store per row, the same on every read; sends arrive as .element")
  func cachedPerID() {
    let harness = CatalogueHarness(
      Catalogue.State(rows: [CatalogueRow.State(id: 1), CatalogueRow.State(id: 2)]))
    let first = rows(harness.store)
    let second = rows(harness.store)
    #expect(first.ids == [1, 2])
    #expect(first[0] === second[0])
    #expect(first[id: 2] === second[1])
    #expect(first[id: 3] == nil)
    first[1].send(.toggled)
    #expect(harness.take() == [.rows(.element(id: 2, action: .toggled))])
    #expect(harness.store.rows[id: 2]?.checked == true)
    harness.store.send(.appendRow(3))
    #expect(rows(harness.store)[0] === first[0])
  }

  @Test("V13: a removed row's store keeps its last state and drops sends, reported once")
  func removedRow() {
    let harness = CatalogueHarness(
      Catalogue.State(rows: [CatalogueRow.State(id: 1), CatalogueRow.State(id: 2)]))
    let line: UInt = #line + 1
    let rows = harness.store.scope(state: \.rows, action: Catalogue.Action.rows)
    let row = rows[0]
    row.send(.toggled)
    harness.store.send(.removeRow(1))
    _ = harness.take()
    #expect(row.hasEnded)
    #expect(row.state == CatalogueRow.State(id: 1, checked: true))
    let issues = reportedIssues {
      row.send(.toggled)
      row.send(.toggled)
    }
    #expect(
      issues.map(\.message) == [
        """
        An action was sent on the store of the row 1, which has been removed. The action was \
        dropped, and so will be any sent on this store after it.

          Action: .toggled

        A view should let go of a row's store when the row leaves the list.
        """
      ])
    #expect(issues.map(\.line) == [line])
    #expect(harness.take() == [])
    // The collection made before the removal still gives a store for the row, as it was when
    // the collection was made, and ended.
    #expect(rows[0].state == CatalogueRow.State(id: 1, checked: false))
    #expect(rows[0].hasEnded)
  }

  @Test("Appending a row invalidates the list, not the other rows")
  func appendInvalidatesOnlyTheList() {
    let store = Store(
      initialState: Catalogue.State(rows: [
        CatalogueRow.State(id: 1), CatalogueRow.State(id: 2), CatalogueRow.State(id: 3),
      ])
    ) { Catalogue() }
    let rowsFired = Atomic(0)
    let listFired = Atomic(0)
    let rows = rows(store)
    for row in rows {
      withObservationTracking {
        _ = row.checked
      } onChange: {
        rowsFired.add(1, ordering: .relaxed)
      }
    }
    withObservationTracking {
      _ = self.rows(store)
    } onChange: {
      listFired.add(1, ordering: .relaxed)
    }
    store.send(.appendRow(4))
    #expect(listFired.load(ordering: .relaxed) == 1)
    #expect(rowsFired.load(ordering: .relaxed) == 0)
    rows[1].send(.toggled)
    #expect(rowsFired.load(ordering: .relaxed) == 1)
  }
}
