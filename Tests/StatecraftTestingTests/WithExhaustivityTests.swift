import Statecraft
import StatecraftTesting
import Testing

private struct ExhaustivityTally: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

private struct ExhaustivityThrown: Error {}

@MainActor
@Suite("TestStore.withExhaustivity")
struct WithExhaustivityTests {
  @Test("Inside the block the exhaustivity given holds; after it, the store's own again")
  func asyncForm() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: ExhaustivityTally.State()) { ExhaustivityTally() }
      let inside = await store.withExhaustivity(.off) {
        // Unasserted: passes, as exhaustivity is off here.
        await store.send(.increment)
        return store.exhaustivity
      }
      #expect(inside == .off)
      #expect(store.exhaustivity == .on)
      // Unasserted again, now exhaustive: the one failure.
      await store.send(.increment)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("The state changed after send(") == true)
  }

  @Test("The synchronous form sets and restores the exhaustivity, also when the block throws")
  func syncForm() async {
    let store = TestStore(initialState: ExhaustivityTally.State()) { ExhaustivityTally() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let inside = store.withExhaustivity(.on) { store.exhaustivity }
    #expect(inside == .on)
    #expect(store.exhaustivity == .off(showSkippedAssertions: true))
    #expect(throws: ExhaustivityThrown.self) {
      try store.withExhaustivity(.on) { throw ExhaustivityThrown() }
    }
    #expect(store.exhaustivity == .off(showSkippedAssertions: true))
  }
}
