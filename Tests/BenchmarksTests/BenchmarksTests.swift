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
    let scenarios =
      SendScenarios.all + PresentationScenarios.all + CasePathScenarios.all
      + EffectScenarios.all + TestStoreScenarios.all + DumpScenarios.all
    let failuresBefore = failedChecks
    for scenario in scenarios {
      _ = await scenario.run(scenario.id.hasPrefix("dump") ? 1 : 3)
    }
    #expect(failedChecks == failuresBefore)
  }

  @Test("Every scenario's baseline exists, and ids are unique")
  func baselinesExist() {
    let scenarios =
      SendScenarios.all + PresentationScenarios.all + CasePathScenarios.all
      + EffectScenarios.all + TestStoreScenarios.all + DumpScenarios.all
    let ids = scenarios.map(\.id)
    #expect(Set(ids).count == ids.count)
    for baseline in scenarios.compactMap(\.baseline) {
      #expect(ids.contains(baseline), "missing baseline \(baseline)")
    }
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
    #expect(Table.csv(results) == "scenario,ns_per_op,ratio\na.b,12.3,2.000")
  }

  @Test("The generated compile-time feature has 30 destination cases and 12 ifLets")
  func generatedFeature() {
    let source = CompileTime.generatedFeature()
    #expect(source.components(separatedBy: "    Scope(state: State.feature").count - 1 == 30)
    #expect(source.components(separatedBy: ".ifLet(").count - 1 == 12)
  }
}
