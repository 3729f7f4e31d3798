import Testing

@testable import StatecraftTesting

@Suite("FIFOQueue")
struct FIFOQueueTests {
  @Test("Elements come out in the order they went in, across growth and wrap-around")
  func order() {
    var queue = FIFOQueue<Int>()
    var expected: [Int] = []
    var popped: [Int] = []
    // 64 slots to start: fill past that (growth), drain part, then refill so the tail wraps.
    for value in 0..<100 { queue.append(value) }
    for _ in 0..<70 { popped.append(queue.popFirst() ?? -1) }
    for value in 100..<250 { queue.append(value) }
    #expect(queue.count == 180)
    while let value = queue.popFirst() { popped.append(value) }
    expected = Array(0..<250)
    #expect(popped == expected)
    #expect(queue.isEmpty)
    #expect(queue.popFirst() == nil)
  }
}
