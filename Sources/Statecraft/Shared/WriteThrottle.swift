/// When file storage writes, as a value: a leading-edge throttle (rule SH3).
///
/// The first change after a quiet interval is written at once; the changes within the interval
/// that follows are written together, once, when it ends. So a value changed 100,000 times in a
/// burst is written about once a second, and a single change is on the disk at once.
struct WriteThrottle<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
  /// What the owner must do after a change.
  enum Decision: Equatable {
    /// Write now.
    case writeNow
    /// Call ``deadlineReached(_:at:)`` with `generation` at `deadline`, and write then.
    case writeAt(deadline: Instant, generation: UInt64)
    /// Nothing: a write is already due at the end of the interval.
    case wait
  }

  /// The shortest time between two writes.
  let interval: Duration
  private(set) var lastWrite: Instant?
  /// Whether a write is due at the end of the interval.
  private(set) var isPending = false
  /// Tells a due write from one that a later save made unnecessary.
  private var generation: UInt64 = 0

  init(interval: Duration) {
    self.interval = interval
  }

  /// The value changed at `now`.
  mutating func changed(at now: Instant) -> Decision {
    if isPending { return .wait }
    if let lastWrite, now < lastWrite.advanced(by: interval) {
      isPending = true
      generation &+= 1
      return .writeAt(deadline: lastWrite.advanced(by: interval), generation: generation)
    }
    lastWrite = now
    return .writeNow
  }

  /// The deadline of a due write came; returns whether to write.
  mutating func deadlineReached(_ due: UInt64, at now: Instant) -> Bool {
    guard isPending, due == generation else { return false }
    isPending = false
    lastWrite = now
    return true
  }

  /// The value was written at `now` outside the throttle (a save): a due write is no longer due.
  mutating func wrote(at now: Instant) {
    isPending = false
    generation &+= 1
    lastWrite = now
  }

  /// The process is ending: returns whether a write was due, which the owner makes now.
  mutating func flush() -> Bool {
    defer {
      isPending = false
      generation &+= 1
    }
    return isPending
  }
}

/// A ``WriteThrottle`` on a clock, with the task that waits for each due write.
protocol WriteScheduling: Sendable {
  /// The value changed: returns whether to write now; otherwise `write` is called when a write
  /// is due, unless a save or a flush makes it unnecessary first.
  func changed(_ write: @escaping @Sendable () -> Void) -> Bool
  /// The value was written outside the throttle.
  func wrote()
  /// Returns whether a write is due; it is no longer, as the caller makes it now.
  func flush() -> Bool
}

/// Throttles on `clock` (the storage's, never `\.continuousClock`: a feature's test clock must
/// not decide when files are written).
final class ClockThrottle<C: Clock>: WriteScheduling where C.Duration == Duration {
  private let clock: C
  private let machine: Locked<WriteThrottle<C.Instant>>

  init(clock: C, interval: Duration) {
    self.clock = clock
    self.machine = Locked(WriteThrottle(interval: interval))
  }

  func changed(_ write: @escaping @Sendable () -> Void) -> Bool {
    let now = clock.now
    switch machine.withLock({ $0.changed(at: now) }) {
    case .writeNow:
      return true
    case .wait:
      return false
    case .writeAt(let deadline, let generation):
      let (clock, machine) = (self.clock, self.machine)
      Task {
        try? await clock.sleep(until: deadline, tolerance: nil)
        let now = clock.now
        if machine.withLock({ $0.deadlineReached(generation, at: now) }) { write() }
      }
      return false
    }
  }

  func wrote() {
    let now = clock.now
    machine.withLock { $0.wrote(at: now) }
  }

  func flush() -> Bool {
    machine.withLock { $0.flush() }
  }
}

/// A throttle on any clock of `Duration`.
func makeThrottle(clock: any Clock<Duration>, interval: Duration) -> any WriteScheduling {
  func make<C: Clock<Duration>>(_ clock: C) -> any WriteScheduling {
    ClockThrottle(clock: clock, interval: interval)
  }
  return make(clock)
}
