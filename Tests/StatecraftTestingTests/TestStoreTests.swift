import Statecraft
import StatecraftTesting
import Testing

@MainActor
@Suite("TestStore")
struct TestStoreTests {
  @Test("A correct script of sends and receives passes")
  func correctScript() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.loadTapped) { $0.isLoading = true }
    await store.receive(.loaded([1, 2, 3])) {
      $0.isLoading = false
      $0.numbers = [1, 2, 3]
    }
  }

  @Test("Actions from .send effects are reduced before send returns, and received after (R9, R1)")
  func sendEffectsAreReducedAtOnce() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.chained)
    // `state` is where the last asserted step ended: the send, which changed nothing.
    #expect(store.state.numbers == [])
    await store.receive(.first) { $0.numbers = [0] }
    await store.receive(.second) { $0.numbers = [0, 1] }
  }

  @Test("Inside an assertion closure, state is the state before the step")
  func stateInsideClosure() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    var seen: [[Int]] = []
    await store.send(.chained)
    await store.receive(.first) {
      seen.append(store.state.numbers)
      $0.numbers = [0]
    }
    await store.receive(.second) {
      seen.append(store.state.numbers)
      $0.numbers = [0, 1]
    }
    #expect(seen == [[], [0]])
    #expect(store.state.numbers == [0, 1])
  }

  @Test("A reducer that cancels its timer on the first tick gets one tick in a test and in the app")
  func timerCancelledOnFirstTick() async {
    // The app: a Store on an immediate clock, run until its effects end.
    let app = Store(initialState: OneTick.State()) {
      OneTick()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await app.send(.startTapped).finish()
    let appTicks = app.state.ticks

    // The test, on an immediate clock, then on a test clock advanced well past five ticks.
    let immediate = TestStore(initialState: OneTick.State()) {
      OneTick()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await immediate.send(.startTapped)
    await immediate.receive(.tick) { $0.ticks = 1 }
    await immediate.finish()
    let testTicks = immediate.state.ticks

    let outcomes = await repeatScenario { note in
      let clock = TestClock()
      let store = TestStore(initialState: OneTick.State()) {
        OneTick()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTapped)
      await clock.advance(by: .seconds(5))
      await store.receive(.tick) { $0.ticks = 1 }
      note("ticks: \(store.state.ticks)")
    }
    #expect(appTicks == 1)
    #expect(testTicks == appTicks)
    #expect(outcomes == [Outcome(notes: ["ticks: \(appTicks)"]): DeterminismTests.repetitions])
  }

  @Test("A received action that dismisses a sheet ends the sheet's effects before later clock work")
  func dismissalEndsEffectsBeforeLaterTicks() async {
    let outcomes = await repeatScenario { note in
      let clock = TestClock()
      let store = TestStore(initialState: SheetHost.State()) {
        SheetHost()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.presentTapped) { $0.sheet = OneTick.State() }
      await store.send(.sheet(.presented(.metronomeTapped)))
      await store.send(.closeLater)
      await clock.advance(by: .seconds(5))
      await store.receive(.sheet(.presented(.beat))) { $0.sheet?.beats = 1 }
      await store.receive(.close) { $0.sheet = nil }
      note("presented: \(store.state.sheet != nil)")
    }
    #expect(outcomes == [Outcome(notes: ["presented: false"]): DeterminismTests.repetitions])
  }

  @Test("A TestClock drives a timer; receive returns as soon as the tick arrives")
  func timer() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.seconds = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.seconds = 2 }
    await store.receive(.tick) { $0.seconds = 3 }
    await store.send(.stopTapped) { $0.isRunning = false }
  }

  @Test("A meeting recorded on an immediate clock: each tick reduced as it comes, the timer ends")
  func recordingOnAnImmediateClock() async {
    let store = TestStore(initialState: MeetingRecorder.State()) {
      MeetingRecorder()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.onTask)
    await store.receive(.timerTick) {
      $0.speakerIndex = 0
      $0.secondsElapsed = 1
      #expect($0.secondsRemaining == 5)
    }
    await store.receive(.timerTick) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
      #expect($0.secondsRemaining == 4)
    }
    await store.receive(.timerTick) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 3
      #expect($0.secondsRemaining == 3)
    }
    await store.receive(.timerTick) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
      #expect($0.secondsRemaining == 2)
    }
    await store.receive(.timerTick) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 5
      #expect($0.secondsRemaining == 1)
    }
    await store.receive(.timerTick) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 6
      #expect($0.secondsRemaining == 0)
    }
    await store.receive(.delegate(.saveMeeting(seconds: 6)))
    #expect(store.isDismissed)
  }

  @Test("A meeting ended by the last speaker's next: saved, dismissed, and the timer gone")
  func recordingEndedEarly() async {
    let clock = TestClock()
    let store = TestStore(initialState: MeetingRecorder.State()) {
      MeetingRecorder()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.onTask)
    await store.send(.nextTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await store.send(.nextTapped) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
    }
    await store.send(.nextTapped)
    await store.receive(.delegate(.saveMeeting(seconds: 4)))
    #expect(store.isDismissed)
  }

  @Test("TestStoreTask.cancel() also cancels the effects of the actions its effects fed back")
  func taskCancelReachesFedBackEffects() async {
    let outcomes = await repeatScenario { note in
      let clock = TestClock()
      let store = TestStore(initialState: OneTick.State()) {
        ChainedMetronome()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = await store.send(.startTapped)
      await store.receive(.metronomeTapped)
      await clock.advance(by: .seconds(1))
      await store.receive(.beat) { $0.beats = 1 }
      await task.cancel()
      // Exhaustive: a beat after this, or the metronome still running, would fail the test.
      await clock.advance(by: .seconds(5))
      note("beats: \(store.state.beats)")
    }
    #expect(outcomes == [Outcome(notes: ["beats: 1"]): DeterminismTests.repetitions])
  }

  @Test("finish() waits for effects, and what they fed back is received after it")
  func receiveAfterFinish() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.loadTapped) { $0.isLoading = true }
      await store.finish()
      await store.receive(.loaded([1, 2, 3])) {
        $0.isLoading = false
        $0.numbers = [1, 2, 3]
      }
    }
    #expect(failures == [])
  }

  @Test("Non-exhaustive: unasserted changes and actions pass, asserted fields must match")
  func nonExhaustive() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    store.exhaustivity = .off
    await store.send(.loadTapped)
    await store.receive(.loaded([1, 2, 3])) { $0.numbers = [1, 2, 3] }
    await store.send(.chained)
    await store.send(.chained)
    #expect(store.state.numbers.count == 5)
  }
}

/// A search whose query is debounced on the injected clock.
struct DebouncedSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  enum Action: Equatable {
    case queryChanged(String)
    case results([String])
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return .run { send in await send(.results([query.uppercased()])) }
        .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    case .results(let results):
      state.results = results
      return .none
    }
  }
}

@MainActor
@Suite("TestStore and concatenated effects")
struct TestStoreSequenceTests {
  @Test(
    "A test may end right after receiving the last action of a debounced effect",
    arguments: 0..<20
  )
  func debouncedEffectEndsWithItsLastAction(_: Int) async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.results(["AB"])) { $0.results = ["AB"] }
  }
}

/// Ticks on the injected clock and stops its timer on the first tick; or, as a metronome, beats
/// once a second until it goes away.
struct OneTick: Reducer {
  struct State: Equatable {
    var ticks = 0
    var beats = 0
  }

  enum Action: Equatable {
    case startTapped
    case tick
    case metronomeTapped
    case beat
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .cancel(id: CancelID.timer)
    case .metronomeTapped:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.beat)
        }
      }
    case .beat:
      state.beats += 1
      return .none
    }
  }
}

/// Starts ``OneTick``'s metronome through an action its first effect feeds back.
struct ChainedMetronome: Reducer {
  var body: some ReducerOf<OneTick> {
    Reduce { state, action in
      guard action == .startTapped else { return OneTick().reduce(into: &state, action: action) }
      return .run { send in await send(.metronomeTapped) }
    }
  }
}

/// Presents ``OneTick`` in a sheet, and closes it from an effect a moment later.
struct SheetHost: Reducer {
  struct State: Equatable {
    @Presents var sheet: OneTick.State? = nil
  }

  enum Action: Equatable {
    case presentTapped
    case closeLater
    case close
    case sheet(PresentationAction<OneTick.Action>)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentTapped:
        state.sheet = OneTick.State()
        return .none
      case .closeLater:
        return .run { send in
          try await clock.sleep(for: .milliseconds(1500))
          await send(.close)
        }
      case .close:
        state.sheet = nil
        return .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: Action.sheet) { OneTick() }
  }
}

// MARK: - A meeting recorder

/// Records a meeting: a timer on the injected clock moves through the speakers, one every
/// `secondsPerSpeaker`; after the last one's time it stops the timer, asks its parent to save,
/// and dismisses itself.
struct MeetingRecorder: Reducer {
  struct State: Equatable {
    var speakers = 3
    var secondsPerSpeaker = 2
    var secondsElapsed = 0
    var speakerIndex = 0

    var secondsRemaining: Int { speakers * secondsPerSpeaker - secondsElapsed }
  }

  enum Action: Equatable {
    case onTask
    case timerTick
    case nextTapped
    case delegate(Delegate)

    enum Delegate: Equatable { case saveMeeting(seconds: Int) }
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onTask:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.timerTick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .timerTick:
      state.secondsElapsed += 1
      guard state.secondsRemaining > 0 else {
        // The meeting is over: the timer ends here, whatever clock drives it.
        return .merge(.cancel(id: CancelID.timer), finish(state))
      }
      if state.secondsElapsed.isMultiple(of: state.secondsPerSpeaker) {
        state.speakerIndex += 1
      }
      return .none
    case .nextTapped:
      guard state.speakerIndex < state.speakers - 1 else {
        return .merge(.cancel(id: CancelID.timer), finish(state))
      }
      state.speakerIndex += 1
      state.secondsElapsed = state.speakerIndex * state.secondsPerSpeaker
      return .none
    case .delegate:
      return .none
    }
  }

  private func finish(_ state: State) -> Effect<Action> {
    .run { [seconds = state.secondsElapsed] send in
      await send(.delegate(.saveMeeting(seconds: seconds)))
      await dismiss()
    }
  }
}
