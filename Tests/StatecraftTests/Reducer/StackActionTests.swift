import Statecraft
import StatecraftTesting
import Testing

/// `StackAction` and `CasePath.element(id:)`, the path to one screen's actions that `receive`
/// takes.
@MainActor
@Suite("StackAction")
struct StackActionTests {
  @Test("element(id:) extracts the actions of that screen only, and embeds under its id")
  func elementPath() {
    let path = CasePath(Navigator.Action.path).element(id: 1)
    #expect(path.extract(from: .path(.element(id: 1, action: .screen(.tick)))) == .screen(.tick))
    #expect(path.extract(from: .path(.element(id: 0, action: .screen(.tick)))) == nil)
    #expect(path.extract(from: .path(.popFrom(id: 1))) == nil)
    #expect(path.extract(from: .pushScreen) == nil)
    #expect(path.embed(.other(.close)) == .path(.element(id: 1, action: .other(.close))))
  }

  @Test("A test store receives a screen's action by element(id:), whatever the action")
  func receiveByElement() async {
    let clock = TestClock()
    let store = TestStore(initialState: Navigator.State(path: [.screen(Card.State())])) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .screen(.start))))
    await clock.advance(by: .seconds(1))
    await store.receive(CasePath(Navigator.Action.path).element(id: 0)) {
      $0.path[id: 0, case: Deck.State.screen]?.ticks = 1
    }
    await clock.advance(by: .seconds(1))
    let failures = await capturingFailures {
      await store.receive(CasePath(Navigator.Action.path).element(id: 1))
    }
    #expect(
      failures.map(\.message) == [
        """
        Received an action other than the one expected:

          Received:
            .path(.element(id: #0, action: .screen(.tick)))
          Expected:
            an action matching CasePath<Navigator.Action, Deck.Action>
        """
      ])
    await store.send(.popAll) { $0.path = [] }
  }

  @Test("Equatable and Hashable by case, id and payload")
  func conformances() {
    let actions: [StackAction<Int, Bool>] = [
      .element(id: 0, action: true), .element(id: 1, action: true), .element(id: 0, action: false),
      .popFrom(id: 0), .popFrom(id: 1), .push(id: 0, state: 1), .push(id: 0, state: 2),
    ]
    #expect(Set(actions).count == actions.count)
    #expect(StackAction<Int, Bool>.push(id: 3, state: 1) == .push(id: 3, state: 1))
  }
}
