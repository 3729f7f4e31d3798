import Statecraft
import StatecraftTesting
import Testing

/// A folder that opens a folder of its own kind in its `@Presents` slot, and can tick.
struct Folder: Reducer {
  struct State: Equatable {
    var name: String
    var ticks = 0
    @Presents var child: Folder.State? = nil
  }

  enum Action: Equatable {
    case open(String)
    case startTicking
    case tick
    case child(PresentationAction<Folder.Action>)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open(let name):
        state.child = Folder.State(name: name)
        return .none
      case .startTicking:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: Action.child) { Folder() }
  }
}

/// A page that presents pages through its destination enum.
struct Page: Reducer {
  struct State: Equatable {
    var title: String
    @Presents var destination: Destination.State? = nil
  }

  enum Action: Equatable {
    case push(String)
    case destination(PresentationAction<Destination.Action>)
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case page(Page.State)
    }

    enum Action: Equatable {
      case page(Page.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.page, action: Action.page) { Page() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .push(let title) = action {
        state.destination = .page(Page.State(title: title))
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}

/// A tree of nodes, each holding rows of its own kind.
struct TreeNode: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var children: IdentifiedArrayOf<TreeNode.State> = []
    var taps = 0
  }

  indirect enum Action: Equatable {
    case tap
    case children(IdentifiedActionOf<TreeNode>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
    .forEach(\.children, action: Action.children) { TreeNode() }
  }
}

@MainActor
@Suite("Features that present themselves")
struct SelfPresentationTests {
  @Test(
    "A folder presents folders three levels deep; closing the middle one ends the deepest's effect")
  func foldersThreeDeep() async {
    let clock = TestClock()
    let store = TestStore(initialState: Folder.State(name: "root")) {
      Folder()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.open("a")) { $0.child = Folder.State(name: "a") }
    await store.send(.child(.presented(.open("b")))) {
      $0.child?.child = Folder.State(name: "b")
    }
    await store.send(.child(.presented(.child(.presented(.open("c")))))) {
      $0.child?.child?.child = Folder.State(name: "c")
    }
    await store.send(.child(.presented(.child(.presented(.child(.presented(.startTicking)))))))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.presented(.child(.presented(.child(.presented(.tick))))))) {
      $0.child?.child?.child?.ticks = 1
    }
    // Dismissing "b" takes "c" with it: its ticking ends.
    await store.send(.child(.presented(.child(.dismiss)))) { $0.child?.child = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test("A page presents pages through its destination enum")
  func pagesThroughADestination() async {
    let store = TestStore(initialState: Page.State(title: "1")) { Page() }
    await store.send(.push("2")) { $0.destination = .page(Page.State(title: "2")) }
    await store.send(.destination(.presented(.page(.push("3"))))) {
      $0.destination = .page(
        Page.State(title: "2", destination: .page(Page.State(title: "3")))
      )
    }
    let store2 = Store(initialState: Page.State(title: "1")) { Page() }
    store2.send(.push("2"))
    #expect(store2.destination == .page(Page.State(title: "2")))
  }

  @Test("A tree of nodes holds rows of its own kind")
  func tree() async {
    let store = TestStore(
      initialState: TreeNode.State(
        id: 0, children: [TreeNode.State(id: 1, children: [TreeNode.State(id: 2)])])
    ) {
      TreeNode()
    }
    await store.send(.children(.element(id: 1, action: .children(.element(id: 2, action: .tap))))) {
      $0.children[id: 1]?.children[id: 2]?.taps = 1
    }
  }
}
