import Statecraft

extension StateExplorer where Key: Hashable {
  /// Explores every state the inputs of `inputs` reach, breadth first, checking every property;
  /// fails the test at this line with the shortest trace to the first failure.
  ///
  /// ```swift
  /// let report = await explorer.explore { state in
  ///   state.destino == nil ? [.send(.añadirTocado)] : [.send(.destino(.dismiss))]
  /// }
  /// ```
  ///
  /// Records one issue for the failure it reports (rule X1), the same on every run; inside
  /// `withKnownIssue` a test can expect it. An exploration cut short by a bound with nothing
  /// failing records none: its report says "within bounds". Bad input (bounds below one, an
  /// initial state that raises a runtime issue, a generator that offers nothing at the start,
  /// shared state with ``ExplorationEffects/settle(advancing:)`` or with transition properties)
  /// is recorded too, and nothing is explored.
  ///
  /// A state that holds `@Shared` values keeps its own values of them: copies of a state share
  /// their boxes, so the explorer keeps the values beside the state and shows them through an
  /// overlay whenever the state is read or stepped; the boxes are never written. Such a state is
  /// not `Hashable` (a shared value is not): explore it ``keyedByValue()``, or with a key of
  /// ``abstracting(by:)``.
  ///
  /// - Parameters:
  ///   - inputs: The generator a ``Fuzzer`` takes, unchanged: the inputs that make sense in a
  ///     state, in an order that depends only on the state.
  ///   - fileID: The file of the call site, for the failure; leave the default.
  ///   - filePath: The file path of the call site, for the failure; leave the default.
  ///   - line: The line of the call site, for the failure; leave the default.
  ///   - column: The column of the call site, for the failure; leave the default.
  /// - Returns: What the exploration did and found.
  @inlinable
  @discardableResult
  public func explore(
    inputs: @escaping (State) -> [FuzzInput<Action>],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> ExplorationReport<Action> {
    // NB: inlinable, so that the search and every transition are specialized for the feature's
    // types here, where it is explored (see `Exploration`).
    let started = ContinuousClock.now
    let exploration = Exploration(
      definition: definition, keyOf: keyOf, generator: inputs,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    exploration.recordCoverageSpecialized()
    return await explore(exploration, started: started) { await $0.run() }
  }
}

extension StateExplorer {
  /// Runs `exploration` with `run`, and reports it.
  @usableFromInline
  func explore<StateKey: Hashable>(
    _ exploration: Exploration<State, Action, StateKey>, started: ContinuousClock.Instant,
    run: (Exploration<State, Action, StateKey>) async -> Bool
  ) async -> ExplorationReport<Action> {
    let bounds = definition.bounds
    let site = exploration.site
    guard bounds.depth > 0, bounds.states > 0, (bounds.time ?? .seconds(1)) > .zero else {
      fail(
        ExplorationMessages.badBounds(
          depth: bounds.depth, states: bounds.states, time: bounds.time),
        at: site)
      return await exploration.report(
        explorerType: explorerType, isAbstracted: keyKind == .abstraction, duration: .zero)
    }
    return await IssueReporting.$handler.withValue(exploration.recorder.handler) {
      _ = await run(exploration)
      for problem in exploration.problems { fail(problem, at: site) }
      let report = await exploration.report(
        explorerType: explorerType, isAbstracted: keyKind == .abstraction,
        duration: ContinuousClock.now - started
      )
      if let violation = report.violation { fail(violation.message, at: site) }
      return report
    }
  }
}

extension StateExplorer {
  /// A test store of the explored feature: its initial state, its reducer, and the
  /// dependencies of the exploration (each key's test value, `clock` as `\.continuousClock`,
  /// then the changes `withDependencies` makes). What an exported trace replays in.
  ///
  /// - Parameters:
  ///   - clock: The clock of the feature's `\.continuousClock`: a new ``TestClock`` nobody
  ///     advances by default, on which a timer waits, as it waits in an exploration that does not
  ///     run effects.
  ///   - fileID: The file of the call site, for the store's failures; leave the default.
  ///   - filePath: The file path of the call site; leave the default.
  ///   - line: The line of the call site; leave the default.
  ///   - column: The column of the call site; leave the default.
  /// - Returns: A test store of the feature.
  public func testStore(
    clock: TestClock = TestClock(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> TestStore<State, Action> {
    let definition = definition
    return TestStore(
      initialState: definition.initialState(),
      reducer: { Reduce(definition.makeReduce()) },
      withDependencies: { dependencies in
        dependencies.continuousClock = clock
        definition.prepareDependencies(&dependencies)
      },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Checks, in a test store's state, the properties the explorer checks in every state (one
  /// presentation at a time, and the invariants) and, given the step that led there, those of
  /// every transition (a stale input changes nothing, and the transition properties); records a
  /// failure at this line for each that fails.
  ///
  /// The last line of an exported trace (``ExplorationReport/testSource``), where it fails for
  /// the property the exploration found failing.
  ///
  /// - Parameters:
  ///   - store: The test store, after the steps of a trace.
  ///   - input: The last step taken, to check the transition properties.
  ///   - before: The state before that step.
  ///   - fileID: The file of the call site, for the failure; leave the default.
  ///   - filePath: The file path of the call site, for the failure; leave the default.
  ///   - line: The line of the call site, for the failure; leave the default.
  ///   - column: The column of the call site, for the failure; leave the default.
  public func check(
    _ store: TestStore<State, Action>,
    after input: FuzzInput<Action>? = nil,
    from before: State? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let state = store.state
    let step = input.map { "\($0)" } ?? "the steps"
    var failures: [(ExplorationProperty, String)] = []
    if let violation = FuzzStepChecks<State, Action>.simultaneous(
      PresentationLayout(of: state), after: step)
    {
      failures.append((.check(violation.check), violation.details))
    }
    let snapshot = FuzzSnapshot(
      state: state,
      runningEffects: store.runtime.machine.runningEffects.map { $0.origin.action.value }
    )
    for invariant in definition.invariants {
      guard let violation = FuzzStepChecks.invariants([invariant], snapshot, after: step) else {
        continue
      }
      failures.append((.check(violation.check), violation.details))
    }
    if let input, let before {
      if case .stale(let action) = input,
        let violation = FuzzStepChecks.stale(
          action, before: before, after: state, effectsBefore: [], effectsAfter: [])
      {
        failures.append((.check(violation.check), violation.details))
      }
      for (description, holds) in definition.transitions where !holds(before, input, state) {
        failures.append(
          (
            .transition(description),
            ExplorationMessages.transitionFails(step: step, before: before, after: state)
          ))
      }
    }
    for (property, details) in failures {
      fail("StateExplorer.check found that \(property).\n\n\(Messages.indent(details))", at: site)
    }
  }

  /// The explorer's type as an exported test names it.
  var explorerType: String {
    keyKind == .state
      ? "StateExplorerOf<\(definition.reducerName)>"
      : "StateExplorer<\(typeName(State.self)), \(typeName(Action.self)), \(typeName(Key.self))>"
  }

  func fail(_ message: String, at site: SourceCallSite) {
    recordFailure(
      message, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
}
