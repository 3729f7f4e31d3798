extension DependencyValues {
  /// The clock effects use to wait: `ContinuousClock()` in an app.
  ///
  /// In tests it is unimplemented: its first use in an effect reports an issue that says to set a
  /// `TestClock` (to control time step by step) or an ``ImmediateClock`` (to skip waits); `now`
  /// then answers a fixed instant and every `sleep` throws `CancellationError`, so a timer loop
  /// ends instead of spinning.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "continuousClock") }
}

/// The test value of a clock dependency: reports its first use in each effect (each use outside
/// one); `now` answers a fixed instant and `sleep` throws `CancellationError`.
///
/// A sleep never waits: a timer on a clock that acted as an immediate clock would tick forever,
/// and keep its test (and, through the work it floods the process with, others) busy. Throwing
/// ends the wait, and with it a `for await` over `timer(interval:)` or a `try await` loop.
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
    throw CancellationError()
  }

  private func report() {
    // Once per effect: an effect that catches the error and goes on is reported once.
    if let token = EffectContext.current?.token, !Self.reported.firstReport(of: token) { return }
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

/// The effects whose use of an unimplemented clock was reported, by identity, held weakly so that
/// a new effect at a released one's address is reported too.
private final class ReportedEffects: Sendable {
  private struct Entry {
    weak var token: EffectToken?
  }

  private let entries = Locked<[ObjectIdentifier: Entry]>([:])

  /// Whether this is the first report for `token`; records it.
  func firstReport(of token: EffectToken) -> Bool {
    entries.withLock { entries in
      let key = ObjectIdentifier(token)
      if entries[key]?.token === token { return false }
      if entries.count > 1_000 { entries = entries.filter { $0.value.token != nil } }
      entries[key] = Entry(token: token)
      return true
    }
  }
}

extension UnimplementedClock {
  fileprivate static let reported = ReportedEffects()
}
