import Statecraft

/// A feature whose state holds a list, for the scenarios that copy, compare or diff large states.
struct Rows: Reducer {
  struct Row: Equatable, Identifiable {
    let id: Int
    var title: String
    var count = 0
  }

  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row>

    init(count: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0, title: "Row \($0)") })
    }
  }

  enum Action: Equatable {
    case increment(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment(let id):
        state.rows[id: id]?.count += 1
        return .none
      }
    }
  }
}

/// Enum shapes for the case path scenarios: a plain payload, a labelled payload, an indirect case.
enum Shape {
  case payload(Int)
  case labelled(x: Int, y: Int)
  indirect case boxed(Int)
}
