import Statecraft
import StatecraftTesting
import Testing

/// A feature with a stack and no `forEach` for it.
struct ForgotTheForEach: Reducer {
  struct State: Equatable {
    var path = StackState<Card.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<Card>)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A stack whose destination reducer has no `Scope` line for one of its cases.
struct HalfDeckNavigator: Reducer {
  struct HalfDeck: Reducer {
    typealias State = Deck.State
    typealias Action = Deck.Action

    var body: some ReducerOf<Self> {
      Scope(state: State.screen, action: Action.screen) { Card() }
    }
  }

  struct State: Equatable {
    var path = StackState<Deck.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<HalfDeck>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.path, action: Action.path) { HalfDeck() }
  }
  static let forEachLine: UInt = #line - 2
}

/// S5 and the wiring mistakes of a stack, each message compared whole, with the call site it
/// names; in each, nothing runs and nothing changes.
@MainActor
@Suite("forEach over a stack: diagnostics")
struct StackDiagnosticTests {
  private let oneScreen = Navigator.State(path: [.screen(Card.State())])

  /// Sends `action` to a plain store holding `state`; returns the issues and the state after.
  private func send(
    _ action: Navigator.Action, to state: Navigator.State
  ) -> (issues: [(message: String, line: UInt)], state: Navigator.State) {
    let store = Store(initialState: state) { Navigator() }
    let issues = reportedIssues { store.send(action) }
    return (issues, store.state)
  }

  @Test("S5: an action for an id that is not in the stack")
  func missingID() {
    let (issues, after) = send(.path(.element(id: 3, action: .screen(.increment))), to: oneScreen)
    #expect(
      issues.map(\.message) == [
        """
        A forEach received an action for a stack element that is not in its stack. Neither the \
        element's reducer nor the parent ran; nothing was changed.

          Action: .path(.element(id: #3, action: .screen(.increment)))
          Element id: #3
          Stack: StackState<Deck.State> in Navigator.State, holding [#0]

        This usually means an effect of a popped screen is still sending actions, or that the \
        action was sent with the id of a screen that was never pushed.
        """
      ])
    #expect(issues.map(\.line) == [Navigator.forEachLine])
    #expect(after == oneScreen)
  }

  @Test("S5: an action for another case than the element's")
  func wrongCase() {
    let (issues, after) = send(.path(.element(id: 0, action: .other(.increment))), to: oneScreen)
    #expect(
      issues.map(\.message) == [
        """
        A forEach received an action for another case than the stack element's. Neither the \
        element's reducer nor the parent ran; nothing was changed.

          Action: .path(.element(id: #0, action: .other(.increment)))
          Element #0: Deck.State.screen(…)

        This usually means the action arrived after the screen changed case: an effect of the \
        screen it was before is still sending actions.
        """
      ])
    #expect(issues.map(\.line) == [Navigator.forEachLine])
    #expect(after == oneScreen)
  }

  @Test("S5: a push of an id that is already in the stack")
  func pushOfPresentID() {
    let (issues, after) = send(.path(.push(id: 0, state: .other(Card.State()))), to: oneScreen)
    #expect(
      issues.map(\.message) == [
        """
        A forEach received a push of an id that is already in its stack. Neither was anything \
        pushed nor did the parent run; nothing was changed.

          Action: .path(.push(id: #0, state: .other(Card.State(count: 0, ticks: 0, _sheet: nil))))
          Element id: #0
          Stack: StackState<Deck.State> in Navigator.State, holding [#0]

        Push each screen under an id of its own: Store.push(_:) mints one, and so does append in \
        a reducer.
        """
      ])
    #expect(issues.map(\.line) == [Navigator.forEachLine])
    #expect(after == oneScreen)
  }

  @Test("S5: a pop of an id that is not in the stack")
  func popOfMissingID() {
    let (issues, after) = send(.path(.popFrom(id: 7)), to: oneScreen)
    #expect(
      issues.map(\.message) == [
        """
        A forEach received a pop of an id that is not in its stack. Neither was anything popped \
        nor did the parent run; nothing was changed.

          Action: .path(.popFrom(id: #7))
          Element id: #7
          Stack: StackState<Deck.State> in Navigator.State, holding [#0]

        This usually means the screen was popped already: a second tap on back, or a pop sent \
        after the parent removed the screen.
        """
      ])
    #expect(issues.map(\.line) == [Navigator.forEachLine])
    #expect(after == oneScreen)
  }

  @Test("S5 under a test store: a failure at the step's line, nothing changed")
  func underATestStore() async {
    let store = TestStore(initialState: oneScreen) { Navigator() }
    var line: UInt = 0
    let failures = await capturingFailures {
      line = #line + 1
      await store.send(.path(.popFrom(id: 7)))
    }
    #expect(failures.map(\.line) == [Int(line)])
    #expect(
      failures.map(\.message) == [
        """
        A forEach received a pop of an id that is not in its stack. Neither was anything popped \
        nor did the parent run; nothing was changed.

          Action: .path(.popFrom(id: #7))
          Element id: #7
          Stack: StackState<Deck.State> in Navigator.State, holding [#0]

        This usually means the screen was popped already: a second tap on back, or a pop sent \
        after the parent removed the screen.

          Raised at: StatecraftTests/StackFixtures.swift:\(Navigator.forEachLine)
        """
      ])
  }

  @Test("A stack action no forEach took is reported once, naming the operator to add")
  func noForEach() {
    let store = Store(initialState: ForgotTheForEach.State(path: [Card.State()])) {
      ForgotTheForEach()
    }
    let issues = reportedIssues {
      store.send(.path(.element(id: 0, action: .increment)))
      store.send(.path(.popFrom(id: 0)))
    }
    #expect(
      issues.map(\.message) == [
        """
        A stack action reached the root feature of a store, and no forEach took it: the \
        StackState it is for has no forEach, so the screens on it never run.

          Action: .path(.element(id: #0, action: .increment))

        Add one to the feature's body, after the reducer that pushes: \
        .forEach(\\.path, action: Action.path) { … }
        """
      ])
    #expect(store.state.path.ids == [0])
  }

  @Test("An element action for a case with no Scope line is reported once, naming the line")
  func missingScopeLine() {
    let store = Store(
      initialState: HalfDeckNavigator.State(path: [.other(Card.State())])
    ) {
      HalfDeckNavigator()
    }
    let issues = reportedIssues {
      store.send(.path(.element(id: 0, action: .other(.increment))))
      store.send(.path(.element(id: 0, action: .other(.increment))))
    }
    #expect(
      issues.map(\.message) == [
        """
        The destination reducer of this forEach has no Scope line for the case 'other', so the \
        pushed feature did not run.

          Action: .path(.element(id: #0, action: .other(.increment)))

        Add the line to the destination's body: \
        Scope(state: State.other, action: Action.other) { … }
        """
      ])
    #expect(issues.map(\.line) == [HalfDeckNavigator.forEachLine])
  }
}
