import Observation
import Synchronization
import Testing

@testable import Statecraft

@MainActor
@Suite("Store")
struct StoreTests {
  struct Log: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case a, b, c, d, e }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.log.append("\(action)")
        switch action {
        case .a: return .merge(.send(.b), .send(.c))
        case .b: return .send(.d)
        case .c, .d, .e: return .none
        }
      }
    }
  }

  @Test("R1: actions from .send effects are processed breadth-first before send returns")
  func breadthFirst() {
    let store = Store(initialState: Log.State()) { Log() }
    store.send(.a)
    #expect(store.log == ["a", "b", "c", "d"])
  }

  @Test("R2: an action sent while a reducer runs is processed after it, not interleaved")
  func reentrancy() {
    final class Box { var store: Store<Log.State, Log.Action>? }
    let box = Box()
    let store = Store(initialState: Log.State()) {
      Reduce<Log.State, Log.Action> { state, action in
        state.log.append("start \(action)")
        if action == .a { box.store?.send(.e) }
        state.log.append("end \(action)")
        return action == .a ? .send(.b) : .none
      }
    }
    box.store = store
    store.send(.a)
    #expect(store.log == ["start a", "end a", "start e", "end e", "start b", "end b"])
  }

  @Test("Dynamic member lookup reads state")
  func dynamicMember() {
    let store = Store(initialState: Log.State(log: ["x"])) { Log() }
    #expect(store.log == ["x"])
    #expect(store.withState(\.log.count) == 1)
  }

  @Test("A change notifies observers; an equal state notifies nobody")
  func observation() {
    struct Counter: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action { case increment, noop }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        if case .increment = action { state.count += 1 }
        return .none
      }
    }
    let store = Store(initialState: Counter.State()) { Counter() }
    let notified = Atomic(0)
    func track() {
      withObservationTracking {
        _ = store.state.count
      } onChange: {
        notified.add(1, ordering: .relaxed)
      }
    }
    track()
    store.send(.noop)
    #expect(notified.load(ordering: .relaxed) == 0)
    store.send(.increment)
    #expect(notified.load(ordering: .relaxed) == 1)
    track()
    store.send(.noop)
    #expect(notified.load(ordering: .relaxed) == 1)
  }

  @Test("Equality found at run time: a store made where State is not known to be Equatable")
  func observationThroughRuntimeEquality() {
    let store = makeStore(Flag.State()) { Flag() }
    let notified = Atomic(0)
    withObservationTracking {
      _ = store.state
    } onChange: {
      notified.add(1, ordering: .relaxed)
    }
    store.send(.keep)
    #expect(notified.load(ordering: .relaxed) == 0)
    store.send(.flip)
    #expect(notified.load(ordering: .relaxed) == 1)
  }

  @Test("A state that is not Equatable notifies on every send")
  func observationWithoutEquatable() {
    let store = Store(initialState: Unequatable.State()) { Unequatable() }
    let notified = Atomic(0)
    withObservationTracking {
      _ = store.state
    } onChange: {
      notified.add(1, ordering: .relaxed)
    }
    store.send(.keep)
    #expect(notified.load(ordering: .relaxed) == 1)
  }

  @Test("With a presented feature: an equal state notifies nobody, a change to it notifies")
  func observationWithPresentedState() {
    let store = Store(initialState: Sheet.State(child: Flag.State())) { Sheet() }
    let notified = Atomic(0)
    func track() {
      withObservationTracking {
        _ = store.state
      } onChange: {
        notified.add(1, ordering: .relaxed)
      }
    }
    track()
    store.send(.child(.presented(.keep)))
    #expect(notified.load(ordering: .relaxed) == 0)
    store.send(.child(.presented(.flip)))
    #expect(notified.load(ordering: .relaxed) == 1)
    #expect(store.state.child == Flag.State(isOn: true))
  }

  @Test(
    "R2: a send from an observer is queued: reduced once, after the change, with one notification each"
  )
  func sendFromObserver() {
    let store = Store(initialState: Log.State()) { Log() }
    let notifications = Mutex(0)
    withObservationTracking {
      _ = store.log
    } onChange: {
      notifications.withLock { $0 += 1 }
      // Called while the store tells its observers: the action waits its turn.
      MainActor.assumeIsolated { _ = store.send(.e) }
    }
    store.send(.c)
    #expect(store.log == ["c", "e"])
    #expect(notifications.withLock { $0 } == 1)
  }

  @Test("R2: an observer that sends when it hears of a change is told once, without recursion")
  func observerSendingOnEveryChange() {
    struct Bumps: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action { case bump }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
      }
    }
    let store = Store(initialState: Bumps.State()) { Bumps() }
    let notifications = Mutex(0)
    @MainActor func observe() {
      withObservationTracking {
        _ = store.count
      } onChange: {
        let count = notifications.withLock { value in
          value += 1
          return value
        }
        // Sent while the store tells its observers, the action is queued behind the change being
        // told, so this observer hears of one change. (Reduced inside the notification, it would
        // notify this observer again, and again: the cap keeps such a failure from overflowing
        // the stack.)
        guard count < 1_000 else { return }
        _ = MainActor.assumeIsolated {
          store.send(.bump)
        }
      }
    }
    observe()
    store.send(.bump)
    #expect(store.count == 2)
    #expect(notifications.withLock { $0 } == 1)
  }
}

/// A store made in generic code, where `State` is not known to be `Equatable`.
@MainActor
private func makeStore<R: Reducer>(_ state: R.State, _ reducer: () -> R) -> Store<R.State, R.Action>
{
  Store(initialState: state, reducer: reducer)
}

private struct Flag: Reducer {
  struct State: Equatable { var isOn = false }
  enum Action { case flip, keep }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .flip = action { state.isOn.toggle() }
    return .none
  }
}

private struct Unequatable: Reducer {
  struct State { var value = 0 }
  enum Action { case keep }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct Sheet: Reducer {
  struct State: Equatable { @Presents var child: Flag.State? }
  enum Action { case child(PresentationAction<Flag.Action>) }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$child, action: Action.child) { Flag() }
  }
}
