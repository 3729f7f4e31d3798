extension Clock {
  /// A sequence that ticks every `interval` of this clock, for as long as it is iterated.
  ///
  /// Use it in an effect for work that repeats, with the clock from the `\.continuousClock`
  /// dependency, so that a test drives it with a `TestClock`:
  ///
  /// ```swift
  /// case .startTapped:
  ///   return .run { send in
  ///     for await _ in clock.timer(interval: .seconds(1)) {
  ///       await send(.ticked)
  ///     }
  ///   }
  ///   .cancellable(id: CancelID.timer, cancelInFlight: true)
  /// ```
  ///
  /// The timer starts when the first tick is awaited: tick *n* is due *n* intervals after that.
  /// Each tick is the time of its deadline since the start (`interval`, `2 * interval`, …). A tick
  /// whose deadline passed while the loop was busy comes at once, so none is skipped; a test clock
  /// advanced by three intervals delivers three ticks, each at its own time. The sequence ends
  /// when the task iterating it is cancelled.
  ///
  /// It works on any clock, also on the `any Clock<Duration>` that dependencies hold.
  ///
  /// - Parameters:
  ///   - interval: The time between two ticks.
  ///   - tolerance: How late a tick may come, passed to the clock's `sleep(until:tolerance:)`.
  /// - Returns: The sequence of ticks.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer<Duration> {
    ClockTimer(interval: interval) {
      let start = now
      return { elapsed in
        try await sleep(until: start.advanced(by: elapsed), tolerance: tolerance)
      }
    }
  }
}

/// The ticks of a clock's `timer(interval:tolerance:)`: the time of each tick's deadline
/// since the timer started.
public struct ClockTimer<Interval: DurationProtocol>: AsyncSequence, Sendable {
  /// The time of a tick's deadline since the timer started.
  public typealias Element = Interval

  /// Starts the timer: reads the clock's time, and returns how to sleep until a time after it.
  typealias Start = @Sendable () -> @Sendable (Interval) async throws -> Void

  private let interval: Interval
  private let start: Start

  init(interval: Interval, start: @escaping Start) {
    self.interval = interval
    self.start = start
  }

  /// Makes the iterator, which starts the timer when its first tick is awaited.
  public func makeAsyncIterator() -> Iterator {
    Iterator(interval: interval, start: start)
  }

  /// Waits for each tick in turn.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    private let interval: Interval
    private let start: Start
    private var sleep: (@Sendable (Interval) async throws -> Void)?
    private var elapsed: Interval = .zero
    private var isFinished = false

    init(interval: Interval, start: @escaping Start) {
      self.interval = interval
      self.start = start
    }

    /// Waits until the next tick is due and returns its time since the start; `nil` once the
    /// task is cancelled.
    public mutating func next() async -> Interval? {
      guard !isFinished, !Task.isCancelled else {
        isFinished = true
        return nil
      }
      let sleep = self.sleep ?? start()
      self.sleep = sleep
      let deadline = elapsed + interval
      do {
        try await sleep(deadline)
      } catch {
        isFinished = true
        return nil
      }
      elapsed = deadline
      return deadline
    }
  }
}
