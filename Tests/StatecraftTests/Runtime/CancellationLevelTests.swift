import Statecraft
import StatecraftTesting
import Testing

/// A child that pings on the clock under a cancellation id it shares with everyone else, and can
/// stop its own pinging by that id.
struct Pinger: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var pings = 0
    var detail: Detail? = nil
  }

  struct Detail: Equatable {}

  enum Action: Equatable {
    case start
    case stop
    case ping
    case hideDetail
    case detail(Pinger.Action.DetailAction)
    enum DetailAction: Equatable { case start, ping }
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.ping)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .ping:
        state.pings += 1
        return .none
      case .hideDetail:
        state.detail = nil
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.detail, action: Action.detail) {
      Reduce<Detail, Action.DetailAction> { _, action in
        guard action == .start else { return .none }
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.ping)
          }
        }
      }
    }
  }
}

/// A parent that pings under the same id as its two presented children.
struct TwoSheets: Reducer {
  struct State: Equatable {
    var pings = 0
    @Presents var first: Pinger.State? = nil
    @Presents var second: Pinger.State? = nil
  }

  enum Action: Equatable {
    case start
    case stop
    case ping
    case first(PresentationAction<Pinger.Action>)
    case second(PresentationAction<Pinger.Action>)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.ping)
          }
        }
        .cancellable(id: Pinger.CancelID.timer)
      case .stop:
        return .cancel(id: Pinger.CancelID.timer)
      case .ping:
        state.pings += 1
        return .none
      case .first, .second:
        return .none
      }
    }
    .ifLet(\.$first, action: Action.first) { Pinger() }
    .ifLet(\.$second, action: Action.second) { Pinger() }
  }
}

/// Groups of rows, each row a pinger: a `forEach` inside a `forEach`.
struct Groups: Reducer {
  struct Group: Equatable, Identifiable {
    var id: String
    var rows: IdentifiedArrayOf<Pinger.State>
  }

  struct State: Equatable {
    var groups: IdentifiedArrayOf<Group>
  }

  enum Action: Equatable {
    case groups(IdentifiedAction<String, GroupAction>)
    case removeRow(group: String, row: Int)
    enum GroupAction: Equatable { case rows(IdentifiedActionOf<Pinger>) }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .removeRow(let group, let row) = action {
        state.groups[id: group]?.rows.remove(id: row)
      }
      return .none
    }
    .forEach(\.groups, action: Action.groups) {
      Reduce<Group, Action.GroupAction> { _, _ in .none }
        .forEach(\.rows, action: Action.GroupAction.rows) { Pinger() }
    }
  }
}

/// A feature that ticks under one cancellation id and presents itself twice, in a child slot and
/// in a sibling slot: a parent, a child, a grandchild and a sibling, all with the same id.
struct Nest: Reducer {
  struct State: Equatable {
    var ticks = 0
    @Presents var child: Nest.State? = nil
    @Presents var sibling: Nest.State? = nil
  }

  enum Action: Equatable {
    case start
    case stop
    case tick
    case presentChild
    case presentSibling
    indirect case child(PresentationAction<Nest.Action>)
    indirect case sibling(PresentationAction<Nest.Action>)
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
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
      case .presentChild:
        state.child = State()
        return .none
      case .presentSibling:
        state.sibling = State()
        return .none
      case .child, .sibling:
        return .none
      }
    }
    .ifLet(\.$child, action: Action.child) { Nest() }
    .ifLet(\.$sibling, action: Action.sibling) { Nest() }
  }
}

/// A list of pingers, used twice by ``TwoLists``: one `forEach` call site reached through two
/// scopes.
struct PingerList: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Pinger.State>
  }

  enum Action: Equatable {
    case rows(IdentifiedActionOf<Pinger>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: Action.rows) { Pinger() }
  }
}

/// Two lists side by side; the parent removes rows of the right one itself, where the list's
/// `forEach` does not run.
struct TwoLists: Reducer {
  struct State: Equatable {
    var left: PingerList.State
    var right: PingerList.State
  }

  enum Action: Equatable {
    case left(PingerList.Action)
    case right(PingerList.Action)
    case removeRight(Int)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: Action.left) { PingerList() }
    Scope(state: \.right, action: Action.right) { PingerList() }
    Reduce { state, action in
      if case .removeRight(let id) = action { state.right.rows.remove(id: id) }
      return .none
    }
  }
}

/// Rule R3: a cancellation id reaches the effects of the level where it is used and of the levels
/// below it, never a parent's or a sibling's.
@MainActor
@Suite("Cancellation by level")
struct CancellationLevelTests {
  @Test(
    "A child's cancel(id:) stops its own effect, not its parent's or a sibling's; the parent's stops all"
  )
  func presentedChildCancel() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TwoSheets.State(first: Pinger.State(id: 1), second: Pinger.State(id: 2))
    ) {
      TwoSheets()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // Started a tenth of a second apart, so that they tick in a known order.
    await store.send(.start)
    await clock.advance(by: .milliseconds(100))
    await store.send(.first(.presented(.start)))
    await clock.advance(by: .milliseconds(100))
    await store.send(.second(.presented(.start)))
    await store.send(.first(.presented(.stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(.ping) { $0.pings = 1 }
    await store.receive(.second(.presented(.ping))) { $0.second?.pings = 1 }
    // The parent's cancel(id:) stops its own timer and the second sheet's, below it.
    await store.send(.stop)
    await clock.advance(by: .seconds(1))
    await store.send(.second(.dismiss)) { $0.second = nil }
  }

  @Test("Removing row 1 of group A leaves row 1 of group B running")
  func nestedForEach() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Groups.State(groups: [
        Groups.Group(id: "A", rows: [Pinger.State(id: 1)]),
        Groups.Group(id: "B", rows: [Pinger.State(id: 1)]),
      ])
    ) {
      Groups()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.groups(.element(id: "A", action: .rows(.element(id: 1, action: .start)))))
    await clock.advance(by: .milliseconds(100))
    await store.send(.groups(.element(id: "B", action: .rows(.element(id: 1, action: .start)))))
    await store.send(.removeRow(group: "A", row: 1)) { $0.groups[id: "A"]?.rows = [] }
    await clock.advance(by: .seconds(1))
    await store.receive(
      .groups(.element(id: "B", action: .rows(.element(id: 1, action: .ping))))
    ) {
      $0.groups[id: "B"]?.rows[id: 1]?.pings = 1
    }
    await store.send(.removeRow(group: "B", row: 1)) { $0.groups[id: "B"]?.rows = [] }
  }

  @Test("Hiding row 1's ifLet child leaves row 2's child running")
  func ifLetInRows() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Groups.State(groups: [
        Groups.Group(
          id: "A",
          rows: [
            Pinger.State(id: 1, detail: Pinger.Detail()),
            Pinger.State(id: 2, detail: Pinger.Detail()),
          ]
        )
      ])
    ) {
      Groups()
    } withDependencies: {
      $0.continuousClock = clock
    }
    func row(_ id: Int, _ action: Pinger.Action) -> Groups.Action {
      .groups(.element(id: "A", action: .rows(.element(id: id, action: action))))
    }
    await store.send(row(1, .detail(.start)))
    await clock.advance(by: .milliseconds(100))
    await store.send(row(2, .detail(.start)))
    await store.send(row(1, .hideDetail)) { $0.groups[id: "A"]?.rows[id: 1]?.detail = nil }
    await clock.advance(by: .seconds(1))
    await store.receive(row(2, .detail(.ping)))
    await store.send(row(2, .hideDetail)) { $0.groups[id: "A"]?.rows[id: 2]?.detail = nil }
  }

  private func makeNest(_ clock: TestClock) -> TestStore<Nest.State, Nest.Action> {
    TestStore(initialState: Nest.State()) {
      Nest()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  private static let grandchild = Nest.Action.child(.presented(.child(.presented(.start))))

  @Test("A parent's cancel(id:) stops its child's and its grandchild's effects with that id")
  func parentCancelReachesDown() async {
    let clock = TestClock()
    let store = makeNest(clock)
    await store.send(.presentChild) { $0.child = Nest.State() }
    await store.send(.child(.presented(.presentChild))) { $0.child?.child = Nest.State() }
    await store.send(.child(.presented(.start)))
    await store.send(Self.grandchild)
    await store.send(.stop)
    await clock.advance(by: .seconds(3))
    // The test ends with both presented: a timer still running would fail it.
  }

  @Test(
    "A child's cancel(id:) stops its own and its child's effects, not its parent's or sibling's")
  func childCancelReachesItsSubtreeOnly() async {
    let clock = TestClock()
    let store = makeNest(clock)
    await store.send(.presentChild) { $0.child = Nest.State() }
    await store.send(.presentSibling) { $0.sibling = Nest.State() }
    await store.send(.child(.presented(.presentChild))) { $0.child?.child = Nest.State() }
    // Started a tenth of a second apart, so that they tick in a known order.
    await store.send(.start)
    await clock.advance(by: .milliseconds(100))
    await store.send(.sibling(.presented(.start)))
    await clock.advance(by: .milliseconds(100))
    await store.send(.child(.presented(.start)))
    await store.send(Self.grandchild)
    await store.send(.child(.presented(.stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.sibling(.presented(.tick))) { $0.sibling?.ticks = 1 }
    await store.send(.stop)
  }

  @Test("A row removed from one of two lists sharing a forEach ends its effect, not the other's")
  func oneForEachThroughTwoScopes() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TwoLists.State(
        left: PingerList.State(rows: [Pinger.State(id: 1)]),
        right: PingerList.State(rows: [Pinger.State(id: 2)])
      )
    ) {
      TwoLists()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.left(.rows(.element(id: 1, action: .start))))
    await store.send(.right(.rows(.element(id: 2, action: .start))))
    await store.send(.removeRight(2)) { $0.right.rows = [] }
    await clock.advance(by: .seconds(1))
    await store.receive(.left(.rows(.element(id: 1, action: .ping)))) {
      $0.left.rows[id: 1]?.pings = 1
    }
    await store.send(.left(.rows(.element(id: 1, action: .stop))))
  }
}

@MainActor
@Suite("Levels through two scopes")
struct LevelsThroughTwoScopesTests {
  @Test(
    "One forEach reached through two Scopes, with equal ids: removing a right row ends only its effect"
  )
  func equalIDsInTwoLists() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TwoLists.State(
        left: PingerList.State(rows: [Pinger.State(id: 1)]),
        right: PingerList.State(rows: [Pinger.State(id: 1)])
      )
    ) {
      TwoLists()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.left(.rows(.element(id: 1, action: .start))))
    await store.send(.right(.rows(.element(id: 1, action: .start))))
    await store.send(.removeRight(1)) { $0.right.rows = [] }
    await clock.advance(by: .seconds(1))
    await store.receive(.left(.rows(.element(id: 1, action: .ping)))) {
      $0.left.rows[id: 1]?.pings = 1
    }
    await store.send(.left(.rows(.element(id: 1, action: .stop))))
  }

  @Test("One forEach reached through two Scopes, with equal ids: a row's cancel stops only its own")
  func equalIDsCancel() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TwoLists.State(
        left: PingerList.State(rows: [Pinger.State(id: 1)]),
        right: PingerList.State(rows: [Pinger.State(id: 1)])
      )
    ) {
      TwoLists()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.left(.rows(.element(id: 1, action: .start))))
    await store.send(.right(.rows(.element(id: 1, action: .start))))
    await store.send(.right(.rows(.element(id: 1, action: .stop))))
    await clock.advance(by: .seconds(1))
    await store.receive(.left(.rows(.element(id: 1, action: .ping)))) {
      $0.left.rows[id: 1]?.pings = 1
    }
    await store.send(.left(.rows(.element(id: 1, action: .stop))))
  }
}
