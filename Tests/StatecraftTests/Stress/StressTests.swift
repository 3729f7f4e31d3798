import Observation
import Statecraft
import StatecraftTesting
import Testing

@testable import Statecraft

/// A one-shot gate that work waits on until the test opens it, whether or not the waiting task is
/// cancelled: an effect that ignores cancellation and sends anyway once it is let through.
final class Gate: Sendable {
  private let state = Locked<(waiters: [CheckedContinuation<Void, Never>], isOpen: Bool)>(
    ([], false)
  )

  /// Suspends until ``open()``.
  func wait() async {
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state in
        if state.isOpen { return true }
        state.waiters.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Lets every waiter through, now and from now on.
  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}

/// Counts the effects that many `.run` effects deliver into one store.
struct Deliveries: Reducer {
  struct State: Equatable {
    var delivered = 0
    var seen: Set<Int> = []
  }

  enum Action: Equatable {
    /// Starts `count` effects at once, each sending one `.delivered`.
    case startAll(count: Int)
    /// Starts one effect that sends one `.delivered`.
    case startOne(Int)
    case delivered(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startAll(let count):
      return .merge((0..<count).map { index in .run { send in await send(.delivered(index)) } })
    case .startOne(let index):
      return .run { send in await send(.delivered(index)) }
    case .delivered(let index):
      state.delivered += 1
      state.seen.insert(index)
      return .none
    }
  }
}

/// Effects with a cancellation id each, which a gate lets finish while the test cancels half of
/// them: the reducer itself records whether a delivery came after its effect's cancellation.
struct CancelRace: Reducer {
  struct State: Equatable {
    /// The effects whose `.cancel(id:)` has been reduced.
    var cancelled: Set<Int> = []
    /// The effects whose action was delivered.
    var delivered: Set<Int> = []
    /// Deliveries reduced after their effect's cancellation: must stay empty.
    var deliveredAfterCancel: [Int] = []
  }

  enum Action: Equatable {
    case start(count: Int)
    case cancel(Int)
    case finished(Int)
  }

  let gate: Gate

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let count):
      return .merge(
        (0..<count).map { index in
          .run { [gate] send in
            await gate.wait()
            await send(.finished(index))
          }
          .cancellable(id: index)
        }
      )
    case .cancel(let index):
      state.cancelled.insert(index)
      return .cancel(id: index)
    case .finished(let index):
      if state.cancelled.contains(index) { state.deliveredAfterCancel.append(index) }
      state.delivered.insert(index)
      return .none
    }
  }
}

/// Logs every action it reduces; `.echo` counts up to three and then changes nothing.
struct EchoLog: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  enum Action: Equatable {
    case tap
    case echo
  }

  let reduced: Locked<[Action]>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduced.withLock { $0.append(action) }
    switch action {
    case .tap:
      state.count += 1
      state.log.append("tap")
    case .echo:
      guard state.count < 3 else { return .none }
      state.log.append("echo \(state.count)")
      state.count += 1
    }
    return .none
  }
}

/// Observes a store's state and, on each change, sends `.echo` and observes again.
@MainActor
final class EchoObserver {
  let store: Store<EchoLog.State, EchoLog.Action>
  private(set) var notifications = 0

  init(store: Store<EchoLog.State, EchoLog.Action>) {
    self.store = store
  }

  func observe() {
    withObservationTracking {
      _ = store.count
    } onChange: { [self] in
      MainActor.assumeIsolated {
        notifications += 1
        // Queued behind the change being told (R2); then this observer registers again.
        store.send(.echo)
        observe()
      }
    }
  }
}

/// A child that starts an effect waiting on a gate, and counts the pings it receives.
struct GatedChild: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var pings = 0
  }

  enum Action: Equatable {
    case start
    case ping
  }

  let gate: Gate

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [gate] send in
        await gate.wait()
        await send(.ping)
      }
    case .ping:
      state.pings += 1
      return .none
    }
  }
}

/// A parent presenting a `GatedChild` in one slot.
struct GatedHost: Reducer {
  struct State: Equatable {
    @Presents var child: GatedChild.State? = nil
  }

  enum Action: Equatable {
    case present(Int)
    case child(PresentationAction<GatedChild.Action>)
  }

  let gate: Gate

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .present(let id) = action { state.child = GatedChild.State(id: id) }
      return .none
    }
    .ifLet(\.$child, action: Action.child) { GatedChild(gate: gate) }
  }
}

/// Many effects, races between cancellation and completion, re-entrant observers and late sends
/// into a replaced presentation. Every verdict holds for any interleaving, so none depends on
/// timing.
@MainActor
@Suite("Stress")
struct StressTests {
  @Test("10,000 concurrent .run effects from one send deliver exactly 10,000 actions")
  func tenThousandMergedEffects() async {
    let store = Store(initialState: Deliveries.State()) { Deliveries() }
    await store.send(.startAll(count: 10_000)).finish()
    #expect(store.delivered == 10_000)
    #expect(store.seen == Set(0..<10_000))
  }

  @Test("10,000 sends, each starting one .run effect, deliver exactly 10,000 actions")
  func tenThousandSends() async {
    let store = Store(initialState: Deliveries.State()) { Deliveries() }
    let tasks = (0..<10_000).map { store.send(.startOne($0)) }
    for task in tasks { await task.finish() }
    #expect(store.delivered == 10_000)
    #expect(store.seen == Set(0..<10_000))
  }

  @Test(
    "1,000 effects finish while 500 of them are cancelled: none delivers after its cancellation, every other one delivers"
  )
  func cancellationsRacingCompletions() async {
    let gate = Gate()
    let store = Store(initialState: CancelRace.State()) { CancelRace(gate: gate) }
    let task = store.send(.start(count: 1_000))
    // The gate opens off the main actor while the main actor reduces the cancellations, so
    // effects hop back to send while cancellations are being reduced between their hops.
    let opener = Task.detached { gate.open() }
    for index in stride(from: 0, to: 1_000, by: 2) {
      store.send(.cancel(index))
      await Task.yield()
    }
    await opener.value
    await task.finish()

    let state = store.state
    #expect(state.deliveredAfterCancel == [])
    let notCancelled = Set(0..<1_000).subtracting(state.cancelled)
    #expect(notCancelled == Set(stride(from: 1, to: 1_000, by: 2)))
    #expect(notCancelled.isSubset(of: state.delivered))
    // A cancelled effect may still have delivered, but only before its cancellation was reduced
    // (checked by the reducer, above); how many did depends on the interleaving, so it is not
    // asserted.
    #expect(task.isCancelled == false)
  }

  @Test(
    "R2: an observer that sends on every change: 4 actions reduced in order, 3 notifications, final state"
  )
  func reentrantObserver() {
    let reduced = Locked<[EchoLog.Action]>([])
    let store = Store(initialState: EchoLog.State()) { EchoLog(reduced: reduced) }
    let observer = EchoObserver(store: store)
    observer.observe()
    store.send(.tap)
    #expect(reduced.withLock { $0 } == [.tap, .echo, .echo, .echo])
    #expect(store.state == EchoLog.State(count: 3, log: ["tap", "echo 1", "echo 2"]))
    #expect(observer.notifications == 3)
  }

  @Test("R5: child A's effect sends after the slot was replaced by child B; B receives nothing")
  func sendAfterReplacement() async {
    let gate = Gate()
    let store = Store(initialState: GatedHost.State()) { GatedHost(gate: gate) }
    store.send(.present(1))
    let effectOfA = store.send(.child(.presented(.start)))
    store.send(.present(2))
    #expect(store.child == GatedChild.State(id: 2))
    // A's effect ignores its cancellation and sends once let through.
    gate.open()
    await effectOfA.finish()
    #expect(effectOfA.isCancelled)
    #expect(store.child == GatedChild.State(id: 2, pings: 0))
  }

  @Test("R5: 1,000 replacements, each while the previous child's effect waits; no ping lands")
  func manyReplacements() async {
    let gate = Gate()
    let store = Store(initialState: GatedHost.State()) { GatedHost(gate: gate) }
    var effects: [StoreTask] = []
    for id in 0..<1_000 {
      store.send(.present(id))
      effects.append(store.send(.child(.presented(.start))))
    }
    gate.open()
    for effect in effects { await effect.finish() }
    // Only the last child's effect was not replaced: it alone delivers.
    #expect(store.child == GatedChild.State(id: 999, pings: 1))
    var notCancelled = 0
    for effect in effects.dropLast() where !effect.isCancelled { notCancelled += 1 }
    #expect(notCancelled == 0)
  }

  @Test("R5 under a TestStore: a replaced child's late send is not received")
  func sendAfterReplacementUnderTestStore() async {
    let gate = Gate()
    let store = TestStore(initialState: GatedHost.State()) { GatedHost(gate: gate) }
    await store.send(.present(1)) { $0.child = GatedChild.State(id: 1) }
    let effectOfA = await store.send(.child(.presented(.start)))
    await store.send(.present(2)) { $0.child = GatedChild.State(id: 2) }
    gate.open()
    await effectOfA.finish()
    // Had A's ping been fed back, this exhaustive store would fail at the end of the test with an
    // unreceived action.
    await store.finish()
  }
}
