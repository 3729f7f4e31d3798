import Testing

@testable import Statecraft

/// Plain feature states: neither enums nor `Identifiable`, so identity never looks inside them.
private struct Form: Equatable { var text = "" }
private struct Picker: Equatable { var choice = 0 }

/// A destination enum of plain states: its identity is its case tag alone.
private enum Flat: Equatable {
  case form(Form)
  case picker(Picker)
}

/// Enums inside an enum, still without ids: identity is the case tags of both levels.
private enum Nested: Equatable {
  case flat(Flat)
  case form(Form)
}

/// Enums that can hold an alert, directly or one level down.
private enum WithAlert: Equatable {
  case form(Form)
  case alert(AlertState<Never>)
}
private enum AlertInside: Equatable {
  case form(Form)
  case nested(WithAlert)
}

@Suite("Presentation identity")
struct PresentationIdentityTests {
  @Test("A destination enum of plain states: same case keeps the identity, another case changes it")
  func caseTagOnly() {
    var slot = Presents<Flat>(wrappedValue: .form(Form()))
    let first = slot.id
    #expect(first != nil)
    slot.wrappedValue = .form(Form(text: "changed"))
    #expect(slot.id == first)
    slot.wrappedValue = .picker(Picker())
    let second = slot.id
    #expect(second != first)
    slot.wrappedValue = .picker(Picker(choice: 3))
    #expect(slot.id == second)
    slot.wrappedValue = nil
    #expect(slot.id == nil)
    slot.wrappedValue = .picker(Picker(choice: 3))
    #expect(slot.id != second, "presenting again is a new presentation")
  }

  @Test("The one-tag identity of a plain destination equals the identity a full walk reads")
  func caseTagReadMatchesWalk() {
    let plan = IdentityPlan.of(Flat.self)
    #expect(plan.caseTagOnly != nil)
    #expect(IdentityPlan.of(Nested.self).caseTagOnly == nil)
    for value in [Flat.form(Form()), .picker(Picker(choice: 2))] {
      let slot = Presents<Flat>(wrappedValue: value)
      let walked = slot.storage.map { storage in
        storage.withValue { plan.identity(at: $0, generation: storage.generation) }
      }
      #expect(slot.presentationID(with: plan) == walked)
    }
  }

  @Test("Nested enums without ids: a change of case at the inner level changes the identity")
  func nestedCaseTags() {
    var slot = Presents<Nested>(wrappedValue: .flat(.form(Form())))
    let first = slot.id
    slot.wrappedValue = .flat(.form(Form(text: "x")))
    #expect(slot.id == first)
    slot.wrappedValue = .flat(.picker(Picker()))
    #expect(slot.id != first)
    let second = slot.id
    slot.wrappedValue = .form(Form())
    #expect(slot.id != second)
  }

  @Test("Only types that can hold an alert or dialog are checked for ephemeral content")
  func mayBeEphemeral() {
    #expect(!IdentityPlan.of(Flat.self).mayBeEphemeral)
    #expect(!IdentityPlan.of(Nested.self).mayBeEphemeral)
    #expect(IdentityPlan.of(WithAlert.self).mayBeEphemeral)
    #expect(IdentityPlan.of(AlertInside.self).mayBeEphemeral)
    #expect(IdentityPlan.of(AlertState<Never>.self).mayBeEphemeral)
    let alert = Presents<AlertInside>(
      wrappedValue: .nested(.alert(AlertState(title: { TextState("Hi") }))))
    #expect(alert.isEphemeral(with: IdentityPlan.of(AlertInside.self)))
    let form = Presents<AlertInside>(wrappedValue: .nested(.form(Form())))
    #expect(!form.isEphemeral(with: IdentityPlan.of(AlertInside.self)))
  }
}
