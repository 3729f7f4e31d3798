public import Statecraft

extension TestStore {
  /// Receives the next action that an effect fed back, reduces it, and asserts its state change.
  ///
  /// ```swift
  /// await store.receive(.loaded(items)) {
  ///   $0.items = items
  /// }
  /// ```
  ///
  /// Waits until the action arrives, or until every running effect is provably stuck (waiting on a
  /// ``TestClock`` nobody advances), or for `timeout` at most. With exhaustivity on, the next held
  /// action must be this one; with it off, non-matching actions before it are skipped.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      matching: { $0 == expectedAction },
      expected: Messages.describe(expectedAction),
      expectedAction: expectedAction,
      timeout: timeout,
      update: updateStateToExpectedResult,
      at: SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Receives the next fed-back action if it is in the case of `casePath`, whatever its payload.
  ///
  /// ```swift
  /// await store.receive(CasePath(Feature.Action.loaded)) {
  ///   $0.isLoading = false
  /// }
  /// ```
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: { casePath.extract(from: $0) != nil },
      expected: "an action matching CasePath<\(Messages.typeText(Action.self)), "
        + "\(Messages.typeText(Value.self))>",
      expectedAction: nil,
      timeout: timeout,
      update: updateStateToExpectedResult,
      at: SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Receives the next fed-back action if it is in the case of `caseConstructor`, whatever its
  /// payload: `await store.receive(Feature.Action.loaded) { ... }`.
  public func receive<Value>(
    _ caseConstructor: @escaping @Sendable (Value) -> Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      CasePath(caseConstructor), timeout: timeout, assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Receives the next fed-back action if `isMatching` accepts it.
  ///
  /// ```swift
  /// await store.receive({ if case .loaded(let items) = $0 { items.count == 3 } else { false } })
  /// ```
  public func receive(
    _ isMatching: (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: isMatching,
      expected: "an action accepted by the predicate",
      expectedAction: nil,
      timeout: timeout,
      update: updateStateToExpectedResult,
      at: SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receive(
    matching isMatching: (Action) -> Bool,
    expected: String,
    expectedAction: Action?,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    at site: SourceCallSite
  ) async {
    let timeout = timeout ?? self.timeout
    while true {
      let outcome = await wait(timeout: timeout) { runtime.machine.hasHeldActions }
      guard outcome == .satisfied, let next = runtime.machine.heldActions.first else {
        fail(
          Messages.nothingReceived(
            expected: expected, timeout: timeout, outcome: outcome,
            running: runtime.machine.runningEffects.count
          ),
          at: site
        )
        return
      }
      if isMatching(next.action) || exhaustivity == .on { break }
      // Not exhaustive: the actions before the one expected are reduced in order, so that their
      // effects run and what they feed back can arrive.
      _ = runtime.takeHeld()
      if showsSkippedAssertions {
        Messages.printSkipped("Skipped received action:", Messages.describe(next.action), at: site)
      }
      _ = beginStep(at: site, family: next.family)
      IssueReporting.$handler.withValue(issueHandler(at: site)) {
        runtime.reduce(next.action, group: nil)
      }
      await settle(at: site)
    }
    guard let held = runtime.takeHeld() else { return }
    _ = beginStep(at: site, family: held.family)
    guard isMatching(held.action) else {
      fail(
        Messages.unexpectedAction(
          received: held.action, expected: expected, expectedAction: expectedAction),
        at: site
      )
      // Reduce it anyway, so that the state follows what really happened.
      IssueReporting.$handler.withValue(issueHandler(at: site)) {
        runtime.reduce(held.action, group: nil)
      }
      await settle(at: site)
      return
    }
    reduce(held.action, kind: .received, group: nil, update: update, at: site)
    await settle(at: site)
  }
}
