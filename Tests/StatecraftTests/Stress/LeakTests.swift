import Statecraft
import StatecraftTesting
import Testing

@testable import Statecraft

/// A reference held by a child's state or an effect, to watch it go away: ``released`` fires when
/// it is freed, so a test can wait for a release that happens on another thread (an effect's task
/// lets go of its closure after the task ends).
final class Payload: Sendable {
  let released = Signal()

  deinit { released.fire() }
}

/// Signals once, from any thread, to a test that waits for it.
final class Signal: Sendable {
  private let gate = Gate()

  /// Waits until ``fire()`` has been called (also when it was called before).
  func wait() async { await gate.wait() }

  func fire() { gate.open() }
}

/// A child holding a `Payload`, with an effect that waits until it is cancelled.
struct Holder: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var payload: Payload

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id && lhs.payload === rhs.payload
    }
  }

  enum Action: Equatable {
    /// Starts an effect that holds `captured` and waits for its cancellation, then fires `ended`.
    case wait(captured: Payload, ended: Signal)
    case never

    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case (.wait(let a, let b), .wait(let c, let d)): a === c && b === d
      case (.never, .never): true
      default: false
      }
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .wait(let captured, let ended):
      return .run { send in
        await waitForCancellation(holding: captured, then: ended)
        await send(.never)
      }
    case .never:
      return .none
    }
  }
}

/// Suspends until the current task is cancelled, keeping `captured` alive, then fires `ended`.
func waitForCancellation(holding captured: Payload, then ended: Signal) async {
  let cancelled = Signal()
  await withTaskCancellationHandler {
    await cancelled.wait()
  } onCancel: {
    cancelled.fire()
  }
  withExtendedLifetime(captured) {}
  ended.fire()
}

struct HolderHost: Reducer {
  struct State: Equatable {
    @Presents var child: Holder.State? = nil
  }

  enum Action: Equatable {
    case present(Int, Payload)
    case child(PresentationAction<Holder.Action>)

    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case (.present(let a, let b), .present(let c, let d)): a == c && b === d
      case (.child(let a), .child(let b)): a == b
      default: false
      }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .present(let id, let payload) = action {
        state.child = Holder.State(id: id, payload: payload)
      }
      return .none
    }
    .ifLet(\.$child, action: Action.child) { Holder() }
  }
}

/// What a dismissal or a store's release leaves behind: nothing.
@MainActor
// The limit only turns a leak (a deinit that never comes) into a failure; generous, for parallel
// runs under a sanitizer.
@Suite("Leaks", .timeLimit(.minutes(10)))
struct LeakTests {
  @Test("After a dismissal the child's state, its child store and its effect are released")
  func dismissalReleasesEverything() async {
    let store = Store(initialState: HolderHost.State()) { HolderHost() }
    weak var weakPayload: Payload?
    weak var weakCaptured: Payload?
    weak var weakChildStore: Store<Holder.State, Holder.Action>?
    let ended = Signal()
    var effect: StoreTask?
    var childStore: Store<Holder.State, Holder.Action>?
    var capturedReleased = Signal()
    do {
      let payload = Payload()
      let captured = Payload()
      weakPayload = payload
      weakCaptured = captured
      capturedReleased = captured.released
      store.send(.present(1, payload))
      childStore = store.scope(state: \.$child, action: HolderHost.Action.child)
      weakChildStore = childStore
      effect = childStore?.send(.wait(captured: captured, ended: ended))
    }
    #expect(weakPayload != nil)
    #expect(store.childStoreCount == 1)

    store.send(.child(.dismiss))
    await ended.wait()
    await effect?.finish()
    #expect(store.child == nil)
    // The view that held the child store lets go of it: nothing else keeps it, nor the last state
    // it showed.
    #expect(weakChildStore != nil)
    childStore = nil
    #expect(weakChildStore == nil)
    #expect(weakPayload == nil)
    #expect(store.childStoreCount == 0)
    // Waits for the effect's closure to let go of what it captured: a leak hangs until the time
    // limit fails the test.
    await capturedReleased.wait()
    #expect(weakCaptured == nil)
  }

  @Test("Replacing a presented child releases the old child's state and effect")
  func replacementReleasesTheOldChild() async {
    let store = Store(initialState: HolderHost.State()) { HolderHost() }
    weak var weakOld: Payload?
    weak var weakCaptured: Payload?
    let ended = Signal()
    let kept = Payload()
    var capturedReleased = Signal()
    do {
      let old = Payload()
      let captured = Payload()
      weakOld = old
      weakCaptured = captured
      capturedReleased = captured.released
      store.send(.present(1, old))
      store.send(.child(.presented(.wait(captured: captured, ended: ended))))
      store.send(.present(2, kept))
    }
    await ended.wait()
    #expect(weakOld == nil)
    #expect(store.child?.payload === kept)
    await capturedReleased.wait()
    #expect(weakCaptured == nil)
  }

  @Test("A store released while its effect runs cancels the effect and is itself freed")
  func releasedStoreCancelsItsEffect() async {
    weak var weakStore: Store<Holder.State, Holder.Action>?
    weak var weakState: Payload?
    weak var weakCaptured: Payload?
    let ended = Signal()
    var effect: StoreTask?
    var capturedReleased = Signal()
    do {
      let payload = Payload()
      let captured = Payload()
      weakState = payload
      weakCaptured = captured
      capturedReleased = captured.released
      let store = Store(initialState: Holder.State(id: 1, payload: payload)) { Holder() }
      weakStore = store
      effect = store.send(.wait(captured: captured, ended: ended))
    }
    // The effect returns only once it was cancelled: the store's release cancelled it.
    await ended.wait()
    await effect?.finish()
    #expect(weakStore == nil)
    #expect(weakState == nil)
    await capturedReleased.wait()
    #expect(weakCaptured == nil)
    #expect(effect?.isCancelled == true)
  }
}
