import Foundation

/// Counts heap allocations per operation of a scenario, every `malloc` included, by running this
/// executable under `valgrind --tool=dhat` (`--allocations`).
///
/// The scenario runs twice in a child process, with `n` and `2n` operations and nothing else; the
/// difference between dhat's two totals of allocated blocks, divided by `n`, is what one operation
/// allocates. Setup, first-use caches and process start cancel out. A scenario of one long
/// operation (an exploration of a million states, 22 minutes under dhat) runs with none and one
/// instead: what its first use caches is nothing beside what the operation keeps, and a second
/// operation would double the wait. Swift's runtime has no
/// dependency-free allocation hook that works on Linux (the one Instruments uses crashes on small
/// strings), and glibc's `mallinfo2()` reports bytes in use, not calls, so a `malloc` freed within
/// the operation would not show.
enum Allocations {
  /// Whether `valgrind` can be run.
  static var isAvailable: Bool {
    run(["valgrind", "--version"]) != nil
  }

  /// Allocations per operation of `scenario`, or `nil` when valgrind failed.
  static func perOperation(_ scenario: Scenario) -> Double? {
    let small = max(1, min(scenario.operations / 100, 1_000))
    let first = scenario.operations == 1 ? 0 : small
    guard let once = blocks(scenario.id, count: first),
      let twice = blocks(scenario.id, count: first + small)
    else { return nil }
    return Double(twice - once) / Double(small * scenario.batch)
  }

  /// dhat's total of allocated blocks for `count` operations of the scenario `id`.
  private static func blocks(_ id: String, count: Int) -> Int? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let output = run([
      "valgrind", "--tool=dhat", "--dhat-out-file=/dev/null", executable,
      "--run-once", id, String(count),
    ])
    // "==123== Total:     259,369 bytes in 1,671 blocks"
    guard let line = output?.split(separator: "\n").first(where: { $0.contains("Total:") }),
      let blocks = line.split(separator: " ").dropLast().last
    else { return nil }
    return Int(blocks.filter(\.isNumber))
  }

  /// The combined output of `arguments` run through `/usr/bin/env`, or `nil` when it failed.
  private static func run(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
