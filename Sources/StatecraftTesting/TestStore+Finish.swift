import Statecraft

extension TestStore {
  /// Waits until every effect of the store has ended.
  ///
  /// Fails the test if effects are still running after `timeout`, or at once if every running
  /// effect is waiting on a ``TestClock`` that nobody advances. Actions the effects feed back while
  /// it waits are reduced as they arrive and recorded: receive them afterwards. It does not
  /// itself fail on unasserted received actions.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? self.timeout
    let outcome = await wait(timeout: timeout, at: site) { runtime.machine.runningEffects.isEmpty }
    guard outcome != .satisfied, outcome != .unsettled else { return }
    let running = runtime.machine.runningEffects
    reportedEffects.formUnion(running.map(\.id))
    fail(
      Messages.effectsStillRunning(
        running.map { $0.origin.action.value as Any }, outcome: outcome, timeout: timeout
      ),
      at: site
    )
  }

  /// Passes over every action that effects fed back and the test has not received, without
  /// asserting the states recorded after them: ``state`` moves on to the state after the last.
  ///
  /// Use it when a test does not care about some actions; prefer ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``.
  ///
  /// - Parameters:
  ///   - strict: Whether to fail when there is nothing to skip.
  ///   - fileID: The file of the call site, for failures; leave the default.
  ///   - filePath: The file path of the call site, for failures; leave the default.
  ///   - line: The line of the call site, for failures; leave the default.
  ///   - column: The column of the call site, for failures; leave the default.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle(at: site)
    let skipped = passOverReceived(at: site).count
    if strict, skipped == 0 {
      fail(Messages.nothingToSkip(.receivedActions), at: site)
    }
  }

  /// Cancels every effect that is still running, so the test can end without waiting for them.
  ///
  /// Returns once the effects have stopped; an effect that ignores cancellation is reported.
  ///
  /// - Parameters:
  ///   - strict: Whether to fail when no effect is running.
  ///   - fileID: The file of the call site, for failures; leave the default.
  ///   - filePath: The file path of the call site, for failures; leave the default.
  ///   - line: The line of the call site, for failures; leave the default.
  ///   - column: The column of the call site, for failures; leave the default.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let running = runtime.machine.runningEffects
    if running.isEmpty {
      if strict { fail(Messages.nothingToSkip(.inFlightEffects), at: site) }
      return
    }
    if showsSkippedAssertions {
      Messages.printSkipped(
        "Cancelled effects still running:",
        running.map { Messages.action($0.origin.action.value as Any) }
          .joined(separator: "\n"),
        at: site
      )
    }
    runtime.cancelAll()
    await waitUntilStopped(at: site)
  }

  /// Lets cancelled effects wind down, and reports those whose work has not returned once
  /// everything has run as far as it can: they ignore cancellation.
  func waitUntilStopped(at site: SourceCallSite) async {
    await settle(at: site)
    let stuck = runtime.machine.drainingEffects
    guard !stuck.isEmpty else { return }
    fail(Messages.ignoresCancellation(count: stuck.count), at: site)
  }
}
