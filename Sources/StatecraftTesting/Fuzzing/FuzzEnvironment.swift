import Foundation

/// What the environment of the test process changes about a fuzz run, so that a run can be made
/// longer, or a failure replayed, without editing the test.
///
/// - `STATECRAFT_FUZZ_SEQUENCES=10000` runs that many sequences instead of the number the test
///   asks for.
/// - `STATECRAFT_FUZZ_SEED=0x2A` starts from that seed (decimal or `0x` hexadecimal) instead of
///   the test's.
struct FuzzEnvironment: Equatable {
  static let sequencesVariable = "STATECRAFT_FUZZ_SEQUENCES"
  static let seedVariable = "STATECRAFT_FUZZ_SEED"

  var sequences: Int?
  var seed: UInt64?
  /// What could not be read, to report rather than ignore.
  var problems: [String] = []

  init(_ environment: [String: String] = ProcessInfo.processInfo.environment) {
    if let text = environment[Self.sequencesVariable] {
      if let count = Int(text.trimmingCharacters(in: .whitespaces)), count > 0 {
        sequences = count
      } else {
        problems.append(
          "\(Self.sequencesVariable)=\(text) is not a positive number of sequences; it was ignored."
        )
      }
    }
    if let text = environment[Self.seedVariable] {
      if let seed = Self.parseSeed(text) {
        self.seed = seed
      } else {
        problems.append(
          "\(Self.seedVariable)=\(text) is not a seed (a decimal or 0x hexadecimal UInt64); it was "
            + "ignored."
        )
      }
    }
  }

  static func parseSeed(_ text: String) -> UInt64? {
    let text = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
    if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
    return UInt64(text)
  }
}
