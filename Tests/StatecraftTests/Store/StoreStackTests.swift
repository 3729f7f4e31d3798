import Statecraft
import Testing

@testable import Statecraft

/// A store scoped to a stack: a store per screen, `push(_:)`, and `setPath(_:)` with the paths a
/// navigation view hands back.
@MainActor
@Suite("Store and stacks")
struct StoreStackTests {
  private func makeStore(screens: Int) -> Store<Navigator.State, Navigator.Action> {
    Store(
      initialState: Navigator.State(
        path: StackState((0..<screens).map { _ in .screen(Card.State()) }))
    ) {
      Navigator()
    }
  }

  @Test("push(_:) mints the next id and sends .push; the parent sees it pushed")
  func push() {
    let store = makeStore(screens: 1)
    let path = store.scope(state: \.path, action: Navigator.Action.path)
    path.push(.other(Card.State()))
    #expect(store.state.path.ids == [0, 1])
    #expect(store.state.log == ["parent saw #1 after its push: true"])
    store.send(.pushScreen)
    #expect(store.state.path.ids == [0, 1, 2])
  }

  @Test("scope(id:) gives a screen's store, which sends as .element; nil for an id not there")
  func screenStore() {
    let store = makeStore(screens: 2)
    let path = store.scope(state: \.path, action: Navigator.Action.path)
    #expect(path.scope(id: 5) == nil)
    let screen = path.scope(id: 1)
    screen?.send(.screen(.increment))
    #expect(store.state.path[id: 1, case: Deck.State.screen]?.count == 1)
    #expect(screen?.state == .screen(Card.State(count: 1)))
    #expect(store.state.log == ["parent saw #1 at 1"])
  }

  @Test("A screen's store kept past its pop shows its last state and drops sends, reporting once")
  func storeAfterPop() {
    let store = makeStore(screens: 2)
    let path = store.scope(state: \.path, action: Navigator.Action.path)
    let line: UInt = #line + 1
    guard let screen = path.scope(id: 1) else {
      Issue.record("no screen #1")
      return
    }
    screen.send(.screen(.increment))
    path.send(.popFrom(id: 1))
    #expect(path.scope(id: 1) == nil)
    let issues = reportedIssues {
      screen.send(.screen(.increment))
      screen.send(.screen(.increment))
    }
    #expect(
      issues.map(\.message) == [
        """
        An action was sent on the store of the stack element #1, which has been popped. The action \
        was dropped, and so will be any sent on this store after it.

          Action: .screen(.increment)

        A view should let go of a screen's store when the screen leaves the stack.
        """
      ])
    #expect(issues.map(\.line) == [line])
    #expect(screen.state == .screen(Card.State(count: 1)))
    #expect(store.state.log == ["parent saw #1 at 1", "parent saw #1 before its pop: true"])
  }

  @Test("setPath(_:) with a proper prefix sends one pop, of the first screen that left")
  func setPathPrefix() {
    let store = makeStore(screens: 4)
    let path = store.scope(state: \.path, action: Navigator.Action.path)
    path.setPath([0, 1, 2])
    #expect(store.state.path.ids == [0, 1, 2])
    // A jump back over several screens, as a long press on back does: one pop.
    path.setPath([0])
    #expect(store.state.path.ids == [0])
    path.setPath([])
    #expect(store.state.path.ids == [])
    #expect(
      store.state.log == [
        "parent saw #3 before its pop: true", "parent saw #1 before its pop: true",
        "parent saw #0 before its pop: true",
      ])
  }

  @Test("setPath(_:) with the stack's own ids sends nothing")
  func setPathEqual() {
    let store = makeStore(screens: 2)
    let path = store.scope(state: \.path, action: Navigator.Action.path)
    let issues = reportedIssues { path.setPath([0, 1]) }
    #expect(issues.isEmpty)
    #expect(store.state.path.ids == [0, 1])
    #expect(store.state.log == [])
  }

  @Test(
    "setPath(_:) with more ids, unknown ids or another order is reported and sends nothing",
    arguments: [
      ([0, 1, 2] as [StackElementID], "[#0, #1, #2]"), ([0, 7], "[#0, #7]"), ([1, 0], "[#1, #0]"),
      ([1], "[#1]"),
    ]
  )
  func setPathRejected(ids: [StackElementID], shown: String) {
    let store = makeStore(screens: 2)
    let path = store.scope(state: \.path, action: Navigator.Action.path)
    var line: UInt = 0
    let issues = reportedIssues {
      line = #line + 1
      path.setPath(ids)
    }
    #expect(
      issues.map(\.message) == [
        """
        Store.setPath(_:) was given the ids \(shown), which are neither the stack's ids [#0, #1] \
        nor a first part of them. Nothing was sent.

        A navigation view's path only loses screens from the top; push a screen with push(_:).
        """
      ])
    #expect(issues.map(\.line) == [line])
    #expect(store.state.path.ids == [0, 1])
    #expect(store.state.log == [])
  }
}
