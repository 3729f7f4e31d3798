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

  enum Action: BindableAction, Equatable {
    case tap
    case close
    case leak
    case late
    case binding(BindingAction<State>)
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.count += 1
      return .none
    case .close:
      return .run { _ in await dismiss() }
    case .leak:
      // The unstructured task outlives the effect, which returns at once.
      return .run { send in
        Task {
          try await clock.sleep(for: .seconds(1))
          await send(.late)
        }
      }
    case .late, .binding:
      // No BindingReducer: a binding action changes nothing (B2).
      return .none
    }
  }
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

/// The article the catalogue tests hold to, read from the source tree.
let badInputArticle: String = {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Statecraft/Statecraft.docc/BadInput.md")
  return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}()

/// The code blocks of the article's section `heading`, in order.
func articleBlocks(under heading: String) -> [String] {
  guard let start = badInputArticle.range(of: "\n## \(heading)\n") else { return [] }
  let rest = badInputArticle[start.upperBound...]
  let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
  var blocks: [String] = []
  var current: [Substring]?
  for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("```") {
      if let lines = current {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current = []
      }
    } else {
      current?.append(line)
    }
  }
  return blocks
}

/// The message with this file's call sites written as the article writes a user's
/// (`MyApp/Shelf.swift:42`), and the library's lines left out (`Statecraft/File.swift:<line>`),
/// so that neither moving a fixture nor editing the library changes the article.
func normalized(_ message: String) -> String {
  message
    .replacing(
      /StatecraftTestingTests\/BadInputCatalogueTests\.swift:\d+/, with: "MyApp/Shelf.swift:42"
    )
    .replacing(/(Statecraft(Testing)?\/[A-Za-z+]+\.swift):\d+/) { "\($0.output.1):<line>" }
}

/// Each misuse, triggered in a plain store (what an app prints) and under a test store (what a
/// test records, and where): both compared whole with the article's section for it.
@MainActor
@Suite("Bad input catalogue")
struct BadInputCatalogueTests {
  /// Compares what happened with the article's blocks under `heading`: the app's lines first, then
  /// the test's failures; and checks that every failure was recorded at `line`, the step's.
  func check(
    _ heading: String, app: [String], test: [RecordedFailure], line: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = app.map(normalized) + test.map { normalized($0.text) }
    let expected = articleBlocks(under: heading)
    #expect(actual == expected, sourceLocation: sourceLocation)
    if actual != expected {
      print("## \(heading)\n" + actual.map { "```\n\($0)\n```" }.joined(separator: "\n"))
    }
    #expect(test.map(\.line) == test.map { _ in line }, sourceLocation: sourceLocation)
  }

  @Test("An action for a plain optional child that is nil")
  func absentState() async {
    let app = await appMessages {
      Store(initialState: Shelf.State()) { Shelf() }.send(.optional(.tap))
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      line = #line + 1
      await store.send(.optional(.tap))
    }
    check("Action for absent state", app: app, test: test, line: line)
  }

  @Test("A presentation action for an empty slot (R7)")
  func emptySlot() async {
    let app = await appMessages {
      Store(initialState: Shelf.State()) { Shelf() }.send(.destination(.presented(.detail(.tap))))
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      line = #line + 1
      await store.send(.destination(.presented(.detail(.tap))))
    }
    check("Action for an empty presentation slot", app: app, test: test, line: line)
  }

  @Test("An action for a destination case other than the one presented (R7)")
  func wrongCase() async {
    let presented = Shelf.State(destination: .detail(Item.State(id: 1)))
    let app = await appMessages {
      Store(initialState: presented) { Shelf() }.send(.destination(.presented(.editor(.tap))))
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: presented) { Shelf() }
      line = #line + 1
      await store.send(.destination(.presented(.editor(.tap))))
    }
    check("Action for the wrong destination case", app: app, test: test, line: line)
  }

  @Test("A dismiss action for an empty slot (R7)")
  func dismissOfNothing() async {
    let app = await appMessages {
      Store(initialState: Shelf.State()) { Shelf() }.send(.destination(.dismiss))
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      line = #line + 1
      await store.send(.destination(.dismiss))
    }
    check("Dismiss of nothing", app: app, test: test, line: line)
  }

  @Test("dismiss() from a feature that nothing presents, in an app (R8)")
  func dismissDependencyOfNothing() async {
    let app = await appMessages {
      // Held while its effect runs: a store released at once cancels the effect.
      let store = Store(initialState: Item.State(id: 1)) { Item() }
      await store.send(.close).finish()
    }
    // Under a test store, a root feature that dismisses itself is recorded as dismissed: no failure.
    let test = await recordedFailures {
      let store = TestStore(initialState: Item.State(id: 1)) { Item() }
      await store.send(.close)
      #expect(store.isDismissed)
    }
    check("Dismiss dependency with nothing presented", app: app, test: test, line: 0)
  }

  @Test("An action for a forEach element id that is not there")
  func forEachIDNotFound() async {
    let app = await appMessages {
      Store(initialState: Shelf.State()) { Shelf() }.send(.rows(.element(id: 9, action: .tap)))
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      line = #line + 1
      await store.send(.rows(.element(id: 9, action: .tap)))
    }
    check("forEach id not found", app: app, test: test, line: line)
  }

  @Test("Appending an element whose id is already in an IdentifiedArray")
  func duplicateID() async {
    let app = await appMessages {
      let store = Store(initialState: Shelf.State()) { Shelf() }
      store.send(.appendRow(1))
      store.send(.appendRow(1))
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      await store.send(.appendRow(1)) { $0.rows = [Item.State(id: 1)] }
      line = #line + 1
      await store.send(.appendRow(1))
    }
    check("Duplicate id in IdentifiedArray", app: app, test: test, line: line)
  }

  @Test("Decoding an IdentifiedArray whose data has a duplicate id throws, naming both indices")
  func duplicateIDInDecodedData() throws {
    struct Row: Decodable, Identifiable, Equatable { var id: Int }
    let data = Data(#"[{"id": 1}, {"id": 1}]"#.utf8)
    var described: [String] = []
    do {
      _ = try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: data)
    } catch DecodingError.dataCorrupted(let context) {
      described.append(context.debugDescription)
    }
    #expect(described == articleBlocks(under: "Duplicate id in decoded data"))
    #expect(described.count == 1)
  }

  @Test("An unimplemented dependency endpoint is called")
  func unimplementedEndpoint() async {
    let app = await appMessages {
      let store = Store(initialState: Shelf.State()) { Shelf() }
      await store.send(.fetch).finish()
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      line = #line + 1
      await store.send(.fetch)
    }
    check("Unimplemented dependency", app: app, test: test, line: line)
  }

  @Test("A dependency key without a testValue is read in a test")
  func keyWithoutTestValue() async {
    let app = await appMessages {
      Store(initialState: Shelf.State()) { Shelf() }.send(.readLiveOnly)
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      line = #line + 1
      await store.send(.readLiveOnly)
    }
    check("Dependency without a test value", app: app, test: test, line: line)
  }

  @Test("The continuous clock is used in a test without being set")
  func clockNotSet() async {
    let app = await appMessages {
      let store = Store(initialState: Shelf.State()) { Shelf() }
      await store.send(.wait).finish()
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      line = #line + 1
      await store.send(.wait)
    }
    check("Clock not set", app: app, test: test, line: line)
  }

  @Test("A send after the test store finished is an ordinary step")
  func sendAfterFinish() async {
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: Shelf.State()) { Shelf() }
      await store.finish()
      line = #line + 1
      await store.send(.appendRow(1))
    }
    check("Send after a test store finished", app: [], test: test, line: line)
  }

  @Test("A Send that escaped its effect is used after the effect ended (R8a)")
  func escapedSend() async {
    let appClock = TestClock()
    let app = await appMessages {
      let store = Store(initialState: Item.State(id: 1)) {
        Item()
      } withDependencies: {
        $0.continuousClock = appClock
      }
      await store.send(.leak).finish()
      await appClock.advance(by: .seconds(1))
    }
    let testClock = TestClock()
    // Recorded at the step that started the effect whose task sent.
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: Item.State(id: 1)) {
        Item()
      } withDependencies: {
        $0.continuousClock = testClock
      }
      line = #line + 1
      await store.send(.leak)
      await testClock.advance(by: .seconds(1))
    }
    check("Escaped Send used after its effect ended", app: app, test: test, line: line)
  }

  @Test("A @Presents slot without its ifLet")
  func slotWithoutIfLet() async {
    let presented = Shelf.State(orphan: Item.State(id: 1))
    let app = await appMessages {
      Store(initialState: presented) { Shelf() }.send(.orphan(.presented(.tap)))
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: presented) { Shelf() }
      line = #line + 1
      await store.send(.orphan(.presented(.tap)))
    }
    check("Presents slot without its ifLet", app: app, test: test, line: line)
  }

  @Test("A destination case without its Scope line")
  func caseWithoutScopeLine() async {
    let presented = Shelf.State(destination: .editor(Item.State(id: 1)))
    let app = await appMessages {
      Store(initialState: presented) { Shelf() }.send(.destination(.presented(.editor(.tap))))
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: presented) { Shelf() }
      line = #line + 1
      await store.send(.destination(.presented(.editor(.tap))))
    }
    check("Destination case without its Scope line", app: app, test: test, line: line)
  }

  @Test("A binding action that no BindingReducer applies (B2)")
  func bindingWithoutBindingReducer() async {
    let listed = Shelf.State(rows: [Item.State(id: 1)])
    let edit = Shelf.Action.rows(.element(id: 1, action: .set(\.count, 5)))
    let app = await appMessages {
      Store(initialState: listed) { Shelf() }.send(edit)
    }
    var line = 0
    let test = await recordedFailures {
      let store = TestStore(initialState: listed) { Shelf() }
      line = #line + 1
      await store.send(edit)
    }
    check("Binding action that no BindingReducer applies", app: app, test: test, line: line)
  }
}
