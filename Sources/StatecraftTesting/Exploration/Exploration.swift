// One exploration in progress: the breadth-first search (rule X1), the nodes and their keys,
// and the checks of every transition and every new state. Longer than most files: the search and
// the bookkeeping it updates on every transition read best together.

import Foundation
import Statecraft

/// One exploration in progress, from the initial state to the end of the search.
@MainActor
final class Exploration<State: Equatable, Action: Equatable, Key: Hashable> {
  /// A state reached: where it was reached from, and what it needs to be expanded (its counters;
  /// its state and books are kept apart, and dropped once it is expanded).
  struct Node {
    /// The node it was first reached from; -1 for the initial state.
    var parent: Int32
    /// The index of that step among the steps of the parent.
    var edge: Int32
    var depth: Int32
    var configuration: Int32
    var counters: MintCounters
    /// The hash of its key as first reached, to tell a replay that misses it (rule X7).
    var fingerprint: Int
    var isDismissed: Bool
  }

  /// A property found failing: where its trace ends.
  struct Found {
    var property: ExplorationProperty
    var details: String
    /// The node whose trace starts the failing one.
    var node: Int32
    /// The step taken from `node` that fails, when the failure is in a transition.
    var edge: Int32?
  }

  typealias Stop = ExplorationStop

  let definition: ExplorationDefinition<State, Action>
  let keyOf: (State) -> Key
  let generator: (State) -> [FuzzInput<Action>]
  let site: SourceCallSite
  let recorder = FuzzRecorder<Action>()
  private(set) var direct: DirectStepper<State, Action>?
  private var settle: SettleStepper<State, Action>?
  private let isModel: Bool

  private(set) var nodes: [Node] = []
  private var states: [State?] = []
  /// The values of the shared boxes each state holds, as that state has them (copies of a state
  /// share the boxes): kept with its state, and shown through an overlay whenever the state is
  /// read or stepped.
  private var sharedValues: [SharedValues] = []
  private var machines: [StoreStateMachine<Action>?] = []
  private var rawIndex: [NodeKey<Key>: Int32] = [:]
  private var renamedIndex: [RenamedKey: Int32] = [:]
  private var fingerprints: [Int: Int32] = [:]

  /// The successors of each expanded node, when a ``StateExplorer/canReturn(_:to:)`` needs the
  /// graph: `edges[edgeStart[n]..<edgeStart[n + 1]]`.
  private(set) var edgeStart: [Int32] = [0]
  private(set) var edges: [Int32] = []
  private let tracksEdges: Bool

  private(set) var transitions = 0
  private(set) var expanded = 0
  private(set) var deepest = 0
  private(set) var found: Found?
  private(set) var stop: Stop?
  private(set) var graph = ConfigurationGraph()
  private(set) var coverage: CoverageRecorder<Action>
  /// The effects left unfinished, by origin, with how many transitions left them so.
  private var unfinishedOrigins: [(origin: Action, count: Int)] = []
  /// How many transitions reached a known state only once minted ids were renamed.
  private(set) var symmetricStates = 0
  private(set) var sometimesReached: [Int32?]
  private(set) var goals: [[Bool]]
  /// Problems with the exploration's input, each to report once.
  private(set) var problems: [String] = []
  private var reportedClockInput = false
  private let started = ContinuousClock.now
  private let progress: ProgressMeter

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
    recorder.onReduction = { [unowned self] action in coverage.record(action) }
    recorder.tracksSharedChanges = false
  }

  var isExact: Bool { definition.bounds.storage == .exact }

  /// The state of node 0, kept for replays.
  var initialState: State? { states.first ?? nil }
  var initialMachine: StoreStateMachine<Action>? { machines.first ?? nil }
  var initialShared: SharedValues { sharedValues.first ?? SharedValues() }

  // MARK: - Searching

  /// Makes the initial state and searches until the graph is explored, a bound is reached or a
  /// property fails. Returns `false` when the initial state could not be explored (a problem
  /// says why).
  func run() async -> Bool {
    let direct = DirectStepper(definition: definition, recorder: recorder, site: site)
    self.direct = direct
    let initial = direct.initial
    if let issue = initial.log.firstIssue {
      problems.append(ExplorationMessages.initialStateIssue(issue))
      return false
    }
    if !initial.shared.isEmpty, let path = SharedStorageFinder.path(in: initial.state) {
      if case .settle = definition.effects {
        problems.append(ExplorationMessages.sharedStateSettled(at: path))
        return false
      }
      if !definition.transitions.isEmpty {
        problems.append(ExplorationMessages.sharedStateTransitions(at: path))
        return false
      }
    }
    if initial.shared.reading({ generator(initial.state).isEmpty }) {
      problems.append(ExplorationMessages.nothingToExplore)
      return false
    }
    if case .settle(let durations) = definition.effects {
      Quiescence.install()
      settle = SettleStepper(
        definition: definition, recorder: recorder, initialState: initial.state,
        durations: durations
      )
    }
    let key = initial.shared.reading { rawKey(of: initial) }
    var pending = Pending(raw: key, hash: key.hashValue, renamed: nil)
    if definition.symmetry == .on, initial.counters.hasMinted {
      pending.renamed = initial.shared.reading {
        RenamedKey.of(
          key.material, extra: (key.effects ?? []).map(AnyHashable.init),
          counters: initial.counters)
      }
    }
    guard addNode(initial, pending: pending, parent: -1, edge: 0, step: nil) else { return true }
    while expanded < nodes.count {
      let node = Int32(expanded)
      if Int(nodes[expanded].depth) >= definition.bounds.depth {
        stop = .depth
        break
      }
      guard await expand(node) else { break }
      expanded += 1
    }
    return true
  }

  /// Takes every step of `node`; `false` when the search must stop.
  private func expand(_ node: Int32) async -> Bool {
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
    for (position, (step, effect)) in steps(of: state, shared: shared, machine: machine)
      .enumerated()
    {
      if case .input(.advanceClock) = step, settle == nil {
        if !reportedClockInput {
          reportedClockInput = true
          problems.append(ExplorationMessages.clockInputSkipped(step))
        }
        continue
      }
      if transitions & 255 == 255, let time = definition.bounds.time,
        ContinuousClock.now - started > time
      {
        stop = .time
        return false
      }
      transitions += 1
      if transitions & 15 == 0 {
        progress.tick(count: nodes.count) { rate in
          ProgressMeter.exploring(
            definition.reducerName, states: nodes.count, depth: deepest,
            frontier: nodes.count - expanded, rate: rate)
        }
      }
      let result =
        settle == nil
        ? takeDirectly(step, effect: effect, from: state, shared, machine: machine, counters)
        : await take(step, effect: effect, from: state, shared, machine: machine, counters)
      for origin in result.unfinished { noteUnfinished(origin) }
      let edge = Int32(position)
      if let failure = checkTransition(
        step, from: state, shared, machine: machine, to: result)
      {
        found = Found(property: failure.0, details: failure.1, node: node, edge: edge)
        return false
      }
      let (existing, pending) = result.shared.reading { locate(result) }
      if let existing {
        if tracksEdges { edges.append(existing) }
        graph.connect(nodes[index].configuration, nodes[Int(existing)].configuration)
        continue
      }
      guard nodes.count < definition.bounds.states else {
        stop = .states
        return false
      }
      // A replay of the same step must reach the same state (rule X7).
      let again =
        settle == nil
        ? takeDirectly(step, effect: effect, from: state, shared, machine: machine, counters)
        : await take(step, effect: effect, from: state, shared, machine: machine, counters)
      let key = again.shared.reading { rawKey(of: again) }
      if key.hashValue != pending.hash || again.counters != result.counters {
        found = Found(
          property: .deterministicReducer,
          details: ExplorationMessages.nondeterminism(
            step: "\(step)", first: result.state, second: again.state),
          node: node, edge: edge
        )
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
  private func release(_ index: Int) {
    states[index] = nil
    sharedValues[index] = SharedValues()
    if isModel { machines[index] = nil }
  }

  /// The steps from a state, in order: the generator's inputs, then (`.model`) each outcome of
  /// each running effect, oldest effect first.
  func steps(
    of state: State, shared: SharedValues, machine: StoreStateMachine<Action>?
  ) -> [(ExplorationStep<Action>, EffectID?)] {
    var steps: [(ExplorationStep<Action>, EffectID?)] = shared.reading {
      generator(state).map { (.input($0), nil) }
    }
    if case .model(let outcomes) = definition.effects, let machine {
      for effect in machine.exploredEffects where effect.isRun {
        for outcome in outcomes(effect.origin) {
          steps.append((.effect(origin: effect.origin, outcome: outcome), effect.id))
        }
      }
    }
    return steps
  }

  /// Takes one step, in the stepper the effects call for.
  func take(
    _ step: ExplorationStep<Action>, effect: EffectID?, from state: State,
    _ shared: SharedValues, machine: StoreStateMachine<Action>?, _ counters: MintCounters
  ) async -> StepResult<State, Action> {
    // A state holding shared values is refused with `.settle`.
    if let settle, case .input(let input) = step {
      return await settle.take(input, from: state, counters: counters)
    }
    return takeDirectly(step, effect: effect, from: state, shared, machine: machine, counters)
  }

  /// Takes one step without effects running: no suspension, on the hot path of `.ignore`.
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
  struct Pending {
    var raw: NodeKey<Key>
    var hash: Int
    var renamed: RenamedKey?
  }

  /// The key of a result as it is: the key of its state, its counters when ids are not renamed,
  /// and its effects when they belong to it.
  func rawKey(of result: StepResult<State, Action>) -> NodeKey<Key> {
    NodeKey(
      material: keyOf(result.state),
      counters: definition.symmetry == .off ? result.counters : nil,
      effects: result.machine.map(EffectKeys.of)
    )
  }

  /// The node a result reaches, if one was reached before: by its key as it is, or by its key
  /// with minted ids renamed (rule X6).
  private func locate(_ result: StepResult<State, Action>) -> (Int32?, Pending) {
    let raw = rawKey(of: result)
    var pending = Pending(raw: raw, hash: raw.hashValue, renamed: nil)
    if let node = isExact ? rawIndex[raw] : fingerprints[pending.hash] { return (node, pending) }
    guard definition.symmetry == .on, result.counters.hasMinted,
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
  private static func salted(_ hash: Int) -> Int { hash ^ 0x5EED_5EED }

  // MARK: - New states

  /// Adds the node a result reaches, with its checks; `false` when one fails.
  private func addNode(
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
  private func addChecked(
    _ result: StepResult<State, Action>, pending: Pending, node: Int32, parent: Int32,
    edge: Int32, step: ExplorationStep<Action>?
  ) -> Bool {
    let layout = PresentationLayout(of: result.state, collectingElementIDs: false)
    let configuration = definition.presentations.map { $0(result.state) } ?? layout.configuration
    coverage.record(layout)
    if definition.presentations != nil { coverage.record(presentations: configuration) }
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
    sharedValues.append(SharedValues.held(by: result.state, result.shared, layout: layout))
    if isModel { machines.append(result.machine) }
    // With `.settle`, the fuzzer's session checked the state after the step already.
    if parent < 0 || settle == nil {
      func text() -> String { step.map { "\($0)" } ?? "starting" }
      if let violation = FuzzStepChecks<State, Action>.simultaneous(layout, after: text()) {
        found = Found(property: .check(violation.check), details: violation.details, node: node)
        return false
      }
      let snapshot = FuzzSnapshot(
        state: result.state,
        runningEffects: result.machine?.runningEffects.map { $0.origin.action.value } ?? []
      )
      if let violation = FuzzStepChecks.invariants(definition.invariants, snapshot, after: text()) {
        found = Found(property: .check(violation.check), details: violation.details, node: node)
        return false
      }
    }
    for (index, (_, holds)) in definition.sometimes.enumerated()
    where sometimesReached[index] == nil && holds(result.state) {
      sometimesReached[index] = node
    }
    for (index, (_, goal)) in definition.returns.enumerated() {
      goals[index].append(goal(result.state))
    }
    return true
  }

  // MARK: - Transitions

  /// The checks of one transition, from `state` (with its shared values, `shared`) to `result`:
  /// the fuzzer's, then the feature's, with the result's shared values shown.
  private func checkTransition(
    _ step: ExplorationStep<Action>, from state: State, _ shared: SharedValues,
    machine: StoreStateMachine<Action>?, to result: StepResult<State, Action>
  ) -> (ExplorationProperty, String)? {
    result.shared.reading {
      if let violation = fuzzViolation(step, from: state, shared, machine: machine, to: result) {
        return (.check(violation.check), violation.details)
      }
      guard let input = step.input, case .input = step else { return nil }
      // A state holding shared values is refused with transition properties.
      for (description, holds) in definition.transitions
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
struct NodeKey<Material: Hashable>: Hashable {
  let material: Material
  /// The counters of the id generators, when ids are not renamed (`.symmetry(.off)`).
  let counters: MintCounters?
  /// The effects in flight, when they belong to the state (`.model`).
  let effects: [EffectKey]?
}
