public import Statecraft

extension TestStore {
  /// Asserts the oldest action that an effect fed back and the test has not received yet, and
  /// the state recorded after it.
  ///
  /// ```swift
  /// await store.receive(.loaded(items)) {
  ///   $0.items = items
  /// }
  /// ```
  ///
  /// The action was reduced when its effect delivered it, as a `Store` reduces it; the closure
  /// receives the state where the last asserted step ended and must turn it into the state
  /// recorded after the action. Waits until such an action has arrived, or until every running
  /// effect is provably stuck (waiting on a ``TestClock`` nobody advances), or for `timeout` at
  /// most. With exhaustivity on, the oldest received action must be this one; with it off, the
  /// received actions before the one it matches are passed over, and the closure runs once, on
  /// the state recorded after the match.
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
      expected: Messages.action(expectedAction),
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
      let outcome = await wait(timeout: timeout, at: site) { !received.isEmpty }
      guard outcome == .satisfied, let next = takeReceived(at: site) else {
        guard outcome != .unsettled else { return }
        fail(
          Messages.nothingReceived(
            expected: expected, timeout: timeout, outcome: outcome,
            running: runtime.machine.runningEffects.count, sleep: clockSleep
          ),
          at: site
        )
        return
      }
      if isMatching(next.action) {
        guard let before = next.overtakenFrom else {
          checkState(
            after: next.action, kind: .received, actual: next.state, shared: next.shared,
            update: update, stackIDs: next.stackIDs, at: site)
          return
        }
        // A send went past it: asserted from the state before it, and the test's state stays
        // where the send left it.
        let (current, currentShared) = (assertedState, assertedShared)
        (assertedState, assertedShared) = (before, next.shared.before)
        checkState(
          after: next.action, kind: .received, actual: next.state, shared: next.shared,
          update: update, stackIDs: next.stackIDs, at: site)
        (assertedState, assertedShared) = (current, currentShared)
        return
      }
      guard exhaustivity != .on else {
        fail(
          Messages.unexpectedAction(
            received: next.action, expected: expected, expectedAction: expectedAction),
          at: site
        )
        // The state follows what really happened.
        moveOn(past: next)
        return
      }
      // Not exhaustive: the actions before the one expected were reduced when they were
      // delivered; passing over them moves the state on.
      if showsSkippedAssertions {
        Messages.printSkipped("Skipped received action:", Messages.action(next.action), at: site)
      }
      moveOn(past: next)
    }
  }
}
