import Statecraft

/// The filters sheet of the travel plan: which stops the timeline shows.
///
/// It edits a copy of the filters in force. "Hecho" hands the copy to the parent and closes the
/// sheet; closing it any other way discards the copy, as closing a form discards its draft.
struct StopFilters: Reducer {
  struct State: Hashable {
    /// Show only the stops whose name contains this; empty shows them all.
    var query = ""
  }

  enum Action: Equatable {
    case queryChanged(String)
    case clearTapped
    case doneTapped
    /// What the sheet tells its parent.
    case delegate(Delegate)

    enum Delegate: Equatable {
      case apply(StopFilters.State)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .none

      case .clearTapped:
        state.query = ""
        return .none

      case .doneTapped:
        return .run { [filters = state] send in
          await send(.delegate(.apply(filters)))
          await dismiss()
        }

      case .delegate:
        return .none
      }
    }
  }
}

extension StopFilters.State {
  /// The stops these filters let through.
  func filter(_ stops: some Sequence<Stop>) -> [Stop] {
    guard !query.isEmpty else { return Array(stops) }
    return stops.filter { $0.name.lowercased().contains(query.lowercased()) }
  }
}
