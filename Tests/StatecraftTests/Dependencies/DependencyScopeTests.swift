import Foundation
import Statecraft
import StatecraftTesting
import Testing

/// Reports, from an effect, the date dependency it sees.
private struct DateReporter: Reducer {
  struct State: Equatable {
    var seen: [Double] = []
    var startedAt: Double = -1
  }

  enum Action: Equatable {
    case report
    /// Builds the effect inside `withDependencies`, with the date at 7.
    case reportWithSeven
    case saw(Double)
    /// Records the date it sees, in the reducer.
    case record
    /// Records the date that a task made in the reducer, inside `withDependencies`, sees.
    case recordFromTask
  }

  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .report:
      return .run { send in await send(.saw(date.now.timeIntervalSince1970)) }
    case .reportWithSeven:
      return withDependencies {
        $0.date = .constant(Date(timeIntervalSince1970: 7))
      } operation: {
        .run { send in await send(.saw(date.now.timeIntervalSince1970)) }
      }
    case .saw(let value):
      state.seen.append(value)
      return .none
    case .record:
      state.seen.append(date.now.timeIntervalSince1970)
      return .none
    case .recordFromTask:
      let task = withDependencies {
        $0.date = .constant(Date(timeIntervalSince1970: 8))
      } operation: {
        Task {
          @Dependency(\.date) var date
          return date.now.timeIntervalSince1970
        }
      }
      return .run { send in await send(.saw(await task.value)) }
    }
  }
}

/// A store of `reducer` whose date dependency is `seconds` after 1970.
@MainActor
private func dateStore(
  at seconds: Double, _ reducer: some Reducer<DateReporter.State, DateReporter.Action>
) -> Store<DateReporter.State, DateReporter.Action> {
  Store(initialState: DateReporter.State()) {
    reducer
  } withDependencies: {
    $0.date = .constant(Date(timeIntervalSince1970: seconds))
  }
}

extension DateReporter.State {
  /// A state that records the date dependency in force where it is made.
  fileprivate static func made() -> Self {
    @Dependency(\.date) var date
    return Self(startedAt: date.now.timeIntervalSince1970)
  }
}

/// Effects see the dependencies in force where they were created (DESIGN.md, Dependencies).
@MainActor
@Suite("Dependency scope")
struct DependencyScopeTests {
  @Test("An effect built inside withDependencies sees those values, not the store's")
  func withDependenciesAroundAnEffect() async {
    let store = TestStore(initialState: DateReporter.State()) {
      DateReporter()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 1))
    }
    await store.send(.reportWithSeven)
    await store.receive(.saw(7)) { $0.seen = [7] }
    await store.send(.report)
    await store.receive(.saw(1)) { $0.seen = [7, 1] }
  }

  @Test("dependency(_:_:) and transformDependency(_:_:) reach the effects of the reducer they wrap")
  func reducerOverrides() async {
    let store = TestStore(initialState: DateReporter.State()) {
      DateReporter()
        .transformDependency(\.date) { date in
          let base = date.now.timeIntervalSince1970
          date = .constant(Date(timeIntervalSince1970: base + 10))
        }
        .dependency(\.date, .constant(Date(timeIntervalSince1970: 2)))
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 1))
    }
    // The outer override applies first; the transform then adds ten to what it sees.
    await store.send(.report)
    await store.receive(.saw(12)) { $0.seen = [12] }
  }

  @Test("A store evaluates its initial state with its own dependencies")
  func initialState() {
    let store = Store(initialState: DateReporter.State.made()) {
      DateReporter()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 3))
    }
    #expect(store.startedAt == 3)
  }

  @Test("A test store evaluates its initial state and its assertion closures with its dependencies")
  func testStoreClosures() async {
    let store = TestStore(initialState: DateReporter.State.made()) {
      DateReporter()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 4))
    }
    #expect(store.state.startedAt == 4)
    await store.send(.report)
    await store.receive(.saw(4)) {
      @Dependency(\.date) var date
      $0.seen = [date.now.timeIntervalSince1970]
    }
    store.assert {
      @Dependency(\.date) var date
      $0.startedAt = date.now.timeIntervalSince1970
    }
  }

  @Test("A store's values are current while it reduces only; around the send the caller's are")
  func storeValuesWhileReducing() {
    @Dependency(\.date) var date
    let outside = date.now
    withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 5))
    } operation: {
      let store = Store(initialState: DateReporter.State()) {
        DateReporter()
      } withDependencies: {
        $0.date = .constant(Date(timeIntervalSince1970: 1))
      }
      #expect(date.now.timeIntervalSince1970 == 5)
      store.send(.record)
      #expect(store.seen == [1])
      #expect(date.now.timeIntervalSince1970 == 5)
    }
    #expect(date.now == outside)
  }

  @Test("A send made while another store reduces sees its own store's values, then the outer's")
  func nestedStores() {
    let inner = dateStore(at: 2, DateReporter())
    let outer = dateStore(
      at: 1,
      Reduce { state, _ in
        @Dependency(\.date) var date
        state.seen.append(date.now.timeIntervalSince1970)
        inner.send(.record)
        state.seen.append(date.now.timeIntervalSince1970)
        return .none
      })
    outer.send(.record)
    #expect(outer.seen == [1, 1])
    #expect(inner.seen == [2])
  }

  @Test("Inside a reduce, withDependencies and a nested store's send each give way to the outer")
  func scopesInsideReduce() {
    let inner = dateStore(at: 2, DateReporter())
    let outer = dateStore(
      at: 1,
      Reduce { state, _ in
        @Dependency(\.date) var date
        state.seen.append(date.now.timeIntervalSince1970)
        withDependencies {
          $0.date = .constant(Date(timeIntervalSince1970: 3))
        } operation: {
          state.seen.append(date.now.timeIntervalSince1970)
          inner.send(.record)
          state.seen.append(date.now.timeIntervalSince1970)
        }
        state.seen.append(date.now.timeIntervalSince1970)
        return .none
      })
    for _ in 0..<3 { outer.send(.record) }
    #expect(outer.seen == Array(repeating: [1, 3, 3, 1], count: 3).flatMap { $0 })
    #expect(inner.seen == [2, 2, 2])
  }

  @Test("A test store's values changed between steps are what the next step's reducer reads")
  func valuesChangedBetweenSteps() async {
    let store = TestStore(initialState: DateReporter.State()) {
      DateReporter()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 1))
    }
    await store.send(.record) { $0.seen = [1] }
    store.dependencies.date = .constant(Date(timeIntervalSince1970: 4))
    await store.send(.record) { $0.seen = [1, 4] }
  }

  @Test("A task made inside withDependencies in a reducer inherits those values")
  func taskInsideWithDependencies() async {
    let store = TestStore(initialState: DateReporter.State()) {
      DateReporter()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 1))
    }
    await store.send(.recordFromTask)
    await store.receive(.saw(8)) { $0.seen = [8] }
  }
}
