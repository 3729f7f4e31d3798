import Dispatch
import Foundation
import StatecraftTesting
import Testing

/// Each scenario starts work that reaches the main actor only after hops the waiting task cannot
/// see (other threads, other actors, tasks it did not create), then waits once. Without the
/// mechanism, a wait would return before the work is done on most runs; with it, the work is done
/// every time. Every scenario runs `repetitions` times and all runs must agree.
@MainActor
@Suite("Quiescence")
struct QuiescenceTests {
  /// A bound for waits that must succeed: generous, because idle is process-wide and other tests
  /// run in parallel; a wait that succeeds returns as soon as the process is idle.
  static let bound = Duration.seconds(30)
  static let repetitions = 50

  init() {
    Quiescence.install()
  }

  @Test("The runtime hooks install on this platform")
  func installs() {
    #expect(Quiescence.unavailableReason == nil)
  }

  @Test("A main-actor continuation scheduled from a global task has run")
  func mainActorContinuationFromGlobalTask() async {
    let runs = await repeatScenario { box in
      Task.detached {
        for _ in 0..<20 { await Task.yield() }
        await MainActor.run { box.value = 1 }
      }
    }
    #expect(runs == Self.expected(value: 1))
  }

  @Test("A job that hops through two actors, one busy with another task, has run")
  func hopsThroughBusyActors() async {
    let first = Stage()
    let second = Stage()
    let runs = await repeatScenario { box in
      Task.detached { await first.grind() }
      Task.detached {
        let a = await first.pass(1)
        let b = await second.pass(a)
        await MainActor.run { box.value = b }
      }
    }
    #expect(runs == Self.expected(value: 3))
  }

  @Test("An unstructured task spawned inside a task has run")
  func unstructuredTaskInsideTask() async {
    let runs = await repeatScenario { box in
      Task.detached {
        Task {
          for _ in 0..<10 { await Task.yield() }
          await MainActor.run { box.value = 1 }
        }
      }
    }
    #expect(runs == Self.expected(value: 1))
  }

  @Test("A chain of 1,000 Task.yield hops has run to its end")
  func yieldChain() async {
    let runs = await repeatScenario { box in
      Task.detached {
        for _ in 0..<1_000 { await Task.yield() }
        await MainActor.run { box.value = 1_000 }
      }
    }
    #expect(runs == Self.expected(value: 1_000))
  }

  @Test("Every child of a task group has run")
  func taskGroup() async {
    let runs = await repeatScenario { box in
      Task.detached {
        let total = await withTaskGroup(of: Int.self) { group in
          for child in 1...10 {
            group.addTask {
              for _ in 0..<child { await Task.yield() }
              return child
            }
          }
          return await group.reduce(0, +)
        }
        await MainActor.run { box.value = total }
      }
    }
    #expect(runs == Self.expected(value: 55))
  }

  @Test("A chain of main-actor tasks, each started by the one before, has run")
  func mainActorChain() async {
    let runs = await repeatScenario { box in
      Task { Self.chain(box, remaining: 100) }
    }
    #expect(runs == Self.expected(value: 100))
  }

  @Test("Work resumed from a Dispatch queue has run once it is resumed")
  func continuationResumedFromDispatch() async {
    let runs = await repeatScenario { box in
      let resumed = DispatchSemaphore(value: 0)
      Task.detached {
        await withCheckedContinuation { continuation in
          DispatchQueue.global().async {
            continuation.resume()
            resumed.signal()
          }
        }
        for _ in 0..<10 { await Task.yield() }
        await MainActor.run { box.value = 1 }
      }
      // The resumption happens outside the runtime's view, so the scenario waits for it; what
      // follows it is what the wait must cover.
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          resumed.wait()
          continuation.resume()
        }
      }
    }
    #expect(runs == Self.expected(value: 1))
  }

  @Test("A settle waits past its bound while the process keeps working in short jobs")
  func settleWaitsForWorkThatGoesOn() async {
    let bound = Duration.seconds(2)
    let box = Box()
    // Work for two and a half bounds, in jobs that each end at once: what parallel tests on a
    // slow machine look like. A plain wait with the same bound times out on it.
    let worker = Task.detached {
      let end = ContinuousClock.now + bound * 2.5
      while ContinuousClock.now < end { await Task.yield() }
      await MainActor.run { box.value = 1 }
    }
    // Patient enough for a whole parallel run under a sanitizer: the wait must end by itself,
    // at the first idle instant after the work.
    let outcome = await Quiescence.waitUntilSettled(bound: bound, patience: 1_000)
    #expect(outcome == .idle)
    #expect(box.value == 1)
    _ = await worker.value
  }

  @Test("A settle ends at its bound when a job of its lane runs for all of it without suspending")
  func settleEndsForAJobThatNeverSuspends() async throws {
    let lane = try #require(Quiescence.makeSerialExecutor())
    let spinning = Locked(true)
    // One job that runs until the wait has ended, or for ten minutes: a wait that did not see the
    // job as stuck would find the process idle once it stops, and the test would fail.
    let spinner = Task(executorPreference: lane) {
      let end = ContinuousClock.now + .seconds(600)
      while spinning.withLock({ $0 }), ContinuousClock.now < end {}
    }
    let outcome = await Quiescence.waitUntilSettled(
      bound: .milliseconds(200), lane: lane, patience: 10_000
    )
    spinning.withLock { $0 = false }
    _ = await spinner.value
    #expect(outcome == .timedOut)
  }

  @Test("Waiters that wait at the same time are all told the process is idle")
  func concurrentWaiters() async {
    let box = Box()
    Task.detached {
      for _ in 0..<100 { await Task.yield() }
      await MainActor.run { box.value = 1 }
    }
    async let first = Quiescence.waitUntilSettled(bound: Self.bound)
    async let second = Quiescence.waitUntilSettled(bound: Self.bound)
    let outcomes = await [first, second]
    #expect(outcomes == [.idle, .idle])
    #expect(box.value == 1)
  }

  @Test("A job that never ends makes the wait time out, and the process is idle once it ends")
  func timeoutIsReported() async {
    let release = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    Task.detached {
      started.signal()
      // Blocks this pool thread until the assertion below is made; the pool keeps other work
      // running on its other threads.
      release.wait()
    }
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        started.wait()
        continuation.resume()
      }
    }
    let whileBlocked = await Quiescence.waitUntilIdle(timeout: .milliseconds(100))
    release.signal()
    #expect(whileBlocked == .timedOut)
    #expect(await Quiescence.waitUntilSettled(bound: Self.bound) == .idle)
  }

  @Test("Main-actor isolation checks still hold on the main queue after installation")
  func isolationChecksHold() async {
    MainActor.preconditionIsolated()
    #expect(isolationName() == "MainActor")
    let fromDispatch = await withCheckedContinuation { continuation in
      DispatchQueue.main.async {
        continuation.resume(returning: MainActor.assumeIsolated { isolationName() })
      }
    }
    #expect(fromDispatch == "MainActor")
    let fromTask = await Task.detached { await MainActor.run { isolationName() } }.value
    #expect(fromTask == "MainActor")
  }

  // MARK: - Support

  /// What every run of a scenario must report: all of them idle, with the work done.
  static func expected(value: Int) -> [Run: Int] {
    [Run(outcome: .idle, value: value): repetitions]
  }

  /// One run: how the wait ended, and what the work had written by then.
  struct Run: Hashable, CustomStringConvertible {
    var outcome: Quiescence.Outcome
    var value: Int
    var description: String { "\(outcome), value \(value)" }
  }

  /// Runs `start` and a wait `repetitions` times, each with a fresh box, and counts the runs by
  /// what they reported. Stops at the first wait that does not find the process idle (the rest
  /// would only wait out their bound too).
  func repeatScenario(_ start: (Box) async -> Void) async -> [Run: Int] {
    var runs: [Run: Int] = [:]
    for _ in 0..<Self.repetitions {
      let box = Box()
      await start(box)
      let outcome = await Quiescence.waitUntilSettled(bound: Self.bound)
      runs[Run(outcome: outcome, value: box.value), default: 0] += 1
      if outcome != .idle { break }
    }
    return runs
  }

  static func chain(_ box: Box, remaining: Int) {
    box.value += 1
    guard remaining > 1 else { return }
    Task { chain(box, remaining: remaining - 1) }
  }
}

/// The type of the actor the caller is isolated to, as the runtime sees it.
func isolationName(isolation: isolated (any Actor)? = #isolation) -> String? {
  isolation.map { "\(type(of: $0))" }
}

/// What a scenario's work writes when it is done.
@MainActor
final class Box {
  var value = 0
}

/// An actor that passes a value on, and can keep itself busy without suspending.
actor Stage {
  private var sink = 0

  func pass(_ value: Int) -> Int {
    value + 1
  }

  /// Holds the actor for a while (a few milliseconds) without a suspension point.
  func grind() {
    var total = 0
    for index in 0..<200_000 { total &+= index }
    sink = total
  }
}
