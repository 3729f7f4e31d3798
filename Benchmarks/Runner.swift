import Foundation

/// The benchmark executable: `swift run -c release Benchmarks [--help]`.
///
/// Runs every selected scenario a few times, takes the median time per operation, and prints one
/// table with each scenario's ratio to its baseline, measured in the same run; then the memory
/// checks, and with `--compile-time` the compile-time benchmark. Exits with status 1 when a
/// scenario's final state shows that its work was not done.
@main
enum Runner {
  @MainActor
  static func main() async {
    let (parsed, error) = Options.parse(Array(CommandLine.arguments.dropFirst()))
    guard let options = parsed else {
      printError("error: \(error ?? "bad arguments")\n\n\(Options.usage)")
      exit(2)
    }
    if options.help {
      output(Options.usage)
      return
    }
    let scenarios = allScenarios
    let memoryChecks = MemoryChecks.all
    if options.list {
      output(list(scenarios, memoryChecks))
      return
    }
    if let (id, count) = options.runOnce {
      guard let scenario = scenarios.first(where: { $0.id == id }) else { exit(2) }
      _ = await scenario.run(count)
      exit(failedChecks > 0 ? 1 : 0)
    }
    if let problem = problem(with: options, scenarios, memoryChecks) {
      printError("error: \(problem)")
      exit(2)
    }

    var report = Report(csv: options.csv)
    report.add(environmentDescription(options))
    let results = await runScenarios(withBaselines(scenarios, options), options)
    if !results.isEmpty {
      report.addTable(
        options.csv
          ? Table.csv(results) : Table.timings(results, showAllocations: options.countAllocations)
      )
      if let load = loadAverage() { report.add("Load average when the timings ended: \(load)") }
      if let line = ExploreScenarios.memoryLine { report.add(line) }
    }
    var readings: [(MemoryCheck, MemoryReading)] = []
    for check in memoryChecks where options.selects(check.id) {
      printError("running \(check.id)")
      readings.append((check, await check.run(options.count(check.operations))))
    }
    if !readings.isEmpty { report.add("\n" + Table.memory(readings)) }
    let compileParts = options.compileTimeParts
    if !compileParts.isEmpty {
      report.add("\n" + CompileTime.run(compileParts))
    }
    if let path = options.docsPath { report.update(docs: path, command: CommandLine.arguments) }
    if failedChecks > 0 {
      printError("\(failedChecks) benchmark check(s) failed: the numbers above are not valid.")
      exit(1)
    }
  }

  /// Every scenario, in the order of the table (within each ``Scenario/Group``).
  @MainActor
  static var allScenarios: [Scenario] {
    SendScenarios.all + SharedScenarios.all + BindingScenarios.all + PresentationScenarios.all
      + ReduceScenarios.all + CasePathScenarios.all + EffectScenarios.all + LevelScenarios.all
      + TestStoreScenarios.all + DumpScenarios.all + StackScenarios.all + ExploreScenarios.all
      + ViewScenarios.all
  }

  /// What is wrong with the command line beyond its syntax, if anything.
  private static func problem(
    with options: Options, _ scenarios: [Scenario], _ memoryChecks: [MemoryCheck]
  ) -> String? {
    let known =
      scenarios.map(\.id) + memoryChecks.map(\.id)
      + CompileTime.Part.allCases.map { "compile.\($0.rawValue)" }
    for selection in options.selections
    where !known.contains(where: { $0 == selection || $0.hasPrefix(selection + ".") }) {
      return "no scenario matches '\(selection)'; see --list"
    }
    if options.countAllocations && !Allocations.isAvailable {
      return "--allocations needs valgrind on the PATH"
    }
    return nil
  }

  /// The selected scenarios and, recursively, their baselines (every scenario of a sum), in the
  /// order of `scenarios`.
  static func withBaselines(_ scenarios: [Scenario], _ options: Options) -> [Scenario] {
    var wanted = Set(scenarios.map(\.id).filter(options.selects))
    if wanted.isEmpty { return [] }
    var grew = true
    while grew {
      let baselines = scenarios.filter { wanted.contains($0.id) }.flatMap { $0.baseline?.ids ?? [] }
      grew = !wanted.isSuperset(of: baselines)
      wanted.formUnion(baselines)
    }
    return scenarios.filter { wanted.contains($0.id) }
  }

  /// Times every scenario in rounds, one ``Scenario/Group`` after the other: for each group, a
  /// warm-up round, then one repetition of each of its scenarios a round, so that a slow spell of
  /// a shared machine falls on a scenario and its baseline alike. The results are in the order
  /// the scenarios ran.
  ///
  /// Every scenario of the ``Scenario/Group/store`` group has finished its rounds before the first
  /// `TestStore` scenario runs, and with it the job tracker that a `TestStore` installs for the
  /// rest of the process.
  @MainActor
  static func runScenarios(_ scenarios: [Scenario], _ options: Options) async -> [Result] {
    var ran: [(scenario: Scenario, times: [Double])] = []
    for group in Scenario.Group.allCases {
      let members = scenarios.filter { $0.group == group }
      if members.isEmpty { continue }
      let label = group == .testStore ? " (TestStore scenarios)" : ""
      ran += zip(members, await timeInRounds(members, options, label: label)).map { ($0, $1) }
    }
    let timesByID = Dictionary(
      ran.map { ($0.scenario.id, $0.times) }, uniquingKeysWith: { first, _ in first }
    )
    var results = ran.map { Result(scenario: $0.scenario, times: $0.times) }
    for index in results.indices {
      // Each round's time against the baseline's time in the same round: a slow spell of the
      // machine that lasts a round or more then changes both sides of a ratio alike.
      if let baseline = results[index].scenario.baseline {
        results[index].ratio = baseline.ratio(of: ran[index].times, timesByID: timesByID)
      }
      if options.countAllocations {
        printError("counting allocations of \(results[index].scenario.id)")
        results[index].allocationsPerOperation = Allocations.perOperation(results[index].scenario)
      }
    }
    return results
  }

  /// A warm-up round, then `options.repetitions` rounds of one repetition of each scenario; the
  /// nanoseconds per operation (per unit of a batch) of each scenario's timed repetitions.
  @MainActor
  private static func timeInRounds(
    _ scenarios: [Scenario], _ options: Options, label: String
  ) async -> [[Double]] {
    var perOperation = Array(repeating: [Double](), count: scenarios.count)
    for round in 0...options.repetitions {
      printError(
        round == 0 ? "warming up\(label)" : "round \(round) of \(options.repetitions)\(label)")
      for (index, scenario) in scenarios.enumerated() {
        let count = options.count(scenario.operations)
        if round == 0 {
          _ = await scenario.run(max(1, count / 10))
        } else {
          let duration = await scenario.run(count)
          perOperation[index].append(duration.nanoseconds / Double(count * scenario.batch))
        }
      }
    }
    return perOperation
  }

  private static func list(_ scenarios: [Scenario], _ checks: [MemoryCheck]) -> String {
    let rows =
      scenarios.map {
        [$0.id, formatCount(Double($0.operations)), $0.baseline?.label ?? "", $0.summary]
      }
      + checks.map { [$0.id, formatCount(Double($0.operations)), "", $0.summary] }
      + [
        ["compile.feature", "", "", "type-check the generated feature (--compile-time)"],
        ["compile.library", "", "", "clean debug and release builds of the library"],
        ["compile.app", "", "", "type-check and clean debug build of the generated app"],
      ]
    return Table.render(
      header: ["id", "operations", "baseline", "one operation"], rows: rows,
      leftAligned: [0, 2, 3]
    )
  }

  /// The 1, 5 and 15 minute load averages, where there is a `/proc`.
  private static func loadAverage() -> String? {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
      .map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
  }

  private static func environmentDescription(_ options: Options) -> String {
    let info = ProcessInfo.processInfo
    let load = loadAverage()
    var settings = "\(options.repetitions) repetitions, operations ×\(options.scale)"
    if let operations = options.operations { settings = "\(operations) operations each" }
    return """
      Machine: \(info.activeProcessorCount) cores, \(info.operatingSystemVersionString)\
      \(load.map { ", load average \($0) at start" } ?? "")
      Toolchain: \(toolchainVersion() ?? "unknown")
      Settings: \(settings); ns/op is the median over the repetitions
      """
  }
}
