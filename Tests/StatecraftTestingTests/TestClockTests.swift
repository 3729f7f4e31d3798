import Foundation
import Statecraft
import Testing

@testable import StatecraftTesting

/// The TestClock on its own, with plain tasks sleeping on it (no test store).
///
/// A plain task is nobody's work: an advance does not wait for it to reach its first sleep (its
/// body runs on the main actor, its sleep on the global executor, on their own schedule). Each
/// test waits for its sleepers before advancing; without that, an advance that came first left a
/// sleeper due in the past of a later advance asleep, and the test awaiting it hung (seen once,
/// under the address sanitizer, where CI then ran out of time).
@MainActor
@Suite("TestClock")
struct TestClockTests {
  @Test("A task the test sees asleep before it has suspended is woken once it has, and awaited")
  func wakesOnlyOnceSuspended() async {
    // The sleeper's task is held between registering and suspending until the clock is about to
    // wake it: resumed there, a plain task would go on in its own job, which is nobody's, and
    // `advance` would return before it logged. Twenty times, one outcome.
    var outcomes: Set<[String]> = []
    for _ in 0..<20 {
      let clock = TestClock()
      let waking = DispatchSemaphore(value: 0)
      clock.suspensionProbe.withLock {
        $0 = TestClock.SuspensionProbe(
          registered: { _ = waking.wait(timeout: .now() + 5) },
          waking: { waking.signal() })
      }
      let log = WakeLog()
      // Detached, so that what it does after waking runs off the main actor, in parallel with the
      // test: only the clock's waiting can put it before `advance` returns. It then starts more
      // work, which is awaited only when it was started as the woken task's owner's.
      let task = Task.detached {
        try await clock.sleep(for: .seconds(1))
        await Task.detached {
          var spins = 0
          for value in 0..<2_000_000 { spins &+= value & 1 }
          if spins > 0 { log.woke("sleeper", clock) }
        }.value
      }
      await clock.waitForSleepers(1)
      await clock.advance(by: .seconds(1))
      outcomes.insert(log.wakes)
      task.cancel()
    }
    #expect(outcomes == [["sleeper at 1.0 seconds"]])
  }

  @Test("advance(by:) wakes the sleepers due by then and moves time, leaving later ones asleep")
  func advanceBy() async {
    let clock = TestClock()
    let log = WakeLog()
    let early = Task {
      try await clock.sleep(for: .seconds(1)); log.woke("early", clock)
    }
    let late = Task {
      try await clock.sleep(for: .seconds(5)); log.woke("late", clock)
    }
    await clock.waitForSleepers(2)
    await clock.advance(by: .seconds(2))
    #expect(log.wakes == ["early at 1.0 seconds"])
    #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
    #expect(clock.sleeperCount == 1)
    late.cancel()
    _ = await (early.result, late.result)
  }

  @Test("advance(to:) moves to an instant; an instant in the past changes nothing")
  func advanceTo() async {
    let clock = TestClock()
    let log = WakeLog()
    let sleeper = Task {
      try await clock.sleep(until: TestClock.Instant(offset: .seconds(3)))
      log.woke("sleeper", clock)
    }
    await clock.waitForSleepers(1)
    await clock.advance(to: TestClock.Instant(offset: .seconds(2)))
    #expect(log.wakes == [])
    await clock.advance(to: TestClock.Instant(offset: .seconds(3)))
    #expect(log.wakes == ["sleeper at 3.0 seconds"])
    await clock.advance(to: TestClock.Instant(offset: .seconds(1)))
    #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
    _ = await sleeper.result
  }

  @Test("Sleepers wake in deadline order, each at its own time, whatever order they slept in")
  func deadlineOrder() async {
    let clock = TestClock()
    let log = WakeLog()
    let tasks = [3, 1, 2].map { seconds in
      Task {
        try await clock.sleep(for: .seconds(seconds))
        log.woke("\(seconds)", clock)
      }
    }
    await clock.waitForSleepers(3)
    await clock.advance(by: .seconds(3))
    #expect(log.wakes == ["1 at 1.0 seconds", "2 at 2.0 seconds", "3 at 3.0 seconds"])
    for task in tasks { _ = await task.result }
  }

  @Test("Work woken by a deadline runs before the next; one deadline's sleepers in sleep order")
  func wokenWorkRunsBeforeTheNextDeadline() async {
    var outcomes: [[String]: Int] = [:]
    for _ in 0..<50 {
      let clock = TestClock()
      let log = WakeLog()
      let chain = Task {
        try await clock.sleep(for: .seconds(1))
        log.woke("first", clock)
        try await clock.sleep(for: .seconds(1))
        log.woke("again", clock)
      }
      let other = Task {
        try await clock.sleep(for: .seconds(2))
        log.woke("other", clock)
      }
      await clock.waitForSleepers(2)
      await clock.advance(by: .seconds(2))
      outcomes[log.wakes, default: 0] += 1
      _ = await (chain.result, other.result)
    }
    // "other" slept (at 0) before "again" did (at 1): at 2 it wakes first, on every run.
    #expect(
      outcomes == [["first at 1.0 seconds", "other at 2.0 seconds", "again at 2.0 seconds"]: 50])
  }

  @Test("Cancelling a sleeper ends its sleep at once with CancellationError, before or during it")
  func cancellation() async {
    let clock = TestClock()
    let sleeping = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(1)
    sleeping.cancel()
    let during = await sleeping.result
    #expect(clock.sleeperCount == 0)
    let before = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }.result
    for result in [during, before] {
      #expect(throws: CancellationError.self) { try result.get() }
    }
    #expect(clock.now == TestClock.Instant())
  }

  @Test("A sleep until now, for zero, or until a deadline passed waits for the next advance")
  func sleepUntilNowWaitsForAdvance() async {
    var outcomes: [[String]: Int] = [:]
    for _ in 0..<50 {
      let clock = TestClock(now: TestClock.Instant(offset: .seconds(5)))
      let log = WakeLog()
      let sleepers = [
        Task {
          try await clock.sleep(for: .zero)
          log.woke("zero", clock)
        },
        Task {
          try await clock.sleep(until: clock.now)
          log.woke("now", clock)
        },
        Task {
          try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
          log.woke("past", clock)
        },
      ]
      let cancelled = Task {
        try await clock.sleep(for: .zero)
        log.woke("cancelled", clock)
      }
      await clock.waitForSleepers(4)
      let before = log.wakes
      // A sleep for zero can be cancelled before it goes on.
      cancelled.cancel()
      await clock.advance(by: .zero)
      // The two due now may wake in either order: their sleeps reach the clock from the global
      // executor.
      outcomes[before + log.wakes.prefix(1) + log.wakes.dropFirst().sorted(), default: 0] += 1
      for task in sleepers + [cancelled] { _ = await task.result }
    }
    // The passed deadline is the earliest: it wakes first, then the two due now.
    #expect(
      outcomes == [["past at 5.0 seconds", "now at 5.0 seconds", "zero at 5.0 seconds"]: 50])
  }

  @Test("advance wakes many sleepers in deadline order, at a cost of log N comparisons each")
  func manySleepers() async {
    let clock = TestClock()
    let count = 2_000
    let log = WakeLog()
    let tasks = (0..<count).map { index in
      Task {
        // Deadlines in an order unlike the order of sleeping.
        try await clock.sleep(for: .milliseconds((index * 7_919) % count))
        log.woke("\(index)", clock)
      }
    }
    await clock.waitForSleepers(count)
    await clock.advance(by: .seconds(10))
    let expected = (0..<count).sorted { ($0 * 7_919) % count < ($1 * 7_919) % count }
    #expect(
      log.wakes == expected.map { "\($0) at \(Double(($0 * 7_919) % count) / 1_000) seconds" })
    for task in tasks { _ = await task.result }
  }

  @Test("The sleepers' queue costs log N comparisons per sleeper, not N")
  func sleeperQueueIsLogarithmic() {
    var queue = SleeperQueue()
    let count = 10_000
    for index in 0..<count {
      queue.insert(
        SleeperQueue.Entry(
          deadline: TestClock.Instant(offset: .milliseconds((index * 7_919) % count)),
          turn: UInt64(index), id: UInt64(index)))
    }
    var order: [UInt64] = []
    while let first = queue.first {
      order.append(first.id)
      queue.removeFirst()
    }
    #expect(order.count == count)
    #expect(order == order.sorted { (Int($0) * 7_919) % count < (Int($1) * 7_919) % count })
    // At most about 3 log2(N) comparisons for each insertion and removal; a queue that searched
    // every sleeper for each wake would need N / 2 on average.
    let logN = Int(log2(Double(count)).rounded(.up))
    #expect(queue.comparisons <= count * 3 * logN)
  }

  @Test("run() advances deadline by deadline until nothing sleeps on the clock")
  func run() async {
    let clock = TestClock()
    let log = WakeLog()
    let chain = Task {
      try await clock.sleep(for: .seconds(1))
      log.woke("first", clock)
      try await clock.sleep(for: .seconds(5))
      log.woke("second", clock)
    }
    await clock.waitForSleepers(1)
    await clock.run()
    #expect(log.wakes == ["first at 1.0 seconds", "second at 6.0 seconds"])
    #expect(clock.sleeperCount == 0)
    _ = await chain.result
  }

  @Test("run() stops after its bound of deadlines when something always sleeps again, and says so")
  func runBound() async {
    let clock = TestClock()
    let timer = Task {
      for await _ in clock.timer(interval: .seconds(1)) {}
    }
    await clock.waitForSleepers(1)
    let line = #line + 2
    let failures = await recordedFailures {
      await clock.run(deadlineLimit: 10)
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            TestClock.run() stopped after 10 deadlines: something sleeps on the clock again each \
            time it wakes, such as a timer.

            Advance by a fixed duration instead: await clock.advance(by: …)
            """,
          line: line
        )
      ])
    #expect(clock.now == TestClock.Instant(offset: .seconds(10)))
    #expect(
      Messages.clockRunStopped(after: 100_000).hasPrefix("TestClock.run() stopped after 100,000"))
    timer.cancel()
    await timer.value
  }

  @Test("Work woken by advancing that never settles is reported at the advance")
  func didNotSettle() async {
    let clock = TestClock(settleBound: .milliseconds(200))
    // Detached: a task made here would run on the main actor, which it must not block.
    let spinner = Task.detached {
      try await clock.sleep(for: .seconds(1))
      while !Task.isCancelled {}
    }
    await clock.waitForSleepers(1, timeout: .seconds(30))
    let line = #line + 2
    let failures = await recordedFailures {
      await clock.advance(by: .seconds(1))
    }
    spinner.cancel()
    _ = await spinner.result
    #expect(
      failures == [
        RecordedFailure(
          text: """
            TestClock: the work woken by advancing the clock kept running for 0.2 seconds without \
            settling (sleeping on a clock again, finishing, or waiting on something outside the \
            test).

            An effect that loops without suspending never lets the clock go on; give the loop a \
            point where it waits.
            """,
          line: line
        )
      ])
  }

  @Test("waitForSleepers reports when fewer tasks than expected sleep on the clock")
  func waitForSleepers() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    let line = #line + 3
    let failures = await recordedFailures {
      await clock.waitForSleepers(1)
      await clock.waitForSleepers(2, timeout: .milliseconds(100))
    }
    #expect(
      failures == [
        RecordedFailure(text: "Expected 2 tasks sleeping on the TestClock, found 1.", line: line)
      ])
    sleeper.cancel()
    _ = await sleeper.result
  }

  @Test("Numbers in messages have their thousands grouped")
  func grouped() {
    #expect(Messages.grouped(0) == "0")
    #expect(Messages.grouped(999) == "999")
    #expect(Messages.grouped(1_000) == "1,000")
    #expect(Messages.grouped(100_000) == "100,000")
    #expect(Messages.grouped(-1_234_567) == "-1,234,567")
  }
}

/// The order sleepers woke in, with the clock's time when each did.
final class WakeLog: Sendable {
  private let storage = Locked<[String]>([])

  func woke(_ name: String, _ clock: TestClock) {
    let now = clock.now.offset
    storage.withLock { $0.append("\(name) at \(now)") }
  }

  var wakes: [String] { storage.withLock { $0 } }
}
