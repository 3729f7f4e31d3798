/// A first-in, first-out queue in a ring buffer, so that neither end costs more than a store (an
/// `Array`'s `removeFirst` moves every element behind it). ``JobPool`` queues its jobs in one.
struct FIFOQueue<Element> {
  private var slots: [Element?] = Array(repeating: nil, count: 64)
  private var head = 0
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  mutating func append(_ element: Element) {
    if count == slots.count { grow() }
    slots[(head + count) % slots.count] = element
    count += 1
  }

  /// Removes and returns the oldest element, or `nil` if the queue is empty.
  mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let element = slots[head]
    slots[head] = nil
    head = (head + 1) % slots.count
    count -= 1
    return element
  }

  private mutating func grow() {
    var larger = [Element?](repeating: nil, count: slots.count * 2)
    for offset in 0..<count {
      larger[offset] = slots[(head + offset) % slots.count]
    }
    slots = larger
    head = 0
  }
}
