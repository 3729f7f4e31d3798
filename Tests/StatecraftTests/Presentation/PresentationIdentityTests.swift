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

/// An id five enum levels down, and ids on the way.
private struct Leaf: Equatable, Identifiable { var id: Int }
/// Enums that are `Identifiable` themselves, on the way to a third id.
private enum Middle: Equatable, Identifiable {
  case leaf(Leaf)
  var id: Int { 0 }
}
private enum Top: Equatable, Identifiable {
  case middle(Middle)
  var id: Int { 0 }
}
private enum ThreeIDs: Equatable { case top(Top) }
private enum Level5: Equatable { case leaf(Leaf) }
private enum Level4: Equatable { case five(Level5) }
private enum Level3: Equatable { case four(Level4) }
private enum Level2: Equatable { case three(Level3) }
private enum Level1: Equatable { case two(Level2) }

/// A destination that can hold itself again.
private indirect enum Recursive: Equatable {
  case leaf(Leaf)
  case again(Recursive)
}

@Suite("Presentation identity")
struct PresentationIdentityTests {
  @Test("An Identifiable id five enum levels down is part of the identity")
  func deepID() {
    var slot = Presents<Level1>(wrappedValue: .two(.three(.four(.five(.leaf(Leaf(id: 1)))))))
    let first = slot.id
    slot.wrappedValue = .two(.three(.four(.five(.leaf(Leaf(id: 1))))))
    #expect(slot.id == first)
    slot.wrappedValue = .two(.three(.four(.five(.leaf(Leaf(id: 2))))))
    #expect(slot.id != first)
  }

  @Test("Every id on the way down counts, not only the first two")
  func everyID() {
    var slot = Presents<ThreeIDs>(wrappedValue: .top(.middle(.leaf(Leaf(id: 1)))))
    let first = slot.id
    slot.wrappedValue = .top(.middle(.leaf(Leaf(id: 2))))
    #expect(slot.id != first)
  }

  @Test("A destination that holds itself has a plan, and its identity follows the value down")
  func recursiveDestination() {
    var slot = Presents<Recursive>(wrappedValue: .again(.again(.again(.leaf(Leaf(id: 1))))))
    let first = slot.id
    slot.wrappedValue = .again(.again(.again(.leaf(Leaf(id: 2)))))
    #expect(slot.id != first)
    let second = slot.id
    slot.wrappedValue = .again(.again(.leaf(Leaf(id: 2))))
    #expect(slot.id != second)
    #expect(!IdentityPlan.of(Recursive.self).mayBeEphemeral)
  }

  @Test("Nine levels of cases, beyond what fits in one word, are all kept")
  func manyLevels() {
    var accumulator = IdentityAccumulator()
    var other = IdentityAccumulator()
    for level in 0..<9 {
      accumulator.append(tag: 1)
      other.append(tag: level == 8 ? 2 : 1)
    }
    #expect(accumulator.identity(generation: 1) != other.identity(generation: 1))
    var large = IdentityAccumulator()
    large.append(tag: 300)
    var larger = IdentityAccumulator()
    larger.append(tag: 301)
    #expect(large.identity(generation: 1) != larger.identity(generation: 1))
    #expect(
      large.identity(generation: 1) == PresentationID(generation: 1, caseTag: 300)
    )
  }

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
