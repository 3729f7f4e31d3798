import Testing

@testable import Statecraft

/// `HeapCell`, the owned value a store's runtime keeps its state and machine in, reached in place.
@Suite("HeapCell")
struct HeapCellTests {
  final class Box {}

  struct Held {
    var count: Int
    var box: Box
  }

  @Test("A cell holds the value it was made with, and a write through it is read back in place")
  func writesInPlace() {
    let box = Box()
    let cell = HeapCell(Held(count: 1, box: box))
    defer { cell.destroy() }
    #expect(cell.value.count == 1)
    #expect(cell.value.box === box)
    let ref = cell.ref
    cell.value.count += 41
    // The reference made before the write reads the cell's own memory, not a copy.
    #expect(ref.value.count == 42)
    #expect(cell.ref.value.count == 42)
  }

  @Test("Copies of a cell name one value")
  func copiesShare() {
    let cell = HeapCell([1, 2])
    defer { cell.destroy() }
    let copy = cell
    copy.value.append(3)
    #expect(cell.value == [1, 2, 3])
  }

  @Test("Destroying a cell releases what its value holds")
  func destroyReleases() {
    weak var released: Box?
    do {
      let box = Box()
      released = box
      let cell = HeapCell(Held(count: 0, box: box))
      cell.destroy()
    }
    #expect(released == nil)
  }
}
