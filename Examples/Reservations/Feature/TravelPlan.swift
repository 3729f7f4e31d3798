import Foundation
import Statecraft

/// A travel plan with several sheets (new stop, edit stop, filters) behind one enum.
///
/// `sheet` is `nil` or exactly one ``Sheet`` case, so two sheets can never be up at once, and the
/// edit sheet carries the stop it edits.
struct TravelPlan: Reducer {
  struct State: Hashable {
    var stops: IdentifiedArrayOf<Stop> = []
    /// The filters in force; the filters sheet edits a copy.
    var filters = StopFilters.State()
    @Presents var sheet: Sheet.State? = nil

    /// The timeline: the stops the filters let through, by arrival.
    var visibleStops: [Stop] {
      filters.filter(stops).sorted { $0.arrival < $1.arrival }
    }
  }

  enum Action: Equatable {
    case addStopTapped
    case stopTapped(Stop.ID)
    case filtersTapped
    case sheet(PresentationAction<Sheet.Action>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addStopTapped:
        // A new stop arrives an hour after the last one.
        let last = state.stops.map(\.arrival).max() ?? .sampleDay(at: 11, 0)
        let stop = Stop(id: uuid(), name: "", arrival: last.addingTimeInterval(3600))
        state.sheet = .newStop(StopForm.State(stop: stop))
        return .none

      case .stopTapped(let id):
        guard let stop = state.stops[id: id] else { return .none }
        state.sheet = .editStop(StopForm.State(stop: stop))
        return .none

      case .filtersTapped:
        state.sheet = .filters(state.filters)
        return .none

      case .sheet(.presented(.newStop(.delegate(.save(let stop))))):
        state.stops.append(stop)
        return .none

      case .sheet(.presented(.editStop(.delegate(.save(let stop))))):
        state.stops[id: stop.id] = stop
        return .none

      // Only "hecho" applies the filters; closing the sheet from outside discards them.
      case .sheet(.presented(.filters(.delegate(.apply(let filters))))):
        state.filters = filters
        return .none

      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: Action.sheet) {
      Sheet()
    }
  }
}
