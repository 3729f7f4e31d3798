import Statecraft
import StatecraftTesting
import Testing

// What `report.testSource` wrote for the overlapping presentations of `Overlapping`, pasted
// unchanged between the markers: `ExportedTraceTests` compares it with what the explorer writes
// now, and runs it. The state it ends in holds an alert, which the explorer does not write as
// Swift, so the test takes the explorer.

// exported:begin
/// The trace StateExplorer found: two things are presented at once.
///
/// It takes the explorer: the state it ends in holds a value of AlertState<Overlapping.Action.Alert> at alert, which the explorer cannot write as Swift.
@MainActor
func exploredTrace(_ explorer: StateExplorerOf<Overlapping>) async {
  let store = explorer.testStore()
  store.exhaustivity = .off
  await store.send(.openSheetTapped)
  // sheet: nil → Overlapping.Sheet.State(text: "")
  await store.send(.sheet(.presented(.deleteTapped)))
  // alert: nil → AlertState<Overlapping.Action.Alert>(title: "Delete?", message: nil, buttons: [])
  explorer.check(store)
}
// exported:end
