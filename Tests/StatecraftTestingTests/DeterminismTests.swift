import Foundation
import Statecraft
import StatecraftTesting
import Testing

/// Each timing scenario runs `repetitions` times, with fresh stores, and every run must have the
/// same outcome, and the right one: the same failures (whole texts, in order, as many), and the
/// same observations of what effects had done when a step returned.
///
/// The observations are made right after a step, synchronously, without waiting: that is what a
/// test may rely on (DESIGN.md, Determinism). A wrong test is run as written, and must fail the
/// same way every time.
@MainActor
@Suite("Determinism")
struct DeterminismTests {
  static let repetitions = 50

  @Test("debounce: after advance(by:) past the window, the debounced save has been called")
  func debounce() async {
    let outcomes = await repeatScenario { note in
      let log = CallLog()
      let clock = TestClock()
      let store = TestStore(initialState: Autosave.State()) {
        Autosave(save: { log.record($0) })
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.edited("a")) { $0.text = "a" }
      await clock.advance(by: .milliseconds(500))
      note("after 0.5 s: \(log.calls)")
      await store.send(.edited("ab")) { $0.text = "ab" }
      await clock.advance(by: .seconds(1))
      note("after 1.5 s: \(log.calls)")
      await store.receive(.saved("ab")) { $0.savedText = "ab" }
    }
    #expect(outcomes == [Outcome(notes: ["after 0.5 s: []", #"after 1.5 s: ["ab"]"#]): 50])
  }

  @Test("throttle: the latest held action goes out at the end of the window, not before")
  func throttle() async {
    let outcomes = await repeatScenario { note in
      let clock = TestClock()
      let store = TestStore(initialState: Scroller.State()) {
        Scroller()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.scrolled(1))
      await store.receive(.save(1)) { $0.saved = [1] }
      await store.send(.scrolled(2))
      await store.send(.scrolled(3))
      await clock.advance(by: .milliseconds(500))
      // Wrong: the window has not ended yet.
      await store.receive(.save(3)) { $0.saved = [1, 3] }
      await clock.advance(by: .milliseconds(500))
      await store.receive(.save(3)) { $0.saved = [1, 3] }
      note("saved: \(store.state.saved)")
    }
    #expect(
      outcomes == [
        Outcome(
          failures: [
            """
            Expected to receive an action, but no action arrived: the running effect is waiting \
            on a TestClock that the test advanced to 0.5 seconds; it wakes at 1.0 seconds, 0.5 \
            seconds later.

            Advance the clock first: await clock.advance(by: …)

              Expected:
                .save(3)
            """
          ],
          notes: ["saved: [1, 3]"]
        ): 50
      ])
  }

  @Test("concatenate: the second part has run when advance(by:) ends the first part's sleep")
  func concatenate() async {
    let outcomes = await repeatScenario { note in
      let log = CallLog()
      let clock = TestClock()
      let store = TestStore(initialState: Steps.State()) {
        Steps(work: { log.record($0) })
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.concatenated)
      note("before: \(log.calls)")
      await clock.advance(by: .seconds(1))
      note("after: \(log.calls)")
      await store.receive(.done("second part")) { $0.done = ["second part"] }
    }
    #expect(outcomes == [Outcome(notes: ["before: []", #"after: ["second part"]"#]): 50])
  }

  @Test("merge: each effect has run up to its own deadline, in deadline order")
  func merge() async {
    let outcomes = await repeatScenario { note in
      let log = CallLog()
      let clock = TestClock()
      let store = TestStore(initialState: Steps.State()) {
        Steps(work: { log.record($0) })
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.merged)
      await clock.advance(by: .seconds(1))
      note("after 1 s: \(log.calls)")
      await clock.advance(by: .seconds(1))
      note("after 2 s: \(log.calls)")
      await store.receive(.done("fast")) { $0.done = ["fast"] }
      await store.receive(.done("slow")) { $0.done = ["fast", "slow"] }
    }
    #expect(
      outcomes == [Outcome(notes: [#"after 1 s: ["fast"]"#, #"after 2 s: ["fast", "slow"]"#]): 50]
    )
  }

  @Test("merge: two effects that send at once reach the store in the order they were merged")
  func mergeOrder() async {
    let outcomes = await repeatScenario { note in
      let store = TestStore(initialState: Steps.State()) {
        Steps(work: { _ in })
      }
      await store.send(.mergedAtOnce)
      await store.receive(.done("first")) { $0.done = ["first"] }
      await store.receive(.done("second")) { $0.done = ["first", "second"] }
      note("done: \(store.state.done)")
    }
    #expect(outcomes == [Outcome(notes: [#"done: ["first", "second"]"#]): 50])
  }

  @Test("Two effects sleeping to the same deadline wake in the order they went to sleep")
  func sameDeadlineOrder() async {
    let outcomes = await repeatScenario { note in
      let log = CallLog()
      let clock = TestClock()
      let store = TestStore(initialState: Steps.State()) {
        Steps(work: { log.record($0) })
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.mergedSameDeadline)
      await clock.advance(by: .seconds(1))
      note("after: \(log.calls)")
      await store.receive(.done("first")) { $0.done = ["first"] }
      await store.receive(.done("second")) { $0.done = ["first", "second"] }
    }
    #expect(outcomes == [Outcome(notes: [#"after: ["first", "second"]"#]): 50])
  }

  @Test("sleep then work in one effect: the work has run when advance(by:) returns")
  func sleepThenWork() async {
    let outcomes = await repeatScenario { note in
      let log = CallLog()
      let clock = TestClock()
      let store = TestStore(initialState: Steps.State()) {
        Steps(work: { log.record($0) })
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.sleepThenWork)
      await clock.advance(by: .seconds(1))
      note("after: \(log.calls)")
      await store.receive(.done("after sleep")) { $0.done = ["after sleep"] }
    }
    #expect(outcomes == [Outcome(notes: [#"after: ["after sleep"]"#]): 50])
  }

  @Test("An actor client busy with another caller: its answer has arrived when send returns")
  func actorHoppingClient() async {
    let outcomes = await repeatScenario { note in
      let archive = Archive()
      let relay = Relay()
      // Another caller keeps the actor busy while the effect queues behind it.
      let busy = Task.detached {
        for index in 0..<200 { await archive.touch(index) }
      }
      let store = TestStore(initialState: Archiver.State()) {
        Archiver(archive: archive, relay: relay)
      }
      await store.send(.archive("a")) { $0.isArchiving = true }
      note("archived: \(archive.mirror.calls)")
      await store.receive(.archived("a")) {
        $0.isArchiving = false
        $0.archived = ["a"]
      }
      await busy.value
    }
    #expect(outcomes == [Outcome(notes: [#"archived: ["a"]"#]): 50])
  }

  @Test("An actor client held by another caller when the effect calls it: send waits for the call")
  func actorHeldByAnotherCaller() async {
    let outcomes = await repeatScenario { note in
      let archive = Archive()
      let release = DispatchSemaphore(value: 0)
      // Another caller, outside the test store, holds the actor before the effect calls it, and
      // lets go only once the step is waiting: the effect's call is queued inside the actor and
      // runs inside the other caller's job, where no hook counts it.
      await withCheckedContinuation { (entered: CheckedContinuation<Void, Never>) in
        // From a thread of its own: holding blocks the thread, and the pool's are the tests'.
        Task.detached(executorPreference: OwnThreadExecutor()) {
          await archive.occupy(entered: { entered.resume() }, until: release)
        }
      }
      let store = TestStore(initialState: Archiver.State()) {
        Archiver(archive: archive)
      }
      let letGo = Task.detached {
        // Lets go whether or not the step waits: a pause long enough that a step that does not
        // wait for the queued call has returned before the call runs.
        try? await Task.sleep(for: .milliseconds(20))
        release.signal()
      }
      await store.send(.archive("a")) { $0.isArchiving = true }
      note("archived: \(archive.mirror.calls)")
      await store.receive(.archived("a")) {
        $0.isArchiving = false
        $0.archived = ["a"]
      }
      await letGo.value
    }
    #expect(outcomes == [Outcome(notes: [#"archived: ["a"]"#]): 50])
  }

  @Test("Cancelling a sleeping effect: it never wakes, and nothing is left running")
  func cancelWhileSleeping() async {
    let outcomes = await repeatScenario { note in
      let log = CallLog()
      let clock = TestClock()
      let store = TestStore(initialState: Steps.State()) {
        Steps(work: { log.record($0) })
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = await store.send(.sleepThenWork)
      await store.send(.cancelSleep)
      note("cancelled: \(task.isCancelled)")
      await clock.advance(by: .seconds(2))
      note("after: \(log.calls)")
    }
    #expect(outcomes == [Outcome(notes: ["cancelled: true", "after: []"]): 50])
  }

  @Test("A wrong test that sends while an answer is unasserted fails the same way every time")
  func sendWhileUnasserted() async {
    let outcomes = await repeatScenario { _ in
      let archive = Archive()
      let store = TestStore(initialState: Archiver.State()) {
        Archiver(archive: archive, relay: Relay())
      }
      await store.send(.archive("a")) { $0.isArchiving = true }
      // The answer was reduced when it arrived (R9): the send starts from the state after it.
      await store.send(.archive("b")) { $0.isArchiving = true }
      await store.skipReceivedActions()
    }
    #expect(
      outcomes == [
        Outcome(failures: [
          """
          send(.archive("b")) was called while 1 received action is still \
          unasserted:

            .archived("a")

          Receive it with receive(_:) first, or call skipReceivedActions().
          """
        ]): 50
      ])
  }

  @Test("A wrong test that ends with an answer unreceived fails once, as unreceived")
  func unreceivedAtTheEnd() async {
    let outcomes = await repeatScenario { _ in
      let store = TestStore(initialState: Archiver.State()) {
        Archiver(archive: Archive(), relay: Relay())
      }
      await store.send(.archive("a")) { $0.isArchiving = true }
    }
    #expect(
      outcomes == [
        Outcome(failures: [
          """
          The test ended with 1 received action that it did not assert:

            .archived("a")

          Receive it with receive(_:), or call skipReceivedActions() before the test ends.
          """
        ]): 50
      ])
  }

  @Test("A wrong test that dismisses a sheet before receiving its answer fails every time")
  func dismissBeforeReceiving() async {
    let outcomes = await repeatScenario { _ in
      let store = TestStore(initialState: Notes.State()) {
        Notes(archive: Archive())
      }
      await store.send(.editTapped) { $0.editor = Archiver.State() }
      await store.send(.editor(.presented(.archive("draft")))) {
        $0.editor?.isArchiving = true
      }
      await store.send(.editor(.dismiss)) { $0.editor = nil }
    }
    #expect(
      outcomes == [
        Outcome(failures: [
          """
          send(.editor(.dismiss)) was called while 1 received action is still \
          unasserted:

            .editor(.presented(.archived("draft")))

          Receive it with receive(_:) first, or call skipReceivedActions().
          """
        ]): 50
      ])
  }
}

// MARK: - Repeating

/// What one run of a scenario did: the failures it recorded (whole texts, in order) and what it
/// noted between steps.
struct Outcome: Hashable, CustomStringConvertible {
  var failures: [String] = []
  var notes: [String] = []

  var description: String {
    "failures: \(failures.map { "<<\($0)>>" }), notes: \(notes)"
  }
}

/// Runs `scenario` ``DeterminismTests/repetitions`` times, each with fresh stores, and counts the
/// distinct outcomes. The store of a run is released inside the run, so the failures of the end of
/// the test are part of its outcome.
@MainActor
func repeatScenario(
  _ repetitions: Int = DeterminismTests.repetitions,
  _ scenario: @MainActor (_ note: (String) -> Void) async -> Void
) async -> [Outcome: Int] {
  var outcomes: [Outcome: Int] = [:]
  for _ in 0..<repetitions {
    var notes: [String] = []
    let failures = await capturingFailures(expectingSome: false) {
      await scenario { notes.append($0) }
    }
    outcomes[Outcome(failures: failures.map(\.message), notes: notes), default: 0] += 1
  }
  return outcomes
}

// MARK: - Features

/// The calls a client received, readable at once from the test.
final class CallLog: Sendable {
  private let storage = Locked<[String]>([])

  func record(_ call: String) {
    storage.withLock { $0.append(call) }
  }

  var calls: [String] { storage.withLock { $0 } }
}

/// An editor whose text is saved through a client a second after the last edit.
struct Autosave: Reducer {
  struct State: Equatable {
    var text = ""
    var savedText: String?
  }

  enum Action: Equatable {
    case edited(String)
    case saved(String)
  }

  enum CancelID { case save }

  let save: @Sendable (String) async -> Void
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .edited(let text):
      state.text = text
      return .run { [save] send in
        await save(text)
        await send(.saved(text))
      }
      .debounce(id: CancelID.save, for: .seconds(1), clock: clock)
    case .saved(let text):
      state.savedText = text
      return .none
    }
  }
}

/// Saves a scroll position at most once a second, the latest one.
struct Scroller: Reducer {
  struct State: Equatable { var saved: [Int] = [] }

  enum Action: Equatable {
    case scrolled(Int)
    case save(Int)
  }

  enum CancelID { case save }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .scrolled(let offset):
      return .send(.save(offset))
        .throttle(id: CancelID.save, for: .seconds(1), clock: clock, latest: true)
    case .save(let offset):
      state.saved.append(offset)
      return .none
    }
  }
}

/// Effects built from sleeps and work, in the shapes the issue measured.
struct Steps: Reducer {
  struct State: Equatable { var done: [String] = [] }

  enum Action: Equatable {
    case concatenated
    case merged
    case mergedAtOnce
    case mergedSameDeadline
    case sleepThenWork
    case cancelSleep
    case done(String)
  }

  enum CancelID { case sleep }

  let work: @Sendable (String) async -> Void
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .concatenated:
      return .concatenate(
        .run { _ in try await clock.sleep(for: .seconds(1)) },
        perform("second part")
      )
    case .merged:
      return .merge(
        .run { [work] send in
          try await clock.sleep(for: .seconds(2))
          await work("slow")
          await send(.done("slow"))
        },
        .run { [work] send in
          try await clock.sleep(for: .seconds(1))
          await work("fast")
          await send(.done("fast"))
        }
      )
    case .mergedAtOnce:
      return .merge(perform("first"), perform("second"))
    case .mergedSameDeadline:
      return .merge(
        .run { [work] send in
          try await clock.sleep(for: .seconds(1))
          await work("first")
          await send(.done("first"))
        },
        .run { [work] send in
          try await clock.sleep(for: .seconds(1))
          await work("second")
          await send(.done("second"))
        }
      )
    case .sleepThenWork:
      return .run { [work] send in
        try await clock.sleep(for: .seconds(1))
        await work("after sleep")
        await send(.done("after sleep"))
      }
      .cancellable(id: CancelID.sleep)
    case .cancelSleep:
      return .cancel(id: CancelID.sleep)
    case .done(let name):
      state.done.append(name)
      return .none
    }
  }

  private func perform(_ name: String) -> Effect<Action> {
    .run { [work] send in
      await work(name)
      await send(.done(name))
    }
  }
}

/// A client that is an actor, so that calling it hops to its executor.
actor Archive {
  /// What was archived, readable from the test without hopping.
  nonisolated let mirror = CallLog()
  private var touches = 0

  func save(_ text: String) -> String {
    mirror.record(text)
    return text
  }

  /// Work of another caller, which keeps the actor busy.
  func touch(_ index: Int) {
    touches += index
  }

  /// Work of another caller that holds the actor, blocking its thread, until `release` is
  /// signalled: whatever calls the actor meanwhile queues behind it. `entered` says it holds it.
  func occupy(entered: @Sendable () -> Void, until release: DispatchSemaphore) {
    entered()
    release.wait()
  }
}

/// A second actor the answer passes through on its way back.
actor Relay {
  func pass(_ text: String) -> String { text }
}

/// Archives a text through the actors, and feeds the answer back.
struct Archiver: Reducer {
  struct State: Equatable {
    var isArchiving = false
    var archived: [String] = []
  }

  enum Action: Equatable {
    case archive(String)
    case archived(String)
  }

  let archive: Archive
  var relay = Relay()

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .archive(let text):
      state.isArchiving = true
      return .run { [archive, relay] send in
        let saved = await archive.save(text)
        await send(.archived(await relay.pass(saved)))
      }
    case .archived(let text):
      state.isArchiving = false
      state.archived.append(text)
      return .none
    }
  }
}

/// A list that presents the archiver as its editor sheet.
struct Notes: Reducer {
  struct State: Equatable {
    @Presents var editor: Archiver.State? = nil
  }

  enum Action: Equatable {
    case editTapped
    case editor(PresentationAction<Archiver.Action>)
  }

  let archive: Archive

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.editor = Archiver.State()
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: Action.editor) { Archiver(archive: archive) }
  }
}
