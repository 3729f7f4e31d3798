import Testing

@testable import Statecraft

private struct Sheet: Equatable {
  var lines: [String] = []
}

/// Sets `value` through an `inout` access, as `state.destination = nil` does inside a mutating
/// method: the access goes through the slot's modify accessor, not its setter.
private func assign(_ value: Sheet?, to target: inout Sheet?) {
  target = value
}

@Suite("Presents")
struct PresentsTests {
  @Test("A copy of a slot is independent: writing either leaves the other as it was")
  func copyOnWrite() {
    var original = Presents<Sheet>(wrappedValue: Sheet(lines: ["a"]))
    var copy = original
    copy.wrappedValue?.lines.append("b")
    #expect(original.wrappedValue == Sheet(lines: ["a"]))
    #expect(copy.wrappedValue == Sheet(lines: ["a", "b"]))
    original.wrappedValue?.lines.removeAll()
    #expect(copy.wrappedValue == Sheet(lines: ["a", "b"]))
    #expect(original.wrappedValue == Sheet(lines: []))
    #expect(copy.id == original.id, "the same presentation, changed")
  }

  @Test("Changing what is presented in place keeps the presentation; nil through inout empties")
  func modifyInPlace() {
    var slot = Presents<Sheet>(wrappedValue: Sheet())
    let id = slot.id
    for line in ["one", "two", "three"] { slot.wrappedValue?.lines.append(line) }
    #expect(slot.wrappedValue?.lines == ["one", "two", "three"])
    #expect(slot.id == id)
    assign(nil, to: &slot.wrappedValue)
    #expect(slot.wrappedValue == nil)
    #expect(slot.id == nil)
    assign(Sheet(lines: ["new"]), to: &slot.wrappedValue)
    #expect(slot.wrappedValue == Sheet(lines: ["new"]))
    #expect(slot.id != nil && slot.id != id, "filling an empty slot is a new presentation")
  }

  @Test("Replacing the value keeps the presentation; a shared box is not written")
  func replace() {
    var slot = Presents<Sheet>(wrappedValue: Sheet(lines: ["a"]))
    let id = slot.id
    let shared = slot
    slot.wrappedValue = Sheet(lines: ["b"])
    #expect(slot.wrappedValue == Sheet(lines: ["b"]))
    #expect(shared.wrappedValue == Sheet(lines: ["a"]))
    #expect(slot.id == id)
    let box = slot.storage.map(ObjectIdentifier.init)
    slot.wrappedValue = Sheet(lines: ["c"])
    #expect(slot.wrappedValue == Sheet(lines: ["c"]))
    #expect(
      slot.storage.map(ObjectIdentifier.init) == box, "a box nobody shares is written in place")
  }

  @Test("Equality looks only at the values")
  func equality() {
    let empty = Presents<Sheet>(wrappedValue: nil)
    let one = Presents<Sheet>(wrappedValue: Sheet(lines: ["a"]))
    let other = Presents<Sheet>(wrappedValue: Sheet(lines: ["a"]))
    #expect(empty == Presents<Sheet>(wrappedValue: nil))
    #expect(one == other, "equal values in two boxes, of two presentations")
    #expect(one == one)
    #expect(one != empty)
    #expect(one != Presents<Sheet>(wrappedValue: Sheet(lines: ["b"])))
  }
}
