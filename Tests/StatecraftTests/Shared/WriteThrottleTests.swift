import StatecraftTesting
import Testing

@testable import Statecraft

@Suite("WriteThrottle")
struct WriteThrottleTests {
  private typealias Throttle = WriteThrottle<TestClock.Instant>

  private func at(_ milliseconds: Int) -> TestClock.Instant {
    TestClock.Instant(offset: .milliseconds(milliseconds))
  }

  @Test("A change after a quiet interval writes at once; the next within it waits for its end")
  func leadingEdge() {
    var throttle = Throttle(interval: .seconds(1))
    #expect(throttle.changed(at: at(0)) == .writeNow)
    #expect(throttle.changed(at: at(10)) == .writeAt(deadline: at(1_000), generation: 1))
    #expect(throttle.changed(at: at(20)) == .wait)
    let first = throttle.deadlineReached(1, at: at(1_000))
    #expect(first)
    #expect(!throttle.isPending)
    // Within a second of that write: due again at its end.
    #expect(throttle.changed(at: at(1_500)) == .writeAt(deadline: at(2_000), generation: 2))
    let second = throttle.deadlineReached(2, at: at(2_000))
    #expect(second)
    #expect(throttle.changed(at: at(3_000)) == .writeNow)
  }

  @Test("A save makes the due write unnecessary; a flush takes it")
  func saveAndFlush() {
    var throttle = Throttle(interval: .seconds(1))
    _ = throttle.changed(at: at(0))
    #expect(throttle.changed(at: at(100)) == .writeAt(deadline: at(1_000), generation: 1))
    throttle.wrote(at: at(200))
    let saved = throttle.deadlineReached(1, at: at(1_000))
    #expect(!saved)
    #expect(throttle.changed(at: at(300)) == .writeAt(deadline: at(1_200), generation: 3))
    let flushed = throttle.flush()
    let again = throttle.flush()
    #expect(flushed)
    #expect(!again)
    let afterFlush = throttle.deadlineReached(3, at: at(1_200))
    #expect(!afterFlush)
  }
}
