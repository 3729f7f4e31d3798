import Statecraft

extension TestStore {
  /// Waits until every effect of the store has ended, but those passed over by
  /// ``skipInFlightEffects(strict:fileID:filePath:line:column:)``.
  ///
  /// Fails the test if effects are still running after `timeout`, or at once if every running
  /// effect is waiting on a ``TestClock`` that nobody advances far enough. Actions the effects feed
  /// back while it waits are reduced as they arrive and recorded: receive them afterwards. It does
  /// not itself fail on unasserted received actions.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? self.timeout
    let outcome = await wait(timeout: timeout, at: site) { assertedRunningEffects.isEmpty }
    guard outcome != .satisfied, outcome != .unsettled else { return }
    let running = assertedRunningEffects
    reportedEffects.formUnion(running.map(\.id))
    fail(
      Messages.effectsStillRunning(
        running.map { $0.origin.action.value as Any }, outcome: outcome, timeout: timeout,
        sleep: clockSleep
      ),
      at: site
    )
  }

  /// The running effects that the test still asserts on: all but those it skipped.
  var assertedRunningEffects: [(id: EffectID, origin: EffectOrigin<Action>)] {
    let running = runtime.machine.runningEffects
    guard !skippedEffects.isEmpty else { return running }
    return running.filter { !skippedEffects.contains($0.id) }
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

  /// Stops asserting on the effects that are running now, so the test can end without waiting
  /// for them.
  ///
  /// The effects keep running: what they send later is received as any fed-back action is (and
  /// must be asserted), and what those actions start is asserted on. Skipped effects are not
  /// reported at the end of the test, ``finish(timeout:fileID:filePath:line:column:)`` does not
  /// wait for them, and the store cancels them when the test ends, as TCA's test store does:
  ///
  /// ```swift
  /// await store.send(.startTapped)
  /// await store.skipInFlightEffects()
  /// await clock.advance(by: .seconds(1))
  /// await store.receive(.tick) { $0.seconds = 1 }
  /// ```
  ///
  /// To stop an effect, send the action that cancels it, or cancel the task its `send` returned.
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
    let running = assertedRunningEffects
    if running.isEmpty {
      if strict { fail(Messages.nothingToSkip(.inFlightEffects), at: site) }
      return
    }
    if showsSkippedAssertions {
      Messages.printSkipped(
        "Skipped effects still running:",
        running.map { Messages.action($0.origin.action.value as Any) }
          .joined(separator: "\n"),
        at: site
      )
    }
    skippedEffects.formUnion(running.map(\.id))
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
