import Statecraft
import Testing

@testable import Statecraft

/// Rule V20: the buttons UIKit's alert controller shows, which `UIAlertController(store:)` adds
/// one action each for.
@MainActor
@Suite("Alert controller buttons")
struct AlertControllerButtonsTests {
  typealias Alert = Catalogue.Action.Alert

  @Test("V20: buttons with one cancel button are shown as they are, in order")
  func unchanged() {
    let buttons = AlertState<Alert>.confirmation.buttons
    let shown = ButtonState.alertControllerButtons(buttons)
    #expect(shown.map(\.id) == buttons.map(\.id))
    #expect(shown.map(\.role) == [.destructive, nil, .cancel])
    #expect(shown.map(\.action) == [.confirm, .again, nil])
    #expect(shown.map(\.label) == ["Delete", "Ask again", "Cancel"])
  }

  @Test("V20: only the first cancel button keeps its role; the others keep the rest")
  func oneCancel() {
    let buttons: [ButtonState<Alert>] = [
      ButtonState(role: .cancel, action: .again) { "Not now" },
      ButtonState(role: .destructive, action: .confirm) { "Delete" },
      ButtonState(role: .cancel) { "Cancel" },
      ButtonState(role: .cancel) { "Close" },
    ]
    let shown = ButtonState.alertControllerButtons(buttons)
    #expect(shown.map(\.role) == [.cancel, .destructive, nil, nil])
    #expect(shown.map(\.id) == buttons.map(\.id))
    #expect(shown.map(\.action) == [.again, .confirm, nil, nil])
    #expect(shown.map(\.label) == ["Not now", "Delete", "Cancel", "Close"])
  }

  @Test("V20, V9: an alert without buttons shows one OK, whose tap sends one .dismiss")
  func okOfAnEmptyAlert() {
    let harness = CatalogueHarness(Catalogue.State(alert: AlertState { TextState("Saved") }))
    let binding = harness.store.presentation(state: \.$alert, action: Catalogue.Action.alert)
    guard let alert = binding.wrappedValue else {
      Issue.record("no alert is presented")
      return
    }
    let shown = ButtonState.alertControllerButtons(alert.buttons)
    #expect(shown.map(\.label) == ["OK"])
    #expect(shown.map(\.role) == [.cancel])
    #expect(shown.map(\.action) == [nil])

    alert.tap(shown[0])
    #expect(harness.take() == [.alert(.dismiss)])
    #expect(harness.store.alert == nil)
  }
}
