import Observation
import Testing

@testable import Statecraft

/// A feature whose count is shared: what two stores on one box run.
private struct Tally: Reducer {
  struct State: Equatable {
    @Shared var count: Int
  }

  enum Action: Equatable {
    case increment
    case set(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.$count.withLock { $0 += 1 }
    case .set(let value):
      state.$count.withLock { $0 = value }
    }
    return .none
  }
}

/// Counts the changes an observation saw.
private final class Changes: Sendable {
  private let count = Locked(0)
  var value: Int { count.withLock { $0 } }
  func add() { count.withLock { $0 += 1 } }
}

/// Observes `read` once: `changes` counts the change that ends the observation.
private func observe(_ changes: Changes, _ read: () -> Void) {
  withObservationTracking {
    read()
  } onChange: {
    changes.add()
  }
}

@MainActor
@Suite("Shared values and observation")
struct SharedObservationTests {
  @Test("A change through one store notifies the readers of the value in every store")
  func twoStores() {
    let count = Shared(value: 0)
    let first = Store(initialState: Tally.State(count: count)) { Tally() }
    let second = Store(initialState: Tally.State(count: count)) { Tally() }
    let (firstChanges, secondChanges) = (Changes(), Changes())
    observe(firstChanges) { _ = first.count }
    observe(secondChanges) { _ = second.state.count }
    first.send(.increment)
    #expect(firstChanges.value == 1)
    #expect(secondChanges.value == 1)
    #expect(second.count == 1)
  }

  @Test("A withLock that leaves an Equatable value equal notifies nobody")
  func equalValue() {
    let count = Shared(value: 5)
    let store = Store(initialState: Tally.State(count: count)) { Tally() }
    let changes = Changes()
    observe(changes) { _ = store.count }
    store.send(.set(5))
    count.withLock { $0 = 5 }
    #expect(changes.value == 0)
    store.send(.set(6))
    #expect(changes.value == 1)
  }

  @Test("A value that is not Equatable notifies at every withLock")
  func notEquatable() {
    struct Opaque { var text = "" }
    let shared = Shared(value: Opaque())
    let changes = Changes()
    observe(changes) { _ = shared.wrappedValue }
    shared.withLock { _ in }
    #expect(changes.value == 1)
  }

  @Test("Reading a derived value registers with its box")
  func derived() {
    let settings = Shared(value: SharedSettings())
    let changes = Changes()
    observe(changes) { _ = settings.volume.wrappedValue }
    settings.withLock { $0.volume = 1 }
    #expect(changes.value == 1)
  }

  @Test("A store's own comparison cannot see the change: its copies share the box")
  func storeComparisonIsBlind() {
    let count = Shared(value: 0)
    let before = Tally.State(count: count)
    let after = before
    after.$count.withLock { $0 = 1 }
    #expect(before == after)
  }
}

@Suite("_printChanges and shared values")
struct SharedPrintChangesTests {
  @Test("A shared value's change is printed under its paths, after the state's")
  func printsSharedChanges() {
    let printed = Locked<[String]>([])
    let reducer = Tally()._printChanges { text in printed.withLock { $0.append(text) } }
    var state = Tally.State(count: Shared(value: 0))
    _ = reducer.reduce(into: &state, action: .increment)
    _ = reducer.reduce(into: &state, action: .set(1))
    #expect(
      printed.withLock { $0 } == [
        """
        received action:
          Tally.Action.increment
            Shared $count:
          −   0
          +   1
        """,
        """
        received action:
          Tally.Action.set(1)
          (no state change)
        """,
      ])
  }
}
