import Statecraft
import StatecraftTesting
import Testing

/// A plain `Store` driven by a `TestClock` in a test: an advance first lets the store's effects
/// reach the clock, then returns once the work its wake-ups started has settled; a send's
/// `finish()` returns once the work its effects started has settled too.
@MainActor
@Suite("A plain store on a TestClock")
struct PlainStoreClockTests {
  @Test("A detail screen's timer, advanced 3 seconds right after it starts: 200 runs, one verdict")
  func timerAdvancedRightAway() async {
    var outcomes: [Int: Int] = [:]
    for _ in 0..<200 {
      let clock = TestClock()
      let store = Store(initialState: Recipes.State()) {
        Recipes()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.recipeTapped)
      guard let detail = store.scope(state: \.$detail, action: Recipes.Action.detail) else {
        Issue.record("The detail screen is not presented.")
        return
      }
      detail.send(.onAppear)
      await clock.advance(by: .seconds(3))
      outcomes[detail.secondsLeft, default: 0] += 1
      store.send(.detail(.dismiss))
    }
    #expect(outcomes == [1197: 200])
  }

  @Test("Each advance delivers the ticks due by then, and only those")
  func advancesInSteps() async {
    let clock = TestClock()
    let store = Store(initialState: Countdown.State()) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.onAppear)
    var seen: [Int] = []
    for step in [.milliseconds(500), .milliseconds(500), .seconds(2), .zero] as [Duration] {
      await clock.advance(by: step)
      seen.append(store.secondsLeft)
    }
    #expect(seen == [1200, 1199, 1197, 1197])
    store.send(.onDisappear)
  }

  @Test("send(_:).finish() returns once what its effects started has settled: 200 runs")
  func finishWaitsForWhatTheEffectsStarted() async {
    var outcomes: [[String]: Int] = [:]
    for _ in 0..<200 {
      let store = Store(initialState: HandOff.State()) { HandOff() }
      await store.send(.start).finish()
      outcomes[store.log, default: 0] += 1
    }
    #expect(outcomes == [["first", "second", "second", "second"]: 200])
  }

  @Test("An advance does not wait for a plain store made without its clock")
  func otherStoresAreNotWaitedFor() async {
    let clock = TestClock()
    // Another store's effect that never settles: an advance that waited for it would report it
    // after the clock's bound.
    let other = Store(initialState: Hanging.State()) { Hanging(stuck: Stuck()) }
    let spinning = other.send(.spin)
    let store = Store(initialState: Countdown.State()) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.onAppear)
    let failures = await failureTexts {
      await clock.advance(by: .seconds(1))
    }
    #expect(failures == [])
    #expect(store.secondsLeft == 1199)
    store.send(.onDisappear)
    spinning.cancel()
    await spinning.finish()
  }
}

/// A new user's recipes app, cut down to what its test drove: a recipe's detail screen counts
/// down while it is shown.
struct Recipes: Reducer {
  struct State: Equatable {
    @Presents var detail: Countdown.State? = nil
  }

  enum Action: Equatable {
    case recipeTapped
    case detail(PresentationAction<Countdown.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .recipeTapped:
        state.detail = Countdown.State()
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: Action.detail) {
      Countdown()
    }
  }
}

/// Loads a recipe's steps, then counts down a second at a time on the injected clock's timer,
/// from 20 minutes.
struct Countdown: Reducer {
  struct State: Equatable {
    var steps: [String] = []
    var secondsLeft = 1200
  }

  enum Action: Equatable {
    case onAppear
    case onDisappear
    case loaded([String])
    case tick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      return .run { send in
        // Work before the timer starts: an actor's answer, and a send on the main actor.
        await send(.loaded(await RecipeBook().steps()))
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .onDisappear:
      return .cancel(id: CancelID.timer)
    case .loaded(let steps):
      state.steps = steps
      return .none
    case .tick:
      state.secondsLeft -= 1
      return .none
    }
  }
}

/// Where a recipe's steps come from: an actor, as a client that reads a file would be.
actor RecipeBook {
  func steps() -> [String] {
    ["Knead", "Rest", "Bake"]
  }
}

/// `.start`'s effect sends `.first`, whose own effect calls an actor and sends `.second`, three
/// times: work that the send's effects started, not one of them, which goes on after they end.
struct HandOff: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable { case start, first, second }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in await send(.first) }
    case .first:
      state.log.append("first")
      return .run { send in
        for _ in 1...3 {
          await Workshop().work()
          await send(.second)
        }
      }
    case .second:
      state.log.append("second")
      return .none
    }
  }
}

/// An actor that does some work off the main actor.
actor Workshop {
  private var done = 0

  func work() {
    done += 1
  }
}
