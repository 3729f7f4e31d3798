import Statecraft

extension TestStore {
  /// Waits until every effect of the store has ended.
  ///
  /// Fails the test if effects are still running after `timeout`, or at once if every running
  /// effect is waiting on a ``TestClock`` that nobody advances. Actions the effects feed back while
  /// it waits stay held: receive them afterwards.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? self.timeout
    let outcome = await waitForEffects(timeout: timeout) { runtime.registry.running.isEmpty }
    guard outcome != .satisfied else { return }
    fail(
      Messages.effectsStillRunning(
        runtime.registry.running.map(\.origin), outcome: outcome, timeout: timeout
      ),
      at: site
    )
  }

  /// Reduces every action that effects fed back and the test has not received, without asserting
  /// their state changes.
  ///
  /// Use it when a test does not care about some actions; prefer ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``.
  public func skipReceivedActions(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    for _ in 0..<8 { await Task.yield() }
    skipPendingActions(
      showing: showsSkippedAssertions,
      at: SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Cancels every effect that is still running, so the test can end without waiting for them.
  public func skipInFlightEffects(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let running = runtime.registry.running
    if showsSkippedAssertions, !running.isEmpty {
      Messages.printSkipped(
        "Cancelled effects still running:",
        running.map { Messages.describe($0.origin) }.joined(separator: "\n"),
        at: SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
    runtime.registry.cancelAll()
    for handle in running {
      await handle.task?.value
    }
  }
}
