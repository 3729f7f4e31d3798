import StatecraftTesting
import Testing

@testable import Statecraft

/// A child that restarts its one piece of work in each of the ways a feature can: the work waits a
/// second on the clock, then reports its query.
struct Restarter: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var results: [String] = []
  }

  enum Restart: Equatable, Sendable, CaseIterable, CustomTestStringConvertible {
    case cancelInFlight
    case debounce
    case throttle
    case cancelThenStart

    var testDescription: String {
      switch self {
      case .cancelInFlight: "cancellable(id:cancelInFlight: true)"
      case .debounce: "debounce"
      case .throttle: "throttle"
      case .cancelThenStart: "merge(.cancel(id:), new.cancellable(id:))"
      }
    }
  }

  enum Action: Equatable {
    case start(Restart, String)
    case result(String)
  }

  enum CancelID { case work }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let restart, let query):
      let clock = self.clock
      let work = Effect<Action>.run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.result(query))
      }
      switch restart {
      case .cancelInFlight:
        return work.cancellable(id: CancelID.work, cancelInFlight: true)
      case .debounce:
        return .run { send in await send(.result(query)) }
          .debounce(id: CancelID.work, for: .seconds(1), clock: clock)
      case .throttle:
        return work.throttle(id: CancelID.work, for: .seconds(1), clock: clock, latest: true)
      case .cancelThenStart:
        return .merge(.cancel(id: CancelID.work), work.cancellable(id: CancelID.work))
      }
    case .result(let query):
      state.results.append(query)
      return .none
    }
  }
}

/// Hosts restarters in a sheet and in rows.
struct RestartHost: Reducer {
  struct State: Equatable {
    @Presents var sheet: Restarter.State? = nil
    var rows: IdentifiedArrayOf<Restarter.State> = []
  }

  enum Action: Equatable {
    case present(Int)
    case removeRow(Int)
    case sheet(PresentationAction<Restarter.Action>)
    case rows(IdentifiedActionOf<Restarter>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .present(let id):
        state.sheet = Restarter.State(id: id)
      case .removeRow(let id):
        state.rows.remove(id: id)
      case .sheet, .rows:
        break
      }
      return .none
    }
    .ifLet(\.$sheet, action: Action.sheet) { Restarter() }
    .forEach(\.rows, action: Action.rows) { Restarter() }
  }
}

extension Store {
  /// How many effects the store runs (parts of concatenations included).
  var runningEffectCount: Int { runtime?.machine.runningCount ?? 0 }
}

/// A restarted effect stays in the level of the presentation or element that started it (rules
/// R3, R5): the level's only effect being cancelled by the restart must not make the store forget
/// the level the new effect goes into.
@MainActor
@Suite("Restarting an effect in a level")
struct LevelRestartTests {
  typealias Host = RestartHost

  private func makeStore(_ clock: TestClock, rows: [Int] = []) -> Store<Host.State, Host.Action> {
    Store(
      initialState: RestartHost.State(
        rows: IdentifiedArray(uniqueElements: rows.map { Restarter.State(id: $0) })
      )
    ) {
      RestartHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  private func makeTestStore(
    _ clock: TestClock, rows: [Int] = []
  ) -> TestStore<Host.State, Host.Action> {
    TestStore(
      initialState: RestartHost.State(
        rows: IdentifiedArray(uniqueElements: rows.map { Restarter.State(id: $0) })
      )
    ) {
      RestartHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  // MARK: - Dismissal

  @Test(
    "A Store: a child's effect restarted three times ends when the sheet is dismissed",
    arguments: Restarter.Restart.allCases)
  func restartThenDismiss(_ restart: Restarter.Restart) async {
    for _ in 1...20 {
      let store = makeStore(TestClock())
      store.send(.present(1))
      for query in ["a", "ab", "abc"] {
        store.send(.sheet(.presented(.start(restart, query))))
      }
      #expect(store.runningEffectCount > 0)
      store.send(.sheet(.dismiss))
      #expect(store.runningEffectCount == 0)
    }
  }

  @Test(
    "A TestStore: a child's effect restarted three times ends when the sheet is dismissed",
    arguments: Restarter.Restart.allCases)
  func restartThenDismissInATestStore(_ restart: Restarter.Restart) async {
    let store = makeTestStore(TestClock())
    await store.send(.present(1)) { $0.sheet = Restarter.State(id: 1) }
    for query in ["a", "ab", "abc"] {
      await store.send(.sheet(.presented(.start(restart, query))))
    }
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
    // The test ends here: an effect still running would fail it.
  }

  // MARK: - Removal

  @Test(
    "A Store: a row's effect restarted three times ends when the row is removed",
    arguments: Restarter.Restart.allCases)
  func restartThenRemoveRow(_ restart: Restarter.Restart) async {
    for _ in 1...20 {
      let store = makeStore(TestClock(), rows: [1, 2])
      for query in ["a", "ab", "abc"] {
        store.send(.rows(.element(id: 1, action: .start(restart, query))))
      }
      store.send(.removeRow(1))
      #expect(store.runningEffectCount == 0)
    }
  }

  @Test(
    "A TestStore: a row's effect restarted three times ends when the row is removed",
    arguments: Restarter.Restart.allCases)
  func restartThenRemoveRowInATestStore(_ restart: Restarter.Restart) async {
    let store = makeTestStore(TestClock(), rows: [1, 2])
    for query in ["a", "ab", "abc"] {
      await store.send(.rows(.element(id: 1, action: .start(restart, query))))
    }
    await store.send(.removeRow(1)) { $0.rows.remove(id: 1) }
  }

  // MARK: - Presenting again

  @Test(
    "A Store: a sheet presented again with the same id gets none of the old one's results",
    arguments: Restarter.Restart.allCases)
  func restartThenPresentAgain(_ restart: Restarter.Restart) async {
    var outcomes: Set<[String]> = []
    for _ in 1...20 {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.present(1))
      var tasks: [StoreTask] = []
      for query in ["a", "ab"] {
        tasks.append(store.send(.sheet(.presented(.start(restart, query)))))
      }
      store.send(.sheet(.dismiss))
      store.send(.present(1))
      #expect(store.runningEffectCount == 0)
      tasks.append(store.send(.sheet(.presented(.start(restart, "new")))))
      // A plain store's effects start on their own schedule: wait until one sleeps.
      await clock.waitForSleepers(1)
      await clock.advance(by: .seconds(1))
      for task in tasks { await task.finish() }
      outcomes.insert(store.sheet?.results ?? [])
    }
    #expect(outcomes == [["new"]])
  }

  @Test(
    "A TestStore: a sheet presented again with the same id gets none of the old one's results",
    arguments: Restarter.Restart.allCases)
  func restartThenPresentAgainInATestStore(_ restart: Restarter.Restart) async {
    let clock = TestClock()
    let store = makeTestStore(clock)
    await store.send(.present(1)) { $0.sheet = Restarter.State(id: 1) }
    for query in ["a", "ab"] {
      await store.send(.sheet(.presented(.start(restart, query))))
    }
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
    await store.send(.present(1)) { $0.sheet = Restarter.State(id: 1) }
    await store.send(.sheet(.presented(.start(restart, "new"))))
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(.result("new")))) { $0.sheet?.results = ["new"] }
  }

  // MARK: - Debounce in a sheet

  @Test("A Store: typing a, ab, abc into a debounced search in a sheet searches abc only")
  func debounceInASheet() async {
    var outcomes: Set<[String]> = []
    for _ in 1...20 {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.present(1))
      var tasks: [StoreTask] = []
      for query in ["a", "ab", "abc"] {
        tasks.append(store.send(.sheet(.presented(.start(.debounce, query)))))
      }
      // A plain store's effects start on their own schedule: wait until one sleeps.
      await clock.waitForSleepers(1)
      await clock.advance(by: .seconds(1))
      for task in tasks { await task.finish() }
      outcomes.insert(store.sheet?.results ?? [])
    }
    #expect(outcomes == [["abc"]])
  }

  @Test("A TestStore: typing a, ab, abc into a debounced search in a sheet searches abc only")
  func debounceInASheetInATestStore() async {
    let clock = TestClock()
    let store = makeTestStore(clock)
    await store.send(.present(1)) { $0.sheet = Restarter.State(id: 1) }
    for query in ["a", "ab", "abc"] {
      await store.send(.sheet(.presented(.start(.debounce, query))))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(.result("abc")))) { $0.sheet?.results = ["abc"] }
    await clock.advance(by: .seconds(5))
  }
}

/// Saves a scroll position, throttled; presents another of itself.
struct ScrollSaver: Reducer {
  struct State: Equatable {
    var saved: [Int] = []
    @Presents var child: ScrollSaver.State? = nil
  }

  enum Action: Equatable {
    case scrolled(Int)
    case save(Int)
    case present
    indirect case child(PresentationAction<ScrollSaver.Action>)
  }

  enum CancelID { case save }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .scrolled(let offset):
        return .send(.save(offset))
          .throttle(id: CancelID.save, for: .seconds(1), clock: clock, latest: true)
      case .save(let offset):
        state.saved.append(offset)
        return .none
      case .present:
        state.child = State()
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: Action.child) { ScrollSaver() }
  }
}

@MainActor
@Suite("Throttle in a level")
struct ThrottleLevelTests {
  /// Sends 2, 4, 6 back to back to the root feature or to the presented one, lets a second
  /// pass, and returns what that feature had saved at once, and then.
  private func saved(inChild: Bool) async -> (atOnce: [Int], after: [Int]) {
    let clock = TestClock()
    let store = Store(initialState: ScrollSaver.State()) {
      ScrollSaver()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.present)
    var tasks: [StoreTask] = []
    for offset in [2, 4, 6] {
      tasks.append(
        store.send(inChild ? .child(.presented(.scrolled(offset))) : .scrolled(offset))
      )
    }
    let atOnce = inChild ? store.child?.saved ?? [] : store.saved
    // A plain store's effects start on their own schedule: wait until one sleeps.
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1))
    for task in tasks { await task.finish() }
    return (atOnce, inChild ? store.child?.saved ?? [] : store.saved)
  }

  @Test("A throttle lets the first action through at once, and the latest at the interval's end")
  func throttleAtTheRoot() async {
    var outcomes: Set<[[Int]]> = []
    for _ in 1...20 {
      let (atOnce, after) = await saved(inChild: false)
      outcomes.insert([atOnce, after])
    }
    #expect(outcomes == [[[2], [2, 6]]])
  }

  @Test("A throttle in a presented child saves what the same throttle at the root saves")
  func throttleInAChild() async {
    var outcomes: Set<[[Int]]> = []
    for _ in 1...20 {
      let (atOnce, after) = await saved(inChild: true)
      outcomes.insert([atOnce, after])
    }
    #expect(outcomes == [[[2], [2, 6]]])
  }

  @Test("Under a TestStore, the first throttled action is received at once, the latest later")
  func throttleInATestStore() async {
    let clock = TestClock()
    let store = TestStore(initialState: ScrollSaver.State()) {
      ScrollSaver()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.scrolled(2))
    await store.receive(.save(2)) { $0.saved = [2] }
    await store.send(.scrolled(4))
    await store.send(.scrolled(6))
    await clock.advance(by: .seconds(1))
    await store.receive(.save(6)) { $0.saved = [2, 6] }
  }
}
