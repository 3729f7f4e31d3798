import Testing

@testable import StatecraftTesting

/// The probe's rules, driven step by step with made-up pool loads: no threads, no timing.
@Suite("IdleProbe")
struct IdleProbeTests {
  typealias Probe = IdleProbe<String>

  static func pool(busy: Int, enqueued: Int) -> () -> JobPool.Load {
    { JobPool.Load(busyJobs: busy, enqueuedJobs: enqueued, threads: 2) }
  }

  @Test("A waiter on an idle process posts a probe, which tells it when nothing changed")
  func idleProcess() {
    var probe = Probe()
    #expect(probe.addWaiter(id: 1, "a", pool: Self.pool(busy: 0, enqueued: 7)).isPostProbe)
    #expect(probe.probeRan(pool: Self.pool(busy: 0, enqueued: 7)).resumed == ["a"])
    #expect(probe.waiterCount == 0)
  }

  @Test("No probe is posted while the pool is busy; the pool emptying posts it")
  func busyPool() {
    var probe = Probe()
    #expect(probe.addWaiter(id: 1, "a", pool: Self.pool(busy: 2, enqueued: 7)).isNone)
    #expect(probe.pendingProbe == nil)
    #expect(probe.poolBecameIdle(pool: Self.pool(busy: 0, enqueued: 9)).isPostProbe)
    #expect(probe.pendingProbe == .init(mainEnqueues: 0, globalEnqueues: 9))
  }

  @Test("A global job enqueued while the probe travels sends it round again")
  func globalEnqueueMeanwhile() {
    var probe = Probe()
    _ = probe.addWaiter(id: 1, "a", pool: Self.pool(busy: 0, enqueued: 7))
    // The job came and went: the pool is empty again, but the count moved.
    #expect(probe.probeRan(pool: Self.pool(busy: 0, enqueued: 8)).isPostProbe)
    #expect(probe.pendingProbe == .init(mainEnqueues: 0, globalEnqueues: 8))
    #expect(probe.probeRan(pool: Self.pool(busy: 0, enqueued: 8)).resumed == ["a"])
  }

  @Test("A main-actor job enqueued while the probe travels sends it round again")
  func mainEnqueueMeanwhile() {
    var probe = Probe()
    _ = probe.addWaiter(id: 1, "a", pool: Self.pool(busy: 0, enqueued: 7))
    probe.mainEnqueueWillBegin()
    #expect(probe.mainEnqueueDidEnd(pool: Self.pool(busy: 0, enqueued: 7)).isNone)
    #expect(probe.probeRan(pool: Self.pool(busy: 0, enqueued: 7)).isPostProbe)
    #expect(probe.pendingProbe == .init(mainEnqueues: 1, globalEnqueues: 7))
    #expect(probe.probeRan(pool: Self.pool(busy: 0, enqueued: 7)).resumed == ["a"])
  }

  @Test("While a main-actor enqueue is half done, no probe is posted, and one that runs fails")
  func mainEnqueueInFlight() {
    var probe = Probe()
    probe.mainEnqueueWillBegin()
    // The job may not be on the main queue yet, so a probe posted now could overtake it.
    #expect(probe.addWaiter(id: 1, "a", pool: Self.pool(busy: 0, enqueued: 7)).isNone)
    #expect(probe.mainEnqueueDidEnd(pool: Self.pool(busy: 0, enqueued: 7)).isPostProbe)

    var other = Probe()
    _ = other.addWaiter(id: 1, "a", pool: Self.pool(busy: 0, enqueued: 7))
    other.mainEnqueueWillBegin()
    #expect(other.probeRan(pool: Self.pool(busy: 0, enqueued: 7)).isNone)
    #expect(other.mainEnqueueDidEnd(pool: Self.pool(busy: 0, enqueued: 7)).isPostProbe)
  }

  @Test("A probe that finds the pool busy waits for the pool to empty")
  func poolBusyAtProbe() {
    var probe = Probe()
    _ = probe.addWaiter(id: 1, "a", pool: Self.pool(busy: 0, enqueued: 7))
    #expect(probe.probeRan(pool: Self.pool(busy: 1, enqueued: 8)).isNone)
    #expect(probe.pendingProbe == nil)
    #expect(probe.poolBecameIdle(pool: Self.pool(busy: 0, enqueued: 8)).isPostProbe)
  }

  @Test("One probe serves every waiter; a waiter that joins while it travels is told too")
  func sharedProbe() {
    var probe = Probe()
    #expect(probe.addWaiter(id: 1, "a", pool: Self.pool(busy: 0, enqueued: 7)).isPostProbe)
    #expect(probe.addWaiter(id: 2, "b", pool: Self.pool(busy: 0, enqueued: 7)).isNone)
    #expect(probe.probeRan(pool: Self.pool(busy: 0, enqueued: 7)).resumed == ["a", "b"])
  }

  @Test("A waiter whose time ran out is removed once and not told later")
  func removedWaiter() {
    var probe = Probe()
    _ = probe.addWaiter(id: 1, "a", pool: Self.pool(busy: 0, enqueued: 7))
    _ = probe.addWaiter(id: 2, "b", pool: Self.pool(busy: 0, enqueued: 7))
    #expect(probe.removeWaiter(id: 1) == "a")
    #expect(probe.removeWaiter(id: 1) == nil)
    #expect(probe.probeRan(pool: Self.pool(busy: 0, enqueued: 7)).resumed == ["b"])
  }

  @Test("A probe that arrives after every waiter left does nothing")
  func probeWithoutWaiters() {
    var probe = Probe()
    _ = probe.addWaiter(id: 1, "a", pool: Self.pool(busy: 0, enqueued: 7))
    _ = probe.removeWaiter(id: 1)
    #expect(probe.probeRan(pool: Self.pool(busy: 0, enqueued: 7)).isNone)
    #expect(probe.pendingProbe == nil)
    #expect(probe.poolBecameIdle(pool: Self.pool(busy: 0, enqueued: 7)).isNone)
  }
}

extension IdleProbe.Action {
  var isNone: Bool {
    if case .none = self { return true }
    return false
  }

  var isPostProbe: Bool {
    if case .postProbe = self { return true }
    return false
  }

  var resumed: [Waiter]? {
    if case .resume(let waiters) = self { return waiters }
    return nil
  }
}
