import Observation
import Statecraft

/// The view layer: re-scoping a presented child, sends read by views of one field each, a list
/// whose rows are observed, and a field written through the store.
@MainActor
enum ViewScenarios {
  static var all: [Scenario] {
    [
      Scenario(
        "view.scope.cached",
        "store.scope(state: \\.$child, action:) while the child is presented: the cached store",
        baseline: "send", operations: 200_000, target: Target(maxRatio: 0.5)
      ) { count in
        let store = Store(initialState: CounterSheet.State(child: Counter.State())) {
          CounterSheet()
        }
        onScreen(store)
        // One call site, as a view's body scopes on each update.
        @MainActor func child() -> Store<Counter.State, Counter.Action>? {
          store.scope(state: \.$child, action: CounterSheet.Action.child)
        }
        let first = child()
        var same = 0
        let duration = measure {
          for _ in 0..<count where child() === first { same += 1 }
        }
        check(same == count, "view.scope.cached: \(same) of \(count) scopes hit the cache")
        return duration
      },
      observed("view.observe.1", "a send that changes the field one view reads", views: 1),
      observed(
        "view.observe.10", "a send that changes 1 of 10 fields, each read by a view of its own",
        views: 10, baseline: "view.observe.1", target: Target(maxRatio: 1.5)
      ),
      rows("view.rows.10.append", rows: 10, baseline: nil),
      rows(
        "view.rows.1k.append", rows: 1_000, baseline: "view.rows.10.append",
        target: Target(maxRatio: 1.5)
      ),
      Scenario(
        "view.binding.write", #"store.name = "x": a field written through the store"#,
        baseline: "binding.send", operations: 200_000, target: Target(maxRatio: 1.2)
      ) { count in
        let store = Store(initialState: BindingFormFeature.State()) { BindingFormFeature() }
        onScreen(store)
        let duration = measure {
          for _ in 0..<count { store.name = "x" }
        }
        check(store.name == "x", "view.binding.write: name is \(store.name)")
        return duration
      },
    ]
  }

  /// Sends that change `f0` while `views` views read one field each, `f0` first: the view of
  /// `f0` reads again after each send, as SwiftUI's would.
  private static func observed(
    _ id: String, _ summary: String, views: Int, baseline: Baseline? = "send",
    target: Target = Target()
  ) -> Scenario {
    Scenario(id, summary, baseline: baseline, operations: 100_000, target: target) { count in
      let store = Store(initialState: TenFields.State()) { TenFields() }
      let fields: [KeyPath<TenFields.State, Int>] = [
        \.f0, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6, \.f7, \.f8, \.f9,
      ]
      let invalidated = Invalidations()
      @MainActor func view(_ field: KeyPath<TenFields.State, Int>) {
        withObservationTracking {
          blackHole(store[dynamicMember: field])
        } onChange: {
          invalidated.count += 1
        }
      }
      for field in fields.prefix(views) { view(field) }
      let duration = measure {
        for _ in 0..<count {
          store.send(.incrementFirst)
          view(\.f0)
        }
      }
      check(
        invalidated.count == count && store.f0 == count,
        "\(id): \(invalidated.count) invalidations for \(count) sends")
      return duration
    }
  }

  /// Appends a row while each of `rows` rows is read by a view through its row store, and the
  /// list by a view of its own, which reads the rows again after each append.
  private static func rows(
    _ id: String, rows: Int, baseline: Baseline?, target: Target = Target()
  ) -> Scenario {
    Scenario(
      id, "a row appended while \(rows) row stores are observed, and the list",
      baseline: baseline, operations: 20_000, target: target
    ) { count in
      let store = Store(initialState: RowList.State(count: rows)) { RowList() }
      let invalidated = Invalidations()
      @MainActor func list() {
        withObservationTracking {
          blackHole(store.scope(state: \.rows, action: RowList.Action.rows).count)
        } onChange: {
          invalidated.count += 1
        }
      }
      for row in store.scope(state: \.rows, action: RowList.Action.rows) {
        withObservationTracking {
          blackHole(row.title)
        } onChange: {
          invalidated.rows += 1
        }
      }
      list()
      let duration = measure {
        for _ in 0..<count {
          store.send(.append)
          list()
        }
      }
      check(
        invalidated.count == count && invalidated.rows <= 1,
        "\(id): \(invalidated.count) list invalidations, \(invalidated.rows) of a row")
      return duration
    }
  }
}

/// Counts invalidations; the stores notify on the main actor.
// Safe: written by observation callbacks, which the stores call on the main actor only.
private final class Invalidations: @unchecked Sendable {
  var count = 0
  var rows = 0
}
