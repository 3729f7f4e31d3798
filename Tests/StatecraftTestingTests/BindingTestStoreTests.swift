import Statecraft
import StatecraftTesting
import Testing

/// A form whose save button feeds a binding action back, so `receive` has one to match.
private struct Signup: Reducer {
  struct State: Equatable, Sendable {
    var name = ""
    var email = ""
  }
  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case resetTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.name = String(state.name.prefix(5))
        return .none
      case .binding:
        return .none
      case .resetTapped:
        return .send(.binding(.set(\.email, "")))
      }
    }
  }
}

@MainActor
@Suite("TestStore with binding actions")
struct BindingTestStoreTests {
  @Test("send and receive of binding actions, exhaustive")
  func exhaustive() async {
    let store = TestStore(initialState: Signup.State()) { Signup() }
    await store.send(.binding(.set(\.name, "Alejandra"))) { $0.name = "Aleja" }
    await store.send(.set(\.email, "a@b.c")) { $0.email = "a@b.c" }
    await store.send(.resetTapped)
    await store.receive(.binding(.set(\.email, ""))) { $0.email = "" }
  }

  @Test("receive by a binding action's case path")
  func receiveByCase() async {
    let store = TestStore(initialState: Signup.State(email: "x")) { Signup() }
    await store.send(.resetTapped)
    await store.receive(Signup.Action.binding) { $0.email = "" }
  }

  @Test("Non-exhaustive: unasserted changes pass, a received binding action is skipped")
  func nonExhaustive() async {
    let store = TestStore(initialState: Signup.State(email: "x")) { Signup() }
    store.exhaustivity = .off
    await store.send(.binding(.set(\.name, "Alejandra")))
    await store.send(.resetTapped)
    await store.skipReceivedActions()
    #expect(store.state == Signup.State(name: "Aleja", email: ""))
  }

  @Test("A wrong expectation of a binding write fails with the action in the text")
  func failureNamesTheAction() async {
    let messages = await capturingFailures {
      let store = TestStore(initialState: Signup.State()) { Signup() }
      await store.send(.binding(.set(\.name, "Alejandra"))) { $0.name = "Alejandra" }
    }.map(\.message)
    #expect(
      messages == [
        """
        The state after send(.binding(.set(\\State.name, "Alejandra"))) does not \
        match the expectation:

            Signup.State(
          −   name: "Alejandra",
          +   name: "Aleja",
              … (1 unchanged)
            )

        (Expected: −, Actual: +)
        """
      ])
  }
}
