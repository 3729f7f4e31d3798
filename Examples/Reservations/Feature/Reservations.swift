import Statecraft

/// Meeting-room reservations: cancelling one asks through a confirmation dialog that names the
/// room, with a visible title.
///
/// The slot holds the dialog itself, built from the reservation when "cancel" is tapped. There is
/// no "reservation to cancel" kept beside a "dialog shown" flag: the dialog's destructive button
/// carries the reservation's id, so confirming removes that reservation and only that one.
struct Reservations: Reducer {
  struct State: Equatable {
    var reservations: IdentifiedArrayOf<Reservation> = []
    @Presents var confirmationDialog: ConfirmationDialogState<Action.Dialog>? = nil
  }

  enum Action: Equatable {
    case cancelTapped(Reservation.ID)
    case confirmationDialog(PresentationAction<Dialog>)

    /// What the dialog's buttons can do; "Mantener reserva" sends nothing.
    enum Dialog: Equatable {
      case cancelReservation(Reservation.ID)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelTapped(let id):
        guard let reservation = state.reservations[id: id] else { return .none }
        state.confirmationDialog = .cancel(reservation)
        return .none

      case .confirmationDialog(.presented(.cancelReservation(let id))):
        state.reservations.remove(id: id)
        return .none

      case .confirmationDialog(.dismiss):
        return .none
      }
    }
    .ifLet(\.$confirmationDialog, action: Action.confirmationDialog)
  }
}

extension ConfirmationDialogState where Action == Reservations.Action.Dialog {
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
