// One exploration in progress: the breadth-first search (rule X1), the nodes and their keys,
// and the checks of every transition and every new state. Longer than most files: the search and
// the bookkeeping it updates on every transition read best together.

import Foundation
import Statecraft

/// One exploration in progress, from the initial state to the end of the search.
///
/// The search (``search()``) and what it does on every transition are inlinable: the explorer
/// calls them from ``StateExplorer/explore(inputs:fileID:filePath:line:column:)``, itself
/// inlinable, so that they are specialized for the feature's types where it is explored. In code
/// that is not specialized, every generic type a transition touches (its result, its step, the
/// store's books) is looked up at run time, and those look-ups cost more than the reduction.
/// What happens once (the set-up, the report) or only on a failure stays here, not inlined.
@MainActor
@usableFromInline
final class Exploration<State: Equatable, Action: Equatable, Key: Hashable> {
  /// A state reached: where it was reached from, and what it needs to be expanded (its counters;
  /// its state and books are kept apart, and dropped once it is expanded).
  @usableFromInline
  struct Node {
    /// The node it was first reached from; -1 for the initial state.
    @usableFromInline var parent: Int32
    /// The index of that step among the steps of the parent.
    @usableFromInline var edge: Int32
    @usableFromInline var depth: Int32
    @usableFromInline var configuration: Int32
    @usableFromInline var counters: MintCounters
    /// The hash of its key as first reached, to tell a replay that misses it (rule X7).
    @usableFromInline var fingerprint: Int
    @usableFromInline var isDismissed: Bool

    @inlinable
    init(
      parent: Int32, edge: Int32, depth: Int32, configuration: Int32, counters: MintCounters,
      fingerprint: Int, isDismissed: Bool
    ) {
      self.parent = parent
      self.edge = edge
      self.depth = depth
      self.configuration = configuration
      self.counters = counters
      self.fingerprint = fingerprint
      self.isDismissed = isDismissed
    }
  }

  /// A property found failing: where its trace ends.
  @usableFromInline
  struct Found {
    var property: ExplorationProperty
    var details: String
    /// The node whose trace starts the failing one.
    var node: Int32
    /// The step taken from `node` that fails, when the failure is in a transition.
    var edge: Int32?

    @usableFromInline
    init(property: ExplorationProperty, details: String, node: Int32, edge: Int32? = nil) {
      self.property = property
      self.details = details
      self.node = node
      self.edge = edge
    }
  }

  @usableFromInline typealias Stop = ExplorationStop

  let definition: ExplorationDefinition<State, Action>
  @usableFromInline let keyOf: (State) -> Key
  @usableFromInline let generator: (State) -> [FuzzInput<Action>]
  let site: SourceCallSite
  @usableFromInline let recorder = FuzzRecorder<Action>()
  @usableFromInline var direct: DirectStepper<State, Action>?
  @usableFromInline var settle: SettleStepper<State, Action>?
  @usableFromInline let isModel: Bool

  @usableFromInline var nodes: [Node] = []
  @usableFromInline var states: [State?] = []
  /// The values of the shared boxes each state holds, as that state has them (copies of a state
  /// share the boxes): kept with its state, and shown through an overlay whenever the state is
  /// read or stepped.
  @usableFromInline var sharedValues: [SharedValues] = []
  @usableFromInline var machines: [StoreStateMachine<Action>?] = []
  @usableFromInline var rawIndex: [NodeKey<Key>: Int32] = [:]
  @usableFromInline var renamedIndex: [RenamedKey: Int32] = [:]
  @usableFromInline var fingerprints: [Int: Int32] = [:]

  /// The successors of each expanded node, when a ``StateExplorer/canReturn(_:to:)`` needs the
  /// graph: `edges[edgeStart[n]..<edgeStart[n + 1]]`.
  @usableFromInline var edgeStart: [Int32] = [0]
  @usableFromInline var edges: [Int32] = []
  @usableFromInline let tracksEdges: Bool

  @usableFromInline var transitions = 0
  @usableFromInline var expanded = 0
  @usableFromInline var deepest = 0
  @usableFromInline var found: Found?
  @usableFromInline var stop: Stop?
  @usableFromInline var graph = ConfigurationGraph()
  @usableFromInline var coverage: CoverageRecorder<Action>
  /// The effects left unfinished, by origin, with how many transitions left them so.
  private var unfinishedOrigins: [(origin: Action, count: Int)] = []
  /// How many transitions reached a known state only once minted ids were renamed.
  @usableFromInline var symmetricStates = 0
  @usableFromInline var sometimesReached: [Int32?]
  @usableFromInline var goals: [[Bool]]
  /// Problems with the exploration's input, each to report once.
  private(set) var problems: [String] = []
  private var reportedClockInput = false
  @usableFromInline let started = ContinuousClock.now
  private let progress: ProgressMeter

  // What the search reads on every transition, out of the definition.
  @usableFromInline let depthBound: Int
  @usableFromInline let statesBound: Int
  @usableFromInline let timeBound: Duration?
  @usableFromInline let isExact: Bool
  @usableFromInline let renamesIDs: Bool
  @usableFromInline let invariants: [(String, (FuzzSnapshot<State, Action>) -> Bool)]
  @usableFromInline let transitionProperties: [(String, (State, FuzzInput<Action>, State) -> Bool)]
  @usableFromInline let sometimes: [(String, (State) -> Bool)]
  @usableFromInline let returns: [(String, (State) -> Bool)]
  @usableFromInline let presentations: ((State) -> [String])?

  /// An exploration whose failures are recorded at the given call site.
  @usableFromInline
  convenience init(
    definition: ExplorationDefinition<State, Action>, keyOf: @escaping (State) -> Key,
    generator: @escaping (State) -> [FuzzInput<Action>], fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    self.init(
      definition: definition, keyOf: keyOf, generator: generator,
      site: SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  init(
    definition: ExplorationDefinition<State, Action>, keyOf: @escaping (State) -> Key,
    generator: @escaping (State) -> [FuzzInput<Action>], site: SourceCallSite
  ) {
    self.definition = definition
    self.keyOf = keyOf
    self.generator = generator
    self.site = site
    progress = ProgressMeter(isOn: definition.showsProgress)
    if case .model = definition.effects { isModel = true } else { isModel = false }
    tracksEdges = !definition.returns.isEmpty
    coverage = CoverageRecorder(usesSlots: definition.presentations == nil)
    sometimesReached = Array(repeating: nil, count: definition.sometimes.count)
    goals = Array(repeating: [], count: definition.returns.count)
    depthBound = definition.bounds.depth
    statesBound = definition.bounds.states
    timeBound = definition.bounds.time
    isExact = definition.bounds.storage == .exact
    renamesIDs = definition.symmetry == .on
    invariants = definition.invariants
    transitionProperties = definition.transitions
    sometimes = definition.sometimes
    returns = definition.returns
    presentations = definition.presentations
    recorder.onReduction = { [unowned self] action in coverage.record(action) }
    recorder.tracksSharedChanges = false
  }

  /// Has the recorder tell the coverage of each action from here, specialized where the
  /// exploration is made.
  @inlinable
  func recordCoverageSpecialized() {
    recorder.onReduction = { [unowned self] action in coverage.record(action) }
  }

  /// The state of node 0, kept for replays.
  var initialState: State? { states.first ?? nil }
  var initialMachine: StoreStateMachine<Action>? { machines.first ?? nil }
  var initialShared: SharedValues { sharedValues.first ?? SharedValues() }

  // MARK: - Searching

  /// Makes the initial state and searches until the graph is explored, a bound is reached or a
  /// property fails. Returns `false` when the initial state could not be explored (a problem
  /// says why).
  @inlinable
  func run() async -> Bool {
    switch start() {
    case .problem: return false
    case .failed: return true
    case .searching:
      await search()
      return true
    }
  }

  /// How the start went.
  @usableFromInline
  enum Start {
    /// The initial state cannot be explored; a problem says why.
    case problem
    /// The initial state fails a property.
    case failed
    /// The initial node is added: the search goes on from it.
    case searching
  }

  /// Makes the initial state, its stepper and its node.
  @usableFromInline
  func start() -> Start {
    let direct = DirectStepper(definition: definition, recorder: recorder, site: site)
    self.direct = direct
    let initial = direct.initial
    if let issue = initial.log.firstIssue {
      problems.append(ExplorationMessages.initialStateIssue(issue))
      return .problem
    }
    if !initial.shared.isEmpty, let path = SharedStorageFinder.path(in: initial.state) {
      if case .settle = definition.effects {
        problems.append(ExplorationMessages.sharedStateSettled(at: path))
        return .problem
      }
      if !definition.transitions.isEmpty {
        problems.append(ExplorationMessages.sharedStateTransitions(at: path))
        return .problem
      }
    }
    if initial.shared.reading({ generator(initial.state).isEmpty }) {
      problems.append(ExplorationMessages.nothingToExplore)
      return .problem
    }
    if case .settle(let durations) = definition.effects {
      Quiescence.install()
      settle = SettleStepper(
        definition: definition, recorder: recorder, initialState: initial.state,
        durations: durations
      )
    }
    let key = initial.shared.reading { rawKey(of: initial) }
    var pending = Pending(raw: key, hash: key.fingerprint, renamed: nil)
    if definition.symmetry == .on, initial.counters.hasMinted {
      pending.renamed = initial.shared.reading {
        RenamedKey.of(
          key.material, extra: (key.effects ?? []).map(AnyHashable.init),
          counters: initial.counters)
      }
    }
    return addNode(initial, pending: pending, parent: -1, edge: 0, step: nil)
      ? .searching : .failed
  }

  /// Expands nodes, breadth first, until none is left, a bound is reached or a property fails.
  @inlinable
  func search() async {
    while expanded < nodes.count {
      let node = Int32(expanded)
      if Int(nodes[expanded].depth) >= depthBound {
        stop = .depth
        break
      }
      guard await expand(node) else { break }
      expanded += 1
    }
  }

  /// Takes every step of `node`; `false` when the search must stop.
  @inlinable
  func expand(_ node: Int32) async -> Bool {
    let index = Int(node)
    defer {
      if tracksEdges { edgeStart.append(Int32(edges.count)) }
    }
    guard let state = states[index] else { return true }
    let shared = sharedValues[index]
    let machine = isModel ? machines[index] : nil
    let counters = nodes[index].counters
    guard !nodes[index].isDismissed else {
      if index > 0 { release(index) }
      return true
    }
    let steps = steps(of: state, shared: shared, machine: machine)
    for position in steps.indices {
      let (step, effect) = steps[position]
      if case .input(.advanceClock) = step, settle == nil {
        skipClockInput(step)
        continue
      }
      if transitions & 255 == 255, let time = timeBound, ContinuousClock.now - started > time {
        stop = .time
        return false
      }
      transitions += 1
      if transitions & 15 == 0 { tickProgress() }
      let result =
        settle == nil
        ? takeDirectly(step, effect: effect, from: state, shared, machine: machine, counters)
        : await take(
          step, effect: effect, from: state, shared, machine: machine, counters, node: node)
      if !result.unfinished.isEmpty { noteAllUnfinished(result.unfinished) }
      let edge = Int32(position)
      if let failure = check(step, from: state, shared, machine: machine, to: result) {
        found = Found(property: failure.0, details: failure.1, node: node, edge: edge)
        return false
      }
      let (existing, pending) = result.shared.reading { locate(result) }
      if let existing {
        if tracksEdges { edges.append(existing) }
        graph.connect(nodes[index].configuration, nodes[Int(existing)].configuration)
        continue
      }
      guard nodes.count < statesBound else {
        stop = .states
        return false
      }
      // A replay of the same step must reach the same state (rule X7).
      let again =
        settle == nil
        ? takeDirectly(step, effect: effect, from: state, shared, machine: machine, counters)
        : await take(
          step, effect: effect, from: state, shared, machine: machine, counters, node: node)
      if !again.shared.reading({ hasKey(of: again, pending.raw) })
        || again.counters != result.counters
      {
        noteNondeterminism(step, first: result, second: again, node: node, edge: edge)
        return false
      }
      guard addNode(result, pending: pending, parent: node, edge: edge, step: step) else {
        return false
      }
      if tracksEdges { edges.append(Int32(nodes.count - 1)) }
      graph.connect(nodes[index].configuration, nodes[nodes.count - 1].configuration)
    }
    if index > 0 { release(index) }
    return true
  }

  /// Reports, once, that the exploration skips the clock's inputs (effects do not run).
  @usableFromInline
  func skipClockInput(_ step: ExplorationStep<Action>) {
    if !reportedClockInput {
      reportedClockInput = true
      problems.append(ExplorationMessages.clockInputSkipped(step))
    }
  }

  /// Prints how far the exploration is, at most once a second.
  @usableFromInline
  func tickProgress() {
    progress.tick(count: nodes.count) { rate in
      ProgressMeter.exploring(
        definition.reducerName, states: nodes.count, depth: deepest,
        frontier: nodes.count - expanded, rate: rate)
    }
  }

  /// Notes that a replay of `step` from `node` reached another state than its first taking.
  @usableFromInline
  func noteNondeterminism(
    _ step: ExplorationStep<Action>, first: StepResult<State, Action>,
    second: StepResult<State, Action>, node: Int32, edge: Int32
  ) {
    found = Found(
      property: .deterministicReducer,
      details: ExplorationMessages.nondeterminism(
        step: "\(step)", first: first.state, second: second.state),
      node: node, edge: edge
    )
  }

  /// Notes the effects a transition left unfinished.
  @usableFromInline
  func noteAllUnfinished(_ origins: [Action]) {
    for origin in origins { noteUnfinished(origin) }
  }

  private func noteUnfinished(_ origin: Action) {
    if let index = unfinishedOrigins.firstIndex(where: { $0.origin == origin }) {
      unfinishedOrigins[index].count += 1
    } else {
      unfinishedOrigins.append((origin, 1))
    }
  }

  /// The effects left unfinished, by the text of their origin.
  var unfinished: [String: Int] {
    Dictionary(
      unfinishedOrigins.map { (SwiftLiteral.text(of: $0.origin), $0.count) },
      uniquingKeysWith: +)
  }

  /// Drops what an expanded node no longer needs (the initial state is kept for replays).
  @inlinable
  func release(_ index: Int) {
    states[index] = nil
    sharedValues[index] = SharedValues()
    if isModel { machines[index] = nil }
  }

  /// The steps from a state, in order: the generator's inputs, then (`.model`) each outcome of
  /// each running effect, oldest effect first.
  @inlinable
  func steps(
    of state: State, shared: SharedValues, machine: StoreStateMachine<Action>?
  ) -> [(ExplorationStep<Action>, EffectID?)] {
    var steps: [(ExplorationStep<Action>, EffectID?)] = shared.reading {
      generator(state).map { (.input($0), nil) }
    }
    if isModel, let machine { appendEffectSteps(of: machine, to: &steps) }
    return steps
  }

  /// Appends each outcome of each running effect (`.model`) to `steps`.
  @usableFromInline
  func appendEffectSteps(
    of machine: StoreStateMachine<Action>, to steps: inout [(ExplorationStep<Action>, EffectID?)]
  ) {
    guard case .model(let outcomes) = definition.effects else { return }
    for effect in machine.exploredEffects where effect.isRun {
      for outcome in outcomes(effect.origin) {
        steps.append((.effect(origin: effect.origin, outcome: outcome), effect.id))
      }
    }
  }

  /// Takes one step, in the stepper the effects call for; `node` is the node whose state `state`
  /// is, when it is one (a replayed trace's states are not).
  @usableFromInline
  func take(
    _ step: ExplorationStep<Action>, effect: EffectID?, from state: State,
    _ shared: SharedValues, machine: StoreStateMachine<Action>?, _ counters: MintCounters,
    node: Int32? = nil
  ) async -> StepResult<State, Action> {
    // A state holding shared values is refused with `.settle`.
    if let settle, case .input(let input) = step {
      return await settle.take(input, from: state, node: node, counters: counters)
    }
    return takeDirectly(step, effect: effect, from: state, shared, machine: machine, counters)
  }

  /// Takes one step without effects running: no suspension, on the hot path of `.ignore`.
  @inlinable
  func takeDirectly(
    _ step: ExplorationStep<Action>, effect: EffectID?, from state: State,
    _ shared: SharedValues, machine: StoreStateMachine<Action>?, _ counters: MintCounters
  ) -> StepResult<State, Action> {
    // Set in `run`, before any step.
    guard let direct else { return StepResult(state: state, counters: counters) }
    return direct.take(
      step, effect: effect, from: state, shared: shared, machine: machine, counters: counters)
  }

  // MARK: - Keys

  /// A key on its way into the index.
  @usableFromInline
  struct Pending {
    @usableFromInline var raw: NodeKey<Key>
    @usableFromInline var hash: Int
    @usableFromInline var renamed: RenamedKey?

    @inlinable
    init(raw: NodeKey<Key>, hash: Int, renamed: RenamedKey?) {
      self.raw = raw
      self.hash = hash
      self.renamed = renamed
    }
  }

  /// The key of a result as it is: the key of its state, its counters when ids are not renamed,
  /// and its effects when they belong to it.
  @inlinable
  func rawKey(of result: StepResult<State, Action>) -> NodeKey<Key> {
    NodeKey(
      material: keyOf(result.state),
      counters: renamesIDs ? nil : result.counters,
      effects: result.machine.map(effectKeys)
    )
  }

  /// Whether `result` has the key `raw`: compared part by part, without hashing the state again
  /// (rule X7's replay has the key of the first taking at hand, whole).
  @inlinable
  func hasKey(of result: StepResult<State, Action>, _ raw: NodeKey<Key>) -> Bool {
    keyOf(result.state) == raw.material
      && (renamesIDs ? nil : result.counters) == raw.counters
      && result.machine.map(effectKeys) == raw.effects
  }

  /// The keys of the effects in flight in `machine` (`.model`).
  @usableFromInline
  func effectKeys(_ machine: StoreStateMachine<Action>) -> [EffectKey] {
    EffectKeys.of(machine)
  }

  /// The node a result reaches, if one was reached before: by its key as it is, or by its key
  /// with minted ids renamed (rule X6).
  @inlinable
  func locate(_ result: StepResult<State, Action>) -> (Int32?, Pending) {
    let raw = rawKey(of: result)
    let pending = Pending(raw: raw, hash: raw.fingerprint, renamed: nil)
    if let node = isExact ? rawIndex[raw] : fingerprints[pending.hash] { return (node, pending) }
    guard renamesIDs, result.counters.hasMinted else { return (nil, pending) }
    return locateRenamed(result, pending: pending)
  }

  /// The rest of ``locate(_:)``: the node a result whose state holds minted ids reaches, by its
  /// key with those ids renamed.
  @usableFromInline
  func locateRenamed(
    _ result: StepResult<State, Action>, pending: Pending
  ) -> (Int32?, Pending) {
    let raw = pending.raw
    var pending = pending
    guard
      let renamed = RenamedKey.of(
        raw.material, extra: (raw.effects ?? []).map(AnyHashable.init), counters: result.counters
      )
    else { return (nil, pending) }
    pending.renamed = renamed
    let node = isExact ? renamedIndex[renamed] : fingerprints[Self.salted(renamed.hashValue)]
    if let node {
      symmetricStates += 1
      // The same state, with other ids: found by its raw key from now on.
      if isExact { rawIndex[raw] = node } else { fingerprints[pending.hash] = node }
    }
    return (node, pending)
  }

  /// A renamed key's hash, kept apart from raw keys' in the fingerprints.
  @inlinable
  static func salted(_ hash: Int) -> Int { hash ^ 0x5EED_5EED }

  // MARK: - New states

  /// Adds the node a result reaches, with its checks; `false` when one fails.
  @inlinable
  func addNode(
    _ result: StepResult<State, Action>, pending: Pending, parent: Int32, edge: Int32,
    step: ExplorationStep<Action>?
  ) -> Bool {
    let node = Int32(nodes.count)
    if isExact {
      rawIndex[pending.raw] = node
      if let renamed = pending.renamed { renamedIndex[renamed] = node }
    } else {
      fingerprints[pending.hash] = node
      if let renamed = pending.renamed { fingerprints[Self.salted(renamed.hashValue)] = node }
    }
    return result.shared.reading {
      addChecked(result, pending: pending, node: node, parent: parent, edge: edge, step: step)
    }
  }

  /// The rest of ``addNode(_:pending:parent:edge:step:)``, with the result's shared values shown.
  @inlinable
  func addChecked(
    _ result: StepResult<State, Action>, pending: Pending, node: Int32, parent: Int32,
    edge: Int32, step: ExplorationStep<Action>?
  ) -> Bool {
    let layout = LayoutSummary.of(result.state)
    let configuration = presentations.map { $0(result.state) } ?? layout.configuration
    coverage.record(layout)
    if presentations != nil { coverage.record(presentations: configuration) }
    let depth = parent < 0 ? 0 : nodes[Int(parent)].depth + 1
    // The report's depth is that of the deepest state reached, expanded or not (rule X2).
    deepest = max(deepest, Int(depth))
    nodes.append(
      Node(
        parent: parent, edge: edge, depth: depth,
        configuration: graph.configuration(configuration), counters: result.counters,
        fingerprint: pending.hash, isDismissed: result.isDismissed
      )
    )
    states.append(result.state)
    sharedValues.append(
      layout.holdsShared ? SharedValues.held(by: result.state, result.shared) : result.shared)
    if isModel { machines.append(result.machine) }
    // With `.settle`, the fuzzer's session checked the state after the step already.
    if parent < 0 || settle == nil {
      if layout.hasSimultaneous || !invariants.isEmpty,
        let failure = newStateViolation(result, step: step)
      {
        found = Found(property: failure.0, details: failure.1, node: node)
        return false
      }
    }
    for index in sometimes.indices
    where sometimesReached[index] == nil && sometimes[index].1(result.state) {
      sometimesReached[index] = node
    }
    for index in returns.indices {
      goals[index].append(returns[index].1(result.state))
    }
    return true
  }

  /// The checks of a new state: one presentation at a time, and the invariants.
  @usableFromInline
  func newStateViolation(
    _ result: StepResult<State, Action>, step: ExplorationStep<Action>?
  ) -> (ExplorationProperty, String)? {
    func text() -> String { step.map { "\($0)" } ?? "starting" }
    let layout = PresentationLayout(of: result.state, collectingElementIDs: false)
    if let violation = FuzzStepChecks<State, Action>.simultaneous(layout, after: text()) {
      return (.check(violation.check), violation.details)
    }
    let snapshot = FuzzSnapshot(
      state: result.state,
      runningEffects: result.machine?.runningEffects.map { $0.origin.action.value } ?? []
    )
    if let violation = FuzzStepChecks.invariants(invariants, snapshot, after: text()) {
      return (.check(violation.check), violation.details)
    }
    return nil
  }

  // MARK: - Transitions

  /// The checks of one transition, from `state` (with its shared values, `shared`) to `result`.
  ///
  /// What most transitions are, an input sent without a runtime issue, from and to a state that
  /// holds no shared value, with no effect kept in the state and no transition property, passes
  /// every check here; any other goes through ``checkTransition(_:from:_:machine:to:)``.
  @inlinable
  func check(
    _ step: ExplorationStep<Action>, from state: State, _ shared: SharedValues,
    machine: StoreStateMachine<Action>?, to result: StepResult<State, Action>
  ) -> (ExplorationProperty, String)? {
    if settle == nil, case .input(let input) = step, !input.isStale, result.log.isClean,
      result.machine == nil, shared.isEmpty, result.shared.isEmpty, transitionProperties.isEmpty
    {
      return nil
    }
    return checkTransition(step, from: state, shared, machine: machine, to: result)
  }

  /// The checks of one transition, from `state` (with its shared values, `shared`) to `result`:
  /// the fuzzer's, then the feature's, with the result's shared values shown.
  @usableFromInline
  func checkTransition(
    _ step: ExplorationStep<Action>, from state: State, _ shared: SharedValues,
    machine: StoreStateMachine<Action>?, to result: StepResult<State, Action>
  ) -> (ExplorationProperty, String)? {
    result.shared.reading {
      if let violation = fuzzViolation(step, from: state, shared, machine: machine, to: result) {
        return (.check(violation.check), violation.details)
      }
      guard let input = step.input, case .input = step else { return nil }
      // A state holding shared values is refused with transition properties.
      for (description, holds) in transitionProperties
      where !holds(state, input, result.state) {
        return (
          .transition(description),
          ExplorationMessages.transitionFails(step: "\(step)", before: state, after: result.state)
        )
      }
      return nil
    }
  }

  private func fuzzViolation(
    _ step: ExplorationStep<Action>, from state: State, _ shared: SharedValues,
    machine: StoreStateMachine<Action>?, to result: StepResult<State, Action>
  ) -> FuzzViolation? {
    // With `.settle`, the fuzzer's session checked the step as it went.
    if settle != nil { return result.violation }
    func text() -> String { "\(step)" }
    switch step {
    case .input(.stale(let action)):
      // Both states read their shared values through one overlay: a change to them is told by
      // the values each state keeps.
      let changes = shared.differences(to: result.shared)
      return FuzzStepChecks.stale(
        action, before: state, after: result.state,
        sharedChanges: changes.isEmpty ? nil : Messages.sharedChanges(changes),
        effectsBefore: machine?.runningEffects.map(\.id) ?? [], effectsAfter: result.runningAfter
      )
    case .input:
      if let violation = FuzzStepChecks<State, Action>.unexpected(result.log, step: text()) {
        return violation
      }
    case .effect:
      if let violation = FuzzStepChecks<State, Action>.effects(result.log, after: text()) {
        return violation
      }
    }
    guard let after = result.machine, after.runningCount > 0 else { return nil }
    var ended = EndedOwners()
    ended.track(
      from: shared.reading { PresentationLayout(of: state) },
      to: PresentationLayout(of: result.state))
    return FuzzStepChecks.placements(of: after, in: result.state, ended: ended, after: text())
  }
}

/// A node's key: its state's key, and what else its future depends on.
///
/// It keeps its hash, found once when it is made: the index looks a key up, inserts it and
/// rehashes it as it grows without hashing the state again (a state's hash costs more than
/// anything else a key does), and the hash is the key's fingerprint (a replayed trace,
/// ``ExplorationStorage/fingerprints``).
@usableFromInline
struct NodeKey<Material: Hashable>: Hashable {
  @usableFromInline let material: Material
  /// The counters of the id generators, when ids are not renamed (`.symmetry(.off)`).
  @usableFromInline let counters: MintCounters?
  /// The effects in flight, when they belong to the state (`.model`).
  @usableFromInline let effects: [EffectKey]?
  /// The hash of the three, with the process's seed.
  @usableFromInline let fingerprint: Int

  @inlinable
  init(material: Material, counters: MintCounters?, effects: [EffectKey]?) {
    self.material = material
    self.counters = counters
    self.effects = effects
    var hasher = Hasher()
    hasher.combine(material)
    hasher.combine(counters)
    hasher.combine(effects)
    fingerprint = hasher.finalize()
  }

  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.fingerprint == rhs.fingerprint && lhs.material == rhs.material
      && lhs.counters == rhs.counters && lhs.effects == rhs.effects
  }

  @inlinable
  func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
  }
}
