import Statecraft
import StatecraftTesting
import Testing

/// A child whose effects send from an unstructured task, which outlives them.
struct Escaper: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var pings = 0
  }

  enum Action: Equatable {
    /// Starts a task that pings after a second, and waits ten seconds itself.
    case startWaiting
    /// Starts a task that pings after a second, and returns at once.
    case startAndReturn
    case ping
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startWaiting:
        return .run { send in
          Task {
            try await clock.sleep(for: .seconds(1))
            await send(.ping)
          }
          try await clock.sleep(for: .seconds(10))
        }
      case .startAndReturn:
        return .run { send in
          Task {
            try await clock.sleep(for: .seconds(1))
            await send(.ping)
          }
        }
      case .ping:
        state.pings += 1
        return .none
      }
    }
  }
}

struct EscaperHost: Reducer {
  struct State: Equatable {
    @Presents var child: Escaper.State? = nil
  }

  enum Action: Equatable {
    case present(Int)
    case child(PresentationAction<Escaper.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .present(let id) = action { state.child = Escaper.State(id: id) }
      return .none
    }
    .ifLet(\.$child, action: Action.child) { Escaper() }
  }
}

/// Rule R8a: an effect cannot outlive its owner.
@MainActor
@Suite("Effect lifetime")
struct EffectLifetimeTests {
  @Test(
    "A task started inside a dismissed child's effect delivers nothing, also into the next presentation of the same id"
  )
  func unstructuredTaskAfterDismissal() async {
    let clock = TestClock()
    let store = TestStore(initialState: EscaperHost.State()) {
      EscaperHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present(1)) { $0.child = Escaper.State(id: 1) }
    await store.send(.child(.presented(.startWaiting)))
    await store.send(.child(.dismiss)) { $0.child = nil }
    await store.send(.present(1)) { $0.child = Escaper.State(id: 1) }
    // The task's ping comes now; its effect was cancelled with the first presentation.
    await clock.advance(by: .seconds(1))
  }

  @Test("A Send used after its effect finished is reported and delivers nothing")
  func sendAfterFinishing() async {
    let clock = TestClock()
    let store = TestStore(initialState: Escaper.State(id: 1)) {
      Escaper()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // The task inherits the test's context from the step that started it: the known issue must
    // be expected from there.
    let failures = await capturingFailures {
      await store.send(.startAndReturn)
      await clock.advance(by: .seconds(1))
    }
    #expect(
      failures.allSatisfy { failure in
        failure.message.hasPrefix(
          "An effect's Send was called after the effect had finished; the action was not delivered."
        )
      })
  }

  @Test("A plain store drops a finished effect's late send, and reports it")
  func sendAfterFinishingInAStore() async {
    let clock = TestClock()
    let store = Store(initialState: Escaper.State(id: 1)) {
      Escaper()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let (_, issues) = await withCapturedIssues {
      await store.send(.startAndReturn).finish()
      // The escaped task is nobody's work: wait until it sleeps, or the advance may come first.
      await clock.waitForSleepers(1)
      await clock.advance(by: .seconds(1))
    }
    #expect(store.pings == 0)
    #expect(issues.count == 1)
  }
}
