import Foundation
import Statecraft
import StatecraftTesting

// Features for the explorer's tests, each with the inputs its screen offers, and most with one
// bug for the explorer to find (the Fuzzing folder's planted bugs are explored too).

// MARK: - A plain optional alert left set

/// A screen whose delete alert is a plain optional, outside any slot. The bug: confirming presents
/// a receipt sheet and leaves the alert set, under it. Fixed, confirming clears the alert.
struct Receipts: Reducer {
  var isFixed = false

  struct State: Hashable {
    var alert: AlertState<Action.Alert>?
    @Presents var receipt: Receipt.State? = nil
  }

  enum Action: Equatable {
    case deleteTapped
    case alertButtonTapped(Alert)
    case alertDismissed
    case receipt(PresentationAction<Receipt.Action>)

    enum Alert: Hashable { case confirm }
  }

  struct Receipt: Reducer {
    struct State: Hashable { var deleted = 1 }
    enum Action: Equatable { case okTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = AlertState { TextState("Delete?") }
      case .alertButtonTapped(.confirm):
        // The bug: the alert must go when the receipt comes.
        if isFixed { state.alert = nil }
        state.receipt = Receipt.State()
      case .alertDismissed:
        state.alert = nil
      case .receipt:
        break
      }
      return .none
    }
    .ifLet(\.$receipt, action: Action.receipt) { Receipt() }
  }

  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    if state.alert != nil {
      return [.send(.alertButtonTapped(.confirm)), .send(.alertDismissed)]
    }
    if state.receipt != nil { return [.send(.receipt(.dismiss))] }
    return [.send(.deleteTapped)]
  }
}

// MARK: - A trap

/// A three-step wizard. The bug: locking at the last step leaves no way back. Fixed, a locked
/// wizard offers "unlock".
struct Wizard: Reducer {
  var isFixed = false

  struct State: Hashable {
    var step = 0
    var isLocked = false
  }

  enum Action: Equatable { case next, back, lock, unlock }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .next: state.step += 1
    case .back: state.step -= 1
    case .lock: state.isLocked = true
    case .unlock: state.isLocked = false
    }
    return .none
  }

  func inputs(_ state: State) -> [FuzzInput<Action>] {
    if state.isLocked { return isFixed ? [.send(.unlock)] : [] }
    var inputs: [FuzzInput<Action>] = []
    if state.step < 2 { inputs.append(.send(.next)) }
    if state.step > 0 { inputs.append(.send(.back)) }
    if state.step == 2 { inputs.append(.send(.lock)) }
    return inputs
  }

  static func isAtStart(_ state: State) -> Bool { state.step == 0 && !state.isLocked }
}

// MARK: - A reducer reading the date

/// A counter that stamps each tap with `Date()`, which the explorer cannot reach twice.
struct Stamped: Reducer {
  struct State: Hashable {
    var taps = 0
    var lastTap: Date?
  }

  enum Action: Equatable { case tapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.taps += 1
    state.lastTap = Date()
    return .none
  }
}

// MARK: - Minted ids

/// A list of at most two tokens: "add" makes one with the `\.uuid` dependency, each can be
/// deleted. "add, delete, add" reaches a state "add" reached, with another id.
struct Tokens: Reducer {
  struct State: Hashable {
    var tokens: [UUID] = []
  }

  enum Action: Equatable {
    case addTapped
    case deleteTapped(UUID)
  }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .addTapped: state.tokens.append(uuid())
    case .deleteTapped(let id): state.tokens.removeAll { $0 == id }
    }
    return .none
  }

  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    (state.tokens.count < 2 ? [.send(.addTapped)] : [])
      + state.tokens.map { .send(.deleteTapped($0)) }
  }
}

// MARK: - Counting without end

/// A counter with no end: only bounds end its exploration.
struct Counting: Reducer {
  struct State: Hashable { var count = 0 }
  enum Action: Equatable { case incremented }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }

  static func inputs(_: State) -> [FuzzInput<Action>] { [.send(.incremented)] }
}

// MARK: - A switch

/// A switch with "on", "off" and "flip"; every state is reached in one step.
struct Switch: Reducer {
  struct State: Hashable { var isOn = false }
  enum Action: Equatable { case on, off, flip }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .on: state.isOn = true
    case .off: state.isOn = false
    case .flip: state.isOn.toggle()
    }
    return .none
  }

  static func inputs(_: State) -> [FuzzInput<Action>] {
    [.send(.on), .send(.off), .send(.flip)]
  }
}

// MARK: - An effect whose action raises an issue

/// A ping whose effect answers with a pong that raises a runtime issue.
struct Ponger: Reducer {
  struct State: Hashable { var pongs = 0 }
  enum Action: Equatable { case pingTapped, ponged }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pingTapped:
      return .run { send in await send(.ponged) }
    case .ponged:
      state.pongs += 1
      reportIssue("A pong is not expected.")
      return .none
    }
  }
}

// MARK: - Shared storage

/// A feature whose state holds a shared value, or only a reader of one; "dark" changes the
/// shared theme.
struct Sharing: Reducer {
  struct State: Equatable {
    var settings: Settings
    var taps = 0

    init(readerOnly: Bool = false, theme: Shared<String> = Shared(value: "claro")) {
      settings = readerOnly ? .reader(theme.reader) : .writer(theme)
    }

    enum Settings: Equatable {
      case writer(Shared<String>)
      case reader(SharedReader<String>)
    }
  }

  enum Action: Equatable {
    case tapped
    case darkTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      state.taps = min(state.taps + 1, 2)
    case .darkTapped:
      if case .writer(let theme) = state.settings { theme.withLock { $0 = "oscuro" } }
    }
    return .none
  }
}

// MARK: - Stacks

/// A stack of up to two screens whose bottom one can be removed: "push, push, remove the bottom"
/// reaches the stack "push" reached, under another minted id (`[#1]` against `[#0]`).
struct Screens: Reducer {
  struct State: Hashable {
    var path = StackState<Int>()
  }

  enum Action: Equatable {
    case pushTapped
    case removeBottomTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pushTapped: state.path.append(0)
    case .removeBottomTapped: state.path.removeFirst()
    }
    return .none
  }

  /// Push while there are fewer than two screens; remove the bottom one while there is one.
  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    (state.path.count < 2 ? [.send(.pushTapped)] : [])
      + (state.path.isEmpty ? [] : [.send(.removeBottomTapped)])
  }
}

/// A kitchen: recipe screens on a stack, each holding the recipe as a shared value and its timer's
/// seconds left; "tick" counts the top screen's timer down.
struct Kitchen: Reducer {
  struct Recipe: Equatable {
    var name: String
    var steps: [String]
  }

  struct Detail: Reducer {
    struct State: Equatable {
      @Shared var recipe: Recipe
      var secondsLeft = 1200

      init(recipe: Shared<Recipe>) {
        self._recipe = recipe
      }
    }

    enum Action: Equatable { case tickTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.secondsLeft -= 1
      return .none
    }
  }

  struct Path: Reducer {
    enum State: Equatable { case detail(Detail.State) }
    enum Action: Equatable { case detail(Detail.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: State.detail, action: Action.detail) { Detail() }
    }
  }

  struct State: Equatable {
    var recipe = Shared(
      value: Recipe(name: "Slow-cooked tomato sauce", steps: ["Chop the onions", "Simmer"]))
    var path = StackState<Path.State>()
  }

  enum Action: Equatable {
    case openTapped
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .openTapped = action {
        state.path.append(.detail(Detail.State(recipe: state.recipe)))
      }
      return .none
    }
    .forEach(\.path, action: Action.path) { Path() }
  }

  /// "Open" with no screen up; "tick" on the top screen once one is.
  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    guard let id = state.path.ids.last else { return [.send(.openTapped)] }
    return [.send(.path(.element(id: id, action: .detail(.tickTapped))))]
  }
}
