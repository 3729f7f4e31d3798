import Statecraft
import Testing

@testable import StatecraftTesting

/// Records what it receives, and answers each action with the effect a test gives it.
struct Recorder: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable {
    case start(String)
    case got(String)
  }

  let effect: @Sendable (String) -> Effect<Action>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let name):
      state.log.append("start \(name)")
      return effect(name)
    case .got(let value):
      state.log.append(value)
      return .none
    }
  }
}

enum WorkID: Hashable, Sendable { case work }

@MainActor
@Suite("Effect")
struct EffectTests {
  @Test("merge runs every effect; concatenate runs them in order")
  func mergeAndConcatenate() async {
    let store = Store(initialState: Recorder.State()) {
      Recorder { _ in
        .concatenate(
          .send(.got("a")),
          .run { send in await send(.got("b")) },
          .merge(.send(.got("c")), .none),
          .run { send in await send(.got("d")) }
        )
      }
    }
    await store.send(.start("x")).finish()
    #expect(store.log == ["start x", "a", "b", "c", "d"])
  }

  @Test("map embeds actions, also from .run")
  func map() async {
    let child = Effect<String>.merge(.send("one"), .run { send in await send("two") })
    let store = Store(initialState: Recorder.State()) {
      Recorder { _ in child.map(Recorder.Action.got) }
    }
    await store.send(.start("x")).finish()
    #expect(store.log == ["start x", "one", "two"])
  }

  @Test("A thrown error goes to the catch handler")
  func catchHandler() async {
    struct Failure: Error {}
    let store = Store(initialState: Recorder.State()) {
      Recorder { _ in
        .run { _ in
          throw Failure()
        } catch: { _, send in
          await send(.got("caught"))
        }
      }
    }
    await store.send(.start("x")).finish()
    #expect(store.log == ["start x", "caught"])
  }

  @Test("An unhandled error is reported with the run's call site")
  func unhandledError() async {
    struct Failure: Error {}
    let store = Store(initialState: Recorder.State()) {
      Recorder { _ in .run { _ in throw Failure() } }
    }
    let (_, issues) = await withCapturedIssues { await store.send(.start("x")).finish() }
    #expect(issues.count == 1)
    #expect(
      issues.first?.hasPrefix("An effect returned by Effect.run threw an unhandled error") == true)
  }

  @Test("R3: cancelInFlight cancels the running effect with the same id first")
  func cancelInFlight() async {
    let clock = TestClock()
    let store = Store(initialState: Recorder.State()) {
      Recorder { name in
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.got("done \(name)"))
        }
        .cancellable(id: WorkID.work, cancelInFlight: true)
      }
    }
    let first = store.send(.start("1"))
    await clock.waitForSleepers(1)
    let second = store.send(.start("2"))
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1))
    await first.finish()
    await second.finish()
    #expect(store.log == ["start 1", "start 2", "done 2"])
    #expect(first.isCancelled)
  }

  @Test("R3: cancel(id:) cancels every effect with that id")
  func cancelByID() async {
    let clock = TestClock()
    let store = Store(initialState: Recorder.State()) {
      Recorder { name in
        if name == "stop" { return .cancel(id: WorkID.work) }
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.got("done \(name)"))
        }
        .cancellable(id: WorkID.work)
      }
    }
    let one = store.send(.start("1"))
    let two = store.send(.start("2"))
    await clock.waitForSleepers(2)
    store.send(.start("stop"))
    await clock.advance(by: .seconds(2))
    await one.finish()
    await two.finish()
    #expect(store.log == ["start 1", "start 2", "start stop"])
  }

  @Test("Cancellation ids never cross stores")
  func idsAreScopedToAStore() async {
    let clock = TestClock()
    func makeStore() -> Store<Recorder.State, Recorder.Action> {
      Store(initialState: Recorder.State()) {
        Recorder { name in
          if name == "stop" { return .cancel(id: WorkID.work) }
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.got("done"))
          }
          .cancellable(id: WorkID.work)
        }
      }
    }
    let a = makeStore()
    let b = makeStore()
    let task = a.send(.start("1"))
    await clock.waitForSleepers(1)
    b.send(.start("stop"))
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(a.log == ["start 1", "done"])
  }

  @Test("StoreTask.cancel stops the effect; its Send delivers nothing afterwards")
  func storeTaskCancel() async {
    let clock = TestClock()
    let store = Store(initialState: Recorder.State()) {
      Recorder { _ in
        .run { send in
          await send(.got("before"))
          try? await clock.sleep(for: .seconds(1))
          await send(.got("after cancellation"))
        }
      }
    }
    let task = store.send(.start("x"))
    while store.log.count < 2 { await Task.yield() }
    task.cancel()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.log == ["start x", "before"])
  }

  @Test("debounce runs only the last effect of a burst, after the quiet time")
  func debounce() async {
    let clock = TestClock()
    let store = Store(initialState: Recorder.State()) {
      Recorder { name in
        Effect.send(.got("search \(name)"))
          .debounce(id: WorkID.work, for: .milliseconds(300), clock: clock)
      }
    }
    store.send(.start("a"))
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(200))
    let last = store.send(.start("ab"))
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(299))
    #expect(store.log == ["start a", "start ab"])
    await clock.advance(by: .milliseconds(1))
    await last.finish()
    #expect(store.log == ["start a", "start ab", "search ab"])
  }

  @Test("throttle lets the first action through and the latest at the end of the interval")
  func throttleLatest() async {
    let clock = TestClock()
    let store = Store(initialState: Recorder.State()) {
      Recorder { name in
        Effect.send(.got("save \(name)"))
          .throttle(id: WorkID.work, for: .seconds(1), clock: clock, latest: true)
      }
    }
    await store.send(.start("1")).finish()
    store.send(.start("2"))
    await clock.waitForSleepers(1)
    let third = store.send(.start("3"))
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(500))
    #expect(store.log == ["start 1", "save 1", "start 2", "start 3"])
    await clock.advance(by: .milliseconds(500))
    await third.finish()
    #expect(store.log == ["start 1", "save 1", "start 2", "start 3", "save 3"])
  }

  @Test("throttle with latest: false keeps the first held action")
  func throttleFirst() async {
    let clock = TestClock()
    let store = Store(initialState: Recorder.State()) {
      Recorder { name in
        Effect.send(.got("save \(name)"))
          .throttle(id: WorkID.work, for: .seconds(1), clock: clock, latest: false)
      }
    }
    await store.send(.start("1")).finish()
    store.send(.start("2"))
    await clock.waitForSleepers(1)
    let third = store.send(.start("3"))
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1))
    await third.finish()
    #expect(store.log == ["start 1", "save 1", "start 2", "start 3", "save 2"])
  }
}
