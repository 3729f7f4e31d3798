import Foundation
import StatecraftTesting
import Testing

@testable import ReservationsFeature

/// The Reservations app (its three tabs) played by the fuzzer: what each screen offers, the tabs
/// while nothing covers them, and late taps. `STATECRAFT_FUZZ_SEQUENCES=10000 swift test --filter
/// Fuzz` plays more.
@MainActor
@Suite("Reservations fuzzing")
struct ReservationsFuzzTests {
  @Test("Every check holds over 500 sequences of 30 steps")
  func fuzz() async {
    let report = await Fuzzer(initialState: Tabs.State.sample) { Tabs() }
      .advancingClock(by: [.seconds(1)])
      .run(seed: 0x7AB5, sequences: 500, steps: 30, inputs: Self.inputs)
    #expect(
      report.presentations.keys.sorted() == [
        "library.$alert AlertState<AddBook.Action.Alert>",
        "reservations.path[_].reservation.$confirmationDialog ConfirmationDialogState<ReservationDetail.Action.Dialog>",
        "travelPlan.$sheet .editStop", "travelPlan.$sheet .filters", "travelPlan.$sheet .newStop",
      ])
  }

  /// What `TabsView` offers: the selected screen's choices, and the other tabs while the screen
  /// presents nothing.
  static func inputs(_ state: Tabs.State) -> [FuzzInput<Tabs.Action>] {
    let screen: [FuzzInput<Tabs.Action>]
    let isPresenting: Bool
    switch state.selected {
    case .reservations:
      screen = reservations(state.reservations).map { $0.map(Tabs.Action.reservations) }
      isPresenting = ReservationsView.isPresenting(state.reservations)
    case .library:
      screen = library(state.library).map { $0.map(Tabs.Action.library) }
      isPresenting = state.library.alert != nil
    case .travelPlan:
      screen = travelPlan(state.travelPlan).map { $0.map(Tabs.Action.travelPlan) }
      isPresenting = state.travelPlan.sheet != nil
    }
    guard !isPresenting else { return screen }
    return screen
      + Tabs.Tab.allCases.filter { $0 != state.selected }.map { .send(.tabSelected($0)) }
  }

  /// The list, or the top screen of its stack: the screen's own choices, going back (to any
  /// screen below, as a long press on back does), and late actions of screens that are gone.
  static func reservations(_ state: Reservations.State) -> [FuzzInput<Reservations.Action>] {
    let gone = UUID.sample(0x19)
    guard let top = state.path.ids.last, let screen = state.path.last else {
      return state.reservations.ids.map { .send(.reservationTapped($0)) }
        + [.stale(.reservationTapped(gone))]
        + FuzzInput.stack(
          state.path, embed: Reservations.Action.path, staleAction: .reservation(.cancelTapped))
    }
    func onTop(_ action: Reservations.Path.Action) -> Reservations.Action {
      .path(.element(id: top, action: action))
    }
    switch screen {
    case .reservation(let detail):
      if let dialog = detail.confirmationDialog {
        return FuzzInput.buttons(of: dialog) { onTop(.reservation(.confirmationDialog($0))) }
          + [.stale(onTop(.room(.reservationTapped(detail.reservation.id))))]
      }
      return [
        .send(onTop(.reservation(.cancelTapped))), .send(onTop(.reservation(.roomTapped))),
        // The dialog's button once the dialog is gone (R7), and a room's row on this screen (S5).
        .stale(onTop(.reservation(.confirmationDialog(.presented(.cancelReservation(gone)))))),
        .stale(onTop(.room(.reservationTapped(detail.reservation.id)))),
      ]
        + FuzzInput.stack(
          state.path, embed: Reservations.Action.path, staleAction: .reservation(.cancelTapped))
    case .room(let room):
      return room.reservations.ids.map { .send(onTop(.room(.reservationTapped($0)))) }
        + [.stale(onTop(.reservation(.roomTapped)))]
        + FuzzInput.stack(
          state.path, embed: Reservations.Action.path, staleAction: .reservation(.cancelTapped))
    }
  }

  static func library(_ state: AddBook.State) -> [FuzzInput<AddBook.Action>] {
    if let alert = state.alert {
      return FuzzInput.buttons(of: alert) { .alert($0) }
    }
    return [
      .send(.titleChanged("Cien años de soledad")), .send(.titleChanged("Rayuela")),
      .send(.titleChanged("")), .send(.addTapped),
      .stale(.alert(.presented(.moveBook(state.books.ids.first ?? UUID.sample(0x29))))),
      .stale(.alert(.dismiss)),
    ]
  }

  static func travelPlan(_ state: TravelPlan.State) -> [FuzzInput<TravelPlan.Action>] {
    switch state.sheet {
    case nil:
      return state.visibleStops.map { .send(.stopTapped($0.id)) } + [
        .send(.addStopTapped), .send(.filtersTapped),
        .stale(.sheet(.dismiss)), .stale(.sheet(.presented(.filters(.doneTapped)))),
      ]
    case .newStop(let form):
      return self.form(form).map { $0.map { .sheet(.presented(.newStop($0))) } } + [
        .send(.sheet(.dismiss)), .stale(.sheet(.presented(.filters(.clearTapped)))),
      ]
    case .editStop(let form):
      return self.form(form).map { $0.map { .sheet(.presented(.editStop($0))) } } + [
        .send(.sheet(.dismiss)), .stale(.sheet(.presented(.newStop(.cancelTapped)))),
      ]
    case .filters:
      return [
        .send(.sheet(.presented(.filters(.queryChanged("Madrid"))))),
        .send(.sheet(.presented(.filters(.queryChanged("zz"))))),
        .send(.sheet(.presented(.filters(.clearTapped)))),
        .send(.sheet(.presented(.filters(.doneTapped)))), .send(.sheet(.dismiss)),
        .stale(.sheet(.presented(.editStop(.saveTapped)))),
      ]
    }
  }

  static func form(_ state: StopForm.State) -> [FuzzInput<StopForm.Action>] {
    var inputs: [FuzzInput<StopForm.Action>] = [
      .send(.binding(.set(\.stop.name, "Valencia"))), .send(.binding(.set(\.stop.name, ""))),
      .send(.cancelTapped),
    ]
    if let arrival = state.stop.arrival.at(hour: 14, minute: 30) {
      inputs.append(.send(.binding(.set(\.stop.arrival, arrival))))
    }
    if state.canSave { inputs.append(.send(.saveTapped)) }
    return inputs
  }
}
