/// Counts of what a fuzz run did, summed over its sequences.
struct FuzzStatistics {
  var sequences = 0
  var steps = 0
  var staleInputs = 0
  var explainedIssues = 0
  var clockAdvances = 0
  /// For each slot and what it presented (`$destination .detail`), after how many steps.
  var presentations: [String: Int] = [:]

  mutating func record(_ layout: PresentationLayout) {
    for slot in layout.presented {
      presentations["\(slot.pattern) \(slot.content)", default: 0] += 1
    }
  }

  mutating func add(_ other: Self) {
    sequences += other.sequences
    steps += other.steps
    staleInputs += other.staleInputs
    explainedIssues += other.explainedIssues
    clockAdvances += other.clockAdvances
    presentations.merge(other.presentations, uniquingKeysWith: +)
  }
}
