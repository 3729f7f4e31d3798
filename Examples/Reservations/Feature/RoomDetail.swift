import Statecraft

/// A room's screen: the reservations of that room, each of which opens its own screen on top.
struct RoomDetail: Reducer {
  struct State: Hashable {
    var roomName: String
    var reservations: IdentifiedArrayOf<Reservation>
  }

  enum Action: Equatable {
    case reservationTapped(Reservation.ID)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // The list pushes the reservation's screen.
    .none
  }
}
