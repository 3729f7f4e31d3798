import Statecraft

/// What one transition left: the state, the store's books of effects when they belong to the
/// state, the counters of the id generators, and what the recorder saw.
@usableFromInline
struct StepResult<State, Action> {
  @usableFromInline var state: State
  @usableFromInline var machine: StoreStateMachine<Action>?
  @usableFromInline var counters: MintCounters
  @usableFromInline var log: FuzzRecorder<Action>.Log
  /// Effects the step left without running to their end: not started (``ExplorationEffects/ignore``)
  /// or still waiting when the step ended (``ExplorationEffects/settle(advancing:)``), by origin.
  @usableFromInline var unfinished: [Action]
  /// Whether the feature dismissed itself.
  @usableFromInline var isDismissed: Bool
  /// How many `.run` effects the step started (or, when they run, left waiting).
  @usableFromInline var startedRuns: Int
  /// The running effects a step started directly, after it: what a stale input must not change.
  @usableFromInline var runningAfter: [EffectID]
  /// A check that failed inside the step (``ExplorationEffects/settle(advancing:)`` runs the
  /// fuzzer's checks as the step goes).
  @usableFromInline var violation: FuzzViolation?
  /// The values of the shared boxes the state holds, as this state has them: copies of a state
  /// share their boxes, so each state's values are kept beside it, and whatever reads the state
  /// reads them through an overlay (see `SharedValues.reading(_:)`).
  @usableFromInline var shared: SharedValues

  @inlinable
  init(
    state: State, machine: StoreStateMachine<Action>? = nil, counters: MintCounters,
    log: FuzzRecorder<Action>.Log = .init(), unfinished: [Action] = [], isDismissed: Bool = false,
    startedRuns: Int = 0, runningAfter: [EffectID] = [], violation: FuzzViolation? = nil,
    shared: SharedValues = SharedValues()
  ) {
    self.state = state
    self.machine = machine
    self.counters = counters
    self.log = log
    self.unfinished = unfinished
    self.isDismissed = isDismissed
    self.startedRuns = startedRuns
    self.runningAfter = runningAfter
    self.violation = violation
    self.shared = shared
  }
}

extension SharedValues {
  /// The values of the boxes `state` holds, as the state has them: `values` when it has some; the
  /// boxes' own values when the state comes to hold shared values first (`layout` says whether it
  /// holds any), as the step that reached it left them.
  @usableFromInline
  static func held<State>(
    by state: State, _ values: SharedValues, layout: PresentationLayout
  )
    -> SharedValues
  {
    values.isEmpty && layout.holdsShared ? SharedValues(reading: state) : values
  }

  /// The values of the boxes `state` holds, as the state has them, for a state that holds some:
  /// `values` when it has some; the boxes' own values otherwise (see
  /// ``held(by:_:layout:)``).
  @usableFromInline
  static func held<State>(by state: State, _ values: SharedValues) -> SharedValues {
    values.isEmpty ? SharedValues(reading: state) : values
  }

  /// Runs `body` with these values shown for their boxes, and a `withLock` in it changing them
  /// only, never a box: how the explorer reads and steps a state whose copies share boxes.
  @MainActor
  @inlinable
  func reading<R>(_ body: () -> R) -> R {
    isEmpty ? body() : readingInOverlay(body)
  }

  /// ``reading(_:)`` for values that are not empty.
  @MainActor
  @usableFromInline
  func readingInOverlay<R>(_ body: () -> R) -> R {
    overlay().install(body)
  }
}

/// Takes transitions in one live runtime, synchronously: the state and the books of effects are
/// set before each, and `.run` effects never get a task (``ExplorationEffects/ignore`` and
/// ``ExplorationEffects/model(outcomes:)``).
///
/// Its transitions are inlinable: the explorer calls them from code specialized for the feature,
/// and the runtime's send, itself inlinable, is specialized with them.
@MainActor
@usableFromInline
final class DirectStepper<State: Equatable, Action: Equatable> {
  @usableFromInline let runtime: StoreRuntime<State, Action>
  @usableFromInline let recorder: FuzzRecorder<Action>
  @usableFromInline let mint: MintBox
  /// The books of a store that has started nothing.
  @usableFromInline let clean: StoreStateMachine<Action>
  /// Whether the books of effects belong to the state (`.model`).
  @usableFromInline let keepsEffects: Bool
  @usableFromInline var isDismissed = false
  private let site: CallSite

  /// A stepper whose runtime starts from the feature's initial state; `initial` is that state
  /// with its counters and books.
  init(
    definition: ExplorationDefinition<State, Action>, recorder: FuzzRecorder<Action>,
    site: SourceCallSite
  ) {
    let mint = MintBox()
    self.mint = mint
    self.recorder = recorder
    self.site = CallSite(
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
    runtime = StoreRuntime(
      initialState: definition.initialState,
      reducer: { Reduce(definition.makeRecordingReduce(recorder)) },
      dependencies: definition.dependencies(mint: mint), mode: .live,
      isEqual: nil
    )
    clean = runtime.machine
    if case .model = definition.effects { keepsEffects = true } else { keepsEffects = false }
    runtime.startsRun = { [unowned self] id, _ in
      if let origin = runtime.machine.origin(of: id) { recorder.startedRuns.append(origin) }
    }
    runtime.rootDismissal = { [unowned self] in isDismissed = true }
  }

  /// The initial state, its counters and books.
  var initial: StepResult<State, Action> {
    StepResult(
      state: runtime.state, machine: keepsEffects ? runtime.machine : nil, counters: mint.value,
      log: recorder.take(), shared: SharedValues(reading: runtime.state)
    )
  }

  /// Takes `step` from `state`; an effect's step is taken by the effect `effect`.
  @inlinable
  func take(
    _ step: ExplorationStep<Action>, effect: EffectID? = nil, from state: State,
    shared: SharedValues = SharedValues(), machine: StoreStateMachine<Action>?,
    counters: MintCounters
  ) -> StepResult<State, Action> {
    runtime.state = state
    runtime.machine = machine ?? clean
    mint.value = counters
    recorder.startedRuns.removeAll(keepingCapacity: true)
    isDismissed = false
    // Runs that will not start need not be registered (`SetAsideRuns`), unless the step is a
    // stale input, whose check compares the effects running before and after it.
    if case .input(let input) = step, !keepsEffects, !input.isStale {
      recorder.setsRunsAside = true
    }
    defer { recorder.setsRunsAside = false }
    // A state that holds no shared value steps as it is: the explorer notes the values of one
    // that comes to hold some when it is first reached (`SharedValues.held(by:_:layout:)`).
    guard !shared.isEmpty else {
      perform(step, effect: effect)
      return result(of: step, shared: shared)
    }
    return takeInOverlay(step, effect: effect, shared: shared)
  }

  /// The rest of ``take(_:effect:from:shared:machine:counters:)`` for a state holding shared
  /// values.
  @usableFromInline
  func takeInOverlay(
    _ step: ExplorationStep<Action>, effect: EffectID?, shared: SharedValues
  ) -> StepResult<State, Action> {
    // The state's shared values are this state's own: the step reads and changes them in an
    // overlay, and the boxes keep their values for every other state.
    let overlay = shared.overlay()
    let held = overlay.install {
      perform(step, effect: effect)
      return SharedValues(reading: runtime.state)
    }
    return result(of: step, shared: held.showing(overlay))
  }

  @inlinable
  func perform(_ step: ExplorationStep<Action>, effect: EffectID?) {
    if case .input(let input) = step {
      if let action = input.action { _ = runtime.send(action) }
    } else {
      performEffect(step, effect: effect)
    }
  }

  /// Takes an effect's outcome (``ExplorationEffects/model(outcomes:)``).
  @usableFromInline
  func performEffect(_ step: ExplorationStep<Action>, effect: EffectID?) {
    guard case .effect(_, let outcome) = step, let id = effect else { return }
    let token = EffectToken(id: id, host: runtime)
    switch outcome {
    case .send(let action): runtime.deliver(action, from: token)
    case .dismiss: runtime.dismiss(from: token, at: site)
    case .finish: runtime.effectReturned(token)
    }
  }

  @inlinable
  func result(
    of step: ExplorationStep<Action>, shared: SharedValues
  ) -> StepResult<State, Action> {
    var runningAfter: [EffectID] = []
    if case .input(.stale) = step { runningAfter = runningEffectIDs() }
    let started = recorder.startedRuns
    return StepResult(
      state: runtime.state, machine: keepsEffects ? runtime.machine : nil, counters: mint.value,
      log: recorder.take(), unfinished: keepsEffects ? [] : started, isDismissed: isDismissed,
      startedRuns: started.count, runningAfter: runningAfter, shared: shared
    )
  }

  /// The ids of the effects running now.
  @usableFromInline
  func runningEffectIDs() -> [EffectID] {
    // Most stale inputs start nothing: no filtering, sorting and mapping of an empty table.
    guard runtime.machine.runningCount > 0 else { return [] }
    return runtime.machine.runningEffects.map(\.id)
  }
}

/// Takes each transition in a fresh session of the fuzzer's (a store, a clock and dependencies
/// of its own), letting effects run: ``ExplorationEffects/settle(advancing:)``.
@MainActor
@usableFromInline
final class SettleStepper<State: Equatable, Action: Equatable> {
  private let fuzz: FuzzDefinition<State, Action>
  private let recorder: FuzzRecorder<Action>
  private let mint = MintBox()
  private let start: StateBox<State>
  private let durations: [Duration]
  /// The layout of the state of the node whose transitions are being taken.
  private var layoutOfNode: (node: Int32, layout: PresentationLayout)?

  init(
    definition: ExplorationDefinition<State, Action>, recorder: FuzzRecorder<Action>,
    initialState: State, durations: [Duration]
  ) {
    let start = StateBox(initialState)
    let mint = self.mint
    self.start = start
    self.recorder = recorder
    self.durations = durations
    var fuzz = FuzzDefinition<State, Action>(
      makeRuntime: { dependencies, recorder in
        definition.makeRuntime(state: start.state, dependencies: dependencies, recorder: recorder)
      },
      prepareDependencies: { dependencies in
        for minter in IDMinter.all { minter.install(&dependencies, mint) }
        definition.prepareDependencies(&dependencies)
      },
      clockAdvances: []
    )
    fuzz.invariants = definition.invariants
    self.fuzz = fuzz
  }

  /// Takes `input` from `state`, the state of the node `node` if it is one: performs it, then
  /// advances by each duration, checking after each as the fuzzer does; then cancels what still
  /// runs.
  func take(
    _ input: FuzzInput<Action>, from state: State, node: Int32?, counters: MintCounters
  ) async
    -> StepResult<State, Action>
  {
    start.state = state
    mint.value = counters
    // The layout a session starts from is its state's: the same for every transition of a node,
    // whose state is one value (the same boxes, so the same presentation identities), walked once.
    let known = node.flatMap { node in layoutOfNode?.node == node ? layoutOfNode?.layout : nil }
    let session = fuzz.makeSession(recorder, layout: known)
    if let node, known == nil { layoutOfNode = (node, session.layout) }
    var violation = session.setupViolation
    if violation == nil { violation = await session.perform(input) }
    for duration in durations where violation == nil && !session.isDismissed {
      violation = await session.perform(.advanceClock(by: duration))
    }
    let unfinished = session.runtime.machine.runningEffects.map(\.origin.action.value)
    let result = StepResult<State, Action>(
      state: session.state, machine: nil, counters: mint.value, unfinished: unfinished,
      isDismissed: session.isDismissed, startedRuns: unfinished.count, violation: violation
    )
    await session.end()
    return result
  }
}

/// The state a settle session starts from, set before each.
@MainActor
final class StateBox<State> {
  var state: State

  init(_ state: State) {
    self.state = state
  }
}
