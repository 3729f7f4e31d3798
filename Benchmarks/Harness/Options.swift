/// The command line of the benchmark.
struct Options {
  /// Ids or id prefixes to run (with their baselines); empty runs everything.
  var selections: [String] = []
  var repetitions = 7
  /// Multiplies every scenario's operation count.
  var scale = 1.0
  /// Replaces every scenario's operation count.
  var operations: Int?
  var csv = false
  var countAllocations = false
  /// Internal: run one scenario once with this many operations, untimed (for `--allocations`).
  var runOnce: (id: String, count: Int)?
  var compileTime = false
  /// A Markdown file whose results section is replaced with this run's report.
  var docsPath: String?
  var list = false
  var help = false

  static let usage = """
    Usage: swift run -c release Benchmarks [options]

    Options:
      --scenario ID      Run the scenarios whose id is ID or starts with ID (repeatable), with
                         their baselines. Without it, every scenario and memory check runs.
      --list             List the scenarios and what one operation is, and exit.
      --repetitions N    Timed repetitions of each scenario (default 7); the median is reported.
      --scale X          Multiply every operation count by X (0.01 for a quick run).
      --operations N     Use N operations for every scenario and memory check.
      --csv              Print the timing table as CSV: scenario,ns_per_op,ratio,baseline (a
                         sum of baselines as a+b). Memory and compile-time results then go to
                         standard error.
      --allocations      Also count heap allocations per operation, with valgrind's dhat tool
                         (two short runs of each scenario in a child process; slow).
      --compile-time     Also time type-checking a generated 30-destination feature, clean
                         debug and release builds of the library, and type-checking and clean
                         debug builds of a generated app of 50 features (takes minutes; run it
                         from the package root). `--scenario compile` runs only these, and
                         `--scenario compile.feature`, `compile.library` or `compile.app` one
                         part of them.
      --update-docs FILE Write the report into FILE between <!-- results:begin --> and
                         <!-- results:end --> (Docs/Benchmarks.md).
      --help             Show this help.
    """

  /// Parses `arguments` (without the program name); `nil` with a message for bad input.
  static func parse(_ arguments: [String]) -> (Options?, error: String?) {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--scenario", "--repetitions", "--scale", "--operations", "--update-docs":
        guard let value = remaining.popFirst() else {
          return (nil, "\(argument) needs a value")
        }
        switch argument {
        case "--scenario":
          options.selections.append(value)
        case "--update-docs":
          options.docsPath = value
        case "--repetitions":
          guard let number = Int(value), number > 0 else { return (nil, "bad \(argument)") }
          options.repetitions = number
        case "--scale":
          guard let number = Double(value), number > 0 else { return (nil, "bad \(argument)") }
          options.scale = number
        default:
          guard let number = Int(value), number > 0 else { return (nil, "bad \(argument)") }
          options.operations = number
        }
      case "--csv": options.csv = true
      case "--allocations": options.countAllocations = true
      case "--run-once":
        guard let id = remaining.popFirst(), let count = remaining.popFirst().flatMap({ Int($0) })
        else { return (nil, "--run-once needs an id and a count") }
        options.runOnce = (id, count)
      case "--compile-time": options.compileTime = true
      case "--list": options.list = true
      case "--help", "-h": options.help = true
      default: return (nil, "unknown option \(argument)")
      }
    }
    return (options, nil)
  }

  /// The operation count for something whose default is `defaultCount`.
  func count(_ defaultCount: Int) -> Int {
    operations ?? max(1, Int((Double(defaultCount) * scale).rounded()))
  }

  /// The parts of the compile-time benchmark to run: those selected by `--scenario compile` or
  /// `compile.<part>`, else every part with `--compile-time`, else none.
  var compileTimeParts: Set<CompileTime.Part> {
    let selected = CompileTime.Part.allCases.filter {
      selections.contains("compile") || selections.contains("compile.\($0.rawValue)")
    }
    if selected.isEmpty && compileTime { return Set(CompileTime.Part.allCases) }
    return Set(selected)
  }

  /// Whether `id` was asked for.
  func selects(_ id: String) -> Bool {
    selections.isEmpty || selections.contains { id == $0 || id.hasPrefix($0 + ".") }
  }
}
