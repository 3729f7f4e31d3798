import Statecraft
import StatecraftTesting
import Testing

/// A stack of numbers: a tap pushes one and feeds back a response that pushes another; a screen
/// can close itself after a second on the clock.
private struct Numbers: Reducer {
  struct Row: Reducer {
    struct State: Equatable { var value: Int }
    enum Action: Equatable { case close }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { [value = state.value] _ in
        try await clock.sleep(for: .seconds(value))
        await dismiss()
      }
    }
  }

  struct State: Equatable {
    var path = StackState<Row.State>()
  }

  enum Action: Equatable {
    case buttonTapped
    case path(StackActionOf<Row>)
    case response
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        state.path.append(Row.State(value: 1))
        return .send(.response)
      case .path:
        return .none
      case .response:
        state.path.append(Row.State(value: 2))
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Row() }
  }
}

/// A test store's stack ids: assertion closures mint the step's ids from a copy of the store's
/// generator, so a TCA user's stack test reads as it does in TCA, and every run gives the same.
@MainActor
@Suite("TestStore and stack ids")
struct StackTestStoreTests {
  @Test(
    "append in a send's and a receive's closure mints the step's id; minting there advances nothing"
  )
  func closuresMintFromACopy() async {
    let store = TestStore(initialState: Numbers.State()) { Numbers() }
    await store.send(.buttonTapped) {
      $0.path.append(Numbers.Row.State(value: 1))
      @Dependency(\.stackElementID) var stackElementID
      _ = stackElementID.next()
      _ = stackElementID.next()
    }
    await store.receive(.response) {
      $0.path.append(Numbers.Row.State(value: 2))
      @Dependency(\.stackElementID) var stackElementID
      _ = stackElementID.next()
    }
    await store.send(.buttonTapped) {
      $0.path[id: 2] = Numbers.Row.State(value: 1)
    }
    await store.receive(.response) {
      $0.path[id: 3] = Numbers.Row.State(value: 2)
    }
    store.assert {
      var copy = $0.path
      copy.append(Numbers.Row.State(value: 0))
      #expect(copy.ids.last == 4)
    }
    #expect(store.dependencies.stackElementID.peek() == 4)
  }

  @Test("A push asserted with $0.path[id:], a dismissal received as .popFrom(id:), as in TCA")
  func readsAsInTCA() async {
    let clock = TestClock()
    let store = TestStore(initialState: Numbers.State()) {
      Numbers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.push(id: 0, state: Numbers.Row.State(value: 2)))) {
      $0.path[id: 0] = Numbers.Row.State(value: 2)
    }
    await store.send(.path(.element(id: 0, action: .close)))
    await store.send(.path(.push(id: 1, state: Numbers.Row.State(value: 1)))) {
      $0.path[id: 1] = Numbers.Row.State(value: 1)
    }
    await store.send(.path(.element(id: 1, action: .close)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.removeLast()
    }
    await clock.advance(by: .seconds(1))
    await store.receive(CasePath(Numbers.Action.path)) {
      $0.path = StackState()
    }
  }

  @Test("With exhaustivity off, a closure mints after the step's ids")
  func exhaustivityOff() async {
    let store = TestStore(initialState: Numbers.State()) { Numbers() }
    store.exhaustivity = .off
    var minted: StackElementID?
    await store.send(.buttonTapped) { state in
      var copy = state.path
      copy.append(Numbers.Row.State(value: 0))
      minted = copy.ids.last
    }
    #expect(minted == 1)
    await store.receive(.response) { state in
      var copy = state.path
      copy.append(Numbers.Row.State(value: 0))
      minted = copy.ids.last
    }
    #expect(minted == 2)
  }

  @Test("A wrong id in an assertion fails with a diff that names the ids")
  func wrongIDDiff() async {
    let store = TestStore(initialState: Numbers.State()) { Numbers() }
    let failures = await capturingFailures {
      await store.send(.path(.push(id: 0, state: Numbers.Row.State(value: 1)))) {
        $0.path[id: 1] = Numbers.Row.State(value: 1)
      }
    }
    #expect(
      failures.map(\.message) == [
        """
        The state after send(.path(.push(id: #0, state: Numbers.Row.State(value: 1)))) does \
        not match the expectation:

            Numbers.State(
              path: [
          −     #1: Numbers.Row.State(
          −       value: 1
          −     )
          +     #0: Numbers.Row.State(
          +       value: 1
          +     )
              ]
            )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test("Ids are the same on every run: 50 runs of pushes, pops and dismissals on the clock")
  func sameIDsEveryRun() async {
    var outcomes: Set<[String]> = []
    for _ in 0..<50 {
      let clock = TestClock()
      let store = TestStore(initialState: Numbers.State(path: [Numbers.Row.State(value: 3)])) {
        Numbers()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.buttonTapped)
      await store.receive(.response)
      await store.send(.path(.element(id: 1, action: .close)))
      await store.send(.path(.element(id: 2, action: .close)))
      await clock.advance(by: .seconds(2))
      // #1's dismissal, a second before #2's, pops both.
      await store.receive(.path(.popFrom(id: 1)))
      await store.send(.buttonTapped)
      await store.receive(.response)
      await store.send(.path(.popFrom(id: 3)))
      outcomes.insert(
        store.state.path.ids.map(\.description) + [
          "next \(store.dependencies.stackElementID.peek())"
        ]
      )
    }
    #expect(outcomes == [["#0", "next #5"]])
  }
}
