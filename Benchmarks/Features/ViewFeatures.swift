import Statecraft

/// A screen of ten counters, each read by a view of its own: a send changes one of them.
struct TenFields: Reducer {
  struct State: Equatable {
    var f0 = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0, f5 = 0, f6 = 0, f7 = 0, f8 = 0, f9 = 0
  }

  enum Action: Equatable {
    case incrementFirst
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.f0 += 1
      return .none
    }
  }
}

/// A list whose rows a view shows one store each: appending adds a row and, past the list's
/// base size, removes the oldest added one, so that the list keeps its size.
struct RowList: Reducer {
  struct Row: Equatable, Identifiable {
    let id: Int
    var title: String
  }

  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row>
    var nextID: Int
    let base: Int

    init(count: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0, title: "Row \($0)") })
      nextID = count
      base = count
    }
  }

  enum Action: Equatable {
    case append
    case rows(IdentifiedAction<Int, RowAction>)
  }

  enum RowAction: Equatable { case rename }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .append:
        if state.rows.count > state.base, let oldest = state.rows.ids.dropFirst(state.base).first {
          state.rows.remove(id: oldest)
        }
        state.rows.append(Row(id: state.nextID, title: "Row \(state.nextID)"))
        state.nextID += 1
      case .rows:
        break
      }
      return .none
    }
  }
}
