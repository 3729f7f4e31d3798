import Statecraft
import StatecraftTesting
import Testing

/// A feature whose buttons return effects of every shape a `.run` can take part in: runs alone,
/// merged and cancellable (which the explorer counts without the store, under `.ignore`), and
/// runs beside a `.send`, in a concatenation, or replacing each other (which the store starts).
struct Launcher: Reducer {
  struct State: Hashable {
    var bumps = 0
    var isOpen = false
    @Presents var panel: Panel.State? = nil
  }

  enum Action: Equatable {
    case twoRuns
    case pinged
    case runThenBump
    case runAndBump
    case replacingRuns
    case panelTapped
    case bump
    case panel(PresentationAction<Panel.Action>)
  }

  struct Panel: Reducer {
    struct State: Hashable {}
    enum Action: Equatable { case started }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { _ in }.cancellable(id: "panel")
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .twoRuns:
        state.isOpen = true
        return .merge(.run { _ in }, .run { _ in })
      case .pinged:
        return .run { _ in }
      case .panel:
        return .none
      case .runThenBump:
        return .concatenate(.run { _ in }, .send(.bump))
      case .runAndBump:
        return .merge(.send(.bump), .run { _ in })
      case .replacingRuns:
        // The second cancels the first before it starts: one run starts.
        return .merge(
          .run { _ in }.cancellable(id: "replaced", cancelInFlight: true),
          .run { _ in }.cancellable(id: "replaced", cancelInFlight: true))
      case .panelTapped:
        state.panel = Panel.State()
        return .none
      case .bump:
        state.bumps += 1
        return .none
      }
    }
    .ifLet(\.$panel, action: Action.panel) { Panel() }
  }

  /// Each button once, from the initial state; the panel's button while it is up.
  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    if state.panel != nil { return [.send(.panel(.presented(.started)))] }
    guard state == State() else { return [] }
    return [
      .send(.twoRuns), .send(.runThenBump), .send(.runAndBump), .send(.replacingRuns),
      .send(.panelTapped),
    ]
  }
}

@MainActor
@Suite("Runs set aside under .ignore")
struct SetAsideRunsTests {
  @Test("Runs the explorer counts without the store are counted as the store would start them")
  func countsAsTheStore() async {
    let report = await StateExplorer(initialState: Launcher.State()) { Launcher() }
      .explore(inputs: Launcher.inputs)
    #expect(report.isComplete)
    #expect(report.violation == nil)
    // The initial state, open, bumped once (by runAndBump; runThenBump's bump waits for its run,
    // which never ends), and the panel.
    #expect(report.states == 4)
    #expect(report.transitions == 6)
    #expect(
      report.unfinishedEffects == [
        ".twoRuns": 2, ".runThenBump": 1, ".runAndBump": 1, ".replacingRuns": 1,
        ".panel(.presented(.started))": 1,
      ])
    #expect(report.coverage.actions.reached.contains(".bump"))
  }

  @Test("A stale input that starts a run is caught: its runs go to the store, which counts them")
  func staleInputStartsRuns() async {
    var report: ExplorationReport<Launcher.Action>?
    _ = await explorationFailures {
      report = await StateExplorer(initialState: Launcher.State()) { Launcher() }
        .explore { state in state == Launcher.State() ? [.stale(.pinged)] : [] }
    }
    #expect(report?.violation?.property == .check(.staleInputChangesNothing))
    #expect(
      report?.violation?.description.contains(
        "left the state as it was, but 1 effect(s) started and 0 ended.") == true)
  }
}

/// A feature whose one button arms a run and then cancels it, both fed back by `.send`s in the
/// same step, and a child whose run its parent dismisses in the same step.
struct ArmAndDisarm: Reducer {
  struct State: Hashable {
    @Presents var panel: Launcher.Panel.State? = Launcher.Panel.State()
  }

  enum Action: Equatable {
    case armThenDisarm, arm, disarm
    case startThenDismiss
    case panel(PresentationAction<Launcher.Panel.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .armThenDisarm: return .concatenate(.send(.arm), .send(.disarm))
      case .arm: return .run { _ in }.cancellable(id: "armed")
      case .disarm: return .cancel(id: "armed")
      case .startThenDismiss:
        return .concatenate(.send(.panel(.presented(.started))), .send(.panel(.dismiss)))
      case .panel: return .none
      }
    }
    .ifLet(\.$panel, action: Action.panel) { Launcher.Panel() }
  }
}

@MainActor
@Suite("Runs set aside under .ignore, cancelled later in the same step")
struct SetAsideRunsCancelledTests {
  @Test("A run that a later reduction of the step cancels is counted as the store counts it")
  func laterCancel() async {
    let report = await StateExplorer(initialState: ArmAndDisarm.State()) { ArmAndDisarm() }
      .explore { state in
        state == ArmAndDisarm.State() ? [.send(.armThenDisarm), .send(.startThenDismiss)] : []
      }
    // What the store counts with nothing set aside (checked by turning the setting aside off): a
    // run is counted when it is registered, whatever a later reduction of the step cancels.
    #expect(report.unfinishedEffects == [".arm": 1, ".panel(.presented(.started))": 1])
    #expect(report.states == 2)  // as it was, and the panel dismissed
  }
}
