/// What a ``Fuzzer`` found: the check that failed, the shortest sequence that makes it fail, and
/// the seed that replays the sequence that found it.
///
/// ```swift
/// let report = await fuzzer.run(seed: 42) { state in ... }
/// if let failure = report.failure {
///   print(failure.check, failure.shortest)
/// }
/// ```
public struct FuzzFailure<Action> {
  /// The check that failed.
  public let check: FuzzCheck

  /// What went wrong at the last step of ``shortest``, in words: the two slots that are full, the
  /// state a stale input changed, the runtime issue and where it was raised.
  public let details: String

  /// The shortest sequence found that fails the same way: the same check, and for an unexpected
  /// runtime issue the same place raising it.
  ///
  /// Every input in it is one the generator offers where it comes, so it is a sequence a user
  /// could produce. It fails at its last input.
  public let shortest: [FuzzInput<Action>]

  /// Whether no shorter sequence fails this way: every shorter sequence of inputs the generator
  /// and the clock offer was tried. `false` when that search was cut short by its budget; the
  /// sequence is then one from which no input can be removed.
  public let isProvenShortest: Bool

  /// The inputs of the sequence that found the failure, up to the step that failed.
  public let found: [FuzzInput<Action>]

  /// The seed of the sequence that found the failure: `run(seed: seed, sequences: 1)` replays it.
  public let seed: UInt64

  /// Which sequence of the run found it, counting from 0.
  public let sequence: Int

  /// The whole failure message, as it is recorded in the test.
  public let message: String
}

extension FuzzFailure: Sendable where Action: Sendable {}

extension FuzzFailure: CustomStringConvertible {
  /// The check that failed and the shortest sequence, on one line; ``message`` has the whole.
  public var description: String {
    "\(check): " + shortest.map(\.description).joined(separator: ", ")
  }
}
