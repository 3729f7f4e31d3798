import Statecraft

/// What one transition left: the state, the store's books of effects when they belong to the
/// state, the counters of the id generators, and what the recorder saw.
struct StepResult<State, Action> {
  var state: State
  var machine: StoreStateMachine<Action>?
  var counters: MintCounters
  var log = FuzzRecorder<Action>.Log()
  /// Effects the step left without running to their end: not started (``ExplorationEffects/ignore``)
  /// or still waiting when the step ended (``ExplorationEffects/settle(advancing:)``), by origin.
  var unfinished: [Action] = []
  /// Whether the feature dismissed itself.
  var isDismissed = false
  /// How many `.run` effects the step started (or, when they run, left waiting).
  var startedRuns = 0
  /// The running effects a step started directly, after it: what a stale input must not change.
  var runningAfter: [EffectID] = []
  /// A check that failed inside the step (``ExplorationEffects/settle(advancing:)`` runs the
  /// fuzzer's checks as the step goes).
  var violation: FuzzViolation?
  /// The values of the shared boxes the state holds, as this state has them: copies of a state
  /// share their boxes, so each state's values are kept beside it, and whatever reads the state
  /// reads them through an overlay (see `SharedValues.reading(_:)`).
  var shared = SharedValues()
}

extension SharedValues {
  /// The values of the boxes `state` holds, as the state has them: `values` when it has some; the
  /// boxes' own values when the state comes to hold shared values first (`layout` says whether it
  /// holds any), as the step that reached it left them.
  static func held<State>(
    by state: State, _ values: SharedValues, layout: PresentationLayout
  )
    -> SharedValues
  {
    values.isEmpty && layout.holdsShared ? SharedValues(reading: state) : values
  }

  /// Runs `body` with these values shown for their boxes, and a `withLock` in it changing them
  /// only, never a box: how the explorer reads and steps a state whose copies share boxes.
  @MainActor
  func reading<R>(_ body: () -> R) -> R {
    isEmpty ? body() : overlay().install(body)
  }
}

/// Takes transitions in one live runtime, synchronously: the state and the books of effects are
/// set before each, and `.run` effects never get a task (``ExplorationEffects/ignore`` and
/// ``ExplorationEffects/model(outcomes:)``).
@MainActor
final class DirectStepper<State: Equatable, Action: Equatable> {
  let runtime: StoreRuntime<State, Action>
  private let recorder: FuzzRecorder<Action>
  private let mint: MintBox
  /// The books of a store that has started nothing.
  private let clean: StoreStateMachine<Action>
  /// Whether the books of effects belong to the state (`.model`).
  private let keepsEffects: Bool
  private var started: [Action] = []
  private var isDismissed = false
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
      reducer: { FuzzRecordingReducer(base: definition.makeReduce(), recorder: recorder) },
      dependencies: definition.dependencies(mint: mint), mode: .live,
      isEqual: nil
    )
    clean = runtime.machine
    if case .model = definition.effects { keepsEffects = true } else { keepsEffects = false }
    runtime.startsRun = { [unowned self] id, _ in
      if let origin = runtime.machine.origin(of: id) { started.append(origin) }
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
  func take(
    _ step: ExplorationStep<Action>, effect: EffectID? = nil, from state: State,
    shared: SharedValues = SharedValues(), machine: StoreStateMachine<Action>?,
    counters: MintCounters
  ) -> StepResult<State, Action> {
    runtime.state = state
    runtime.machine = machine ?? clean
    mint.value = counters
    started.removeAll(keepingCapacity: true)
    isDismissed = false
    // A state that holds no shared value steps as it is: the explorer notes the values of one
    // that comes to hold some when it is first reached (`SharedValues.held(by:_:layout:)`).
    guard !shared.isEmpty else {
      perform(step, effect: effect)
      return result(of: step, shared: shared)
    }
    // The state's shared values are this state's own: the step reads and changes them in an
    // overlay, and the boxes keep their values for every other state.
    let overlay = shared.overlay()
    let held = overlay.install {
      perform(step, effect: effect)
      return SharedValues(reading: runtime.state)
    }
    return result(of: step, shared: held.showing(overlay))
  }

  private func perform(_ step: ExplorationStep<Action>, effect: EffectID?) {
    switch step {
    case .input(let input):
      if let action = input.action { _ = runtime.send(action) }
    case .effect(_, let outcome):
      guard let id = effect else { break }
      let token = EffectToken(id: id, host: runtime)
      switch outcome {
      case .send(let action): runtime.deliver(action, from: token)
      case .dismiss: runtime.dismiss(from: token, at: site)
      case .finish: runtime.effectReturned(token)
      }
    }
  }

  private func result(
    of step: ExplorationStep<Action>, shared: SharedValues
  ) -> StepResult<State, Action> {
    var runningAfter: [EffectID] = []
    if case .input(.stale) = step { runningAfter = runtime.machine.runningEffects.map(\.id) }
    return StepResult(
      state: runtime.state, machine: keepsEffects ? runtime.machine : nil, counters: mint.value,
      log: recorder.take(), unfinished: keepsEffects ? [] : started, isDismissed: isDismissed,
      startedRuns: started.count, runningAfter: runningAfter, shared: shared
    )
  }
}

/// Takes each transition in a fresh session of the fuzzer's (a store, a clock and dependencies
/// of its own), letting effects run: ``ExplorationEffects/settle(advancing:)``.
@MainActor
final class SettleStepper<State: Equatable, Action: Equatable> {
  private let fuzz: FuzzDefinition<State, Action>
  private let recorder: FuzzRecorder<Action>
  private let mint = MintBox()
  private let start: StateBox<State>
  private let durations: [Duration]

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

  /// Takes `input` from `state`: performs it, then advances by each duration, checking after
  /// each as the fuzzer does; then cancels what still runs.
  func take(
    _ input: FuzzInput<Action>, from state: State, counters: MintCounters
  ) async
    -> StepResult<State, Action>
  {
    start.state = state
    mint.value = counters
    let session = fuzz.makeSession(recorder)
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
