import Statecraft
import Testing

@testable import Statecraft

/// Rules V5-V10: presentation bindings, as SwiftUI's item bindings read and write them.
@MainActor
@Suite("Presentation bindings")
struct PresentationBindingTests {
  private func destination(
    _ store: Store<Catalogue.State, Catalogue.Action>
  ) -> PresentationBinding<Catalogue.Destination.State, Catalogue.Destination.Action> {
    store.presentation(state: \.$destination, action: Catalogue.Action.destination)
  }

  private func alert(
    _ store: Store<Catalogue.State, Catalogue.Action>
  ) -> PresentationBinding<AlertState<Catalogue.Action.Alert>, Catalogue.Action.Alert> {
    store.presentation(state: \.$alert, action: Catalogue.Action.alert)
  }

  @Test("V5: the getter returns the cached store; presentationID is the slot's id when made")
  func getter() {
    let store = Store(initialState: Catalogue.State()) { Catalogue() }
    #expect(destination(store).presentationID == nil)
    #expect(destination(store).wrappedValue == nil)
    store.send(.showEditor("a"))
    let binding = destination(store)
    #expect(binding.presentationID == store.withState { $0.$destination.id })
    let first = binding.wrappedValue
    #expect(first != nil)
    #expect(binding.wrappedValue === first)
  }

  @Test("V6: writing nil sends one .dismiss, and a second write for it nothing")
  func nilWriteDismissesOnce() {
    let harness = CatalogueHarness(Catalogue.State(destination: .editor(Folio.State(name: "a"))))
    let binding = destination(harness.store)
    binding.wrappedValue = nil
    binding.wrappedValue = nil
    #expect(harness.take() == [.destination(.dismiss)])
    #expect(harness.store.destination == nil)
  }

  @Test("V6: a binding never dismisses an empty slot or a newer presentation")
  func nilWriteTargetsItsPresentation() {
    let harness = CatalogueHarness()
    let store = harness.store
    let empty = destination(store)
    empty.wrappedValue = nil
    store.send(.showEditor("a"))
    let forA = destination(store)
    store.send(.showEditor("b"))
    _ = harness.take()
    forA.wrappedValue = nil
    #expect(harness.take() == [])
    #expect(store.destination == .editor(Folio.State(name: "b")))
  }

  @Test("V6: a binding made while the slot was empty targets what its getter last returned")
  func bindingMadeWhileEmpty() {
    let harness = CatalogueHarness()
    let store = harness.store
    let binding = destination(store)
    store.send(.showEditor("a"))
    #expect(binding.presentationID == nil)
    #expect(binding.wrappedValue != nil)
    _ = harness.take()
    binding.wrappedValue = nil
    #expect(harness.take() == [.destination(.dismiss)])

    // Never read while something was up: nothing to target, nothing sent.
    store.send(.showEditor("b"))
    let unread = store.presentation(state: \.$alert, action: Catalogue.Action.alert)
    store.send(.showPlainAlert)
    _ = harness.take()
    unread.wrappedValue = nil
    store.endViewTurn()
    #expect(harness.take() == [])
  }

  @Test(
    "V7, V9: both orders of a button and the nil write send the same one action",
    arguments: [false, true], ["Delete", "Cancel", "Ask again"]
  )
  func bothOrders(nilFirst: Bool, label: String) {
    let harness = CatalogueHarness(Catalogue.State(alert: .confirmation))
    let binding = alert(harness.store)
    guard let alertStore = binding.wrappedValue,
      let button = alertStore.buttons.first(where: { $0.label.description == label })
    else {
      Issue.record("no alert")
      return
    }
    if nilFirst {
      binding.wrappedValue = nil
      #expect(binding.wrappedValue == nil)
      alertStore.tap(button)
    } else {
      alertStore.tap(button)
      binding.wrappedValue = nil
    }
    harness.store.endViewTurn()
    let expected: [Catalogue.Action] =
      switch label {
      case "Delete": [.alert(.presented(.confirm))]
      case "Ask again": [.alert(.presented(.again))]
      default: [.alert(.dismiss)]
      }
    #expect(harness.take() == expected)
    // "Ask again" presents a new alert (R6): it stays up in both orders.
    #expect((harness.store.alert != nil) == (label == "Ask again"))
  }

  @Test("V7: a held nil write dismisses at the end of the turn, when no button releases it")
  func heldUntilEndOfTurn() async {
    let harness = CatalogueHarness(Catalogue.State(alert: .confirmation))
    let binding = alert(harness.store)
    _ = binding.wrappedValue
    binding.wrappedValue = nil
    #expect(harness.take() == [])
    #expect(binding.wrappedValue == nil)
    #expect(harness.store.alert != nil)
    // The end of the turn, as the main actor's next job.
    await Task { @MainActor in }.value
    #expect(harness.take() == [.alert(.dismiss)])
    #expect(harness.store.alert == nil)
  }

  @Test("V7: a sheet's nil write is not held")
  func sheetsAreNotHeld() {
    let harness = CatalogueHarness(Catalogue.State(destination: .editor(Folio.State(name: "a"))))
    destination(harness.store).wrappedValue = nil
    #expect(harness.take() == [.destination(.dismiss)])
  }

  @Test("V8: a non-nil write is ignored; a store the getter does not return is reported")
  func nonNilWrites() {
    let harness = CatalogueHarness(Catalogue.State(destination: .editor(Folio.State(name: "a"))))
    let line: UInt = #line + 1
    let binding = harness.store.presentation(
      state: \.$destination, action: Catalogue.Action.destination)
    let other = Store(initialState: Catalogue.Destination.State.editor(Folio.State(name: "x"))) {
      Catalogue.Destination()
    }
    let issues = reportedIssues {
      binding.wrappedValue = binding.wrappedValue
      binding.wrappedValue = other
    }
    #expect(
      issues.map(\.message) == [
        """
        A presentation binding was given a store that it does not present. Nothing was sent.

        A presentation binding takes nil (a dismissal) only: present something by sending an \
        action whose reducer fills the slot.
        """
      ])
    #expect(issues.map(\.line) == [line])
    #expect(harness.take() == [])
  }

  @Test("V9: a button of a destination's alert sends .presented(.alert(action)) or .dismiss")
  func destinationButtons() {
    let harness = CatalogueHarness(Catalogue.State(destination: .alert(.confirmation)))
    let alertBinding = destination(harness.store)
      .scope(state: Catalogue.Destination.State.alert, action: Catalogue.Destination.Action.alert)
    guard let alertStore = alertBinding.wrappedValue else {
      Issue.record("no alert")
      return
    }
    alertStore.tap(alertStore.buttons[0])
    #expect(harness.take() == [.destination(.presented(.alert(.confirm)))])
    #expect(harness.store.destination == nil)

    harness.store.send(.showAlert)
    _ = harness.take()
    guard let second = alertBinding.wrappedValue else {
      Issue.record("no second alert")
      return
    }
    second.tap(second.buttons[2])
    #expect(harness.take() == [.destination(.dismiss)])
  }

  @Test("V9: a button without an action on a store not scoped to a presentation is reported")
  func buttonWithoutPresentation() {
    let store = Store(initialState: AlertState<Catalogue.Action.Alert>.confirmation) {
      EmptyReducer<AlertState<Catalogue.Action.Alert>, Catalogue.Action.Alert>()
    }
    let issues = reportedIssues { store.tap(store.buttons[2]) }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("A button without an action was tapped") == true)
  }

  @Test("V10: a case-narrowed binding reads nil for other cases and never dismisses them")
  func narrowedBinding() {
    let harness = CatalogueHarness()
    let store = harness.store
    func editorSheet() -> PresentationBinding<Folio.State, Folio.Action> {
      destination(store)
        .scope(
          state: Catalogue.Destination.State.editor, action: Catalogue.Destination.Action.editor)
    }
    store.send(.showEditor("a"))
    let sheet = editorSheet()
    let editor = sheet.wrappedValue
    #expect(editor != nil)
    editor?.send(.textChanged("x"))
    #expect(store.destination == .editor(Folio.State(name: "a", text: "x")))
    // The sheet's feature replaces it with an alert; the view updates; the sheet goes away and
    // writes nil through its binding, the old one or the new one: the alert stays.
    store.send(.replaceWithAlert)
    let updated = editorSheet()
    #expect(updated.wrappedValue == nil)
    _ = harness.take()
    updated.wrappedValue = nil
    sheet.wrappedValue = nil
    store.endViewTurn()
    #expect(harness.take() == [])
    #expect(store.destination == .alert(.confirmation))
  }

  @Test("V10: a narrowed binding's nil write dismisses its own case's presentation")
  func narrowedBindingDismisses() {
    let harness = CatalogueHarness(Catalogue.State(destination: .editor(Folio.State(name: "a"))))
    let sheet = destination(harness.store)
      .scope(state: Catalogue.Destination.State.editor, action: Catalogue.Destination.Action.editor)
    sheet.wrappedValue = nil
    #expect(harness.take() == [.destination(.dismiss)])
  }

  @Test("The key path subscripts a SwiftUI binding derives through behave as the bindings do")
  func keyPathSubscripts() {
    let harness = CatalogueHarness(Catalogue.State(destination: .editor(Folio.State(name: "a"))))
    let store = harness.store
    let callSite = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    let key = store.presentationKey(
      state: \.$destination, action: CasePath(Catalogue.Action.destination), callSite: callSite)
    #expect(
      key
        == store.presentationKey(
          state: \.$destination, action: CasePath(Catalogue.Action.destination), callSite: callSite)
    )
    let destination = \Store<Catalogue.State, Catalogue.Action>.[presentation: key]
    let presented = store[keyPath: destination]
    #expect(presented != nil)
    #expect(store[keyPath: destination] === presented)

    // Narrowed to the folio's case: its store while it is up.
    let caseKey = presented.presentationCaseKey(
      state: CasePath(Catalogue.Destination.State.editor),
      action: CasePath(Catalogue.Destination.Action.editor), callSite: callSite)
    let folio =
      \Optional<Store<Catalogue.Destination.State, Catalogue.Destination.Action>>
      .[case: caseKey]
    #expect(presented[keyPath: folio]?.name == "a")

    // The folio replaced by an alert: the narrowed binding's nil write leaves the alert up.
    store.send(.replaceWithAlert)
    _ = harness.take()
    var stale = presented
    stale[keyPath: folio] = nil
    store.endViewTurn()
    #expect(harness.take() == [])
    #expect(store.destination == .alert(.confirmation))

    // The slot's own binding, made for the alert, dismisses it.
    let alertKey = store.presentationKey(
      state: \.$destination, action: CasePath(Catalogue.Action.destination), callSite: callSite)
    store[presentation: alertKey] = nil
    store.endViewTurn()
    #expect(harness.take() == [.destination(.dismiss)])
  }
}
