import Statecraft

/// The effects started by one `TestStore` send, to cancel or wait for in a test.
///
/// ```swift
/// let task = await store.send(.startTimer)
/// await clock.advance(by: .seconds(1))
/// await store.receive(.timerTicked) { $0.seconds = 1 }
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  private let group: EffectGroup
  /// The send's step: its effects, and those started by the actions they fed back.
  private let family: Int
  /// The store, not kept alive by its tasks: a task kept past the test does nothing.
  private weak let store: (any TestStoreTaskHost)?

  @MainActor
  init(store: some TestStoreTaskHost, group: EffectGroup, family: Int) {
    self.group = group
    self.family = family
    self.store = store
  }

  /// Cancels the effects, and those started by the actions they fed back, and waits until they
  /// have stopped. An effect that ignores cancellation is reported.
  @MainActor
  public func cancel(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await store?.cancel(
      family: family,
      at: SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits until the effects have ended; fails the test if they are still running after `timeout`
  /// (the store's by default), or at once if they are all waiting on a test clock nobody advances.
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await store?.finish(
      group, timeout: timeout,
      at: SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Whether the task's effects were cancelled.
  @MainActor
  public var isCancelled: Bool {
    group.total > 0
      && (group.wasCancelled || (group.running == 0 && group.cancelled == group.total))
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.group === rhs.group
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(group))
  }
}

/// What a ``TestStoreTask`` asks of its store: a protocol, so that a task holds one reference,
/// not two closures that capture the generic store.
@MainActor
protocol TestStoreTaskHost: AnyObject, Sendable {
  func cancel(family: Int, at site: SourceCallSite) async
  func finish(_ group: EffectGroup, timeout: Duration?, at site: SourceCallSite) async
}

extension TestStore: TestStoreTaskHost {
  /// Cancels a send's effects and those started by what they fed back.
  func cancel(family: Int, at site: SourceCallSite) async {
    runtime.cancel(family: family)
    await waitUntilStopped(at: site)
  }

  /// Waits for a send's effects to end.
  func finish(_ group: EffectGroup, timeout: Duration?, at site: SourceCallSite) async {
    let timeout = timeout ?? self.timeout
    let outcome = await wait(timeout: timeout, at: site) { group.running == 0 }
    guard outcome != .satisfied, outcome != .unsettled else { return }
    let running = runtime.machine.runningEffects.filter { $0.origin.group === group }
    reportedEffects.formUnion(running.map(\.id))
    fail(
      Messages.taskStillRunning(
        running.map { $0.origin.action.value as Any }, outcome: outcome, timeout: timeout,
        sleep: clockSleep
      ),
      at: site
    )
  }
}
