extension DependencyValues {
  /// The clock effects use to wait: `ContinuousClock()` in an app.
  ///
  /// In tests it is unimplemented: each use reports an issue that says to set a `TestClock` (to
  /// control time step by step) or an ``ImmediateClock`` (to skip waits), and then behaves as an
  /// `ImmediateClock` so the test does not hang.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "continuousClock") }
}

/// The test value of a clock dependency: reports each use, then behaves as an immediate clock.
///
/// `sleep(for:)` reads `now` and then sleeps until a later instant; that is one use, reported once:
/// instants that come from `now` carry a mark that `sleep(until:)` recognises.
private final class UnimplementedClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var base: ImmediateClock.Instant
    /// Derived from a `now` that was already reported.
    var wasReported = false

    func advanced(by duration: Duration) -> Self {
      Self(base: base.advanced(by: duration), wasReported: wasReported)
    }

    func duration(to other: Self) -> Duration { base.duration(to: other.base) }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.base < rhs.base }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.base == rhs.base }
    func hash(into hasher: inout Hasher) { hasher.combine(base) }
  }

  private let name: String
  private let base = ImmediateClock()

  init(name: String) {
    self.name = name
  }

  var now: Instant {
    report()
    return Instant(base: base.now, wasReported: true)
  }

  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    if !deadline.wasReported { report() }
    try await base.sleep(until: deadline.base, tolerance: tolerance)
  }

  private func report() {
    reportIssue(
      """
      Unimplemented: the '\(name)' dependency was used in a test.

      Set it for the test, with a TestClock to control time step by step, or an ImmediateClock \
      to skip waits:

        $0.\(name) = TestClock()
      """
    )
  }
}
