import Foundation
import Statecraft
import StatecraftTesting
import Testing

@Suite("UUID(_:)")
struct UUIDTests {
  @Test(
    "UUID(n) ends with n in hexadecimal",
    arguments: [
      (0, "00000000-0000-0000-0000-000000000000"),
      (1, "00000000-0000-0000-0000-000000000001"),
      (42, "00000000-0000-0000-0000-00000000002A"),
      (0xFFFF_FFFF_FFFF, "00000000-0000-0000-0000-FFFFFFFFFFFF"),
      (0x1_0000_0000_0000, "00000000-0000-0000-0001-000000000000"),
      (Int.max, "00000000-0000-0000-7FFF-FFFFFFFFFFFF"),
      (-1, "00000000-0000-0000-FFFF-FFFFFFFFFFFF"),
    ])
  func text(_ value: Int, _ text: String) {
    #expect(UUID(value).uuidString == text)
  }

  @Test("UUID(0), UUID(1), ... are the ids the test value of \\.uuid makes, in order")
  func matchesTheIncrementingGenerator() {
    let generator = UUIDGenerator.incrementing
    let made = (0..<20).map { _ in generator() }
    #expect(made == (0..<20).map { UUID($0) })
  }
}
