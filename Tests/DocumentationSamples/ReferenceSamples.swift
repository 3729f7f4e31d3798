// The code of the symbol pages written in the catalogs' Extensions folders (the pages of the
// overloaded operators and initializers), as written there, and its tests. `Banner`, `Session`,
// `LoggedIn`, `List`, `Row`, `Home`, `Profile` and `Dice` are the smallest features those lines need.
import Foundation
import Statecraft
import StatecraftTesting
import Testing

// MARK: - ifLet over an optional

struct Banner: Reducer {
  struct State: Equatable { var text: String }
  enum Action: Equatable { case closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct Home: Reducer {
  struct State: Equatable {
    var banner: Banner.State?
    var profile = Profile.State()
  }
  enum Action: Equatable {
    case banner(Banner.Action)
    case profile(Profile.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.profile, action: Action.profile) { Profile() }
    Reduce { state, action in
      switch action {
      case .banner(.closeTapped):
        state.banner = nil
      case .profile:
        break
      }
      return .none
    }
    .ifLet(\.banner, action: Action.banner) {
      Banner()
    }
  }
}

// MARK: - Scope

struct Profile: Reducer {
  struct State: Equatable { var name = "" }
  enum Action: Equatable { case nameChanged(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nameChanged(let name):
      state.name = name
      return .none
    }
  }
}

// MARK: - ifCaseLet

struct LoggedIn: Reducer {
  struct State: Equatable { var user: String }
  enum Action: Equatable { case logOutTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct Session: Reducer {
  enum State: Equatable {
    case loggedOut
    case loggedIn(LoggedIn.State)
  }
  enum Action: Equatable {
    case logInTapped(String)
    case loggedIn(LoggedIn.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .logInTapped(let user):
        state = .loggedIn(LoggedIn.State(user: user))
      case .loggedIn(.logOutTapped):
        state = .loggedOut
      }
      return .none
    }
    .ifCaseLet(State.loggedIn, action: Action.loggedIn) {
      LoggedIn()
    }
  }
}

// MARK: - forEach

struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var isChecked = false
  }
  enum Action: Equatable { case toggled }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isChecked.toggle()
    return .none
  }
}

struct List: Reducer {
  struct State: Equatable { var rows: IdentifiedArrayOf<Row.State> = [] }
  enum Action: Equatable { case rows(IdentifiedActionOf<Row>) }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: Action.rows) {
        Row()
      }
  }
}

// MARK: - unimplemented with a placeholder

struct NumberClient: Sendable {
  var random: @Sendable () -> Int
}

extension NumberClient: DependencyKey {
  static let liveValue = NumberClient(random: { Int.random(in: 1...6) })
  static let testValue = NumberClient(random: unimplemented("NumberClient.random", placeholder: 0))
}

struct Dice: Reducer {
  struct State: Equatable { var value: Int? }
  enum Action: Equatable { case rollTapped }

  @Dependency(NumberClient.self) var numberClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.value = numberClient.random()
    return .none
  }
}

@MainActor
@Suite("Symbol pages")
struct ReferenceSamples {
  @Test("ifLet over an optional, Scope, ifCaseLet and forEach run their children")
  func composition() async {
    let home = TestStore(initialState: Home.State(banner: Banner.State(text: "Hi"))) { Home() }
    await home.send(.profile(.nameChanged("Ada"))) { $0.profile.name = "Ada" }
    await home.send(.banner(.closeTapped)) { $0.banner = nil }

    let session = TestStore(initialState: Session.State.loggedOut) { Session() }
    await session.send(.logInTapped("ada")) { $0 = .loggedIn(LoggedIn.State(user: "ada")) }
    await session.send(.loggedIn(.logOutTapped)) { $0 = .loggedOut }

    let list = TestStore(initialState: List.State(rows: [Row.State(id: 1)])) { List() }
    await list.send(.rows(.element(id: 1, action: .toggled))) { $0.rows[id: 1]?.isChecked = true }
  }

  @Test("A store scoped to a presented case")
  func scopedStore() {
    let store = Store(initialState: Inventory.State()) { Inventory() }
    store.send(.addTapped)
    store.send(.destination(.presented(.form(.nameChanged("Lamp")))))
    if let form = store.scope(state: \.$destination, action: Inventory.Action.destination)?
      .scope(state: Inventory.Destination.State.form, action: Inventory.Destination.Action.form)
    {
      form.send(.saveTapped)
    }
    #expect(store.items.map(\.name) == ["Lamp"])
    #expect(store.destination == nil)
  }

  @Test("An unimplemented endpoint with a placeholder reports, then returns the placeholder")
  func placeholder() async {
    let store = TestStore(initialState: Dice.State()) { Dice() }
    let failures = await capturingFailures {
      await store.send(.rollTapped) { $0.value = 0 }
    }
    #expect(
      failures.allSatisfy { failure in
        failure.message.hasPrefix("Unimplemented: 'NumberClient.random' was called.")
      })
  }
}

extension GettingStartedWithEffect {
  @Test("A store with its own dependencies")
  func storeWithDependencies() async {
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.delayedIncrementTapped).finish()
    #expect(store.count == 1)
  }
}
