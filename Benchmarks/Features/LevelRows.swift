import Statecraft

/// A list whose rows each run an effect in their own level (a `forEach` element), for the scenarios
/// that check what levels cost: a send while many rows run, starting many rows.
struct LevelRows: Reducer {
  struct Row: Equatable, Identifiable {
    let id: Int
  }

  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row>
    var taps = 0

    init(count: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0) })
    }
  }

  enum Action: Equatable {
    /// Changes the feature's own counter; no row is touched.
    case tap
    case add(Int)
    case remove(Int)
    case rows(IdentifiedAction<Int, RowAction>)
  }

  enum RowAction: Equatable {
    /// Starts a timer that waits a day between ticks (it never ticks in a benchmark, unless a
    /// test clock is advanced), in the row's level.
    case start
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.taps += 1
      case .add(let id):
        state.rows.append(Row(id: id))
      case .remove(let id):
        state.rows.remove(id: id)
      case .rows:
        break
      }
      return .none
    }
    .forEach(\.rows, action: Action.rows) {
      Reduce<Row, RowAction> { _, _ in
        .run { [clock] _ in
          while true { try await clock.sleep(for: .seconds(86_400)) }
        }
      }
    }
  }
}
