import Statecraft
import StatecraftTesting

// Features with one bug each, planted where the fuzzer must find it, and their generators: the
// inputs their screens would offer.

// MARK: - Two presentations at once

/// A screen with a sheet and an alert in two slots. The bug: "delete" inside the sheet raises the
/// screen's alert and leaves the sheet up under it. Fixed (`isFixed`), the alert replaces it.
struct Overlapping: Reducer {
  var isFixed = false

  struct State: Hashable {
    @Presents var sheet: Sheet.State? = nil
    @Presents var alert: AlertState<Action.Alert>? = nil
  }

  enum Action: Equatable {
    case openSheetTapped
    case deleteTapped
    case sheet(PresentationAction<Sheet.Action>)
    case alert(PresentationAction<Alert>)

    enum Alert: Hashable { case confirmDelete }
  }

  struct Sheet: Reducer {
    struct State: Hashable { var text = "" }
    enum Action: Equatable {
      case textChanged(String)
      case deleteTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .textChanged(let text) = action { state.text = text }
      return .none
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openSheetTapped:
        state.sheet = Sheet.State()
      case .deleteTapped, .sheet(.presented(.deleteTapped)):
        // The bug: from the sheet, the alert must replace it.
        if isFixed { state.sheet = nil }
        state.alert = AlertState { TextState("Delete?") }
      case .sheet, .alert:
        break
      }
      return .none
    }
    .ifLet(\.$sheet, action: Action.sheet) { Sheet() }
    .ifLet(\.$alert, action: Action.alert)
  }

  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    if state.alert != nil {
      return [.send(.alert(.presented(.confirmDelete))), .send(.alert(.dismiss))]
    }
    if state.sheet != nil {
      return [
        .send(.sheet(.presented(.textChanged("a")))), .send(.sheet(.presented(.deleteTapped))),
        .send(.sheet(.dismiss)),
      ]
    }
    return [.send(.openSheetTapped), .send(.deleteTapped)]
  }
}

// MARK: - An effect that outlives its presentation

/// A stopwatch presented in a slot. The bug: the parent starts the stopwatch's ticking when it
/// presents it, in its own effect, so dismissing the stopwatch does not stop the ticks. Fixed
/// (`startsItsOwnTicks`), the stopwatch starts them itself, in its presentation's level.
struct Stopwatches: Reducer {
  var startsItsOwnTicks = false

  struct State: Hashable {
    @Presents var stopwatch: Stopwatch.State? = nil
  }

  enum Action: Equatable {
    case openTapped
    case stopwatch(PresentationAction<Stopwatch.Action>)
  }

  struct Stopwatch: Reducer {
    struct State: Hashable { var ticks = 0 }
    enum Action: Equatable {
      case startTapped
      case tick
      case closeTapped
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .startTapped:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      }
    }
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .openTapped = action else { return .none }
      state.stopwatch = Stopwatch.State()
      guard !startsItsOwnTicks else { return .none }
      // The bug: the stopwatch should start this itself, so that its presentation ends it.
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.stopwatch(.presented(.tick)))
        }
      }
    }
    .ifLet(\.$stopwatch, action: Action.stopwatch) { Stopwatch() }
  }

  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    guard state.stopwatch != nil else { return [.send(.openTapped)] }
    return [
      .send(.stopwatch(.dismiss)), .send(.stopwatch(.presented(.closeTapped))),
      .send(.stopwatch(.presented(.startTapped))),
    ]
  }
}

// MARK: - A stale input that changes the state

/// A list of numbers to remove. The bug: a removal counts even when the number is gone already,
/// so a late tap on a removed row changes the count.
struct Tally: Reducer {
  struct State: Hashable {
    var numbers = [1, 2, 3]
    var removed = 0
  }

  enum Action: Equatable {
    case removeTapped(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .removeTapped(let number):
      state.numbers.removeAll { $0 == number }
      // The bug: only a number that was there should count.
      state.removed += 1
      return .none
    }
  }

  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    state.numbers.map { .send(.removeTapped($0)) }
      + (1...3).filter { !state.numbers.contains($0) }.map { .stale(.removeTapped($0)) }
  }
}

// MARK: - A stale input that changes a shared value

/// The same list, counting its removals in a shared value: the same bug, which a comparison of
/// states cannot see (its copies share the box).
struct SharedTally: Reducer {
  struct State: Equatable {
    var numbers = [1, 2, 3]
    @Shared var removed: Int
  }

  enum Action: Equatable {
    case removeTapped(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .removeTapped(let number):
      state.numbers.removeAll { $0 == number }
      // The bug: only a number that was there should count.
      state.$removed.withLock { $0 += 1 }
      return .none
    }
  }

  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    state.numbers.map { .send(.removeTapped($0)) }
      + (1...3).filter { !state.numbers.contains($0) }.map { .stale(.removeTapped($0)) }
  }
}

// MARK: - A feature that dismisses itself

/// A screen whose "leave" button dismisses the screen itself: a sequence ends there.
struct Farewell: Reducer {
  struct State: Equatable { var waves = 0 }
  enum Action: Equatable {
    case waveTapped
    case leaveTapped
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .waveTapped:
      state.waves += 1
      return .none
    case .leaveTapped:
      return .run { _ in await dismiss() }
    }
  }
}
