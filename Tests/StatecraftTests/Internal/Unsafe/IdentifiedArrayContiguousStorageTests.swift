import Testing

@testable import Statecraft

/// `IdentifiedArray.withContiguousStorageIfAvailable`, kept in Internal/Unsafe because its
/// signature hands out a buffer pointer: it is what the `Sequence` conformance uses, and its
/// buffer holds the elements in index order.
@Suite("IdentifiedArray contiguous storage")
struct IdentifiedArrayContiguousStorageTests {
  /// Calls the requirement through the conformance, as the standard library's algorithms do:
  /// `nil` here means the default (no storage) answered instead of IdentifiedArray's own.
  static func storageThroughConformance<S: Sequence>(_ sequence: S) -> [S.Element]? {
    sequence.withContiguousStorageIfAvailable { Array($0) }
  }

  @Test("The conformance answers with the elements' storage, in index order")
  func conformanceUsesTheStorage() {
    var array = IdentifiedArrayTests.todos(1, 2, 3, 4)
    array.swapAt(0, 3)
    _ = array.remove(at: 1)
    let stored = Self.storageThroughConformance(array)
    #expect(stored?.map(\.id) == [4, 3, 1])
    #expect(stored?.map(\.id) == array.indices.map { array[$0].id })
  }

  @Test("The buffer has exactly count elements, also when empty")
  func bufferCount() {
    let empty = IdentifiedArrayTests.todos()
    #expect(empty.withContiguousStorageIfAvailable { $0.count } == 0)
    let three = IdentifiedArrayTests.todos(7, 8, 9)
    #expect(three.withContiguousStorageIfAvailable { $0.count } == three.count)
  }
}
