import Statecraft

/// `Dump.diff` of two large states that differ in one element, at two sizes, to show the cost
/// grows with the size and not with its square (linear growth is a ratio of 10).
@MainActor
enum DumpScenarios {
  static var all: [Scenario] {
    [
      diff(rows: 1_000, operations: 20, target: Target()),
      diff(
        rows: 10_000, operations: 4, baseline: "dump.diff.1k",
        target: Target(maxRatio: 20, maxDuration: .milliseconds(50))
      ),
    ]
  }

  private static func diff(
    rows: Int, operations: Int, baseline: Baseline? = nil, target: Target
  ) -> Scenario {
    let id = "dump.diff.\(rows / 1_000)k"
    return Scenario(
      id, "Dump.diff of two \(rows)-row states that differ in one row",
      baseline: baseline, operations: operations, target: target
    ) { count in
      let expected = Rows.State(count: rows)
      var actual = expected
      actual.rows[id: rows / 2]?.title = "Changed"
      var differences = 0
      let duration = measure {
        for _ in 0..<count where Dump.diff(expected, actual) != nil {
          differences += 1
        }
      }
      check(differences == count, "\(id): \(differences) diffs of \(count) found the change")
      return duration
    }
  }
}
