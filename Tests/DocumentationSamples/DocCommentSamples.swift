// The code of the doc comments of the source files that name this file in their first lines, as
// written there, and its tests: ArticleSamplesTests checks that every block of those comments is
// here, so a doc comment shows only code that compiles where the project runs (on Linux too).
// `Book`, `Shelf`, `Badge`, `Library`, `Bookshelf`, `BookDetail`, `CountBanner`, `Lookup` and
// `Login` are the smallest types those lines need.
import Foundation
public import Statecraft
import StatecraftTesting
import Testing

// MARK: - Shared, SharedKey, InMemoryKey, FileStorageKey

struct Book: Codable, Equatable, Identifiable {
  let id: Int
  var title = ""
}

extension URL {
  static let booksFile = URL(fileURLWithPath: NSHomeDirectory())
    .appendingPathComponent("Documents/books.json")
}

struct Bookcase {
  @Shared(.fileStorage(.booksFile)) var books: IdentifiedArrayOf<Book> = []
}

extension SharedKey where Self == InMemoryKey<IdentifiedArrayOf<Book>>.Default {
  static var books: Self { Self[.inMemory("books"), default: []] }
}

struct Shelf {
  @Shared(.books) var books = [Book(id: 1)]
}

extension SharedKey where Self == InMemoryKey<Int>.Default {
  static var count: Self { Self[.inMemory("count"), default: 0] }
}

struct Badge {
  @Shared(.count) var count
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<Book>>.Default {
  static var savedBooks: Self { Self[.fileStorage(.booksFile), default: []] }
}

/// The state of `Shared`'s own page.
enum SharedPage {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    @Shared(.fileStorage(.booksFile)) var books: IdentifiedArrayOf<Book> = []
  }

  struct Counter: Reducer {
    struct State: Equatable {
      @Shared var count: Int
      var banner: CountBanner.State?
    }
    enum Action: Equatable { case incrementTapped, showBannerTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped:
        state.$count.withLock { $0 += 1 }
      case .showBannerTapped:
        state.banner = CountBanner.State(count: state.$count.reader)
      }
      return .none
    }
  }

  struct CountBanner: Reducer {
    struct State: Equatable {
      @SharedReader var count: Int
    }
    // ...
    enum Action: Equatable {}
    func reduce(into state: inout State, action: Action) -> Effect<Action> {}
  }
}

struct BookDetail: Reducer {
  struct State: Equatable {
    @Shared var book: Book
  }
  enum Action: Equatable { case titleChanged(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .titleChanged(let title):
      state.$book.withLock { $0.title = title }
      return .none
    }
  }
}

struct Bookshelf: Reducer {
  struct State: Equatable {
    @Shared(.books) var books
    @Presents var detail: BookDetail.State? = nil
  }
  enum Action: Equatable {
    case bookTapped(Book.ID)
    case bookTappedAsInTCA(Book.ID)
    case addTapped(Book)
    case detail(PresentationAction<BookDetail.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bookTapped(let id):
        guard let book = state.$books[id: id] else { return .none }
        state.detail = BookDetail.State(book: book)
        // BookDetail changes the element where it is: no copying back.
        return .none
      case .bookTappedAsInTCA(let id):
        guard let book = Shared(state.$books[id: id]) else { return .none }
        state.detail = BookDetail.State(book: book)
        return .none
      case .addTapped(let book):
        state.$books.withLock { $0.append(book) }
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: Action.detail) {
      BookDetail()
    }
  }
}

/// A settings value, for the derived `Shared` of a property.
struct Toggles: Equatable {
  var isOn = false
}

@MainActor
@Suite("Doc comment samples: Shared")
struct SharedDocCommentSamples {
  @Test("The state of Shared's page starts from its declarations")
  func declarations() {
    withDependencies {
      $0.sharedStorage = SharedStorage(fileSystem: .inMemory())
    } operation: {
      let state = SharedPage.State()
      #expect(state.count == 0)
      #expect(state.books == [])
      #expect(Bookcase().books == [])
      #expect(Shelf().books == [Book(id: 1)])
      #expect(Badge().count == 0)
      @Shared(.savedBooks) var savedBooks
      #expect(savedBooks == [])
      @Shared(.inMemory("count")) var count = 0
      $count.withLock { $0 = 5 }
      do {
        @SharedReader(.inMemory("count")) var count = 0
        #expect(count == 5)
      }
    }
  }

  @Test("A Shared without a key, handed to a store")
  func counter() {
    let count = Shared(value: 0)
    let store = Store(initialState: Counter.State(count: count)) { Counter() }
    store.send(.incrementTapped)
    #expect(count.wrappedValue == 1)
  }

  @Test("A change of a Shared, asserted with withLock; a reader of it handed to a child")
  func counterTest() async {
    let store = TestStore(initialState: Counter.State(count: Shared(value: 0))) { Counter() }
    await store.send(.incrementTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.showBannerTapped) {
      $0.banner = SharedPage.CountBanner.State(count: SharedReader(value: 1))
    }
  }

  @Test("An element found by id, or TCA's Shared(_:) of it, is changed where it is")
  func derivedElement() async {
    let store = TestStore(initialState: Bookshelf.State()) { Bookshelf() }
    await store.send(.addTapped(Book(id: 2))) {
      $0.$books.withLock { $0.append(Book(id: 2)) }
    }
    await store.send(.bookTapped(2)) {
      $0.detail = BookDetail.State(book: Shared(value: Book(id: 2)))
    }
    await store.send(.detail(.presented(.titleChanged("Dune")))) {
      $0.$books.withLock { $0[id: 2]?.title = "Dune" }
    }
    await store.send(.detail(.dismiss)) {
      $0.detail = nil
    }
    await store.send(.bookTappedAsInTCA(2)) {
      $0.detail = BookDetail.State(book: Shared(value: Book(id: 2, title: "Dune")))
    }
    await store.send(.bookTappedAsInTCA(3))
  }

  @Test("A property of a shared value, as a Shared of its own")
  func derivedMember() {
    struct State {
      @Shared var settings: Toggles
    }
    let state = State(settings: Shared(value: Toggles()))
    let isOn: Shared<Bool> = state.$settings.isOn
    isOn.withLock { $0.toggle() }  // changes state.settings.isOn
    #expect(state.settings.isOn)
  }
}

extension SharedDocCommentSamples {
  typealias Counter = SharedPage.Counter
}

// MARK: - Effect: cancellable, debounce, throttle

struct LookupClient: Sendable {
  var search: @Sendable (String) async throws -> [String]
}

/// A public feature of a library: its ids say `Sendable`.
public struct Lookup: Reducer, Sendable {
  public struct State: Equatable {
    var query = ""
    var results: [String] = []
    var scrollPosition = 0
  }
  public enum Action: Equatable {
    case searchChanged(String)
    case queryChanged(String)
    case results([String])
    case scrolled(Int)
    case saveScrollPosition(Int)
  }
  public enum CancelID: Sendable {
    case search
    case scroll
  }

  let client: LookupClient
  let clock: any Clock<Duration>

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .searchChanged(let query):
      return .run { send in
        await send(.results(try await client.search(query)))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    case .queryChanged(let query):
      state.query = query
      return .run { send in await send(.results(try await client.search(query))) }
        .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    case .results(let results):
      state.results = results
      return .none
    case .scrolled(let offset):
      return .send(.saveScrollPosition(offset))
        .throttle(id: CancelID.scroll, for: .seconds(1), clock: clock, latest: true)
    case .saveScrollPosition(let offset):
      state.scrollPosition = offset
      return .none
    }
  }
}

@MainActor
@Suite("Doc comment samples: Effect")
struct EffectDocCommentSamples {
  @Test("A public feature's Sendable ids cancel, debounce and throttle")
  func lookup() async {
    let clock = TestClock()
    let client = LookupClient { query in [query.uppercased()] }
    let store = TestStore(initialState: Lookup.State()) {
      Lookup(client: client, clock: clock)
    }
    await store.send(.searchChanged("a"))
    await store.receive(.results(["A"])) { $0.results = ["A"] }
    await store.send(.queryChanged("b")) { $0.query = "b" }
    await store.send(.queryChanged("bc")) { $0.query = "bc" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.results(["BC"])) { $0.results = ["BC"] }
    await store.send(.scrolled(10))
    await store.receive(.saveScrollPosition(10)) { $0.scrollPosition = 10 }
    await clock.advance(by: .seconds(1))
  }
}

// MARK: - TestStoreOf

struct Login: Reducer {
  struct State: Equatable {
    var isSigningIn = false
  }
  enum Action: Equatable { case signInTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isSigningIn = true
    return .none
  }
}

@MainActor
func signIn(_ store: TestStoreOf<Login>) async {
  await store.send(.signInTapped) {
    $0.isSigningIn = true
  }
}

@MainActor
@Suite("Doc comment samples: TestStoreOf")
struct TestStoreOfDocCommentSamples {
  @Test("TestStoreOf<Feature> is the feature's TestStore, for a helper's parameter")
  func helper() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    await signIn(store)
    #expect(store.state.isSigningIn)
  }
}
