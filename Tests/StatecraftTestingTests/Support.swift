import Statecraft

/// A timer feature: ticks once a second on the injected clock until stopped.
struct TimerFeature: Reducer {
  struct State: Equatable {
    var seconds = 0
    var isRunning = false
  }

  enum Action: Equatable {
    case startTapped
    case stopTapped
    case tick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.isRunning = true
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stopTapped:
        state.isRunning = false
        return .cancel(id: CancelID.timer)
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }
}

/// A feature that loads numbers through a client and feeds them back.
struct Loader: Reducer {
  struct State: Equatable {
    var numbers: [Int] = []
    var isLoading = false
  }

  enum Action: Equatable {
    case loadTapped
    case loaded([Int])
    case chained
    case first
    case second
  }

  var load: @Sendable () async -> [Int] = { [1, 2, 3] }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadTapped:
        state.isLoading = true
        return .run { [load] send in
          await send(.loaded(await load()))
        }
      case .loaded(let numbers):
        state.isLoading = false
        state.numbers = numbers
        return .none
      case .chained:
        return .merge(.send(.first), .send(.second))
      case .first, .second:
        state.numbers.append(state.numbers.count)
        return .none
      }
    }
  }
}

/// Sends `.fired` once, a second after `.startTapped`, on the injected clock.
struct Delayed: Reducer {
  struct State: Equatable { var fired = false }
  enum Action: Equatable { case startTapped, fired }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.fired)
      }
    case .fired:
      state.fired = true
      return .none
    }
  }
}
