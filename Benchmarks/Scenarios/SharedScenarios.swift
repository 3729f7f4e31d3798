import Foundation
import Statecraft
import StatecraftTesting

/// Shared state: a send that changes a shared count held by 1 or 10 children, and a test store
/// step that asserts one.
@MainActor
enum SharedScenarios {
  static var all: [Scenario] {
    [
      Scenario(
        "shared.withLock", "shared.withLock { $0 += 1 } on a Shared<Int>, no store (for reference)",
        operations: 1_000_000
      ) { count in
        let shared = Shared(value: 0)
        let duration = measure {
          for _ in 0..<count { shared.withLock { $0 += 1 } }
        }
        check(shared.wrappedValue == count, "shared.withLock: count is \(shared.wrappedValue)")
        return duration
      },
      sends(1, baseline: "send", target: Target(maxRatio: 2)),
      sends(10, baseline: "shared.send.1", target: Target(maxRatio: 1.2)),
    ]
  }

  static var testStore: [Scenario] {
    [
      Scenario(
        "teststore.shared",
        "await TestStore.send(.increment) { $0.holders[0].$count.withLock { $0 += 1 } }",
        baseline: "teststore.small", operations: 50_000, target: Target(maxRatio: 1.5),
        group: .testStore
      ) { count in
        let store = TestStore(initialState: SharedHolders.State(holders: 1)) { SharedHolders() }
        let duration = await measureAsync {
          for _ in 0..<count {
            await store.send(.increment) { $0.holders[0].$count.withLock { $0 += 1 } }
          }
        }
        let total = store.state.holders[0].count
        check(total == count, "teststore.shared: count is \(total)")
        return duration
      }
    ]
  }

  /// `store.send(.increment)`, whose reducer changes the count that `holders` children hold.
  private static func sends(_ holders: Int, baseline: String, target: Target) -> Scenario {
    Scenario(
      "shared.send.\(holders)",
      "a send whose reducer withLocks an Int held by \(holders) child\(holders == 1 ? "" : "ren")",
      baseline: Baseline(baseline), operations: 200_000, target: target
    ) { count in
      let store = Store(initialState: SharedHolders.State(holders: holders)) { SharedHolders() }
      onScreen(store)
      let duration = measure {
        for _ in 0..<count { store.send(.increment) }
      }
      let total = store.holders[holders - 1].count
      check(total == count, "shared.send.\(holders): count is \(total)")
      return duration
    }
  }

  /// 100,000 changes to a file-stored value on the disk, throttled on the continuous clock as in
  /// an app, in bursts over a few seconds: memory stays flat, and the file is written at most
  /// once a second (and once at the start).
  static var memory: MemoryCheck {
    MemoryCheck(
      id: "memory.shared-file", summary: "withLock on a file-stored Int (disk, throttled)",
      operations: 100_000
    ) { count in
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("statecraft-benchmark-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let fileSystem = SharedFileSystem.disk
      let shared = withDependencies {
        $0.sharedStorage = SharedStorage(fileSystem: fileSystem, clock: ContinuousClock())
      } operation: {
        Shared(wrappedValue: 0, .fileStorage(directory.appendingPathComponent("count.json")))
      }
      let writesBefore = fileSystem.writeCount
      let start = ContinuousClock.now
      // Ten bursts a third of a second apart, so that the run spans seconds of changes (the
      // changes alone take a fraction of one) and the throttle's trailing writes happen.
      var changes = 0
      var reading = await residentGrowthAsync(over: count) {
        shared.withLock { $0 += 1 }
        changes += 1
        if changes.isMultiple(of: max(1, count / 10)) {
          try? await Task.sleep(for: .milliseconds(300))
        }
      }
      let elapsed = ContinuousClock.now - start
      let writes = fileSystem.writeCount - writesBefore
      let seconds =
        Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) / 1e18
      let allowed = Int(seconds.rounded(.up)) + 1
      reading.note = "\(writes) writes in \(String(format: "%.2f", seconds)) s (≤ \(allowed))"
      reading.noteIsMet = writes <= allowed
      shared.save()
      let saved = fileSystem.contents(of: directory.appendingPathComponent("count.json"))
        .map { String(decoding: $0, as: UTF8.self) }
      check(
        saved == "\(shared.wrappedValue)", "memory.shared-file: the file holds \(saved ?? "nil")")
      return reading
    }
  }
}
