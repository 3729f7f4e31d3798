/// A first-in, first-out queue of jobs in a ring buffer, so that neither end costs more than a
/// store (an `Array`'s `removeFirst` moves every job behind it).
struct JobQueue {
  private var slots: [UnownedJob?] = Array(repeating: nil, count: 64)
  private var head = 0
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  mutating func append(_ job: UnownedJob) {
    if count == slots.count { grow() }
    slots[(head + count) % slots.count] = job
    count += 1
  }

  /// Removes and returns the oldest job; the queue must not be empty.
  mutating func removeFirst() -> UnownedJob {
    precondition(count > 0, "JobQueue.removeFirst() on an empty queue")
    guard let job = slots[head] else {
      preconditionFailure("JobQueue slot \(head) is empty although \(count) jobs are queued")
    }
    slots[head] = nil
    head = (head + 1) % slots.count
    count -= 1
    return job
  }

  private mutating func grow() {
    var larger = [UnownedJob?](repeating: nil, count: slots.count * 2)
    for offset in 0..<count {
      larger[offset] = slots[(head + offset) % slots.count]
    }
    slots = larger
    head = 0
  }
}
