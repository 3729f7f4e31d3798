// The code of Sources/Statecraft/Statecraft.docc/GettingStarted.md, as written there, and its tests.
//
// Not compiled here: the Package.swift lines (a manifest, not module code) and the
// non-Sendable `Counter` that shows the compiler's error (it is the error).
//
// NB: `public import`, because this package builds with `InternalImportsByDefault`; the article
// writes `import Statecraft`, which is the same in a package without that setting.
public import Statecraft
import StatecraftTesting
import Testing

// MARK: - Write a feature

struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case incrementTapped }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}

// MARK: - Present it

struct Screen: Reducer {
  struct State: Equatable {
    var total = 0
    @Presents var counter: Counter.State? = nil
  }
  enum Action: Equatable {
    case openTapped
    case counter(PresentationAction<Counter.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped: state.counter = Counter.State()
      case .counter(.presented(.incrementTapped)): state.total += 1
      case .counter: break
      }
      return .none
    }
    .ifLet(\.$counter, action: Action.counter) { Counter() }
  }
}

@MainActor
@Suite("Getting Started")
struct GettingStartedSamples {
  @Test("Run it in a store: the store session does what its comments say")
  func storeSession() {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.openTapped)
    store.send(.counter(.presented(.incrementTapped)))
    #expect(store.counter?.count == 1)  // 1: the presented counter ran first...
    #expect(store.total == 1)  // 1: ...then the screen saw its action
    store.send(.counter(.dismiss))
    #expect(store.counter == nil)
    #expect(Screen.State(counter: Counter.State()).counter == Counter.State())
  }

  // MARK: - Test it

  @MainActor
  @Test func countsInThePresentedCounter() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.openTapped) {
      $0.counter = Counter.State()
    }
    await store.send(.counter(.presented(.incrementTapped))) {
      $0.counter?.count = 1
      $0.total = 1
    }
    await store.send(.counter(.dismiss)) {
      $0.counter = nil
    }
  }
}

// MARK: - Add an effect

/// A namespace for the second `Counter`, which replaces the first in the article.
@MainActor
@Suite("Getting Started: add an effect")
struct GettingStartedWithEffect {}

extension GettingStartedWithEffect {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case incrementTapped, delayedIncrementTapped }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementTapped:
          state.count += 1
          return .none
        case .delayedIncrementTapped:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.incrementTapped)
          }
        }
      }
    }
  }

  @MainActor
  @Test func incrementsAfterASecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrementTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.incrementTapped) {
      $0.count = 1
    }
  }
}

// MARK: - Public features are Sendable

/// The fixed `Counter` of "Public features are Sendable", in a namespace of its own.
public enum SendableSample {
  public struct Counter: Reducer, Sendable {
    public struct State: Equatable { public var count = 0 }
    public enum Action: Equatable { case incrementTapped, delayedIncrementTapped }

    @Dependency(\.continuousClock) var clock

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementTapped:
          state.count += 1
          return .none
        case .delayedIncrementTapped:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.incrementTapped)
          }
        }
      }
    }
  }

  /// The other fix: the effect captures the dependency's value, not `self`.
  public struct CapturingCounter: Reducer {
    public struct State: Equatable { public var count = 0 }
    public enum Action: Equatable { case incrementTapped, delayedIncrementTapped }

    @Dependency(\.continuousClock) var clock

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementTapped:
          state.count += 1
          return .none
        case .delayedIncrementTapped:
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(.incrementTapped)
          }
        }
      }
    }
  }
}

extension GettingStartedWithEffect {
  @Test("Both fixes of the Sendable error run the delayed increment")
  func sendableFixes() async {
    let clock = TestClock()
    let sendable = TestStore(initialState: SendableSample.Counter.State()) {
      SendableSample.Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await sendable.send(.delayedIncrementTapped)
    await clock.advance(by: .seconds(1))
    await sendable.receive(.incrementTapped) { $0.count = 1 }

    let capturing = TestStore(initialState: SendableSample.CapturingCounter.State()) {
      SendableSample.CapturingCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await capturing.send(.delayedIncrementTapped)
    await clock.advance(by: .seconds(1))
    await capturing.receive(.incrementTapped) { $0.count = 1 }
  }
}
