// The code of Sources/Statecraft/Statecraft.docc/Effects.md, as written there, and its tests.
//
// Fragments of a reducer in the article (a `case` of a switch, a few lines of a test) are shown
// here inside the smallest feature or test that runs them; `Refresher`, `Poller`, `SearchClient`
// and the `searchClient` dependency are that scaffolding, not in the article.
import Foundation
public import Statecraft
import StatecraftTesting
import Testing

// MARK: - Kinds of effect

/// Scaffolding for the `.refreshTapped` fragment.
struct Refresher: Reducer {
  struct State: Equatable {
    var isLoading = false
    var items: [String] = []
    var error: String?
  }
  enum Action: Equatable {
    case refreshTapped
    case loaded([String])
    case failed(String)
  }
  struct Client: Sendable {
    var fetch: @Sendable () async throws -> [String]
  }
  let client: Client

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        state.isLoading = true
        return .run { send in
          await send(.loaded(try await client.fetch()))
        } catch: { error, send in
          await send(.failed(error.localizedDescription))
        }
      case .loaded(let items):
        state.isLoading = false
        state.items = items
        return .none
      case .failed(let message):
        state.isLoading = false
        state.error = message
        return .none
      }
    }
  }
}

// MARK: - Cancellation ids

struct Stopwatch: Reducer {
  struct State: Equatable {
    var seconds = 0
    var isRunning = false
  }
  enum Action: Equatable { case startTapped, stopTapped, ticked }
  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      state.isRunning = true
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.ticked)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopTapped:
      state.isRunning = false
      return .cancel(id: CancelID.timer)
    case .ticked:
      state.seconds += 1
      return .none
    }
  }
}

// MARK: - Debounce and throttle

struct SearchClient: Sendable {
  var search: @Sendable (String) async throws -> [String]
}

extension SearchClient: DependencyKey {
  static let liveValue = SearchClient(search: { _ in [] })
  static let testValue = SearchClient(search: unimplemented("SearchClient.search"))
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}

struct Search: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }
  enum Action: Equatable {
    case queryChanged(String)
    case resultsLoaded([String])
    case searchFailed
  }
  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.searchClient) var searchClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .run { send in
          await send(.resultsLoaded(try await searchClient.search(query)))
        } catch: { _, send in
          await send(.searchFailed)
        }
        .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)

      case .resultsLoaded(let results):
        state.results = results
        return .none

      case .searchFailed:
        state.results = []
        return .none
      }
    }
  }
}

// MARK: - Cancellation ids, one level each

struct Lane: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var stopwatch = Stopwatch.State()
  }
  enum Action: Equatable { case stopwatch(Stopwatch.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.stopwatch, action: Action.stopwatch) { Stopwatch() }
  }
}

struct Race: Reducer {
  struct State: Equatable { var lanes: IdentifiedArrayOf<Lane.State> = [] }
  enum Action: Equatable {
    case lanes(IdentifiedActionOf<Lane>)
    case stopAllTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .lanes:
        return .none
      case .stopAllTapped:
        for id in state.lanes.ids {
          state.lanes[id: id]?.stopwatch.isRunning = false
        }
        // Reaches every lane's timer: the lanes are below the race.
        return .cancel(id: Stopwatch.CancelID.timer)
      }
    }
    .forEach(\.lanes, action: Action.lanes) { Lane() }
  }
}

@MainActor
@Suite("Effects")
struct EffectsSamples {
  @Test("A row's cancel(id:) reaches only the effects of its own row")
  func cancellationPerLevel() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Race.State(lanes: [Lane.State(id: 1), Lane.State(id: 2)])
    ) {
      Race()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.lanes(.element(id: 1, action: .stopwatch(.startTapped)))) {
      $0.lanes[id: 1]?.stopwatch.isRunning = true
    }
    await store.send(.lanes(.element(id: 2, action: .stopwatch(.startTapped)))) {
      $0.lanes[id: 2]?.stopwatch.isRunning = true
    }
    // Both timers use CancelID.timer; stopping lane 1 leaves lane 2's running.
    await store.send(.lanes(.element(id: 1, action: .stopwatch(.stopTapped)))) {
      $0.lanes[id: 1]?.stopwatch.isRunning = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.lanes(.element(id: 2, action: .stopwatch(.ticked)))) {
      $0.lanes[id: 2]?.stopwatch.seconds = 1
    }
    await store.send(.lanes(.element(id: 2, action: .stopwatch(.stopTapped)))) {
      $0.lanes[id: 2]?.stopwatch.isRunning = false
    }
  }

  @Test("The race's cancel(id:) reaches the timers of every lane below it")
  func cancellationReachesDown() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Race.State(lanes: [Lane.State(id: 1), Lane.State(id: 2)])
    ) {
      Race()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.lanes(.element(id: 1, action: .stopwatch(.startTapped)))) {
      $0.lanes[id: 1]?.stopwatch.isRunning = true
    }
    await store.send(.lanes(.element(id: 2, action: .stopwatch(.startTapped)))) {
      $0.lanes[id: 2]?.stopwatch.isRunning = true
    }
    await store.send(.stopAllTapped) {
      $0.lanes[id: 1]?.stopwatch.isRunning = false
      $0.lanes[id: 2]?.stopwatch.isRunning = false
    }
    await clock.advance(by: .seconds(1))
  }

  @Test("The catch: handler turns a thrown error into an action")
  func refreshFails() async {
    struct Offline: LocalizedError {
      var errorDescription: String? { "Offline" }
    }
    let store = TestStore(initialState: Refresher.State()) {
      Refresher(client: Refresher.Client(fetch: { throw Offline() }))
    }
    await store.send(.refreshTapped) { $0.isLoading = true }
    await store.receive(.failed("Offline")) {
      $0.isLoading = false
      $0.error = "Offline"
    }
  }

  @Test("Waiting for and cancelling the effects of one send")
  func storeTask() async {
    let store = Store(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let task = store.send(.startTapped)
    task.cancel()  // stops them; they send nothing from now on
    await task.finish()  // waits until they have ended
    #expect(task.isCancelled)
    #expect(store.seconds == 0)
  }

  @Test("A second start cancels the running timer; stop cancels it by id")
  func stopwatch() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped) { $0.isRunning = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.startTapped)
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.ticked) { $0.seconds = 1 }
    await store.send(.stopTapped) { $0.isRunning = false }
  }

  @MainActor
  @Test func debouncesTheSearch() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in ["\(query)!"] }
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.resultsLoaded(["ab!"])) { $0.results = ["ab!"] }
  }
}

// MARK: - A public feature's ids

/// A public feature whose ids say `Sendable`, as the article shows.
public struct PublicStopwatch: Reducer, Sendable {
  public struct State: Equatable { public var isRunning = false }
  public enum Action: Equatable { case startTapped, stopTapped }
  public enum CancelID: Sendable { case timer }
  // ...
  @Dependency(\.continuousClock) var clock

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      state.isRunning = true
      return .run { _ in try await clock.sleep(for: .seconds(60)) }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopTapped:
      state.isRunning = false
      return .cancel(id: CancelID.timer)
    }
  }
}

@MainActor
@Suite("Effects: a public feature's ids")
struct PublicCancelIDSamples {
  @Test("The article's public stopwatch cancels by its Sendable id")
  func publicStopwatch() async {
    let store = TestStore(initialState: PublicStopwatch.State()) {
      PublicStopwatch()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.startTapped) { $0.isRunning = true }
    await store.send(.stopTapped) { $0.isRunning = false }
  }
}
