import Statecraft
import Testing

@testable import Statecraft

/// Rules V11-V13: a stack store's path, as a navigation view reads and writes it, and the
/// screens' stores.
@MainActor
@Suite("Stack paths")
struct StackPathTests {
  private func makeHarness(screens: [String]) -> CatalogueHarness {
    CatalogueHarness(Catalogue.State(path: StackState(screens.map { Folio.State(name: $0) })))
  }

  private func stack(
    _ harness: CatalogueHarness
  ) -> Store<StackState<Folio.State>, StackAction<Folio.State, Folio.Action>> {
    harness.store.scope(state: \.path, action: Catalogue.Action.path)
  }

  @Test("V11: the path lists the screens bottom first, by element id")
  func pathGet() {
    let harness = makeHarness(screens: ["a", "b"])
    let path = stack(harness).path
    #expect(path.map(\.id) == [.element(0), .element(1)])
    #expect(path.map(\.element.name) == ["a", "b"])
  }

  @Test("V12: writing the same path sends nothing")
  func equalPath() {
    let harness = makeHarness(screens: ["a", "b"])
    let stack = stack(harness)
    let issues = reportedIssues { stack.path = stack.path }
    #expect(issues.isEmpty)
    #expect(harness.take() == [])
  }

  @Test("V12: a first part sends one .popFrom of the lowest screen that left")
  func prefixPops() {
    let harness = makeHarness(screens: ["a", "b", "c"])
    let stack = stack(harness)
    stack.path = StackPath(stack.path.prefix(1))
    #expect(harness.take() == [.path(.popFrom(id: 1))])
    #expect(harness.store.path.ids == [0])
    stack.path.removeLast()
    #expect(harness.take() == [.path(.popFrom(id: 0))])
    #expect(harness.store.path.isEmpty)
  }

  @Test("V11, V12: links appended push one screen each, which keep their link's id")
  func linksPush() {
    let harness = makeHarness(screens: ["a"])
    let stack = stack(harness)
    let first = StackPath<Folio.State>.Component.link(Folio.State(name: "b"))
    let second = StackPath<Folio.State>.Component.link(Folio.State(name: "c"))
    stack.path = stack.path + [first, second]
    #expect(
      harness.take() == [
        .path(.push(id: 1, state: Folio.State(name: "b"))),
        .path(.push(id: 2, state: Folio.State(name: "c"))),
      ])
    #expect(stack.path.map(\.id) == [.element(0), first.id, second.id])
    // Written back as read, it is the same path: nothing is sent.
    stack.path = stack.path
    #expect(harness.take() == [])
    // Back from the top: pops the linked screen by its element id.
    stack.path.removeLast()
    #expect(harness.take() == [.path(.popFrom(id: 2))])
  }

  @Test(
    "V12: any other path is reported once, naming the scope's line, and sends nothing",
    arguments: [
      ([1, 0], "[#1, #0]"), ([0, 1, 7], "[#0, #1, #7]"), ([5], "[#5]"),
    ] as [([StackElementID], String)]
  )
  func rejected(ids: [StackElementID], shown: String) {
    let harness = makeHarness(screens: ["a", "b"])
    let line: UInt = #line + 1
    let stack = harness.store.scope(state: \.path, action: Catalogue.Action.path)
    let components = ids.map { id in
      StackPath<Folio.State>.Component.link(Folio.State(name: "x")).withID(.element(id))
    }
    let issues = reportedIssues { stack.path = StackPath(components) }
    #expect(
      issues.map(\.message) == [
        """
        A navigation path was written with \(shown), which is neither the stack [#0, #1], a \
        first part of it, nor the stack followed by links. Nothing was sent.

        A navigation view's path only loses screens from the top or gains links at the top.
        """
      ])
    #expect(issues.map(\.line) == [line])
    #expect(harness.take() == [])
  }

  @Test("V12: a pop and a push in one write is reported, and sends nothing")
  func popAndPush() {
    let harness = makeHarness(screens: ["a", "b"])
    let stack = stack(harness)
    var path = stack.path
    path.removeLast()
    path.append(.link(Folio.State(name: "c")))
    let issues = reportedIssues { stack.path = path }
    #expect(issues.count == 1)
    #expect(harness.take() == [])
  }

  @Test("V13: a screen's store is cached by id, and ends at its pop")
  func screenStores() {
    let harness = makeHarness(screens: ["a", "b"])
    let stack = stack(harness)
    let screen = stack.scope(id: 1)
    #expect(screen != nil)
    #expect(stack.scope(id: 1) === screen)
    // The stack's store is cached per call site too, so a view's next read finds the same screen.
    #expect(self.stack(harness).scope(id: 1) === self.stack(harness).scope(id: 1))
    screen?.send(.textChanged("x"))
    #expect(harness.store.path[id: 1]?.text == "x")
    stack.path.removeLast()
    #expect(screen?.hasEnded == true)
    #expect(stack.scope(id: 1) == nil)
    #expect(screen?.state.text == "x")
  }

  @Test("V13: a component's screen is its element's store, by id or by link, and nil once popped")
  func screenOfComponent() {
    let harness = makeHarness(screens: ["a", "b"])
    let stack = stack(harness)
    let link = StackPath<Folio.State>.Component.link(Folio.State(name: "c"))
    stack.path = stack.path + [link]
    #expect(harness.take() == [.path(.push(id: 2, state: Folio.State(name: "c")))])
    let path = stack.path
    #expect(path.map { stack.scope(component: $0)?.state.name } == ["a", "b", "c"])
    for (component, id) in zip(path, [0, 1, 2] as [StackElementID]) {
      #expect(stack.scope(component: component) === stack.scope(id: id))
    }
    // The link's own component, as the navigation view holds it, finds the pushed screen.
    #expect(stack.scope(component: link) === stack.scope(id: 2))

    stack.path.removeLast()
    #expect(stack.scope(component: link) == nil)
    #expect(stack.scope(component: path[2]) == nil)
    stack.path.removeAll()
    #expect(path.map { stack.scope(component: $0) == nil } == [true, true, true])
  }

  @Test("V13: a component finds its screen by id when the screens below it left")
  func screenOfComponentByID() {
    let harness = makeHarness(screens: ["a", "b", "c"])
    let stack = stack(harness)
    let top = stack.path[2]
    harness.store.send(.path(.popFrom(id: 0)))
    harness.store.send(.path(.push(id: 7, state: Folio.State(name: "d"))))
    #expect(stack.scope(component: top) == nil)
    harness.store.send(.path(.push(id: 8, state: Folio.State(name: "e"))))
    harness.store.send(.path(.push(id: 9, state: Folio.State(name: "f"))))
    // Position 2 now holds f: the component of c, id 2, names no screen, never f.
    #expect(stack.scope(component: top) == nil)
    #expect(stack.scope(component: stack.path[2])?.state.name == "f")
  }
}

extension StackPath.Component {
  /// The component with another id: a path a view could only write by mistake.
  fileprivate func withID(_ id: StackPathID) -> Self {
    Self(id: id, element: element)
  }
}
