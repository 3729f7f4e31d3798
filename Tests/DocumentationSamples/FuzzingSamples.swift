import Foundation
import Statecraft
import StatecraftTesting
import Testing

// The samples of FuzzingAndExploring.md: a kitchen that presents a tea timer, whose ticks the
// kitchen runs in an effect of its own, so that they outlive the timer. The fuzzer finds it, a
// seed replays it, the explorer finds it with its effects modelled, and the fixed kitchen is
// proven. Every failure and report the article shows is produced here and compared whole.

/// A tea timer: it counts down the seconds it is sent, and dismisses itself at zero or when
/// stopped.
struct TeaTimer: Reducer {
  struct State: Hashable {
    var secondsLeft = 3
  }

  enum Action: Equatable {
    case tick
    case stopTapped
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tick:
      guard state.secondsLeft > 0 else { return .none }
      state.secondsLeft -= 1
      return state.secondsLeft == 0 ? .run { _ in await dismiss() } : .none
    case .stopTapped:
      return .run { _ in await dismiss() }
    }
  }
}

/// The kitchen presents a timer for each cup and ticks it once a second, in an effect of its
/// own: the timer's dismissal does not end that effect.
struct TeaKitchen: Reducer {
  struct State: Hashable {
    @Presents var timer: TeaTimer.State?
  }

  enum Action: Equatable {
    case brewTapped
    case timer(PresentationAction<TeaTimer.Action>)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .brewTapped:
        state.timer = TeaTimer.State()
        return .run { send in
          for _ in 1...3 {
            try await clock.sleep(for: .seconds(1))
            await send(.timer(.presented(.tick)))
          }
        }
      case .timer:
        return .none
      }
    }
    .ifLet(\.$timer, action: Action.timer) { TeaTimer() }
  }
}

extension TeaKitchen {
  /// What the screen offers: "Brew" while no timer is up, and the timer's "Stop" (late, it is a
  /// stale tap); the timer's "Stop" and a swipe down while it is up.
  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    guard state.timer != nil else {
      return [.send(.brewTapped), .stale(.timer(.presented(.stopTapped)))]
    }
    return [.send(.timer(.presented(.stopTapped))), .send(.timer(.dismiss))]
  }
}

/// The kitchen fuzzed, as the article writes it.
@MainActor
func fuzzTheKitchen() async -> FuzzReport<TeaKitchen.Action> {
  let report = await Fuzzer(initialState: TeaKitchen.State()) {
    TeaKitchen()
  }
  .advancingClock(by: [.seconds(1)])
  .run(seed: 42, sequences: 200, steps: 20, inputs: TeaKitchen.inputs)
  return report
}

/// The sequence that found it, played again from its seed.
@MainActor
func replayTheSeed() async -> FuzzReport<TeaKitchen.Action> {
  let report = await Fuzzer(initialState: TeaKitchen.State()) {
    TeaKitchen()
  }
  .advancingClock(by: [.seconds(1)])
  .run(seed: 0x2A, sequences: 1, steps: 20, inputs: TeaKitchen.inputs)
  return report
}

/// The kitchen explored, with its effects' steps modelled.
@MainActor
func exploreTheKitchen() async -> ExplorationReport<TeaKitchen.Action> {
  let report = await StateExplorer(initialState: TeaKitchen.State()) {
    TeaKitchen()
  }
  .effects(
    .model { origin in
      switch origin {
      case .brewTapped: [.send(.timer(.presented(.tick))), .finish]
      default: [.dismiss, .finish]
      }
    }
  )
  .explore(inputs: TeaKitchen.inputs)
  return report
}

/// The kitchen fixed: the timer ticks itself, in its own effect, which its dismissal ends.
struct TeaKitchenFixed: Reducer {
  struct State: Hashable {
    @Presents var timer: TickingTimer.State?
  }

  enum Action: Equatable {
    case brewTapped
    case timer(PresentationAction<TickingTimer.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .brewTapped:
        state.timer = TickingTimer.State()
        return .send(.timer(.presented(.started)))
      case .timer:
        return .none
      }
    }
    .ifLet(\.$timer, action: Action.timer) { TickingTimer() }
  }

  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    guard state.timer != nil else {
      return [.send(.brewTapped), .stale(.timer(.presented(.stopTapped)))]
    }
    return [.send(.timer(.presented(.stopTapped))), .send(.timer(.dismiss))]
  }
}

/// The tea timer that starts its own ticks.
struct TickingTimer: Reducer {
  struct State: Hashable {
    var secondsLeft = 3
  }

  enum Action: Equatable {
    case started
    case tick
    case stopTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .started:
      return .run { send in
        for _ in 1...3 {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      guard state.secondsLeft > 0 else { return .none }
      state.secondsLeft -= 1
      return state.secondsLeft == 0 ? .run { _ in await dismiss() } : .none
    case .stopTapped:
      return .run { _ in await dismiss() }
    }
  }
}

/// The fixed kitchen explored, its effects not started.
@MainActor
func exploreTheFixedKitchen() async -> ExplorationReport<TeaKitchenFixed.Action> {
  let report = await StateExplorer(initialState: TeaKitchenFixed.State()) {
    TeaKitchenFixed()
  }
  .canReturn("back to the kitchen", to: { state in state.timer == nil })
  .explore(inputs: TeaKitchenFixed.inputs)
  return report
}

/// The fixed kitchen explored with its effects modelled: within a depth bound, as its states have
/// no end.
@MainActor
func exploreTheFixedKitchenModelled() async -> ExplorationReport<TeaKitchenFixed.Action> {
  let report = await StateExplorer(initialState: TeaKitchenFixed.State()) {
    TeaKitchenFixed()
  }
  .effects(
    .model { origin in
      switch origin {
      case .timer(.presented(.started)): [.send(.timer(.presented(.tick))), .finish]
      default: [.dismiss, .finish]
      }
    }
  )
  .bounds(depth: 6)
  .progress(false)
  .explore(inputs: TeaKitchenFixed.inputs)
  return report
}

/// The fixed kitchen fuzzed.
@MainActor
func fuzzTheFixedKitchen() async -> FuzzReport<TeaKitchenFixed.Action> {
  let report = await Fuzzer(initialState: TeaKitchenFixed.State()) {
    TeaKitchenFixed()
  }
  .advancingClock(by: [.seconds(1)])
  .invariant("a timer counts down from 3") { snapshot in
    (0...3).contains(snapshot.state.timer?.secondsLeft ?? 0)
  }
  .run(seed: 42, sequences: 200, steps: 20, inputs: TeaKitchenFixed.inputs)
  return report
}

/// A kitchen that counts the cups brewed in a shared value, which the timers also read.
struct SharedKitchen: Reducer {
  struct State: Equatable {
    @Shared var cups: Int
    var isBrewing = false
  }

  enum Action: Equatable {
    case brewTapped
    case cupPoured
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .brewTapped:
      state.isBrewing = true
    case .cupPoured:
      state.isBrewing = false
      state.$cups.withLock { $0 = min($0 + 1, 2) }
    }
    return .none
  }
}

/// The shared kitchen explored two steps deep, quietly.
@MainActor
func exploreTwoSteps() async -> ExplorationReport<SharedKitchen.Action> {
  let report = await StateExplorer(initialState: SharedKitchen.State(cups: Shared(value: 0))) {
    SharedKitchen()
  }
  .keyedByValue()
  .bounds(depth: 2)
  .progress(false)
  .explore { state in
    state.isBrewing ? [.send(.cupPoured)] : [.send(.brewTapped)]
  }
  return report
}

/// The shared kitchen explored, keyed by the value of each state.
@MainActor
func exploreTheSharedKitchen() async -> ExplorationReport<SharedKitchen.Action> {
  let report = await StateExplorer(initialState: SharedKitchen.State(cups: Shared(value: 0))) {
    SharedKitchen()
  }
  .keyedByValue()
  .explore { state in
    state.isBrewing ? [.send(.cupPoured)] : [.send(.brewTapped)]
  }
  return report
}

@MainActor
@Suite("Fuzzing and Exploring samples")
struct FuzzingSamples {
  @Test("The fuzzer finds the ticks that outlive the timer, with a shortest sequence and a seed")
  func fuzzerFinds() async {
    var report: FuzzReport<TeaKitchen.Action>?
    let failures = await capturingFailures { report = await fuzzTheKitchen() }
    #expect(failures.map(\.message) == [Self.fuzzFailure])
    #expect(report?.failure?.seed == 0x2A)
  }

  @Test("The seed replays the sequence that found it")
  func seedReplays() async {
    var report: FuzzReport<TeaKitchen.Action>?
    let failures = await capturingFailures { report = await replayTheSeed() }
    #expect(failures.count == 1)
    #expect(report?.sequences == 1)
    #expect(
      report?.failure?.shortest == [
        .send(.brewTapped), .send(.timer(.presented(.stopTapped))), .advanceClock(by: .seconds(1)),
      ])
  }

  @Test("The explorer finds it too, with its effects modelled, by the shortest trace")
  func explorerFinds() async {
    var report: ExplorationReport<TeaKitchen.Action>?
    let failures = await capturingFailures { report = await exploreTheKitchen() }
    #expect(failures.map(\.message) == [Self.exploreFailure])
    #expect(report?.description == Self.exploreReport)
  }

  @Test("The fixed kitchen is proven, and fuzzed without a failure")
  func fixedKitchen() async {
    let explored = await exploreTheFixedKitchen()
    #expect(explored.isComplete)
    #expect(explored.description == Self.fixedReport)
    let fuzzed = await fuzzTheFixedKitchen()
    #expect(fuzzed.failure == nil)
    let seconds = /in \d+\.\d seconds/
    #expect(
      fuzzed.description.replacing(seconds, with: "in 0.4 seconds") == Self.fixedFuzzReport)
  }

  @Test("The fixed kitchen with its effects modelled holds within a depth bound")
  func fixedKitchenModelled() async {
    let report = await exploreTheFixedKitchenModelled()
    #expect(!report.isComplete)
    #expect(report.description == Self.modelledReport)
  }

  @Test("Two steps deep, the exploration is within bounds")
  func twoSteps() async {
    let report = await exploreTwoSteps()
    #expect(!report.isComplete)
    #expect(report.description == Self.boundedReport)
  }

  @Test("A state with a shared value, keyed by value, is explored")
  func sharedKitchen() async {
    let report = await exploreTheSharedKitchen()
    #expect(report.isComplete)
    #expect(report.description == Self.sharedReport)
  }

  // MARK: - What the article shows

  static let fuzzFailure = """
    Fuzzing found that an effect outlived the presentation or element it belongs to.

      After advanceClock(by: .seconds(1)), an effect delivered .timer(.presented(.tick)), which \
    was rejected: what it was meant for is no longer there. An effect that feeds a presentation or \
    an element must be started by it (returned from its own reducer), so that it ends with it.

        An ifLet received a presentation action while nothing is presented in its slot \
    (TeaKitchen.State → Presents<TeaTimer.State>). Neither the presented feature nor the parent \
    ran; nothing was changed.

          Action: .timer(.presented(.tick))

        This usually means the action arrived after the presentation was dismissed: a tap on a \
    stale button, or an effect of the dismissed feature that is still sending actions.

          Raised at: DocumentationSamples/FuzzingSamples.swift:66

    Shortest sequence (3 inputs; no shorter sequence fails this way):
      1. send(.brewTapped)
      2. send(.timer(.presented(.stopTapped)))
      3. advanceClock(by: .seconds(1))

    Found by sequence 0 of the run from seed 0x2A, at step 12. Replay that sequence with run(seed: \
    0x2A, sequences: 1), or without editing the test:

      STATECRAFT_FUZZ_SEED=0x2A STATECRAFT_FUZZ_SEQUENCES=1 swift test --filter fuzzerFinds
    """

  static let exploreFailure = """
    Exploring found that an effect outlived the presentation or element it belongs to.

      After effect of .brewTapped sends .timer(.presented(.tick)), an effect delivered \
    .timer(.presented(.tick)), which was rejected: what it was meant for is no longer there. An \
    effect that feeds a presentation or an element must be started by it (returned from its own \
    reducer), so that it ends with it.

        An ifLet received a presentation action while nothing is presented in its slot \
    (TeaKitchen.State → Presents<TeaTimer.State>). Neither the presented feature nor the parent \
    ran; nothing was changed.

          Action: .timer(.presented(.tick))

        This usually means the action arrived after the presentation was dismissed: a tap on a \
    stale button, or an effect of the dismissed feature that is still sending actions.

          Raised at: DocumentationSamples/FuzzingSamples.swift:66

    Shortest trace (3 steps; explored breadth first, no shorter trace fails):
      1. send(.brewTapped)
           timer: nil → TeaTimer.State(secondsLeft: 3)
      2. send(.timer(.dismiss))
           timer: TeaTimer.State(secondsLeft: 3) → nil
      3. effect of .brewTapped sends .timer(.presented(.tick))

    Found after 10 states and 15 transitions; report.testSource has the trace as a TestStore test.
    """

  static let exploreReport = """
    Explored TeaKitchen: 10 states, 15 transitions, depth 3; stopped at the first violation.
    Violation: an effect outlived the presentation or element it belongs to, after 3 steps \
    (report.violation).
    Properties:
      fails: the fuzzer's checks (an effect outlived the presentation or element it belongs to)
      holds within bounds: the reducer is deterministic
    Actions: 4 cases reached, none left.
    Presentations: 1 case reached, none left.
    Presentation configurations (2): nothing presented; $timer TeaTimer.State.
    """

  static let fixedReport = """
    Explored TeaKitchenFixed: 2 states, 4 transitions, depth 1; complete.
    Every property holds.
    Properties:
      holds: the fuzzer's checks
      holds: canReturn “back to the kitchen”
      holds: the reducer is deterministic
    .run effects not started (.ignore), by the action that started them:
      .timer(.presented(.started)): 1 transition
      .timer(.presented(.stopTapped)): 1 transition
    Actions: 4 cases reached, 1 never: .timer(.presented(.tick)).
    Presentations: 1 case reached, none left.
    Presentation configurations (2): nothing presented; $timer TickingTimer.State.
    """

  static let fixedFuzzReport = """
    200 sequences, 4,000 steps (1,077 stale inputs raising 1,077 expected issues, 805 clock \
    advances) in 0.4 seconds, seed 0x2A: no failure.
    """

  static let modelledReport = """
    Explored TeaKitchenFixed: 36 states, 148 transitions, depth 6; within bounds: the depth bound \
    was reached, 10 states not expanded.
    Every property holds within bounds.
    Properties:
      holds within bounds: the fuzzer's checks
      holds within bounds: the reducer is deterministic
    Actions: 5 cases reached, none left.
    Presentations: 1 case reached, none left.
    Presentation configurations (2): nothing presented; $timer TickingTimer.State.
    """

  static let boundedReport = """
    Explored SharedKitchen: 3 states, 2 transitions, depth 2; within bounds: the depth bound was \
    reached, 1 state not expanded.
    Every property holds within bounds.
    Properties:
      holds within bounds: the fuzzer's checks
      holds within bounds: the reducer is deterministic
    Actions: 2 cases reached, none left.
    Presentations: 0 cases reached, none left.
    Presentation configurations (1): nothing presented.
    """

  static let sharedReport = """
    Explored SharedKitchen: 6 states, 6 transitions, depth 5; complete.
    Every property holds.
    Properties:
      holds: the fuzzer's checks
      holds: the reducer is deterministic
    Actions: 2 cases reached, none left.
    Presentations: 0 cases reached, none left.
    Presentation configurations (1): nothing presented.
    """
}
