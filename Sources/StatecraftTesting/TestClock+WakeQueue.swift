extension TestClock {
  /// A binary min-heap of sleepers' wake entries: by deadline, then by arrival (the order they
  /// went to sleep in), so that sleepers of one deadline wake in the order they slept.
  struct WakeQueue {
    struct Entry {
      let deadline: Instant
      let arrival: UInt64
      let id: UInt64

      func precedes(_ other: Entry) -> Bool {
        deadline != other.deadline ? deadline < other.deadline : arrival < other.arrival
      }
    }

    private var entries: [Entry] = []

    init() {}

    /// A queue of `entries`, in any order.
    init(_ entries: [Entry]) {
      self.entries = entries
      var index = entries.count / 2
      while index > 0 {
        index -= 1
        siftDown(from: index)
      }
    }

    var count: Int { entries.count }

    /// The entry due first.
    var first: Entry? { entries.first }

    mutating func push(_ entry: Entry) {
      entries.append(entry)
      var child = entries.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard entries[child].precedes(entries[parent]) else { break }
        entries.swapAt(child, parent)
        child = parent
      }
    }

    /// Takes the entry due first.
    mutating func pop() -> Entry? {
      guard !entries.isEmpty else { return nil }
      entries.swapAt(0, entries.count - 1)
      let first = entries.removeLast()
      siftDown(from: 0)
      return first
    }

    private mutating func siftDown(from start: Int) {
      var parent = start
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var first = parent
        if left < entries.count, entries[left].precedes(entries[first]) { first = left }
        if right < entries.count, entries[right].precedes(entries[first]) { first = right }
        guard first != parent else { return }
        entries.swapAt(parent, first)
        parent = first
      }
    }
  }
}
