import Statecraft

extension TravelPlan {
  /// Every sheet of the travel plan, one case at a time: the sheet destination enum that
  /// `@Reducer enum` would write in TCA, written out by hand.
  ///
  /// Two cases run the same feature, each on its own case. A case is part of the presentation's
  /// identity, and so is the `Identifiable` id of its payload: editing another stop is another
  /// presentation, while editing the same stop keeps it.
  struct Sheet: Reducer {
    enum State: Hashable {
      case newStop(StopForm.State)
      case editStop(StopForm.State)
      case filters(StopFilters.State)
    }

    enum Action: Equatable {
      case newStop(StopForm.Action)
      case editStop(StopForm.Action)
      case filters(StopFilters.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.newStop, action: Action.newStop) {
        StopForm()
      }
      Scope(state: State.editStop, action: Action.editStop) {
        StopForm()
      }
      Scope(state: State.filters, action: Action.filters) {
        StopFilters()
      }
    }
  }
}
