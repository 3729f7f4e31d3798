import Statecraft
import StatecraftTesting
import XCTest

/// XCTest tests run one at a time, each with a registry of its own: both see only their own
/// change of one key, whichever runs first.
final class SharedXCTestTests: XCTestCase {
  func testOneKeyApartFirst() {
    @Shared(.inMemory("xctest-apart")) var count = 0
    $count.withLock { $0 += 1 }
    XCTAssertEqual(count, 1)
  }

  func testOneKeyApartSecond() {
    @Shared(.inMemory("xctest-apart")) var count = 0
    $count.withLock { $0 += 1 }
    XCTAssertEqual(count, 1)
  }
}
