import Statecraft

extension TestStore {
  /// Sends an action, reduces it, and asserts how it changed the state.
  ///
  /// ```swift
  /// await store.send(.incrementTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// The closure receives the state as it was before the action; change it into the state you
  /// expect. Leave it out when the action must not change the state. Sending while received
  /// actions are unasserted fails the test (with exhaustivity off, they are skipped first).
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  /// - Returns: The effects the action started, to cancel or finish in the test.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let site = SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if !inbox.actions.isEmpty {
      if exhaustivity == .on {
        fail(Messages.sentWhileActionsPending(action, pending: inbox.actions), at: site)
      } else {
        skipPendingActions(showing: showsSkippedAssertions, at: site)
      }
    }
    let handles = step(
      action, kind: .sent, update: updateStateToExpectedResult, at: site
    )
    await letEffectsSettle(handles)
    return TestStoreTask(handles: handles, timeout: timeout, executor: executor)
  }

  /// Asserts the current state without sending anything.
  ///
  /// ```swift
  /// store.assert {
  ///   $0.isLoading = false
  /// }
  /// ```
  ///
  /// The closure receives the current state; it must leave it unchanged, or the test fails with
  /// the difference.
  public func assert(
    _ updateStateToExpectedResult: (inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var expected = state
    do {
      try updateStateToExpectedResult(&expected)
    } catch {
      fail(Messages.assertionThrew(error), at: site)
      return
    }
    if let difference = Messages.difference(expected: expected, actual: state) {
      fail(Messages.assertMismatch(difference), at: site)
    }
  }

  // MARK: - Steps

  /// Reduces one action with runtime issues routed to the test, and checks the state it produced.
  func step(
    _ action: Action,
    kind: StepKind,
    update: ((inout State) throws -> Void)?,
    at site: SourceCallSite
  ) -> [EffectHandle] {
    let previous = runtime.state
    let handles = IssueReporting.$handler.withValue(failingIssueHandler) {
      runtime.reduce(action)
    }
    for handle in handles {
      effectCallSites[ObjectIdentifier(handle)] = site
    }
    checkState(after: action, kind: kind, previous: previous, update: update, at: site)
    return handles
  }

  private func checkState(
    after action: Action,
    kind: StepKind,
    previous: State,
    update: ((inout State) throws -> Void)?,
    at site: SourceCallSite
  ) {
    let actual = runtime.state
    var expected = previous
    do {
      try update?(&expected)
    } catch {
      fail(Messages.assertionThrew(error), at: site)
      return
    }
    switch exhaustivity {
    case .on:
      guard let difference = Messages.difference(expected: expected, actual: actual) else {
        return
      }
      fail(
        Messages.stateMismatch(
          action: action, kind: kind, asserted: update != nil, difference: difference
        ),
        at: site
      )
    case .off(let showSkippedAssertions):
      // Only what the test asserted must hold: apply the assertion to the actual state.
      var assertedActual = actual
      try? update?(&assertedActual)
      if let difference = Messages.difference(expected: assertedActual, actual: actual) {
        fail(
          Messages.stateMismatch(
            action: action, kind: kind, asserted: true, difference: difference
          ),
          at: site
        )
      } else if showSkippedAssertions,
        let skipped = Messages.difference(expected: expected, actual: actual)
      {
        Messages.printSkipped("State changes not asserted after \(kind):", skipped, at: site)
      }
    }
  }

  /// Lets effects run until they are all suspended or the given ones have settled: newly started
  /// ones, so that a test that advances a clock next never races an effect that has not reached
  /// its sleep yet, and the one that sent a received action, so that a test ending right after
  /// never sees it as still running.
  func letEffectsSettle(_ handles: [EffectHandle]) async {
    guard !handles.isEmpty else { return }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !handles.allSatisfy(\.isSettled), clock.now < deadline {
      if await isQuiescent(executor) { return }
    }
  }

  var showsSkippedAssertions: Bool {
    if case .off(true) = exhaustivity { return true }
    return false
  }

  /// Reduces every held action without asserting (exhaustivity off, or `skipReceivedActions`).
  func skipPendingActions(showing: Bool, at site: SourceCallSite) {
    var rounds = 0
    while !inbox.actions.isEmpty, rounds < 10_000 {
      rounds += 1
      let (action, _) = inbox.removeFirst()
      if showing {
        Messages.printSkipped("Skipped received action:", Messages.describe(action), at: site)
      }
      let handles = IssueReporting.$handler.withValue(failingIssueHandler) {
        runtime.reduce(action)
      }
      for handle in handles {
        effectCallSites[ObjectIdentifier(handle)] = site
      }
    }
  }
}

/// Whether a step's action was sent by the test or received from an effect.
enum StepKind {
  case sent
  case received
}
