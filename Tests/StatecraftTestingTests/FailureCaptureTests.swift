import Statecraft
import StatecraftTesting
import Testing

private struct CaptureCounter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// The capture that lets the library's tests check failure texts without known issues.
@MainActor
@Suite("Failure capture")
struct FailureCaptureTests {
  @Test("A capture that expects a failure and gets none records that, at the caller's line")
  func noneHappened() async {
    let line = #line + 2
    let outer = await capturingFailures {
      let inner = await capturingFailures {
        let store = TestStore(initialState: CaptureCounter.State()) { CaptureCounter() }
        await store.send(.increment) { $0.count = 1 }
      }
      #expect(inner.isEmpty)
    }
    #expect(outer.map(\.message) == ["Expected a failure, none happened."])
    #expect(outer.map(\.line) == [line])
  }

  @Test("A store's failures are captured with their text and the step's line, not recorded")
  func capturesTextAndLine() async {
    var line = 0
    let failures = await capturingFailures {
      let store = TestStore(initialState: CaptureCounter.State()) { CaptureCounter() }
      line = #line + 1
      await store.send(.increment)
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.map(\.fileID) == ["StatecraftTestingTests/FailureCaptureTests.swift"])
    #expect(failures.first?.message.hasPrefix("The state changed after send(") == true)
  }

  @Test("Without expecting one, a run with no failure gives [] and records nothing")
  func noneExpected() async {
    let outer = await capturingFailures(expectingSome: false) {
      let inner = await capturingFailures(expectingSome: false) {}
      #expect(inner.isEmpty)
    }
    #expect(outer.isEmpty)
  }
}
