/// What a fuzz run did: how many sequences and steps it played, what it reached, and the failure
/// it found, if any.
///
/// ```swift
/// let report = await fuzzer.run(seed: 42, sequences: 500, steps: 30) { state in ... }
/// #expect(report.presentations.keys.contains("$destination .detail"))
/// ```
///
/// Its `description` is a summary, to print when tuning a generator:
///
/// ```text
/// 500 sequences, 15,000 steps (412 stale inputs raising 398 expected issues, 2,981 clock
/// advances) in 4.1 seconds, seed 0x2A: no failure.
/// ```
public struct FuzzReport<Action> {
  /// The seed the run started from (the test's, or `STATECRAFT_FUZZ_SEED`).
  public let seed: UInt64

  /// How many sequences were played, the failing one included; shrinking is not counted.
  public let sequences: Int

  /// How many steps those sequences took in all.
  public let steps: Int

  /// How many of those steps sent a ``FuzzInput/stale(_:)`` input.
  public let staleInputs: Int

  /// How many runtime issues stale inputs raised, as expected.
  public let explainedIssues: Int

  /// How many of those steps advanced the clock.
  public let clockAdvances: Int

  /// What was presented, and after how many steps: keyed by the slot, with element ids left out,
  /// and what it presented (`"$destination .detail"`, `"rows[_].$alert AlertState<Row.Alert>"`).
  ///
  /// A slot the generator should reach and that is missing here is a gap in the generator.
  public let presentations: [String: Int]

  /// How long the run took, shrinking included.
  public let duration: Duration

  /// The failure found, or `nil` when every check held after every step.
  public let failure: FuzzFailure<Action>?
}

extension FuzzReport: Sendable where Action: Sendable {}

extension FuzzReport: CustomStringConvertible {
  /// A summary of the run: counts, duration, seed, and the failure's headline.
  public var description: String {
    let seconds =
      Double(duration.components.seconds)
      + Double(duration.components.attoseconds) / 1e18
    let time = (seconds * 10).rounded() / 10
    let outcome = failure.map { "\($0.check) (see failure)" } ?? "no failure"
    return """
      \(Messages.counted(sequences, "sequence")), \(Messages.counted(steps, "step")) \
      (\(Messages.counted(staleInputs, "stale input")) raising \
      \(Messages.counted(explainedIssues, "expected issue")), \
      \(Messages.counted(clockAdvances, "clock advance"))) in \(time) seconds, \
      seed \(FuzzRandom.hex(seed)): \(outcome).
      """
  }
}
