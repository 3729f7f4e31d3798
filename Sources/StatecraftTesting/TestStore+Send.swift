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
  /// expect. Leave it out when the action must not change the state: a closure that changes
  /// nothing while the state did not change fails ("expected state to change"). Sending while
  /// received actions are unasserted fails the test (with exhaustivity off, they are passed
  /// over). Sending to a store whose feature dismissed itself (``isDismissed``) fails, and sends
  /// nothing.
  ///
  /// Actions of `.send` effects are reduced before `send` returns, as a `Store` reduces them;
  /// receive them afterwards. Returns once every effect the action started has run as far as it
  /// can.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The file of the call site, for failures; leave the default.
  ///   - filePath: The file path of the call site, for failures; leave the default.
  ///   - line: The line of the call site, for failures; leave the default.
  ///   - column: The column of the call site, for failures; leave the default.
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
    guard !isDismissed else {
      fail(Messages.sentToDismissedStore(action), at: site)
      return TestStoreTask(store: self, group: EffectGroup(host: runtime), family: -1)
    }
    if hasReceived {
      if exhaustivity == .on {
        // Kept, as in TCA: the test can still receive them (or skip them) after this send.
        let pending = overtakeReceived()
        if !pending.isEmpty {
          fail(Messages.sentWhileActionsPending(action, pending: pending.map(\.action)), at: site)
        }
      } else {
        passOverReceived(at: site)
      }
    }
    let step = beginStep(at: site)
    let group = EffectGroup(host: runtime)
    reduce(action, kind: .sent, group: group, update: updateStateToExpectedResult, at: site)
    // The actions of `.send` effects, as a `Store` reduces them before `send` returns (R1).
    reduceFedBack()
    await settle(at: site)
    return TestStoreTask(store: self, group: group, family: step)
  }

  /// Asserts the current state without sending anything.
  ///
  /// ```swift
  /// store.assert {
  ///   $0.isLoading = false
  /// }
  /// ```
  ///
  /// The closure receives ``state`` (where the last asserted step ended); it must leave it
  /// unchanged, or the test fails with the difference.
  public func assert(
    _ updateStateToExpectedResult: (inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var expected = assertedState
    // The shared values now, or just before the oldest received action not asserted yet: what
    // changed them since the last asserted step is what this assertion asserts (rule SH6).
    // Received actions a send went past are before the last step, not after it.
    let pending = received.firstIndex { $0.overtakenFrom == nil }
    let actualShared =
      pending.map { received[$0].shared.before }
      ?? SharedValues(reading: runtime.state).adding(lastReducedShared.reread())
    let start = exhaustivity == .on ? assertedShared.adding(actualShared) : actualShared
    defer {
      assertedShared = actualShared
      if let pending {
        received[pending].shared.outside = []
      } else {
        lastReducedShared = actualShared
      }
    }
    let expectedShared: SharedValues
    do {
      expectedShared = try runAssertion(
        updateStateToExpectedResult, on: &expected, shared: start, stackIDs: nil, at: site)
    } catch {
      fail(Messages.assertionThrew(error), at: site)
      return
    }
    if let difference = Messages.difference(
      expected: expected, actual: assertedState,
      shared: expectedShared.differences(to: actualShared))
    {
      fail(Messages.assertMismatch(difference), at: site)
    }
  }

  // MARK: - Steps

  /// Reduces one action with runtime issues routed to the step's line, and checks the state it
  /// produced.
  func reduce(
    _ action: Action,
    kind: StepKind,
    group: EffectGroup?,
    update: ((inout State) throws -> Void)?,
    at site: SourceCallSite
  ) {
    let stackIDsBefore = stackElementIDs()
    let shared = reducingRecordingShared {
      IssueReporting.withHandlerOnThisThread(issueHandler(at: site)) {
        runtime.reduce(action, group: group)
      }
    }
    reportChangedOutside(
      shared.outside, before: "\(kind)(\(Messages.action(action)))", at: site)
    checkState(
      after: action, kind: kind, actual: runtime.state, shared: shared, update: update,
      stackIDs: StackIDSnapshot(before: stackIDsBefore, after: stackElementIDs()), at: site)
  }

  /// Checks the state a step ended in (`actual`) against the state the last asserted step ended
  /// in, changed by the step's closure, and makes it the asserted state; and the shared values
  /// after the step against those before it, changed by the closure's `withLock`s (rules
  /// SH4, SH5).
  func checkState(
    after action: Action,
    kind: StepKind,
    actual: State,
    shared: SharedStep,
    update: ((inout State) throws -> Void)?,
    stackIDs: StackIDSnapshot? = nil,
    at site: SourceCallSite
  ) {
    let previous = assertedState
    // Inside the closure `state` is still the state before the step, as in TCA.
    defer {
      assertedState = actual
      assertedShared = shared.after
    }
    // The closure runs once: on the state before the step when every change must be described,
    // on the state after it when only what the closure asserts must hold.
    var expected = exhaustivity == .on ? previous : actual
    let start = exhaustivity == .on ? shared.before : shared.after
    var expectedShared = start
    if let update {
      do {
        expectedShared = try runAssertion(
          update, on: &expected, shared: start, stackIDs: stackIDs?.minting(exhaustivity),
          at: site)
      } catch {
        fail(Messages.assertionThrew(error), at: site)
        return
      }
    }
    // Only an exhaustive step must describe a change: with exhaustivity off, the closure is an
    // assertion about the state after the step, which may well be the state before it.
    if exhaustivity == .on, update != nil, actual == previous, expected == previous,
      !shared.before.hasDifferences(to: shared.after),
      !shared.before.hasDifferences(to: expectedShared)
    {
      fail(Messages.expectedStateToChange(action: action, kind: kind), at: site)
      return
    }
    let sharedMismatches = expectedShared.differences(to: shared.after)
    if let difference = Messages.difference(
      expected: expected, actual: actual, shared: sharedMismatches)
    {
      fail(
        Messages.stateMismatch(
          action: action, kind: kind, asserted: update != nil || exhaustivity != .on,
          difference: difference, shared: sharedMismatches
        ),
        at: site
      )
    } else if showsSkippedAssertions, exhaustivity != .on,
      let changes = Messages.difference(expected: previous, actual: actual, shared: shared.changes)
    {
      Messages.printSkipped("State changes after \(kind), asserted or not:", changes, at: site)
    }
  }

  /// Runs `body` with the store's dependencies, as reducers see them, but for stack element ids:
  /// minted from `stackIDs`, or from a copy of the store's generator, never advancing it. They
  /// are current on this thread for the call (`body` is an assertion closure: synchronous).
  func withStoreDependencies<R>(
    stackIDs: StackElementIDGenerator.Snapshot? = nil, _ body: () throws -> R
  ) rethrows -> R {
    let dependencies = stepDependencies
    let snapshot = stackIDs ?? dependencies.stackIDs.snapshot()
    if dependencies.assertionStackIDs.restore(snapshot) {
      return try dependencies.assertionValues.withCurrentOnThisThread(body)
    }
    // A generator that does not count (never a store's own): one resuming the snapshot.
    var values = runtime.dependencies
    values.stackElementID = StackElementIDGenerator(resuming: snapshot)
    return try values.withCurrentOnThisThread(body)
  }

  var showsSkippedAssertions: Bool {
    if case .off(true) = exhaustivity { return true }
    return false
  }
}

/// Whether a step's action was sent by the test or received from an effect.
enum StepKind: CustomStringConvertible {
  case sent
  case received

  var description: String {
    switch self {
    case .sent: "send"
    case .received: "receive"
    }
  }
}
