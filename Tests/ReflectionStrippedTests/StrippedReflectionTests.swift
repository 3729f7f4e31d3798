import Statecraft
import StatecraftTesting
import Testing

// This module is built as an app target is with Xcode's "Reflection Metadata Level" set to None
// (`-disable-reflection-metadata`, in Package.swift): its enums keep their tags, and nothing says
// what their cases hold or what they are called.

struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case incrementTapped, set(Int) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .set(let count):
        state.count = count
        return .none
      }
    }
  }
}

/// Adds its own amount: two of them in one body must each keep theirs.
struct Add: Reducer {
  let amount: Int

  var body: some Reducer<Int, Void> {
    Reduce { total, _ in
      total += amount
      return .none
    }
  }
}

struct Pair: Reducer {
  struct State: Equatable {
    var first = Counter.State()
    var second = Counter.State()
    var total = 0
  }

  enum Action: Equatable {
    case first(Counter.Action)
    case second(Counter.Action)
    case added
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: Action.first) { Counter() }
    Scope(state: \.second, action: Action.second) { Counter() }
    Scope(state: \.total, action: CasePath(Action.added)) {
      Add(amount: 1)
      Add(amount: 10)
    }
  }
}

enum Payloads: Equatable {
  case name(String)
  case number(Int)
  indirect case boxed(Int)
  case flag
}

/// A child action with one case and no payload has no bytes: the case holding it is laid out as
/// one without a payload.
enum Lone: Equatable { case only }

enum WithLone: Equatable {
  case lone(Lone)
  case number(Int)
}

struct Profile: Equatable { var name: String }

enum Holder: Equatable {
  case profile(Profile)
  case none
}

/// What the operators route: a stack's, a binding's and a row's actions.
enum Routed {
  case path(StackAction<Counter.State, Counter.Action>)
  case binding(BindingAction<Counter.State>)
  case rows(IdentifiedAction<Int, Counter.Action>)
  case other
}

struct Form: Reducer {
  struct State: Equatable { var name = "" }
  enum Action: BindableAction, Equatable { case binding(BindingAction<State>) }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct Renamer: Reducer {
  enum Action: Equatable { case renameTapped }

  func reduce(into state: inout Profile, action: Action) -> Effect<Action> {
    state.name += "!"
    return .none
  }
}

struct HolderFeature: Reducer {
  enum Action: Equatable { case profile(Renamer.Action) }

  var body: some Reducer<Holder, Action> {
    Scope(state: Holder.profile, action: Action.profile) { Renamer() }
  }
}

@Suite("Built without reflection metadata")
struct StrippedReflectionTests {
  @Test("This module really is built without reflection metadata: a mirror sees no property")
  func metadataIsStripped() {
    #expect(Mirror(reflecting: Counter.State(count: 3)).children.isEmpty)
  }

  @MainActor
  @Test("Actions reach the child of their case, and each reducer keeps what it holds")
  func scopesRoute() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.second(.incrementTapped)) { $0.second.count = 1 }
    await store.send(.first(.set(5))) { $0.first.count = 5 }
    await store.send(.added) { $0.total = 11 }
  }

  @Test("Paths whose payload can be made find their case: none, plain bits, boxed, an enum")
  func casePaths() {
    let number = CasePath(Payloads.number)
    #expect(number.extract(from: .number(7)) == 7)
    #expect(number.extract(from: .name("7")) == nil)
    #expect(number.extract(from: .boxed(7)) == nil)
    let boxed = CasePath(Payloads.boxed)
    #expect(boxed.extract(from: .boxed(9)) == 9)
    #expect(boxed.extract(from: .number(9)) == nil)
    let flag = CasePath(Payloads.flag)
    #expect(flag.extract(from: .flag) != nil)
    #expect(flag.extract(from: .number(0)) == nil)
    let lone = CasePath(WithLone.lone)
    #expect(lone.extract(from: .lone(.only)) == .only)
    #expect(lone.extract(from: .number(1)) == nil)
    let second = CasePath(Pair.Action.second)
    #expect(second.extract(from: .second(.set(2))) == .set(2))
    #expect(second.extract(from: .first(.set(2))) == nil)
  }

  @Test("Paths to what the operators route find their case: a stack's, a binding's, a row's")
  func operatorPayloads() {
    let path = CasePath(Routed.path)
    guard case .popFrom(id: 3)? = path.extract(from: .path(.popFrom(id: 3))) else {
      Issue.record("the stack's case was not found")
      return
    }
    #expect(path.extract(from: .other) == nil)
    let binding = CasePath(Routed.binding)
    #expect(binding.extract(from: .binding(.set(\.count, 2))) == .set(\.count, 2))
    #expect(binding.extract(from: .other) == nil)
    let rows = CasePath(Routed.rows)
    guard
      case .element(id: 4, action: .incrementTapped)? =
        rows.extract(from: .rows(.element(id: 4, action: .incrementTapped)))
    else {
      Issue.record("the row's case was not found")
      return
    }
    #expect(rows.extract(from: .path(.popFrom(id: 3))) == nil)
  }

  @MainActor
  @Test("A BindingReducer writes the binding actions of its feature")
  func bindingReducerWrites() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.binding(.set(\.name, "Ana"))) { $0.name = "Ana" }
  }

  @Test("A path whose payload cannot be made says so at its first use, naming the build setting")
  func unmadePayloadIsReported() {
    let profile = CasePath(Holder.profile)
    withKnownIssue {
      #expect(profile.extract(from: .profile(Profile(name: "a"))) == nil)
    } matching: { issue in
      issue.description.contains("Reflection Metadata Level")
        && issue.description.contains("CasePath(embed:extract:)")
    }
    // Once: later uses extract nothing, silently.
    #expect(profile.extract(from: .profile(Profile(name: "a"))) == nil)
  }

  @MainActor
  @Test("A Scope whose state path cannot find its case says why once, not 'another case' each time")
  func unlearnableScopeReportsOnce() {
    let store = Store(initialState: Holder.profile(Profile(name: "a"))) { HolderFeature() }
    withKnownIssue {
      store.send(.profile(.renameTapped))
      store.send(.profile(.renameTapped))
    } matching: { issue in
      issue.description.contains("Reflection Metadata Level")
    }
  }

  @Test("A hand-written path works whatever the metadata")
  func handWrittenPath() {
    let profile = CasePath<Holder, Profile>(
      embed: Holder.profile,
      extract: { if case .profile(let value) = $0 { value } else { nil } })
    #expect(profile.extract(from: .profile(Profile(name: "a"))) == Profile(name: "a"))
  }
}
