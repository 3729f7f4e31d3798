/// A moment of a clock whose time is counted from its start: the instant of ``ImmediateClock``
/// and of StatecraftTesting's `TestClock`, one type for both.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(2))
/// clock.now == ClockInstant(offset: .seconds(2))  // true
/// ```
public struct ClockInstant: InstantProtocol {
  /// The time since the clock's start.
  public let offset: Duration

  /// Creates the instant `offset` after the clock's start.
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  public func advanced(by duration: Duration) -> Self {
    Self(offset: offset + duration)
  }

  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
