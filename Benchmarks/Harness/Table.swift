import Foundation

/// Prints results as the benchmark's table, or as CSV.
enum Table {
  /// The timing table: one row a scenario, in the order they ran.
  static func timings(_ results: [Result], showAllocations: Bool) -> String {
    var header = ["scenario", "ns/op", "±%", "ratio", "baseline", "target", "met"]
    if showAllocations { header.append("allocs/op") }
    header.append("TCA ns/op*")
    let rows = results.map { result in
      var row = [
        result.scenario.id,
        formatNanoseconds(result.nanosecondsPerOperation),
        String(format: "%.1f", result.spread * 100),
        result.ratio.map(formatRatio) ?? "",
        result.scenario.baseline?.label ?? "",
        result.scenario.target.label,
        verdict(result.scenario.target.isMet(by: result)),
      ]
      if showAllocations { row.append(result.allocationsPerOperation.map(formatCount) ?? "n/a") }
      row.append(result.scenario.reference.map(formatNanoseconds) ?? "")
      return row
    }
    var notes = [
      "* TCA ns/op: The Composable Architecture built for Linux on this machine, from the "
        + "benchmarks issue;\n  not measured by this program."
    ]
    if results.contains(where: { $0.scenario.group == .testStore }) {
      notes.append(Self.orderNote)
    }
    if showAllocations {
      notes.append(
        "allocs/op: every malloc, counted by valgrind's dhat, from runs of n and 2n operations "
          + "(of none and one\n  for a scenario of one operation, an exploration); n/a where "
          + "valgrind failed (it crashes on the\n  scenarios that run effects in tasks)."
      )
    }
    return ([render(header: header, rows: rows, leftAligned: [0, 4, 5])] + notes)
      .joined(separator: "\n")
  }

  /// Why the `TestStore` rows come last, under a table that has them.
  static let orderNote =
    "The TestStore scenarios and their Store baselines (teststore.*) ran after every other "
    + "scenario,\n  in rounds of their own: the first TestStore installs a process-wide job "
    + "tracker (every\n  global-executor job then runs on its pool), which would change what "
    + "the other effect scenarios\n  measure."

  /// The timing table as CSV: `scenario,ns_per_op,ratio,baseline`, with a sum of baselines as
  /// `a+b`.
  static func csv(_ results: [Result]) -> String {
    let lines = results.map { result in
      let nanoseconds = String(format: "%.1f", result.nanosecondsPerOperation)
      let ratio = result.ratio.map { String(format: "%.3f", $0) } ?? ""
      let baseline = result.scenario.baseline?.label ?? ""
      return "\(result.scenario.id),\(nanoseconds),\(ratio),\(baseline)"
    }
    return (["scenario,ns_per_op,ratio,baseline"] + lines).joined(separator: "\n")
  }

  /// The memory table: resident memory before and after each check.
  static func memory(_ readings: [(MemoryCheck, MemoryReading)]) -> String {
    let header = [
      "memory check", "operations", "RSS before", "RSS after", "growth", "met", "also measured",
    ]
    func kilobytes(_ value: Int?) -> String {
      guard let value else { return "n/a" }
      return "\(formatCount(Double(value))) kB"
    }
    let rows = readings.map { check, reading -> [String] in
      [
        check.id, formatCount(Double(reading.operations)), kilobytes(reading.before),
        kilobytes(reading.after), kilobytes(reading.growth), verdict(reading.isMet),
        reading.note ?? "",
      ]
    }
    return render(header: header, rows: rows, leftAligned: [0, 6])
      + "\nGrowth allowed: \(MemoryCheck.allowedGrowth) kB (a byte an operation over a million)."
  }

  /// Columns padded to their widest cell; numbers right-aligned.
  static func render(header: [String], rows: [[String]], leftAligned: Set<Int>) -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - cells[column].count)
        return leftAligned.contains(column) ? cells[column] + padding : padding + cells[column]
      }
      .joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
  }

  private static func verdict(_ isMet: Bool?) -> String {
    switch isMet {
    case .some(true): "yes"
    case .some(false): "NO"
    case nil: ""
    }
  }
}

/// `1,234` for counts and nanoseconds above 100; one decimal below.
func formatNanoseconds(_ value: Double) -> String {
  value < 100 ? String(format: "%.1f", value) : formatCount(value)
}

func formatCount(_ value: Double) -> String {
  if value < 10, value != value.rounded() { return String(format: "%.2f", value) }
  let digits = String(Int(value.rounded()))
  var grouped = ""
  for (index, digit) in digits.reversed().enumerated() {
    if index > 0, index % 3 == 0, digit != "-" { grouped.append(",") }
    grouped.append(digit)
  }
  return String(grouped.reversed())
}

func formatRatio(_ value: Double) -> String {
  value < 10 ? String(format: "%.2f×", value) : String(format: "%.0f×", value)
}

/// `850 ns`, `12.3 µs`, `4.5 ms`, `2.1 s`.
func formatDuration(_ nanoseconds: Double) -> String {
  switch nanoseconds {
  case ..<1e3: String(format: "%.0fns", nanoseconds)
  case ..<1e6: String(format: "%.1fµs", nanoseconds / 1e3)
  case ..<1e9: String(format: "%.0fms", nanoseconds / 1e6)
  default: String(format: "%.1fs", nanoseconds / 1e9)
  }
}
