/// A clock whose sleeps end at once, moving its time forward by the time asked for.
///
/// Use it where timing does not matter to what is being checked, such as a test of a debounced
/// search that only cares about the result, or a preview:
///
/// ```swift
/// let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
///   $0.continuousClock = ImmediateClock()
/// }
/// ```
///
/// A sleep of a cancelled task throws `CancellationError`, as with any clock.
public final class ImmediateClock: Clock, Sendable {
  /// A moment of an ``ImmediateClock``: the time since the clock was created.
  public typealias Instant = ClockInstant

  private let current: Locked<Instant>

  /// Creates a clock starting at `now`.
  public init(now: Instant = Instant()) {
    self.current = Locked(now)
  }

  /// The clock's current time.
  public var now: Instant { current.withLock { $0 } }

  /// The smallest step of time; zero, as time only moves when asked to.
  public var minimumResolution: Duration { .zero }

  /// Moves the clock's time to `deadline`, if later, and returns at once.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in now = max(now, deadline) }
    await Task.yield()
  }
}
