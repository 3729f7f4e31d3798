import Foundation
import Statecraft
import StatecraftTesting
import Testing

/// A row, a sheet, a detail: the child every misuse in the catalogue goes through.
struct Item: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }

  enum Action: Equatable {
    case tap
    case close
    case leak
    case late
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.count += 1
      return .none
    case .close:
      return .run { _ in await dismiss() }
    case .leak:
      return .run { send in EscapedSend.send.withLock { $0 = send } }
    case .late:
      return .none
    }
  }
}

/// The `Send` that `Item.Action.leak` lets escape.
enum EscapedSend {
  static let send = Locked<Send<Item.Action>?>(nil)
}

/// A dependency client with an unimplemented endpoint, and a key with no test value.
struct Catalog: Sendable {
  var fetch: @Sendable () async throws -> Int
}

enum NetworkKey: DependencyKey {
  static let liveValue = Catalog(fetch: { 42 })
  static let testValue = Catalog(fetch: unimplemented("Catalog.fetch"))
}

enum LiveOnlyCountKey: DependencyKey {
  static let liveValue = 7
}

extension DependencyValues {
  var catalog: Catalog {
    get { self[NetworkKey.self] }
    set { self[NetworkKey.self] = newValue }
  }

  var liveOnlyCount: Int {
    get { self[LiveOnlyCountKey.self] }
    set { self[LiveOnlyCountKey.self] = newValue }
  }
}

/// A feature wired with every mistake the catalogue lists.
struct Shelf: Reducer {
  struct Destination: Reducer {
    enum State: Equatable {
      case detail(Item.State)
      case editor(Item.State)
    }

    enum Action: Equatable {
      case detail(Item.Action)
      case editor(Item.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.detail, action: Action.detail) { Item() }
      // No line for `editor`.
    }
  }

  struct State: Equatable {
    @Presents var destination: Destination.State? = nil
    var optional: Item.State? = nil
    var rows: IdentifiedArrayOf<Item.State> = []
    @Presents var orphan: Item.State? = nil
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case optional(Item.Action)
    case rows(IdentifiedActionOf<Item>)
    case orphan(PresentationAction<Item.Action>)
    case appendRow(Int)
    case fetch
    case wait
    case readLiveOnly
  }

  @Dependency(\.catalog) var catalog
  @Dependency(\.continuousClock) var clock
  @Dependency(\.liveOnlyCount) var liveOnlyCount

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appendRow(let id):
        state.rows.append(Item.State(id: id))
        return .none
      case .fetch:
        return .run { _ in _ = try? await catalog.fetch() }
      case .wait:
        return .run { _ in try? await clock.sleep(for: .seconds(1)) }
      case .readLiveOnly:
        _ = liveOnlyCount
        return .none
      default:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .ifLet(\.optional, action: Action.optional) { Item() }
    .forEach(\.rows, action: Action.rows) { Item() }
  }
}

/// What an app prints for `body`'s runtime issues: each as its standard-error line.
@MainActor
func appMessages(_ body: @MainActor () async -> Void) async -> [String] {
  let issues = Locked<[String]>([])
  await IssueReporting.$handler.withValue(
    IssueHandler { issue in issues.withLock { $0.append("[Statecraft] \(issue)") } }
  ) {
    await body()
  }
  return issues.withLock { $0 }
}

@MainActor
@Suite("Bad input catalogue")
struct BadInputCatalogueTests {
  @Test("probe")
  func probe() async {
    func show(_ title: String, _ app: [String], _ test: [RecordedFailure]) {
      print("=== \(title)\n--- app\n\(app.joined(separator: "\n~~~\n"))\n--- test")
      for f in test { print("line \(f.line):\n\(f.text)\n~~~") }
    }
    // 1. absent state
    var app = await appMessages {
      let store = Store(initialState: Shelf.State()) { Shelf() }
      store.send(.optional(.tap))
      store.send(.destination(.presented(.detail(.tap))))
    }
    var test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      await store.send(.optional(.tap))
      await store.send(.destination(.presented(.detail(.tap))))
    }
    show("absent", app, test)
    // 2. wrong case
    app = await appMessages {
      let store = Store(initialState: Shelf.State(destination: .detail(Item.State(id: 1)))) { Shelf() }
      store.send(.destination(.presented(.editor(.tap))))
    }
    test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State(destination: .detail(Item.State(id: 1)))) { Shelf() }
      await store.send(.destination(.presented(.editor(.tap))))
    }
    show("wrong case", app, test)
    // 3. dismiss of nothing
    app = await appMessages {
      let store = Store(initialState: Shelf.State()) { Shelf() }
      store.send(.destination(.dismiss))
      let row = Store(initialState: Item.State(id: 1)) { Item() }
      await row.send(.close).finish()
    }
    test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      await store.send(.destination(.dismiss))
    }
    show("dismiss", app, test)
    test = await recordedFailures {
      let row = TestStore(initialState: Item.State(id: 1)) { Item() }
      await row.send(.close)
    }
    show("dismiss root", [], test)
    // 4. forEach id
    app = await appMessages {
      let store = Store(initialState: Shelf.State()) { Shelf() }
      store.send(.rows(.element(id: 9, action: .tap)))
    }
    test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      await store.send(.rows(.element(id: 9, action: .tap)))
    }
    show("forEach", app, test)
    // 5. duplicate
    app = await appMessages {
      let store = Store(initialState: Shelf.State()) { Shelf() }
      store.send(.appendRow(1))
      store.send(.appendRow(1))
    }
    test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      await store.send(.appendRow(1)) { $0.rows = [Item.State(id: 1)] }
      await store.send(.appendRow(1))
    }
    show("duplicate", app, test)
    // 6. unimplemented
    app = await appMessages {
      let store = Store(initialState: Shelf.State()) { Shelf() }
      await store.send(.fetch).finish()
      store.send(.readLiveOnly)
    }
    test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      await store.send(.fetch)
      await store.send(.readLiveOnly)
    }
    show("unimplemented", app, test)
    // 7. clock
    app = await appMessages {
      let store = Store(initialState: Shelf.State()) { Shelf() }
      await store.send(.wait).finish()
    }
    test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      await store.send(.wait)
    }
    show("clock", app, test)
    // 8. after finish
    test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      await store.finish()
      await store.send(.appendRow(1))
    }
    show("after finish", [], test)
    // 9. escaped send
    app = await appMessages {
      let store = Store(initialState: Item.State(id: 1)) { Item() }
      await store.send(.leak).finish()
      let send = EscapedSend.send.withLock { $0 }
      send?(.late)
    }
    test = await recordedFailures {
      let store = TestStore(initialState: Item.State(id: 1)) { Item() }
      await store.send(.leak)
      let send = EscapedSend.send.withLock { $0 }
      send?(.late)
    }
    show("escaped", app, test)
    // 10. orphan slot
    app = await appMessages {
      let store = Store(initialState: Shelf.State(orphan: Item.State(id: 1))) { Shelf() }
      store.send(.orphan(.presented(.tap)))
    }
    test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State(orphan: Item.State(id: 1))) { Shelf() }
      await store.send(.orphan(.presented(.tap)))
    }
    show("orphan", app, test)
    // 11. no scope line
    app = await appMessages {
      let store = Store(initialState: Shelf.State(destination: .editor(Item.State(id: 1)))) { Shelf() }
      store.send(.destination(.presented(.editor(.tap))))
    }
    test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State(destination: .editor(Item.State(id: 1)))) { Shelf() }
      await store.send(.destination(.presented(.editor(.tap))))
    }
    show("no scope line", app, test)
  }
}
