import Statecraft
import StatecraftTesting
import Testing

@testable import Statecraft

/// What a store's level sweep reads after an action, counted rather than timed: a push onto a
/// stack of screens that run effects must not read every screen's level (issue 37).
@MainActor
@Suite("The level sweep's work")
struct LevelSweepWorkTests {
  /// The level probes the sweeps read for one push and one pop, onto a stack of `live` screens
  /// that each run an effect in their level.
  private func probeReads(pushingOnto live: Int) -> Int {
    let store = Store(initialState: Navigator.State()) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    for _ in 0..<live { store.send(.pushScreen) }
    for id in store.state.path.ids { store.send(.path(.element(id: id, action: .screen(.start)))) }
    let before = store.runtime?.machine.probeReads ?? 0
    store.send(.pushScreen)
    store.send(.path(.popFrom(id: StackElementID(integerLiteral: live))))
    let reads = (store.runtime?.machine.probeReads ?? 0) - before
    #expect(store.state.path.count == live)
    #expect(store.runtime?.machine.runningCount == live)
    return reads
  }

  @Test("A push and a pop read no more levels on 100 live screens than on 10")
  func pushReadsNoLiveScreen() {
    // 100, not more: the screens are pushed and started one send at a time on the main actor,
    // which the tests running beside this one share, and each send walks the stack (46 s for 300
    // in a debug build, 242 s under the address sanitizer with the internal checks).
    let few = probeReads(pushingOnto: 10)
    let many = probeReads(pushingOnto: 100)
    #expect(few == many)
    #expect(many <= 2)
  }

  @Test("A sweep still ends exactly the screens that left, wherever they left from")
  func endsWhatLeft() {
    let store = Store(initialState: NavigatorHost.State()) {
      NavigatorHost()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    for _ in 0..<40 { store.send(.navigator(.pushScreen)) }
    for id in store.state.navigator.path.ids {
      store.send(.navigator(.path(.element(id: id, action: .screen(.start)))))
    }
    #expect(store.runtime?.machine.runningCount == 40)
    // The top screen changes case where the stack's forEach does not run: only the sweep sees it.
    store.send(.turnTopIntoOther)
    #expect(store.runtime?.machine.runningCount == 39)
    store.send(.navigator(.path(.popFrom(id: 30))))
    #expect(store.runtime?.machine.runningCount == 30)
    store.send(.reset)
    #expect(store.runtime?.machine.runningCount == 0)
  }

  /// A list whose rows each run an effect in their level until they are removed.
  struct Board: Reducer {
    struct Row: Identifiable, Equatable {
      let id: Int
    }
    struct State: Equatable {
      var rows: IdentifiedArray<Int, Row> = []
    }
    enum Action: Equatable {
      case rows(IdentifiedAction<Int, RowAction>)
      case add(Int)
      case remove(Int)
    }
    enum RowAction: Equatable { case start }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .add(let id):
          state.rows.append(Row(id: id))
        case .remove(let id):
          state.rows.remove(id: id)
        case .rows:
          break
        }
        return .none
      }
      .forEach(\.rows, action: Action.rows) {
        Reduce<Row, RowAction> { _, _ in
          .run { [clock] _ in try await clock.sleep(for: .seconds(3600)) }
        }
      }
    }
  }

  /// The level probes the sweep reads for the removal of one row, among `live` rows that each
  /// run an effect.
  private func probeReads(removingOneOf live: Int) -> Int {
    let store = Store(initialState: Board.State()) {
      Board()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    for id in 0..<live {
      store.send(.add(id))
      store.send(.rows(.element(id: id, action: .start)))
    }
    let before = store.runtime?.machine.probeReads ?? 0
    store.send(.remove(live / 2))
    let reads = (store.runtime?.machine.probeReads ?? 0) - before
    #expect(store.runtime?.machine.runningCount == live - 1)
    return reads
  }

  @Test("A row removed among 100 live rows reads no more levels than among 10")
  func removalReadsOnlyWhatLeft() {
    let few = probeReads(removingOneOf: 10)
    let many = probeReads(removingOneOf: 100)
    #expect(few == many)
    #expect(many <= 1)
  }
}
