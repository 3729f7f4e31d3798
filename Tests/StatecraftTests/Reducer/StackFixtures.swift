import Statecraft

/// A screen of a stack: counts, ticks on the clock under an id every screen shares, closes itself
/// with `dismiss()` (once, twice, or from an effect it cancels), and presents a sheet that can
/// close itself too.
struct Card: Reducer {
  struct State: Equatable {
    var count = 0
    var ticks = 0
    @Presents var sheet: CardSheet.State? = nil
  }

  enum Action: Equatable {
    case increment
    case start
    case stop
    case tick
    case close
    case closeTwice
    case closeAfterCancel
    case cancelClose
    case showSheet
    case sheet(PresentationAction<CardSheet.Action>)
  }

  enum CancelID { case timer, close }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .start:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      case .close:
        return .run { _ in await dismiss() }
      case .closeTwice:
        return .run { _ in
          await dismiss()
          await dismiss()
        }
      case .closeAfterCancel:
        // Cancelled, it still calls dismiss(): that call must not count.
        return .run { _ in
          try? await clock.sleep(for: .seconds(10))
          await dismiss()
        }
        .cancellable(id: CancelID.close)
      case .cancelClose:
        return .cancel(id: CancelID.close)
      case .showSheet:
        state.sheet = CardSheet.State()
        return .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: Action.sheet) { CardSheet() }
  }
}

/// A sheet over a screen, which closes itself.
struct CardSheet: Reducer {
  struct State: Equatable {}

  enum Action: Equatable {
    case close
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { _ in await dismiss() }
  }
}

/// The screens a ``Navigator`` pushes: two kinds of one feature, as a destination enum.
struct Deck: Reducer {
  enum State: Equatable {
    case screen(Card.State)
    case other(Card.State)
  }

  enum Action: Equatable {
    case screen(Card.Action)
    case other(Card.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: State.screen, action: Action.screen) { Card() }
    Scope(state: State.other, action: Action.other) { Card() }
  }
}

/// A feature with a navigation stack, whose reducer writes down what it saw of the stack.
struct Navigator: Reducer {
  struct State: Equatable {
    var path = StackState<Deck.State>()
    var log: [String] = []
  }

  enum Action: Equatable {
    case path(StackActionOf<Deck>)
    case pushScreen
    case popAll
    case turnTopIntoOther
    case removeTopItself
  }

  var body: some ReducerOf<Self> {
    parent.forEach(\.path, action: Action.path) { Deck() }
  }
  /// Where the `forEach` is, as its runtime issues name it.
  static let forEachLine: UInt = #line - 3

  /// Where `.pushScreen` appends, as the notice of ids past `Int.max` names it.
  static let appendLine: UInt = #line + 2
  private static func pushScreen(_ state: inout State) {
    state.path.append(.screen(Card.State()))
  }

  private var parent: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(let id, .screen(.increment))):
        // S1: the element ran first.
        let count = state.path[id: id, case: Deck.State.screen]?.count ?? -1
        state.log.append("parent saw \(id) at \(count)")
        return .none
      case .path(.popFrom(let id)):
        // S2: the element is still there.
        state.log.append("parent saw \(id) before its pop: \(state.path.contains(id: id))")
        return .none
      case .path(.push(let id, _)):
        // S2: already pushed.
        state.log.append("parent saw \(id) after its push: \(state.path.contains(id: id))")
        return .none
      case .path:
        return .none
      case .pushScreen:
        Self.pushScreen(&state)
        return .none
      case .popAll:
        state.path.removeAll()
        return .none
      case .turnTopIntoOther:
        guard let id = state.path.ids.last else { return .none }
        state.path[id: id] = .other(Card.State())
        return .none
      case .removeTopItself:
        _ = state.path.popLast()
        return .none
      }
    }
  }
}

/// A navigator inside an app that can replace it whole, from outside its reducer.
struct NavigatorHost: Reducer {
  struct State: Equatable {
    var navigator = Navigator.State()
  }

  enum Action: Equatable {
    case navigator(Navigator.Action)
    case reset
    case turnTopIntoOther
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.navigator, action: Action.navigator) { Navigator() }
    Reduce { state, action in
      switch action {
      case .navigator:
        break
      case .reset:
        state.navigator = Navigator.State()
      case .turnTopIntoOther:
        // Where the stack's forEach does not run: only the store's sweep sees it.
        if let id = state.navigator.path.ids.last {
          state.navigator.path[id: id] = .other(Card.State())
        }
      }
      return .none
    }
  }
}

/// A navigator run by hand, without a `Scope`: the store cannot follow its effects' state from
/// the root, so only the `forEach` itself sees its screens leave.
struct HandRunNavigator: Reducer {
  struct State: Equatable {
    var navigator = Navigator.State()
  }

  enum Action: Equatable {
    case navigator(Navigator.Action)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case .navigator(let action) = action else { return .none }
    return Navigator().reduce(into: &state.navigator, action: action).map(Action.navigator)
  }
}
