/// The fuzzer's source of choices: SplitMix64, small, fast and the same on every platform, so a
/// seed picks the same inputs everywhere.
struct FuzzRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound`; `bound` is at least 1.
  mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// The seed of the sequence after the one whose seed is `seed`: sequence 0 of a run has the
  /// run's seed, so any sequence replays alone from its own seed.
  static func seed(after seed: UInt64) -> UInt64 {
    var random = FuzzRandom(seed: seed)
    return random.next()
  }
}

extension FuzzRandom {
  /// A seed as it is written in a test: `0x2A`.
  static func hex(_ seed: UInt64) -> String {
    "0x" + String(seed, radix: 16, uppercase: true)
  }
}
