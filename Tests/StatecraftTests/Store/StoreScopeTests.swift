import Observation
import Statecraft
import Synchronization
import Testing

@testable import StatecraftTesting

@MainActor
@Suite("Store scoping")
struct StoreScopeTests {
  @Test("A child store reads and sends through its parent: one source of truth")
  func childStore() {
    let store = Store(initialState: Parent.State()) { Parent(clock: ImmediateClock()) }
    let child = store.scope(state: \.counter, action: Parent.Action.counter)
    child.send(.increment)
    #expect(child.count == 1)
    #expect(store.counter.count == 1)
    #expect(store.log == ["parent saw counter increment at 1"])
    store.send(.counter(.increment))
    #expect(child.count == 2)
  }

  @Test("An optional child store exists while its state does, and keeps the last state after")
  func optionalChildStore() {
    let store = Store(initialState: Parent.State()) { Parent(clock: ImmediateClock()) }
    #expect(store.scope(state: \.optional, action: Parent.Action.optional) == nil)
    let withChild = Store(initialState: Parent.State(optional: Counter.State())) {
      Parent(clock: ImmediateClock())
    }
    let child = withChild.scope(state: \.optional, action: Parent.Action.optional)
    child?.send(.increment)
    #expect(withChild.optional?.count == 1)
    withChild.send(.clearOptional)
    #expect(child?.count == 1)
  }

  @Test("A dismissed child's state is freed as soon as its child store goes away")
  func childStateFreedWithItsStore() {
    final class Payload {}
    struct Holder: Reducer {
      struct State {
        @Presents var child: Child.State? = nil
      }
      struct Child: Reducer {
        struct State { let payload: Payload }
        enum Action { case noop }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      enum Action { case child(PresentationAction<Child.Action>) }
      var body: some ReducerOf<Self> {
        EmptyReducer().ifLet(\.$child, action: Action.child) { Child() }
      }
    }
    weak var weakPayload: Payload?
    let store: Store<Holder.State, Holder.Action> = {
      let payload = Payload()
      weakPayload = payload
      return Store(initialState: Holder.State(child: Holder.Child.State(payload: payload))) {
        Holder()
      }
    }()
    do {
      let child = store.scope(state: \.$child, action: Holder.Action.child)
      store.send(.child(.dismiss))
      // The child store still shows the last state it had, for a view animating away.
      #expect(child?.payload === weakPayload)
    }
    #expect(weakPayload == nil)
  }

  @Test("A scope from one place is one store, kept while its parent lives, and no longer")
  func childStoresAreCached() {
    struct Pair: Reducer {
      struct State: Equatable { var counter = Counter.State() }
      enum Action { case counter(Counter.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: Action.counter) { Counter() }
      }
    }
    weak var weakRoot: Store<Pair.State, Pair.Action>?
    weak var weakChild: Store<Counter.State, Counter.Action>?
    do {
      let store = Store(initialState: Pair.State()) { Pair() }
      weakRoot = store
      var first: Store<Counter.State, Counter.Action>?
      for _ in 0..<2_000 {
        let child = store.scope(state: \.counter, action: Pair.Action.counter)
        child.send(.increment)
        if first == nil { first = child }
        #expect(child === first)
      }
      weakChild = first
      first = nil
      #expect(store.counter.count == 2_000)
      #expect(store.childStoreCount == 1)
      // The view let go of it; the parent keeps it for the next update.
      #expect(weakChild != nil)
    }
    // The parent gone, nothing keeps either: the child holds its parent's core, not the parent.
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
  }

  @Test("A presentation store is nil while the slot is empty; sending embeds .presented")
  func presentationStore() {
    let store = Store(initialState: Screen.State()) {
      Screen()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    #expect(store.scope(state: \.$destination, action: Screen.Action.destination) == nil)
    store.send(.showTicker(id: 1))
    let destination = store.scope(state: \.$destination, action: Screen.Action.destination)
    let ticker = destination?.scope(
      state: Screen.Destination.State.ticker, action: Screen.Destination.Action.ticker
    )
    #expect(
      destination?.scope(
        state: Screen.Destination.State.other, action: Screen.Destination.Action.other
      ) == nil
    )
    ticker?.send(.tick)
    #expect(store.destination == .ticker(Ticker.State(id: 1, ticks: 1)))
    #expect(store.log == ["parent saw ticker(StatecraftTests.Ticker.Action.tick), ticks 1"])
    store.send(.destination(.dismiss))
    #expect(store.destination == nil)
  }

  @Test("A presentation's id is stable across reads and changes with what is presented")
  func presentationID() {
    var state = Screen.State()
    #expect(state.$destination.id == nil)
    state.destination = .ticker(Ticker.State(id: 1))
    let first = state.$destination.id
    #expect(first != nil)
    #expect(state.$destination.id == first)
    state.destination = .ticker(Ticker.State(id: 1, ticks: 5))
    #expect(state.$destination.id == first)
    state.destination = .ticker(Ticker.State(id: 2))
    #expect(state.$destination.id != first)
    let second = state.$destination.id
    state.destination = .other(Ticker.State(id: 2))
    #expect(state.$destination.id != second)
    let third = state.$destination.id
    state.destination = nil
    state.destination = .other(Ticker.State(id: 2))
    #expect(state.$destination.id != third)
  }

  @Test("A child store notifies its observers only when its own state changes")
  func childObservation() {
    let store = Store(initialState: Parent.State(optional: Counter.State())) {
      Parent(clock: ImmediateClock())
    }
    let child = store.scope(state: \.counter, action: Parent.Action.counter)
    let notified = Atomic(0)
    withObservationTracking {
      _ = child.state
    } onChange: {
      notified.add(1, ordering: .relaxed)
    }
    store.send(.optional(.increment))
    #expect(notified.load(ordering: .relaxed) == 0)
    child.send(.increment)
    #expect(notified.load(ordering: .relaxed) == 1)
  }

  @Test("A store first read after changes hears the next change of its own state, and only that")
  func firstReadAfterChanges() {
    let store = Store(initialState: Parent.State(optional: Counter.State())) {
      Parent(clock: ImmediateClock())
    }
    let child = store.scope(state: \.counter, action: Parent.Action.counter)
    // Changed while nobody reads it: the child store does not compare or keep what it saw.
    child.send(.increment)
    child.send(.increment)
    let notified = Atomic(0)
    withObservationTracking {
      _ = child.state
    } onChange: {
      notified.add(1, ordering: .relaxed)
    }
    store.send(.optional(.increment))
    #expect(notified.load(ordering: .relaxed) == 0)
    child.send(.increment)
    #expect(notified.load(ordering: .relaxed) == 1)
    #expect(child.count == 3)
  }

  @Test("A child store whose last reference goes off the main actor stays cached and working")
  func childReleasedOffTheMainActor() async {
    let store = Store(initialState: Parent.State(optional: Counter.State())) {
      Parent(clock: ImmediateClock())
    }
    func child() -> Store<Counter.State, Counter.Action> {
      store.scope(state: \.counter, action: Parent.Action.counter)
    }
    let box = Mutex<Store<Counter.State, Counter.Action>?>(child())
    #expect(store.childStoreCount == 1)
    await Task.detached { box.withLock { $0 = nil } }.value
    await Task { @MainActor in }.value
    #expect(store.childStoreCount == 1)
    child().send(.increment)
    #expect(store.counter.count == 1)
  }

  @Test("Stores scoped two levels down, through stored and computed properties, follow the root")
  func grandchildStores() {
    let store = Store(initialState: Parent.State(optional: Counter.State())) {
      Parent(clock: ImmediateClock())
    }
    // A stored property is read at its offset, a computed one through its key path.
    let stored = store.scope(state: \.counter, action: Parent.Action.counter)
    let computed = store.scope(state: \.counterCopy, action: Parent.Action.counter)
    let grandchild = stored.scope(state: \.count, action: { (action: Counter.Action) in action })
    let notified = Atomic(0)
    withObservationTracking {
      _ = grandchild.state
    } onChange: {
      notified.add(1, ordering: .relaxed)
    }
    store.send(.optional(.increment))
    #expect(notified.load(ordering: .relaxed) == 0)
    grandchild.send(.increment)
    #expect(notified.load(ordering: .relaxed) == 1)
    #expect(grandchild.state == 1)
    #expect(stored.count == 1)
    #expect(computed.count == 1)
    #expect(store.counter.count == 1)
  }

  @Test("StoreTask.finish waits for the effects of one send")
  func storeTaskFinish() async {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) { Counter(clock: clock) }
    let task = store.send(.startTicking)
    #expect(!task.isCancelled)
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(2))
    #expect(store.count == 2)
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
  }
}

@MainActor
@Suite("StoreTask")
struct StoreTaskTests {
  @Test("Cancelling the task that awaits finish() cancels the effects")
  func finishPropagatesCancellation() async {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) { Counter(clock: clock) }
    let storeTask = store.send(.startTicking)
    let waiter = Task { await storeTask.finish() }
    await clock.waitForSleepers(1)
    waiter.cancel()
    await waiter.value
    while !storeTask.isCancelled { await Task.yield() }
    #expect(storeTask.isCancelled)
  }

  @Test("Releasing a store cancels its effects")
  func releasingTheStoreCancelsEffects() async {
    let clock = TestClock()
    var store: Store<Counter.State, Counter.Action>? = Store(initialState: Counter.State()) {
      Counter(clock: clock)
    }
    let task = store?.send(.startTicking)
    await clock.waitForSleepers(1)
    store = nil
    // The released runtime cancels its effects from a main-actor task of its own.
    for _ in 0..<1_000 where task?.isCancelled == false { await Task.yield() }
    #expect(task?.isCancelled == true)
  }

  @Test("A send that starts no effect gives a task that is already done")
  func emptyTask() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let task = store.send(.increment)
    #expect(task.isCancelled)
    await task.finish()
  }
}

extension Parent.State {
  /// The counter, through a computed property.
  fileprivate var counterCopy: Counter.State { counter }
}
