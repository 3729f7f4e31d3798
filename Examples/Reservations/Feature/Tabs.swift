import Statecraft

/// The Reservations app: three screens side by side, each a feature of its own with its own
/// presentation slot.
///
/// The screens are always there, so they are composed with `Scope`, not presented.
struct Tabs: Reducer {
  enum Tab: Hashable, CaseIterable {
    case reservations
    case library
    case travelPlan
  }

  struct State: Hashable {
    var selected = Tab.reservations
    var reservations = Reservations.State()
    var library = AddBook.State()
    var travelPlan = TravelPlan.State()
  }

  enum Action: Equatable {
    case tabSelected(Tab)
    case reservations(Reservations.Action)
    case library(AddBook.Action)
    case travelPlan(TravelPlan.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.reservations, action: Action.reservations) {
      Reservations()
    }
    Scope(state: \.library, action: Action.library) {
      AddBook()
    }
    Scope(state: \.travelPlan, action: Action.travelPlan) {
      TravelPlan()
    }
    Reduce { state, action in
      if case .tabSelected(let tab) = action {
        state.selected = tab
      }
      return .none
    }
  }
}

extension Tabs.State {
  /// The app's sample data.
  static var sample: Self {
    Self(
      reservations: Reservations.State(reservations: .sample),
      library: AddBook.State(books: .sample),
      travelPlan: TravelPlan.State(stops: .sample)
    )
  }
}
