import Statecraft
import StatecraftTesting
import Testing

@testable import Statecraft

/// `forEach` over a `StackState`: the orders (S1, S2), effects ending with their screen (S3),
/// `dismiss()` popping it (S4), read as a TCA user writes these tests.
@MainActor
@Suite("forEach over a stack")
struct StackForEachTests {
  private func makeStore(
    _ clock: TestClock = TestClock(), initial: Navigator.State = Navigator.State()
  ) -> TestStore<Navigator.State, Navigator.Action> {
    TestStore(initialState: initial) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test("S1: an element action runs the element's reducer, then the parent's")
  func elementFirst() async {
    let store = makeStore()
    await store.send(.pushScreen) { $0.path.append(.screen(Card.State())) }
    await store.send(.path(.element(id: 0, action: .screen(.increment)))) {
      $0.path[id: 0, case: Deck.State.screen]?.count = 1
      $0.log = ["parent saw #0 at 1"]
    }
  }

  @Test("S2: a pop runs the parent first, then removes that element and every one above it")
  func popFromRemovesAbove() async {
    let store = makeStore()
    await store.send(.pushScreen) { $0.path[id: 0] = .screen(Card.State()) }
    await store.send(.pushScreen) { $0.path[id: 1] = .screen(Card.State()) }
    await store.send(.pushScreen) { $0.path[id: 2] = .screen(Card.State()) }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.removeLast(2)
      $0.log = ["parent saw #1 before its pop: true"]
    }
    #expect(store.state.path.ids == [0])
  }

  @Test("S2: a pop of an element the parent removed itself removes nothing more")
  func popOfElementTheParentRemoved() async {
    struct Remover: Reducer {
      struct State: Equatable { var path: StackState<Int> }
      enum Action: Equatable { case path(StackAction<Int, Never>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          // The parent removes the element itself, and keeps the one above it.
          if case .path(.popFrom(let id)) = action { state.path[id: id] = nil }
          return .none
        }
        .forEach(\.path, action: Action.path) { EmptyReducer() }
      }
    }
    let store = TestStore(initialState: Remover.State(path: [1, 2, 3])) { Remover() }
    await store.send(.path(.popFrom(id: 1))) { $0.path[id: 1] = nil }
    #expect(store.state.path.ids == [0, 2])
  }

  @Test("S2: a push appends, then runs the parent; an id at or past the next moves the generator")
  func pushThenParent() async {
    let store = makeStore()
    await store.send(.path(.push(id: 0, state: .screen(Card.State())))) {
      $0.path[id: 0] = .screen(Card.State())
      $0.log = ["parent saw #0 after its push: true"]
    }
    // The reducer's append mints past the pushed id.
    await store.send(.pushScreen) { $0.path[id: 1] = .screen(Card.State()) }
    await store.send(.path(.push(id: 5, state: .other(Card.State())))) {
      $0.path[id: 5] = .other(Card.State())
      $0.log.append("parent saw #5 after its push: true")
    }
    await store.send(.pushScreen) { $0.path[id: 6] = .screen(Card.State()) }
    // A pushed id below the next (not in the stack) is taken as it is, and moves nothing.
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
      $0.log.append("parent saw #0 before its pop: true")
    }
    await store.send(.path(.push(id: 0, state: .screen(Card.State())))) {
      $0.path[id: 0] = .screen(Card.State())
      $0.log.append("parent saw #0 after its push: true")
    }
    await store.send(.pushScreen) { $0.path[id: 7] = .screen(Card.State()) }
  }

  @Test("S3: a popped screen's effects end; the one below keeps its own, under the same id")
  func popEndsOnlyThatScreen() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.pushScreen) { $0.path.append(.screen(Card.State())) }
    await store.send(.pushScreen) { $0.path.append(.screen(Card.State())) }
    await store.send(.path(.element(id: 0, action: .screen(.start))))
    await store.send(.path(.element(id: 1, action: .screen(.start))))
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.removeLast()
      $0.log = ["parent saw #1 before its pop: true"]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .screen(.tick)))) {
      $0.path[id: 0, case: Deck.State.screen]?.ticks = 1
    }
    await store.send(.popAll) { $0.path.removeAll() }
  }

  @Test("S3: popping several at once, or the parent clearing the stack, ends each one's effects")
  func severalAtOnce() async {
    let clock = TestClock()
    let store = makeStore(clock)
    for id in 0..<3 {
      await store.send(.pushScreen) { $0.path.append(.screen(Card.State())) }
      await store.send(
        .path(.element(id: StackElementID(integerLiteral: id), action: .screen(.start))))
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
      $0.log = ["parent saw #1 before its pop: true"]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .screen(.tick)))) {
      $0.path[id: 0, case: Deck.State.screen]?.ticks = 1
    }
    // No reducer of the forEach's removes this time: the parent's `removeAll()`.
    await store.send(.popAll) { $0.path.removeAll() }
    await clock.advance(by: .seconds(5))
  }

  @Test("S3: a grandparent replacing the state that holds the stack ends every screen's effects")
  func grandparentReplaces() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigatorHost.State()) {
      NavigatorHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.navigator(.pushScreen)) { $0.navigator.path.append(.screen(Card.State())) }
    await store.send(.navigator(.pushScreen)) { $0.navigator.path.append(.screen(Card.State())) }
    await store.send(.navigator(.path(.element(id: 0, action: .screen(.start)))))
    await store.send(.navigator(.path(.element(id: 1, action: .screen(.start)))))
    await store.send(.reset) { $0.navigator = Navigator.State() }
    await clock.advance(by: .seconds(3))
  }

  @Test("S3: the forEach ends a popped screen's effects itself, where the store cannot see them")
  func forEachEndsWhatItRemoves() async {
    let clock = TestClock()
    let store = TestStore(initialState: HandRunNavigator.State()) {
      HandRunNavigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.navigator(.pushScreen)) { $0.navigator.path.append(.screen(Card.State())) }
    await store.send(.navigator(.path(.element(id: 0, action: .screen(.start)))))
    await store.send(.navigator(.path(.popFrom(id: 0)))) {
      $0.navigator.path = []
      $0.navigator.log = ["parent saw #0 before its pop: true"]
    }
    #expect(clock.sleeperCount == 0)
  }

  @Test("S3: a screen turned into another case ends its effects, before the send returns")
  func changedCase() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.pushScreen) { $0.path.append(.screen(Card.State())) }
    await store.send(.path(.element(id: 0, action: .screen(.start))))
    await store.send(.turnTopIntoOther) { $0.path[id: 0] = .other(Card.State()) }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(3))
  }

  @Test("S3: a screen turned into another case by a reducer outside the forEach ends its effects")
  func changedCaseFromOutside() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigatorHost.State()) {
      NavigatorHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.navigator(.pushScreen)) { $0.navigator.path.append(.screen(Card.State())) }
    await store.send(.navigator(.pushScreen)) { $0.navigator.path.append(.screen(Card.State())) }
    await store.send(.navigator(.path(.element(id: 0, action: .screen(.start)))))
    await store.send(.navigator(.path(.element(id: 1, action: .screen(.start)))))
    await store.send(.turnTopIntoOther) { $0.navigator.path[id: 1] = .other(Card.State()) }
    await clock.advance(by: .seconds(1))
    await store.receive(.navigator(.path(.element(id: 0, action: .screen(.tick))))) {
      $0.navigator.path[id: 0, case: Deck.State.screen]?.ticks = 1
    }
    await store.send(.reset) { $0.navigator = Navigator.State() }
  }

  @Test(
    "S3: a screen whose inner Identifiable id changes ends its effects; another edit keeps them")
  func changedInnerID() async {
    struct Ticker: Reducer {
      struct State: Equatable, Identifiable {
        var id: Int
        var ticks = 0
      }
      enum Action: Equatable { case start, tick }
      @Dependency(\.continuousClock) var clock
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .run { send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
    struct Tickers: Reducer {
      struct State: Equatable { var path = StackState<Ticker.State>() }
      enum Action: Equatable {
        case path(StackActionOf<Ticker>)
        case renumber(StackElementID, Int)
        case reset(StackElementID)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .path: break
          case .renumber(let id, let number): state.path[id: id]?.id = number
          case .reset(let id): state.path[id: id]?.ticks = 0
          }
          return .none
        }
        .forEach(\.path, action: Action.path) { Ticker() }
      }
    }
    let clock = TestClock()
    let store = TestStore(initialState: Tickers.State(path: [Ticker.State(id: 1)])) {
      Tickers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .start)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    // The same screen, edited: its timer goes on.
    await store.send(.reset(0)) { $0.path[id: 0]?.ticks = 0 }
    #expect(clock.sleeperCount == 1)
    // Another inner id under the same stack id: a new screen, whose timer ended with the old.
    await store.send(.renumber(0, 2)) { $0.path[id: 0]?.id = 2 }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(3))
  }

  @Test("S3: each screen is a level: a screen's cancel(id:) stops its own timer only")
  func cancelStaysInTheScreen() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.pushScreen) { $0.path.append(.screen(Card.State())) }
    await store.send(.pushScreen) { $0.path.append(.screen(Card.State())) }
    await store.send(.path(.element(id: 0, action: .screen(.start))))
    await store.send(.path(.element(id: 1, action: .screen(.start))))
    await store.send(.path(.element(id: 1, action: .screen(.stop))))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .screen(.tick)))) {
      $0.path[id: 0, case: Deck.State.screen]?.ticks = 1
    }
    await store.send(.path(.element(id: 0, action: .screen(.stop))))
  }

  @Test(
    "The screens that left: pops and pushes on top, a removal in the middle, a changed case",
    arguments: [
      ([0, 1, 2], [0], ["#1", "#2"]), ([0], [0, 1], []), ([], [0], []),
      ([0, 1, 2], [0, 2], ["#1"]),
      ([0, 1], [], ["#0", "#1"]), ([0, 1], [1, 0], []),
    ] as [([StackElementID], [StackElementID], [String])]
  )
  func keysLeaving(before: [StackElementID], after: [StackElementID], leaving: [String]) {
    func stack(_ ids: [StackElementID]) -> StackState<Deck.State> {
      var stack = StackState<Deck.State>()
      for id in ids { stack[id: id] = .screen(Card.State()) }
      return stack
    }
    let keys = stack(before)._holdings.keysLeaving(for: stack(after)._holdings)
    #expect(keys.map(\.description) == leaving)
    // The same ids, the top one another case: that one left.
    var changed = stack(before)
    if let top = before.last { changed[id: top] = .other(Card.State()) }
    let changedKeys = stack(before)._holdings.keysLeaving(for: changed._holdings)
    #expect(changedKeys.map(\.description) == before.suffix(1).map(\.description))
  }

  @Test("S4: dismiss() in a screen's effect pops it, through the test's receive")
  func dismissPops() async {
    let store = makeStore(initial: Navigator.State(path: [.screen(Card.State())]))
    await store.send(.pushScreen) { $0.path.append(.screen(Card.State())) }
    await store.send(.path(.element(id: 1, action: .screen(.close))))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path[id: 1] = nil
      $0.log = ["parent saw #1 before its pop: true"]
    }
  }

  @Test("S4: two dismiss() calls pop the screen once")
  func dismissTwice() async {
    let store = makeStore(initial: Navigator.State(path: [.screen(Card.State())]))
    await store.send(.path(.element(id: 0, action: .screen(.closeTwice))))
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path = []
      $0.log = ["parent saw #0 before its pop: true"]
    }
  }

  @Test("S4: dismiss() from a sheet inside a screen closes the sheet only")
  func dismissFromSheet() async {
    let store = makeStore(initial: Navigator.State(path: [.screen(Card.State())]))
    await store.send(.path(.element(id: 0, action: .screen(.showSheet)))) {
      $0.path[id: 0, case: Deck.State.screen]?.sheet = CardSheet.State()
    }
    await store.send(.path(.element(id: 0, action: .screen(.sheet(.presented(.close))))))
    await store.receive(.path(.element(id: 0, action: .screen(.sheet(.dismiss))))) {
      $0.path[id: 0, case: Deck.State.screen]?.sheet = nil
    }
    #expect(store.state.path.ids == [0])
  }

  @Test("S4 and R8: a dismiss() from a cancelled effect pops nothing; a later one pops")
  func dismissAfterCancellation() async {
    let clock = TestClock()
    let store = makeStore(clock, initial: Navigator.State(path: [.screen(Card.State())]))
    await store.send(.path(.element(id: 0, action: .screen(.closeAfterCancel))))
    await store.send(.path(.element(id: 0, action: .screen(.cancelClose))))
    await store.send(.path(.element(id: 0, action: .screen(.close))))
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path = []
      $0.log = ["parent saw #0 before its pop: true"]
    }
  }

  @Test("A dismissal from the top of three pops it alone; from the middle, it and the one above")
  func dismissFromTheMiddle() async {
    let store = makeStore(
      initial: Navigator.State(path: [
        .screen(Card.State()), .screen(Card.State()), .screen(Card.State()),
      ]))
    await store.send(.path(.element(id: 1, action: .screen(.close))))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.removeLast(2)
      $0.log = ["parent saw #1 before its pop: true"]
    }
  }
}
