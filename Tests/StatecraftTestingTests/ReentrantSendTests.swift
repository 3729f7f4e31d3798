import Statecraft
import StatecraftTesting
import Testing

/// An action sent while the reducer runs (a subscriber the reducer makes fire, calling an
/// effect's `send` on the main actor) is reduced once, after the action being reduced, by a
/// `Store` and by a `TestStore` alike (rules R2, R9).
@MainActor
@Suite("Re-entrant sends")
struct ReentrantSendTests {
  @Test("A plain store and a test store count one increment per tap, 50 times out of 50")
  func plainAndTestStoreAgree() async {
    var outcomes: [String: Int] = [:]
    for _ in 0..<50 {
      let plain = await plainStoreCounts()
      let test = await testStoreCounts()
      outcomes[plain + " / " + test, default: 0] += 1
    }
    #expect(
      outcomes == [
        "plain: state 2, 2 reductions / test: state 2, 2 reductions, failures []": 50
      ])
  }

  /// Two taps on a plain store: its state and how many times `.doIncrement` was reduced.
  private func plainStoreCounts() async -> String {
    let subject = Subject()
    let reductions = ReductionCount()
    let store = Store(initialState: 0) {
      Queuing(subject: subject, onIncrement: { reductions.count += 1 })
    }
    let subscription = store.send(.`init`)
    await subject.waitForSubscriber()
    store.send(.incrementTapped)
    store.send(.incrementTapped)
    let state = store.state
    subject.finish()
    await subscription.finish()
    return "plain: state \(state), \(reductions.count) reductions"
  }

  /// The same two taps on a test store, each increment received.
  private func testStoreCounts() async -> String {
    let subject = Subject()
    let reductions = ReductionCount()
    var state = -1
    let failures = await failureTexts {
      let store = TestStore(initialState: 0) {
        Queuing(subject: subject, onIncrement: { reductions.count += 1 })
      }
      await store.send(.`init`)
      await store.send(.incrementTapped)
      await store.receive(.doIncrement) { $0 = 1 }
      await store.send(.incrementTapped)
      await store.receive(.doIncrement) { $0 = 2 }
      state = store.state
      subject.finish()
      await store.finish()
    }
    return "test: state \(state), \(reductions.count) reductions, failures \(failures)"
  }

  @Test("The send's own assertion sees the state before the re-entrant action")
  func sendAssertsItsOwnChange() async {
    let subject = Subject()
    let failures = await failureTexts {
      let store = TestStore(initialState: 0) { Queuing(subject: subject) }
      await store.send(.`init`)
      // `.incrementTapped` itself changes nothing: no closure.
      await store.send(.incrementTapped)
      #expect(store.state == 0)
      await store.receive(.doIncrement) { $0 = 1 }
      subject.finish()
      await store.finish()
    }
    #expect(failures == [])
  }
}

/// A count kept on the main actor.
@MainActor
final class ReductionCount {
  var count = 0
}
