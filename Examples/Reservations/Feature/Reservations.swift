import Statecraft

/// Meeting-room reservations, as a navigation stack: the list at the root, a reservation's screen
/// over it, the room's screen over that, and again a reservation of that room, as deep as the user
/// goes.
///
/// The screens are one `StackState` of ``Path`` cases, not a flag per screen and a selected id
/// beside it: a screen is on the stack or it is not, with its own state. Cancelling is asked on
/// the reservation's screen, through a confirmation dialog that names the room; confirmed, the
/// reservation leaves the list and its screen, with every screen above it, leaves the stack.
struct Reservations: Reducer {
  struct State: Hashable {
    var reservations: IdentifiedArrayOf<Reservation> = []
    var path = StackState<Path.State>()
  }

  enum Action: Equatable {
    case reservationTapped(Reservation.ID)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reservationTapped(let id), .path(.element(_, .room(.reservationTapped(let id)))):
        guard let reservation = state.reservations[id: id] else { return .none }
        state.path.append(.reservation(ReservationDetail.State(reservation: reservation)))
        return .none

      case .path(.element(let id, .reservation(.roomTapped))):
        guard case .reservation(let screen) = state.path[id: id] else { return .none }
        let roomName = screen.reservation.roomName
        state.path.append(
          .room(
            RoomDetail.State(
              roomName: roomName,
              reservations: state.reservations.filter { $0.roomName == roomName }
            )
          )
        )
        return .none

      case .path(.element(_, .reservation(.delegate(.cancelConfirmed(let id))))):
        state.reservations.remove(id: id)
        state.path.removeScreens(of: id)
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Path() }
  }

  /// The screens that can be pushed: one `Scope` line per kind of screen.
  struct Path: Reducer {
    enum State: Hashable {
      case reservation(ReservationDetail.State)
      case room(RoomDetail.State)
    }

    enum Action: Equatable {
      case reservation(ReservationDetail.Action)
      case room(RoomDetail.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.reservation, action: Action.reservation) { ReservationDetail() }
      Scope(state: State.room, action: Action.room) { RoomDetail() }
    }
  }
}

extension StackState where Element == Reservations.Path.State {
  /// After `id` was cancelled: pops from the lowest screen of that reservation (the screens above
  /// it were reached through it), and takes it out of the rooms' lists below.
  mutating func removeScreens(of id: Reservation.ID) {
    for (screenID, screen) in zip(ids, self) {
      switch screen {
      case .reservation(let detail) where detail.reservation.id == id:
        pop(from: screenID)
        return
      case .room(var room) where room.reservations.contains(id: id):
        room.reservations.remove(id: id)
        self[id: screenID] = .room(room)
      case .reservation, .room:
        break
      }
    }
  }
}
