import Foundation
import Statecraft
import StatecraftTesting

/// The state explorer: one transition with effects left out, against a send; one transition
/// with effects run, against one step of the fuzzer; and 100,000 and 1,000,000 states, with the
/// memory they take.
@MainActor
enum ExploreScenarios {
  static var all: [Scenario] {
    [
      Scenario(
        "explore.inventario", "one transition of Inventory, .effects(.ignore)",
        baseline: "send", operations: 200_000, target: Target(maxRatio: 20)
      ) { count in
        let report = await StateExplorer(initialState: Inventory.State()) { Inventory() }
          .bounds(states: 1_000_000)
          .explore(inputs: Inventory.inputs(budget: count))
        check(report.violation == nil, "explore.inventario: \(report)")
        check(
          report.transitions == count, "explore.inventario: \(report.transitions) transitions")
        return report.duration * (Double(count) / Double(max(1, report.transitions)))
      },
      Scenario(
        "fuzz.step", "one step of Fuzzer.run on Inventory, without clock advances",
        operations: 20_000, group: .testStore
      ) { count in
        let report = await Fuzzer(initialState: Inventory.State()) { Inventory() }
          .advancingClock(by: [])
          .run(seed: 1, sequences: 1, steps: count, inputs: Inventory.inputs)
        check(report.failure == nil && report.steps == count, "fuzz.step: \(report)")
        return report.duration
      },
      Scenario(
        "explore.settle", "one transition of Inventory, .effects(.settle(advancing: []))",
        baseline: "fuzz.step", operations: 5_000, target: Target(maxRatio: 1.5),
        group: .testStore
      ) { count in
        let report = await StateExplorer(initialState: Inventory.State()) { Inventory() }
          .effects(.settle(advancing: []))
          .bounds(states: 1_000_000)
          .explore(inputs: Inventory.inputs(budget: count))
        check(report.violation == nil, "explore.settle: \(report)")
        check(report.transitions == count, "explore.settle: \(report.transitions) transitions")
        return report.duration * (Double(count) / Double(max(1, report.transitions)))
      },
      Scenario(
        "explore.100k", "explore Inventory until 100,000 states, .effects(.ignore)",
        operations: 1, target: Target(maxDuration: .seconds(3))
      ) { count in
        var total = Duration.zero
        for _ in 0..<count {
          let run = await hundredThousand()
          total += run.duration
          // The first run's: a later one reuses the memory an earlier one freed.
          if bytesPerState[100_000] == nil { bytesPerState[100_000] = run.bytesPerState }
        }
        return total
      },
      Scenario(
        "explore.1m", "explore Inventory until 1,000,000 states, .effects(.ignore)",
        operations: 1, target: Target(maxDuration: .seconds(30))
      ) { count in
        // A child process asked for the size of a state answers it and explores nothing.
        if ProcessInfo.processInfo.environment[stateSizeVariable] != nil {
          print(ownStateSize().map(String.init) ?? "")
          return .zero
        }
        if stateSize == nil { stateSize = childStateSize() }
        var total = Duration.zero
        for _ in 0..<count {
          let run = await hundredThousand(states: 1_000_000)
          total += run.duration
          // The first run's: a later one reuses the memory an earlier one freed.
          if bytesPerState[1_000_000] == nil { bytesPerState[1_000_000] = run.bytesPerState }
        }
        return total
      },
    ]
  }

  /// The memory per state of the last `explore.100k` and `explore.1m`, by their count of states,
  /// for the report's lines about them.
  static var bytesPerState: [Int: Int] = [:]

  /// The memory one distinct state of Inventory takes by itself, held in an array
  /// (``ownStateSize(count:)``), measured in a child process once `explore.1m` ran.
  static var stateSize: Int?

  /// The variable that makes a child process answer ``ownStateSize(count:)``.
  static let stateSizeVariable = "STATECRAFT_BENCHMARKS_STATE_SIZE"

  /// ``ownStateSize(count:)`` measured in a child process, whose heap nothing used before: in this
  /// one, the memory the explorations freed would hold the states without the resident peak
  /// growing, and allocating them first changes how the allocator serves the explorations.
  static func childStateSize() -> Int? {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["--run-once", "explore.1m", "0"]
    child.environment = ProcessInfo.processInfo.environment.merging([stateSizeVariable: "1"]) {
      $1
    }
    let output = Pipe()
    child.standardOutput = output
    child.standardError = FileHandle.nullDevice
    guard (try? child.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return text.split(separator: "\n").last.flatMap { Int($0) }
  }

  /// The lines the report prints under the table when `explore.100k` or `explore.1m` ran.
  static var memoryLine: String? {
    var lines: [String] = []
    if let bytes = bytesPerState[100_000] {
      lines.append(
        "explore.100k: \(bytes) bytes per state (growth of the resident peak over 100,000 states)")
    }
    if let bytes = bytesPerState[1_000_000] {
      var line =
        "explore.1m: \(bytes) bytes per state (growth of the resident peak over 1,000,000 states)"
      if let stateSize {
        line +=
          "; a state alone takes \(stateSize) (100,000 distinct states in an array, in a child "
          + "process), so "
          + "\(bytes - stateSize) bytes a state beyond the state's own size (target ≤ 300)"
      }
      lines.append(line)
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// The growth of the resident peak per state while an array holds `count` distinct states of
  /// Inventory, each with its own storage of articles as an explored state has: what a state
  /// takes by itself, beside what the explorer keeps for it.
  static func ownStateSize(count: Int = 100_000) -> Int? {
    guard let before = PeakMemory.reset() else { return nil }
    var states: [Inventory.State] = []
    states.reserveCapacity(count)
    var state = Inventory.State()
    for index in 0..<count {
      var digits = index
      for id in 0..<5 {
        state.items[id: id]?.stock = digits % 10
        digits /= 10
      }
      states.append(state)
    }
    let after = PeakMemory.peakKilobytes()
    check(Set(states).count == count, "explore.1m: the states held are not distinct")
    return after.map { ($0 - before) * 1_024 / count }
  }

  /// Explores Inventory until `states` states (100,000 for `explore.100k`, 1,000,000 for
  /// `explore.1m`), and reports the time and the memory per state (the growth of the resident
  /// set's peak while exploring).
  static func hundredThousand(
    states: Int = 100_000
  ) async -> (duration: Duration, bytesPerState: Int?, states: Int) {
    let before = PeakMemory.reset()
    let report = await StateExplorer(initialState: Inventory.State()) { Inventory() }
      .bounds(states: states)
      .explore(inputs: Inventory.inputs)
    check(report.states == states && report.violation == nil, "explore \(states): \(report)")
    let bytes = before.flatMap { before in PeakMemory.peakKilobytes().map { ($0 - before) * 1_024 }
    }
    return (report.duration, bytes.map { $0 / max(1, report.states) }, report.states)
  }
}

extension Inventory {
  /// The inputs, until `budget` transitions were taken: then none, so that the exploration ends
  /// there whatever its bounds.
  static func inputs(budget: Int) -> (State) -> [FuzzInput<Action>] {
    var offered = 0
    var isFirstCall = true
    return { state in
      // NB: the explorer first asks what the initial state offers only to see that it offers
      // something; that call takes no transition, so it spends none of the budget.
      if isFirstCall {
        isFirstCall = false
        return Inventory.inputs(state)
      }
      let inputs = Inventory.inputs(state).prefix(max(0, budget - offered))
      offered += inputs.count
      return Array(inputs)
    }
  }
}

/// The peak of the resident set (`VmHWM`), which `/proc/self/clear_refs` resets, on Linux.
enum PeakMemory {
  /// Resets the peak to the resident set now, and returns it in kilobytes; `nil` where it cannot.
  static func reset() -> Int? {
    guard FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs"),
      (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
    else { return nil }
    return peakKilobytes()
  }

  static func peakKilobytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return line.split(separator: " ").compactMap { Int($0) }.first
    }
    return nil
  }
}
