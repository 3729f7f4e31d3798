import Observation
import Statecraft
import Synchronization
import Testing

@MainActor
@Suite("B3: a binding write notifies even when the state is equal")
struct BindingNotificationTests {
  /// Whether reading `read` inside `withObservationTracking` sees a change during `change`.
  private func notifies(read: () -> Void, change: () -> Void) -> Bool {
    let flag = Flag()
    withObservationTracking(read) { flag.raise() }
    change()
    return flag.isRaised
  }

  @Test("On the root store, a write the reducer clamps back to the same state notifies")
  func root() {
    for _ in 0..<20 {
      let store = Store(initialState: Clamped.State(name: "Aleja")) { Clamped() }
      #expect(notifies(read: { _ = store.name }) { store.set(\.name, "Alejandra") })
      #expect(store.name == "Aleja")
      // A non-binding action that changes nothing still notifies nobody.
      #expect(!notifies(read: { _ = store.name }) { store.send(.saveTapped) })
    }
  }

  @Test("On a child store, a write the reducer clamps back to the same state notifies")
  func child() {
    for _ in 0..<20 {
      let store = Store(initialState: ClampedHost.State()) { ClampedHost() }
      store.send(.open)
      guard let child = store.scope(state: \.$form, action: ClampedHost.Action.form) else {
        Issue.record("no child store")
        return
      }
      child.set(\.name, "Aleja")
      #expect(notifies(read: { _ = child.name }) { child.set(\.name, "Alejandra") })
      #expect(child.name == "Aleja")
      #expect(!notifies(read: { _ = child.name }) { child.send(.saveTapped) })
      // A write that changes the state notifies once, through the parent's change.
      #expect(notifies(read: { _ = child.name }) { child.set(\.name, "Bea") })
    }
  }
}

@MainActor
@Suite("A batch that starts with a binding action")
struct BindingBatchComparisonTests {
  @Test(
    "notifies whatever the state: == never runs for it, nor for a batch that applied a child's binding"
  )
  func comparesNothing() {
    let store = Store(initialState: Counted.State()) { Counted() }
    let before = Counted.comparisons.load(ordering: .relaxed)
    store.set(\.name, "Ana")
    store.send(.binding(.set(\.name, "Bea")))
    #expect(Counted.comparisons.load(ordering: .relaxed) == before)
    #expect(store.name == "Bea")
    // Another action's batch compares, once.
    store.send(.saveTapped)
    #expect(Counted.comparisons.load(ordering: .relaxed) == before + 1)

    // A parent's batch that applies its child's binding keeps the state from before (it starts
    // with the parent's action), and notifies without comparing it.
    let host = Store(initialState: CountedHost.State()) { CountedHost() }
    let beforeHost = Counted.comparisons.load(ordering: .relaxed)
    host.send(.form(.binding(.set(\.name, "Cleo"))))
    #expect(Counted.comparisons.load(ordering: .relaxed) == beforeHost)
    #expect(host.form.name == "Cleo")
  }

  @Test("holds the only reference to the state's parts while it reduces: no copy from before it")
  func keepsNoCopy() {
    let store = Store(initialState: Counted.State()) { Counted() }
    store.set(\.name, "Ana")
    #expect(store.wasUnique == true)
    // Another action's batch keeps the state from before it, to compare.
    store.send(.saveTapped)
    #expect(store.wasUnique == false)
  }
}

/// A form whose state counts the comparisons made of it.
private struct Counted: Reducer {
  static let comparisons = Atomic<Int>(0)

  struct State: Equatable, Sendable {
    var name = ""
    /// A reference only the state holds, unless someone keeps a copy of the state.
    var part = Part()
    /// Whether `part` was uniquely referenced when the last action was reduced.
    var wasUnique: Bool?
    static func == (lhs: Self, rhs: Self) -> Bool {
      Counted.comparisons.wrappingAdd(1, ordering: .relaxed)
      return lhs.name == rhs.name
    }
  }
  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case saveTapped
  }
  final class Part: Sendable {}

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, _ in
      state.wasUnique = isKnownUniquelyReferenced(&state.part)
      return .none
    }
  }
}

/// `Counted` as a child.
private struct CountedHost: Reducer {
  struct State: Equatable, Sendable { var form = Counted.State() }
  enum Action: Equatable, Sendable { case form(Counted.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.form, action: Action.form) { Counted() }
  }
}

@MainActor
private final class Flag: Sendable {
  private let raised = Mutex(false)
  nonisolated func raise() { raised.withLock { $0 = true } }
  var isRaised: Bool { raised.withLock { $0 } }
}

/// Clamps the name to 5 characters, and keeps nothing else: a clamped write leaves the state
/// equal to before.
private struct Clamped: Reducer {
  struct State: Equatable, Sendable { var name = "" }
  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case saveTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .binding(\.name) = action { state.name = String(state.name.prefix(5)) }
      return .none
    }
  }
}

private struct ClampedHost: Reducer {
  struct State: Equatable, Sendable { @Presents var form: Clamped.State? = nil }
  enum Action: Equatable, Sendable {
    case open
    case form(PresentationAction<Clamped.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .open = action { state.form = Clamped.State() }
      return .none
    }
    .ifLet(\.$form, action: Action.form) { Clamped() }
  }
}
