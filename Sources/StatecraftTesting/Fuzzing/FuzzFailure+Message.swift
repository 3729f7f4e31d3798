import Testing

extension FuzzFailure {
  /// The failure message: what failed, the shortest sequence, and how to replay the sequence
  /// that found it.
  static func message(
    check: FuzzCheck, details: String, shortest: [FuzzInput<Action>], isProvenShortest: Bool,
    found: [FuzzInput<Action>], seed: UInt64, sequence: Int, runSeed: UInt64
  ) -> String {
    let count = "\(shortest.count) input\(shortest.count == 1 ? "" : "s")"
    let shortness =
      isProvenShortest
      ? "no shorter sequence fails this way"
      : "no input can be removed; the search for a shorter one reached its budget"
    let steps = shortest.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    let test = Test.current.map { $0.name.split(separator: "(").first.map(String.init) ?? $0.name }
    let hex = FuzzRandom.hex(seed)
    return """
      Fuzzing found that \(check).

      \(Messages.indent(details))

      Shortest sequence (\(count); \(shortness)):
      \(steps.joined(separator: "\n"))

      Found by sequence \(sequence) of the run from seed \(FuzzRandom.hex(runSeed)), at step \
      \(found.count). Replay that sequence with run(seed: \(hex), sequences: 1), or without \
      editing the test:

        STATECRAFT_FUZZ_SEED=\(hex) STATECRAFT_FUZZ_SEQUENCES=1 swift test --filter \
      \(test ?? "<test>")
      """
  }
}
