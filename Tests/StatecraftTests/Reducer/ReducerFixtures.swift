import Statecraft
import Synchronization

/// A counter that logs, so composition tests can see order.
struct Counter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case startTicking
    case tick
  }

  let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ImmediateClock()) {
    self.clock = clock
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment, .tick:
      state.count += 1
      return .none
    case .startTicking:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    }
  }
}

/// Counts how many times a body is evaluated.
let bodyEvaluations = Atomic<Int>(0)

/// A parent that logs what it sees after its children ran.
struct Parent: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var counter = Counter.State()
    var optional: Counter.State?
    var rows: IdentifiedArrayOf<Counter.State> = []
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case optional(Counter.Action)
    case rows(IdentifiedActionOf<Counter>)
    case clearOptional
    case removeRow(Int)
  }

  let clock: any Clock<Duration>

  var body: some ReducerOf<Self> {
    let _ = bodyEvaluations.add(1, ordering: .relaxed)
    Scope(state: \.counter, action: Action.counter) { Counter(clock: clock) }
    Reduce { state, action in
      switch action {
      case .counter(let action):
        state.log.append("parent saw counter \(action) at \(state.counter.count)")
      case .optional(let action):
        state.log.append("parent saw optional \(action) at \(state.optional?.count ?? -1)")
      case .rows(.element(let id, let action)):
        state.log.append("parent saw row \(id) \(action) at \(state.rows[id: id]?.count ?? -1)")
      case .clearOptional:
        state.optional = nil
      case .removeRow(let id):
        state.rows.remove(id: id)
      }
      return .none
    }
    .ifLet(\.optional, action: Action.optional) { Counter(clock: clock) }
    .forEach(\.rows, action: Action.rows) { Counter(clock: clock) }
  }
}

/// A flow whose state is an enum: logged in (with a counter) or logged out.
struct Flow: Reducer {
  enum State: Equatable {
    case loggedIn(Counter.State)
    case loggedOut
  }

  enum Action: Equatable {
    case loggedIn(Counter.Action)
    case logOut
  }

  let clock: any Clock<Duration>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .logOut = action { state = .loggedOut }
      return .none
    }
    .ifCaseLet(State.loggedIn, action: Action.loggedIn) { Counter(clock: clock) }
  }
}
