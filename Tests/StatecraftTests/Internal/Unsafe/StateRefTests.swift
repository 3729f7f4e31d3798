import Testing

@testable import Statecraft

/// `StateRef`: the typed, read-only reference that lenses and level probes pass instead of a
/// pointer, and the reads made through it.
@Suite("StateRef")
struct StateRefTests {
  final class Box {}

  struct Parent {
    var flag = false
    var name = "parent"
    var child = Child(count: 3, box: Box())
    var tail: [Int] = [9, 8]
  }

  struct Child: Equatable {
    var count: Int
    var box: Box
    static func == (lhs: Child, rhs: Child) -> Bool {
      lhs.count == rhs.count && lhs.box === rhs.box
    }
  }

  struct Host {
    var before = 7
    @Presents var sheet: Int? = nil
    var after = "after"
  }

  @Test("A reference to a value, and to a variable, reads that value in place")
  func readsTheValue() {
    #expect(StateRef.with([1, 2, 3]) { $0.value } == [1, 2, 3])
    var parent = Parent()
    let box = parent.child.box
    #expect(StateRef.with(&parent) { $0.value.child.box } === box)
    #expect(StateRef.with(&parent) { $0.value.name } == "parent")
  }

  @Test("A reference passed along as a state address comes back as the same value")
  func addressRoundTrip() {
    var parent = Parent()
    parent.name = "round trip"
    let back = StateRef.with(&parent) { ref in
      StateAddress(ref).ref(as: Parent.self).value.name
    }
    #expect(back == "round trip")
  }

  @Test("A stored property read through a reference is the property the key path reads")
  func storedPropertyRead() throws {
    var parent = Parent()
    parent.child = Child(count: 42, box: Box())
    let child = try #require(StoredProperty(\Parent.child))
    let tail = try #require(StoredProperty(\Parent.tail))
    #expect(StateRef.with(&parent) { ref in child.read(ref) { $0.value } } == parent.child)
    #expect(StateRef.with(&parent) { ref in tail.read(ref) { $0.value } } == [9, 8])
  }

  @Test("A variable compares in place with a reference, and a stored property where it lies")
  func comparesInPlace() throws {
    let compare = try #require(equalityFunction(for: Child.self))
    var parent = Parent()
    var same = parent.child
    var other = Child(count: parent.child.count + 1, box: parent.child.box)
    #expect(StateRef.with(&parent) { StateRef.compare(&same, child(of: $0), by: compare) })
    #expect(!StateRef.with(&parent) { StateRef.compare(&other, child(of: $0), by: compare) })
    #expect(StateRef.compare(&same, &parent.child, by: compare))
    #expect(!StateRef.compare(&other, &parent.child, by: compare))
    let property = try #require(StoredProperty(\Parent.child))
    #expect(StateRef.with(&parent) { property.compare(&same, toPropertyOf: $0, by: compare) })
    #expect(!StateRef.with(&parent) { property.compare(&other, toPropertyOf: $0, by: compare) })
    let box = StateRef.with(&parent) { property.ref(in: $0).value.box }
    #expect(box === parent.child.box)
  }

  /// A reference to `parent`'s child, through its offset.
  private func child(of parent: StateRef<Parent>) -> StateRef<Child> {
    StoredProperty(\Parent.child).unsafelyUnwrapped.ref(in: parent)
  }

  @Test("A key path lens reads the inner state from the outer state's address")
  func lensThroughReferences() throws {
    var parent = Parent()
    parent.child = Child(count: 5, box: Box())
    let lens = StateLens.keyPath(\Parent.child, StoredProperty(\Parent.child))
    let computed = StateLens.keyPath(\Parent.child.count, nil)
    var read: [Int] = []
    StateRef.with(&parent) { ref in
      lens.read(StateAddress(ref)) { read.append($0.ref(as: Child.self).value.count) }
      computed.read(StateAddress(ref)) { read.append($0.ref(as: Int.self).value) }
    }
    #expect(read == [5, 5])
  }

  @Test("A level probe reads its state through a reference")
  func probeReads() {
    var parent = Parent()
    parent.name = "probed"
    let probe = LevelProbe(Parent.self) { LevelIdentity($0.value.name) }
    let reading = StateRef.with(&parent) { probe.read(StateAddress($0)) }
    #expect(reading == LevelIdentity("probed"))
  }

  @Test("Each element referred to in an array's storage is the element at that index")
  func elementsInPlace() {
    let boxes = (0..<5).map { Child(count: $0, box: Box()) }
    for offset in boxes.indices {
      let element = StateRef.withElement(of: boxes, at: offset) { $0.value }
      #expect(element == boxes[offset])
      #expect(element.box === boxes[offset].box)
    }
  }

  @Test("A slot read through a reference is the slot the key path reads, proven or not")
  func slotRead() {
    let slots = SlotAccess(\Host.$sheet)
    var host = Host()
    // Empty: the place is unproven, the key path answers.
    #expect(StateRef.with(&host) { ref in slots.read(ref) { $0.wrappedValue } } == nil)
    host.sheet = 11
    for value in [11, 12] {
      host.sheet = value
      let storage = host.$sheet.storage
      let read = StateRef.with(&host) { ref in
        slots.read(ref) { slot in (slot.wrappedValue, slot.storage === storage) }
      }
      #expect(read.0 == value)
      #expect(read.1)
    }
  }
}
