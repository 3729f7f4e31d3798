import StatecraftTesting
import Testing

@testable import ReservationsFeature

/// The Reservations app explored with its fuzz generator, within bounds: its list's screens are a
/// navigation stack, which can grow without end (a reservation, its room, a reservation of the
/// room, …), so every exploration of it is bounded.
@MainActor
@Suite("Reservations exploration")
struct ReservationsExplorerTests {
  @Test("Every check holds in the first 200 states of the three tabs, every presentation reached")
  func explored() async {
    let report = await StateExplorer(initialState: Tabs.State.sample) { Tabs() }
      .bounds(states: 200)
      .explore(inputs: ReservationsFuzzTests.inputs)
    #expect(report.violation == nil)
    #expect(report.boundReached == .states)
    #expect(report.states == 200)
    #expect(report.description.contains("within bounds"))
    #expect(
      Set(report.coverage.presentations.reached).isSuperset(of: [
        "library.$alert AlertState<AddBook.Action.Alert>",
        "reservations.path[_] .reservation", "reservations.path[_] .room",
        "reservations.path[_].reservation.$confirmationDialog "
          + "ConfirmationDialogState<ReservationDetail.Action.Dialog>",
        "travelPlan.$sheet .editStop", "travelPlan.$sheet .filters", "travelPlan.$sheet .newStop",
      ]))
    #expect(report.coverage.presentations.never == [])
  }

  @Test("The stack: screens are one chain, each case of the path is reached, and configurations")
  func stack() async {
    let report = await StateExplorer(initialState: Reservations.State(reservations: .sample)) {
      Reservations()
    }
    .bounds(depth: 4)
    .explore(inputs: ReservationsFuzzTests.reservations)
    #expect(report.violation == nil)
    #expect(report.boundReached == .depth)
    #expect(
      report.coverage.presentations.reached == [
        "path[_] .reservation", "path[_] .room",
        "path[_].reservation.$confirmationDialog "
          + "ConfirmationDialogState<ReservationDetail.Action.Dialog>",
      ])
    #expect(report.coverage.presentations.never == [])
    #expect(
      report.configurations.contains(
        "path[_] .reservation + path[_] .room + path[_] .reservation"))
  }
}
