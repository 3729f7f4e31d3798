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
private final class UnimplementedClock: Clock, Sendable {
  typealias Instant = ImmediateClock.Instant

  private let name: String
  private let base = ImmediateClock()

  init(name: String) {
    self.name = name
  }

  var now: Instant {
    report("now")
    return base.now
  }

  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    report("sleep")
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  private func report(_ use: String) {
    reportIssue(
      """
      Unimplemented: the '\(name)' dependency was used (\(use)) in a test.

      Set it for the test, with a TestClock to control time step by step, or an ImmediateClock \
      to skip waits:

        $0.\(name) = TestClock()
      """
    )
  }
}
