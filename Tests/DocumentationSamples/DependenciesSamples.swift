// The code of Sources/Statecraft/Statecraft.docc/ManagingDependencies.md, as written there, and
// its tests.
//
// `AccountServer`, the `Dashboard` and `OfflineDashboard` around the `.dependency(_:_:)` and
// `.transformDependency(_:_:)` fragments and the tests are scaffolding, not in the article.
// `AccountClient` is also what AlertsAndDialogs.md's `Account` feature uses.
import Foundation
import Statecraft
import StatecraftTesting
import Testing

// MARK: - Reading dependencies

struct Reminders: Reducer {
  struct Reminder: Equatable, Identifiable {
    let id: UUID
    var createdAt: Date
  }
  struct State: Equatable {
    var reminders: IdentifiedArrayOf<Reminder> = []
  }
  enum Action: Equatable { case addTapped }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .addTapped:
      state.reminders.append(Reminder(id: uuid(), createdAt: date.now))
      return .none
    }
  }
}

// MARK: - Declaring a dependency

/// Scaffolding: the "server" of the live value.
actor AccountServer {
  static let shared = AccountServer()
  private(set) var isDeleted = false
  func deleteAccount() { isDeleted = true }
}

struct AccountClient: Sendable {
  var delete: @Sendable () async throws -> Void
}

extension AccountClient: DependencyKey {
  static let liveValue = AccountClient(delete: { await AccountServer.shared.deleteAccount() })
  static let testValue = AccountClient(delete: unimplemented("AccountClient.delete"))
}

extension DependencyValues {
  var accountClient: AccountClient {
    get { self[AccountClient.self] }
    set { self[AccountClient.self] = newValue }
  }
}

// MARK: - Overriding for part of a feature

/// Scaffolding around the `.dependency(_:_:)` fragment.
struct Dashboard: Reducer {
  struct State: Equatable { var search = Search.State() }
  enum Action: Equatable { case search(Search.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.search, action: Action.search) {
      Search()
        .dependency(\.continuousClock, ImmediateClock())
    }
  }
}

struct OfflineDashboard: Reducer {
  struct State: Equatable { var search = Search.State() }
  enum Action: Equatable { case search(Search.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.search, action: Action.search) {
      Search()
        .transformDependency(\.searchClient) { client in
          client.search = { _ in [] }
        }
    }
  }
}

// MARK: - Reporting misuse

struct Rows: Reducer {
  struct Row: Equatable, Identifiable {
    let id: Int
    var isSelected = false
  }
  struct State: Equatable { var rows: IdentifiedArrayOf<Row> = [] }
  enum Action: Equatable { case rowTapped(Int) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rowTapped(let id):
      guard state.rows[id: id] != nil else {
        reportIssue("Tapped a row that is not in the list: \(id)")
        return .none
      }
      state.rows[id: id]?.isSelected = true
      return .none
    }
  }
}

@MainActor
@Suite("Dependencies")
struct DependenciesSamples {
  @Test("A test sets the generators it needs")
  func generators() async {
    let id = UUID()
    let now = Date(timeIntervalSince1970: 1_000_000)
    let store = TestStore(initialState: Reminders.State()) {
      Reminders()
    } withDependencies: {
      $0.uuid = .constant(id)
      $0.date = .constant(now)
    }
    await store.send(.addTapped) {
      $0.reminders = [Reminders.Reminder(id: id, createdAt: now)]
    }
  }

  @Test("In the test context, uuid counts from zero per store and date is the reference date")
  func testValues() async {
    let store = Store(initialState: Reminders.State()) { Reminders() }
    store.send(.addTapped)
    store.send(.addTapped)
    #expect(
      store.reminders.ids.map(\.uuidString) == [
        "00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000001",
      ])
    #expect(store.reminders.first?.createdAt == Date(timeIntervalSinceReferenceDate: 0))
    let other = Store(initialState: Reminders.State()) { Reminders() }
    other.send(.addTapped)
    #expect(other.reminders.ids.map(\.uuidString) == ["00000000-0000-0000-0000-000000000000"])
  }

  @Test("Overriding for a block of code")
  func forABlock() {
    let store = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Store(initialState: Reminders.State()) { Reminders() }
    }
    store.send(.addTapped)
    #expect(store.reminders.ids.map(\.uuidString) == ["00000000-0000-0000-0000-000000000000"])
  }

  @Test("Overriding for one store")
  func forOneStore() async {
    let store = Store(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.context = .preview
      $0.continuousClock = ImmediateClock()
    }
    // `searchClient` has no previewValue of its own: the preview context uses its liveValue.
    await store.send(.queryChanged("a")).finish()
    #expect(store.results == [])
  }

  @Test("Overriding for part of a feature")
  func forPartOfAFeature() async {
    let store = TestStore(initialState: Dashboard.State()) {
      Dashboard()
    } withDependencies: {
      $0.searchClient.search = { query in [query] }
    }
    await store.send(.search(.queryChanged("a"))) { $0.search.query = "a" }
    await store.receive(.search(.resultsLoaded(["a"]))) { $0.search.results = ["a"] }
  }

  @Test("transformDependency changes one endpoint for part of a feature")
  func transformForPartOfAFeature() async {
    let store = TestStore(initialState: OfflineDashboard.State()) {
      OfflineDashboard()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.search(.queryChanged("a"))) { $0.search.query = "a" }
    await store.receive(.search(.resultsLoaded([])))
  }

  @Test("reportIssue fails the test that caused it, naming the call site")
  func reportsMisuse() async {
    let messages = await failures {
      let store = TestStore(initialState: Rows.State()) { Rows() }
      await store.send(.rowTapped(7))
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Tapped a row that is not in the list: 7") == true)
    #expect(
      messages.first?.contains("Raised at: DocumentationSamples/DependenciesSamples.swift") == true)
  }
}
