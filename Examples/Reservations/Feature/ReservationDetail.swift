import Statecraft

/// One reservation's screen: its room and time, a way to the room's screen, and cancelling,
/// asked through a confirmation dialog with a visible title and a message naming the room.
///
/// The slot holds the dialog itself, built from the reservation when "cancel" is tapped: no
/// "dialog shown" flag beside it. Confirming tells the list (`delegate`), which removes the
/// reservation and pops its screen.
struct ReservationDetail: Reducer {
  struct State: Hashable {
    var reservation: Reservation
    @Presents var confirmationDialog: ConfirmationDialogState<Action.Dialog>? = nil
  }

  enum Action: Equatable {
    case cancelTapped
    case roomTapped
    case confirmationDialog(PresentationAction<Dialog>)
    case delegate(Delegate)

    /// What the dialog's buttons can do; "Mantener reserva" sends nothing.
    enum Dialog: Hashable {
      case cancelReservation(Reservation.ID)
    }

    /// What the list hears from this screen.
    enum Delegate: Equatable {
      case cancelConfirmed(Reservation.ID)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelTapped:
        state.confirmationDialog = .cancel(state.reservation)
        return .none

      case .confirmationDialog(.presented(.cancelReservation(let id))):
        return .send(.delegate(.cancelConfirmed(id)))

      case .roomTapped, .confirmationDialog(.dismiss), .delegate:
        return .none
      }
    }
    .ifLet(\.$confirmationDialog, action: Action.confirmationDialog)
  }
}

extension ConfirmationDialogState where Action == ReservationDetail.Action.Dialog {
  /// Asks before cancelling `reservation`, naming its room. The title is visible: a dialog's title
  /// is hidden by default.
  static func cancel(_ reservation: Reservation) -> Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Cancelar reserva")
    } actions: {
      ButtonState(role: .destructive, action: .cancelReservation(reservation.id)) {
        TextState("Cancelar \(reservation.roomName)")
      }
      ButtonState(role: .cancel) {
        TextState("Mantener reserva")
      }
    } message: {
      TextState("La reserva de \(reservation.roomName) se eliminará de tu calendario.")
    }
  }
}
