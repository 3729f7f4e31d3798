import Statecraft

/// The filters sheet of the travel plan: which stops the timeline shows.
struct StopFilters: Reducer {
  struct State: Equatable {
    /// Show only the stops whose name contains this; empty shows them all.
    var query = ""
  }

  enum Action: Equatable {
    case queryChanged(String)
    case clearTapped
    case doneTapped
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
        return .run { _ in await dismiss() }
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
