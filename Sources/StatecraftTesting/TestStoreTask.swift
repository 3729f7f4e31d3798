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
  private let handles: [EffectHandle]
  private let timeout: Duration
  private let executor: EffectExecutor

  @MainActor
  init(handles: [EffectHandle], timeout: Duration, executor: EffectExecutor) {
    self.handles = handles
    self.timeout = timeout
    self.executor = executor
  }

  /// Cancels the effects and waits until they have stopped.
  @MainActor
  public func cancel() async {
    for handle in handles { handle.cancel() }
    for handle in handles { await handle.task?.value }
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
    let timeout = timeout ?? self.timeout
    let active = { handles.filter(\.isActive) }
    let outcome = await waitForEffects(active, executor: executor, timeout: timeout) {
      active().isEmpty
    }
    guard outcome != .satisfied else { return }
    recordFailure(
      Messages.taskStillRunning(active().map(\.origin), outcome: outcome, timeout: timeout),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Whether every effect of the task was cancelled.
  @MainActor
  public var isCancelled: Bool {
    !handles.isEmpty && handles.allSatisfy(\.isCancelled)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.handles.map(ObjectIdentifier.init) == rhs.handles.map(ObjectIdentifier.init)
  }

  public func hash(into hasher: inout Hasher) {
    for handle in handles { hasher.combine(ObjectIdentifier(handle)) }
  }
}
