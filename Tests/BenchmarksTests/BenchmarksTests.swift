import Foundation
import Testing

@testable import Benchmarks

/// Runs the benchmark's scenarios with tiny counts: every one must do the work it claims (its final
/// state checks out, and the TestStore scripts pass). Never looks at timings.
@MainActor
@Suite("Benchmarks", .serialized)
struct BenchmarksTests {
  @Test("Every scenario runs with tiny counts and its final state checks out")
  func scenariosRun() async {
    let failuresBefore = failedChecks
    // The 10,000-row starts are the 1,000-row ones with a larger constant: in a debug build they
    // would hold the main actor, shared by every test running beside this one, for a minute.
    // `explore.100k` and `explore.1m` explore 100,000 and 1,000,000 states whatever their count
    // (minutes of the main actor in a debug build, which the tests beside this one wait on); their
    // exploration runs below, on 1,000 states. `stack.push.live1k` is `stack.push.live10` over 1,000 screens started one by
    // one, whatever its count: seconds of the main actor in a debug build, for what the 10 check.
    let atScale: Set = [
      "rows.10k.start", "teststore.rows.10k.start", "explore.100k", "explore.1m",
      "stack.push.live1k",
    ]
    for scenario in Runner.allScenarios where !atScale.contains(scenario.id) {
      let isLong =
        scenario.id.hasPrefix("dump") || scenario.id.hasPrefix("effects.same-id")
        || scenario.id.hasPrefix("rows.") || scenario.id.hasPrefix("teststore.rows.")
      _ = await scenario.run(isLong ? 1 : 3)
    }
    let explored = await ExploreScenarios.hundredThousand(states: 1_000)
    #expect(explored.states == 1_000)
    #expect(failedChecks == failuresBefore)
  }

  @Test("Every scenario's baseline exists, and ids are unique")
  func baselinesExist() {
    let scenarios = Runner.allScenarios
    let ids = scenarios.map(\.id)
    #expect(Set(ids).count == ids.count)
    for baseline in scenarios.flatMap({ $0.baseline?.ids ?? [] }) {
      #expect(ids.contains(baseline), "missing baseline \(baseline)")
    }
  }

  @Test("Every baseline is timed in the same group as its scenario; TestStores only in the last")
  func baselinesShareTheGroup() {
    let scenarios = Runner.allScenarios
    let groups = Dictionary(scenarios.map { ($0.id, $0.group) }, uniquingKeysWith: { a, _ in a })
    for scenario in scenarios {
      for baseline in scenario.baseline?.ids ?? [] {
        #expect(groups[baseline] == scenario.group, "\(scenario.id) against \(baseline)")
      }
    }
    #expect(TestStoreScenarios.all.allSatisfy { $0.group == .testStore })
    // The fuzzer's step and the settled exploration wait for a session's effects as a TestStore
    // does, through the same process-wide job tracker: they are timed in the TestStores' group.
    #expect(
      scenarios.filter { $0.group == .testStore }.map(\.id)
        == TestStoreScenarios.all.map(\.id) + ["fuzz.step", "explore.settle"]
    )
  }

  @Test("A sum baseline divides each round's time by the sum of its scenarios' times that round")
  func sumBaselineRatio() {
    let baseline = Baseline.sum("b", "c")
    #expect(baseline.ids == ["b", "c"] && baseline.label == "b+c")
    // Same-round ratios are 2, 2 and 0.5: their median is 2. The medians of the two sides (10
    // against 20) would give 0.5, and the first baseline alone 4.
    let times = [100.0, 10, 10]
    let timesByID = ["b": [25.0, 2, 10], "c": [25.0, 3, 10]]
    #expect(baseline.ratio(of: times, timesByID: timesByID) == 2)
    #expect(Baseline("b").ratio(of: times, timesByID: timesByID) == 4)
    #expect(baseline.ratio(of: times, timesByID: ["b": [1, 1, 1]]) == nil)
  }

  @Test("The runner adds up a sum baseline's scenarios, selects them, and shows the sum as a+b")
  func runnerWithSumBaseline() async throws {
    let scenarios = [
      fake("t.b", ns: 10), fake("t.c", ns: 20), fake("t.other", ns: 1),
      fake("t.d", ns: 60, baseline: .sum("t.b", "t.c")),
    ]
    let (parsed, error) = Options.parse([
      "--scenario", "t.d", "--operations", "1", "--repetitions", "3",
    ])
    let options = try #require(parsed, "\(error ?? "")")
    let selected = Runner.withBaselines(scenarios, options)
    #expect(selected.map(\.id) == ["t.b", "t.c", "t.d"])

    let results = await Runner.runScenarios(selected, options)
    let sum = try #require(results.last)
    #expect(sum.scenario.id == "t.d" && sum.ratio == 2)
    #expect(sum.nanosecondsPerOperation == 120)
    #expect(Table.csv(results).split(separator: "\n").last == "t.d,120.0,2.000,t.b+t.c")
    let table = Table.timings(results, showAllocations: false)
    #expect(
      table.split(separator: "\n").contains { $0.hasPrefix("t.d ") && $0.contains("t.b+t.c") })
  }

  @Test("TestStore scenarios are timed after every other one, in rounds of their own")
  func testStoresLast() async throws {
    let log = CallLog()
    let scenarios = [
      fake("a", ns: 1, log: log), fake("t", ns: 2, group: .testStore, log: log),
      fake("b", ns: 3, log: log), fake("u", ns: 4, baseline: "t", group: .testStore, log: log),
    ]
    let (parsed, error) = Options.parse(["--operations", "1", "--repetitions", "2"])
    let options = try #require(parsed, "\(error ?? "")")

    let results = await Runner.runScenarios(scenarios, options)
    // A warm-up round and two timed rounds of each group, the first group first.
    #expect(log.ids == ["a", "b", "a", "b", "a", "b", "t", "u", "t", "u", "t", "u"])
    #expect(results.map(\.scenario.id) == ["a", "b", "t", "u"])
    #expect(results.last?.ratio == 2)
    #expect(Table.timings(results, showAllocations: false).contains(Table.orderNote))
    let storesOnly = await Runner.runScenarios([scenarios[0]], options)
    #expect(!Table.timings(storesOnly, showAllocations: false).contains(Table.orderNote))
  }

  @Test("Memory checks run with tiny counts")
  func memoryChecksRun() async {
    for check in MemoryChecks.all {
      let reading = await check.run(10)
      #expect(reading.operations == 10)
    }
  }

  @Test("Options: selection by id or prefix, counts, CSV")
  func options() throws {
    let (parsed, error) = Options.parse([
      "--scenario", "casepath", "--operations", "7", "--repetitions", "3", "--csv",
    ])
    let options = try #require(parsed, "\(error ?? "")")
    #expect(options.selects("casepath.payload.hit"))
    #expect(!options.selects("casepathological"))
    #expect(!options.selects("send"))
    #expect(options.count(1_000_000) == 7)
    #expect(options.repetitions == 3 && options.csv)
    #expect(Options.parse(["--scale"]).error == "--scale needs a value")
    #expect(Options.parse(["--bogus"]).error == "unknown option --bogus")
  }

  @Test("The CSV has a header and one line a result")
  func csv() {
    let scenario = Scenario("a.b", "test", operations: 1) { _ in .zero }
    let results = [
      Result(
        scenario: scenario, nanosecondsPerOperation: 12.34, spread: 0, ratio: 2,
        allocationsPerOperation: nil)
    ]
    #expect(Table.csv(results) == "scenario,ns_per_op,ratio,baseline\na.b,12.3,2.000,")
  }

  @Test("The generated compile-time feature has 30 destination cases and 12 ifLets")
  func generatedFeature() {
    let source = CompileTime.generatedFeature()
    #expect(source.components(separatedBy: "    Scope(state: State.feature").count - 1 == 30)
    #expect(source.components(separatedBy: ".ifLet(").count - 1 == 12)
  }

  @Test("The generated app has 50 features, one file each, and each group uses every operator")
  func generatedApp() throws {
    let files = CompileTime.generatedApp(repository: "/src/Statecraft")
    let manifest = try #require(files.first)
    #expect(manifest.path == "Package.swift")
    #expect(manifest.text.contains(".package(path: \"/src/Statecraft\")"))
    #expect(manifest.text.contains(".product(name: \"Statecraft\", package: \"statecraft\")"))
    #expect(Set(files.map(\.path)).count == files.count)

    // A feature file is named after the one feature it declares; the destination and path
    // reducers are in `Hub+Destination.swift` and `Hub+Path.swift` files beside their hub.
    let features = files.filter { $0.path.contains("/Group") && !$0.path.contains("+") }
    #expect(features.count == 50 && CompileTime.appFeatureCount == 50)
    for file in features {
      let name = String(file.path.split(separator: "/").last?.dropLast(".swift".count) ?? "")
      #expect(file.text.contains("struct \(name): Reducer {"), "\(file.path)")
    }
    for group in 1...CompileTime.appGroups {
      let text = files.filter { $0.path.contains("/Group\(group)/") }.map(\.text).joined()
      for snippet in CompileTime.appOperators {
        #expect(text.contains(snippet), "group \(group) lacks \(snippet)")
      }
    }
    let app = try #require(files.first { $0.path.hasSuffix("/AppFeature.swift") })
    #expect(app.text.components(separatedBy: "    Scope(state: \\.hub").count - 1 == 5)
  }

  @Test("Options: which parts of the compile-time benchmark run")
  func compileTimeParts() {
    func parts(_ arguments: [String]) -> Set<CompileTime.Part>? {
      Options.parse(arguments).0?.compileTimeParts
    }
    #expect(parts([]) == [])
    #expect(parts(["--scenario", "send"]) == [])
    #expect(parts(["--compile-time"]) == [.feature, .library, .app])
    #expect(parts(["--scenario", "compile"]) == [.feature, .library, .app])
    #expect(parts(["--scenario", "compile.app"]) == [.app])
    #expect(parts(["--compile-time", "--scenario", "compile.feature"]) == [.feature])
  }

  /// A scenario that takes `ns` nanoseconds an operation in round 1, twice that in round 2, and so
  /// on (its warm-up is round 0), and records its runs in `log`.
  private func fake(
    _ id: String, ns: Int, baseline: Baseline? = nil, group: Scenario.Group = .store,
    log: CallLog = CallLog()
  ) -> Scenario {
    var round = 0
    return Scenario(id, "fake", baseline: baseline, operations: 1, group: group) { count in
      log.ids.append(id)
      defer { round += 1 }
      return .nanoseconds(ns * round * count)
    }
  }
}

/// The ids of the fake scenarios, in the order they ran.
@MainActor
private final class CallLog {
  var ids: [String] = []
}
