import Testing

@testable import Statecraft

@Suite("Dump pairing")
struct DumpPairingTests {
  typealias Step = DumpPairing.Step

  @Test("By position, the longer side's rest is unpaired")
  func byPosition() {
    #expect(DumpPairing.byPosition(3, 2) == [.paired(0, 0), .paired(1, 1), .removed(2)])
    #expect(DumpPairing.byPosition(1, 2) == [.paired(0, 0), .inserted(1)])
  }

  @Test("By key, an insertion in the middle pairs everything else")
  func insertion() {
    let steps = DumpPairing.byKey(["a", "b", "c"], ["a", "x", "b", "c"])
    #expect(steps == [.paired(0, 0), .inserted(1), .paired(1, 2), .paired(2, 3)])
  }

  @Test("By key, removals come before insertions at one place")
  func replacement() {
    let steps = DumpPairing.byKey(["a", "b", "c"], ["a", "x", "c"])
    #expect(steps == [.paired(0, 0), .removed(1), .inserted(1), .paired(2, 2)])
  }

  @Test("By key, a moved child is removed where it was and inserted where it is")
  func move() {
    let steps = DumpPairing.byKey(["a", "b", "c", "d"], ["b", "c", "d", "a"])
    #expect(steps == [.removed(0), .paired(1, 0), .paired(2, 1), .paired(3, 2), .inserted(3)])
  }

  @Test("Duplicate keys between the common prefix and suffix pair by position")
  func duplicates() {
    #expect(
      DumpPairing.byKey(["a", "x", "a", "b"], ["c", "a", "x", "a"]) == DumpPairing.byPosition(4, 4))
  }

  @Test("Duplicate keys in the common prefix or suffix are harmless")
  func duplicatesOutsideTheMiddle() {
    #expect(
      DumpPairing.byKey(["a", "a"], ["a", "b", "a"]) == [
        .paired(0, 0), .inserted(1), .paired(1, 2),
      ])
  }

  @Test("Lines pair by a line diff")
  func lines() {
    let steps = DumpPairing.byLines(["a", "b", "c"], ["a", "c", "d"])
    #expect(steps == [.paired(0, 0), .removed(1), .paired(2, 1), .inserted(2)])
  }

  @Test("The longest increasing run is found in n log n")
  func longestIncreasingRun() {
    #expect(DumpPairing.longestIncreasingRun([3, 1, 2, 5, 4, 6]) == [1, 2, 4, 5])
    #expect(DumpPairing.longestIncreasingRun([]) == [])
    let large = Array(0..<100_000).reversed() + [100_001]
    #expect(DumpPairing.longestIncreasingRun(Array(large)).count == 2)
  }
}
