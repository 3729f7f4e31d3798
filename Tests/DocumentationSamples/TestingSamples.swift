// The code of Sources/StatecraftTesting/StatecraftTesting.docc/Testing.md and of the
// StatecraftTesting landing page, as written there, and its tests. Every failure message the
// article shows is produced here, by the mistake the article says causes it, and compared whole.
// `Stopwatch`, `Search` and `Refresher` are the features of Effects.md, in EffectsSamples.swift;
// `Account` is that of AlertsAndDialogs.md, `Inventory` and `ItemForm` those of
// PresentingFeatures.md. `Gate`, `Settings`, `SettingsScreen`, `Exporter` and `Flaky` are scaffolding.
import Foundation
import Statecraft
import StatecraftTesting
import Synchronization
import Testing

// MARK: - Scaffolding

/// The messages of the failures that `body` records, in order, captured rather than recorded; a
/// run that records none fails the test.
@MainActor
func failures(of body: @MainActor () async -> Void) async -> [String] {
  await capturingFailures { await body() }.map(\.message)
}

final class Recorded: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ message: String) { storage.withLock { $0.append(message) } }
  var messages: [String] { storage.withLock { $0 } }
}

/// A client answer that never comes until the test opens the gate.
final class Gate: Sendable {
  private let stream = AsyncStream<Void>.makeStream()
  func wait() async { for await _ in stream.stream {} }
  func open() { stream.continuation.finish() }
}

/// A key with a live value and no test value, and a feature that reads it.
struct Settings: DependencyKey {
  static let liveValue = "live settings"
}

struct SettingsScreen: Reducer {
  struct State: Equatable { var text = "" }
  enum Action: Equatable { case appeared }

  @Dependency(Settings.self) var settings

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.text = settings
    return .none
  }
}

/// A feature whose effect throws, with no `catch:`.
struct Exporter: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case exportTapped, exported }
  struct DiskFull: Error {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .exportTapped:
      return .run { _ in throw DiskFull() }
    case .exported:
      return .none
    }
  }
}

/// A state whose `==` sees what a dump cannot.
struct Flaky: Reducer {
  struct State: Equatable {
    var value = 0
    static func == (lhs: Self, rhs: Self) -> Bool { false }
  }
  enum Action: Equatable { case tapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

// MARK: - The article's tests

@MainActor
@Suite("Testing")
struct TestingSamples {
  @MainActor
  @Test func ticksWhileRunning() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.ticked) {
      $0.seconds = 1
    }
    await store.receive(.ticked) {
      $0.seconds = 2
    }
    await store.send(.stopTapped) {
      $0.isRunning = false
    }
  }

  @Test("Receiving by case: a case constructor, any payload")
  func receiveByCaseConstructor() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in ["\(query)!"] }
    }
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(Search.Action.resultsLoaded) { $0.results = ["ab!"] }
  }

  @Test("Receiving a nested action by case, with a pattern or a chain of case paths")
  func receiveNestedByCase() async {
    let id = UUID()
    let lamp = Item(id: id, name: "Lamp")
    for byPattern in [true, false] {
      let store = TestStore(initialState: Inventory.State()) {
        Inventory()
      } withDependencies: {
        $0.uuid = .constant(id)
      }
      await store.send(.addTapped) {
        $0.destination = .form(ItemForm.State(draft: Item(id: id, name: "")))
      }
      await store.send(.destination(.presented(.form(.nameChanged("Lamp"))))) {
        $0.destination = .form(ItemForm.State(draft: lamp))
      }
      await store.send(.destination(.presented(.form(.saveTapped))))
      if byPattern {
        await store.receive({
          if case .destination(.presented(.form(.delegate))) = $0 { true } else { false }
        }) {
          $0.items = [lamp]
          $0.destination = nil
        }
      } else {
        let saved = CasePath(Inventory.Action.destination)
          .appending(path: CasePath(PresentationAction.presented))
          .appending(path: CasePath(Inventory.Destination.Action.form))
          .appending(path: CasePath(ItemForm.Action.delegate))
        await store.receive(saved) {
          $0.items = [lamp]
          $0.destination = nil
        }
      }
    }
  }

  @Test("Non-exhaustive: only the asserted fields are checked")
  func nonExhaustive() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.startTapped)
    await clock.advance(by: .seconds(3))
    await store.send(.stopTapped) {
      $0.seconds = 3
      $0.isRunning = false
    }
  }

  // The StatecraftTesting landing page's test.
  @MainActor
  @Test func ticksOnce() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.ticked) {
      $0.seconds = 1
    }
    await store.send(.stopTapped) {
      $0.isRunning = false
    }
  }
}

// MARK: - Reading a failure

extension TestingSamples {
  @Test("An unasserted change")
  func unassertedChange() async {
    let messages = await failures {
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.startTapped)
      await store.send(.stopTapped) { $0.isRunning = false }
    }
    #expect(
      messages == [
        """
        The state changed after send(.startTapped), but the test expected no change:

            Stopwatch.State(
              … (1 unchanged)
          −   isRunning: false
          +   isRunning: true
            )

        (Expected: −, Actual: +) Describe the change in the trailing closure: send(…) { $0.… = … }
        """
      ])
  }

  @Test("A wrong expectation")
  func wrongExpectation() async {
    let messages = await failures {
      let clock = TestClock()
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTapped) { $0.isRunning = true }
      await clock.advance(by: .seconds(1))
      await store.receive(.ticked) { $0.seconds = 2 }
      await store.send(.stopTapped) { $0.isRunning = false }
    }
    #expect(
      messages == [
        """
        The state after receive(.ticked) does not match the expectation:

            Stopwatch.State(
          −   seconds: 2,
          +   seconds: 1,
              … (1 unchanged)
            )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test("assert(_:) and a throwing assertion closure")
  func assertAndThrow() async {
    let messages = await failures {
      let store = TestStore(initialState: Stopwatch.State()) { Stopwatch() }
      store.assert { $0.seconds = 5 }
      await store.send(.stopTapped) { _ in throw CancellationError() }
    }
    #expect(
      messages == [
        """
        The current state does not match the expectation:

            Stopwatch.State(
          −   seconds: 5,
          +   seconds: 0,
              … (1 unchanged)
            )

        (Expected: −, Actual: +)
        """,
        "The closure describing the expected state threw an error: CancellationError()",
      ])
  }

  @Test("States that are unequal but print the same")
  func printTheSame() async {
    let messages = await failures {
      let store = TestStore(initialState: Flaky.State()) { Flaky() }
      await store.send(.tapped)
    }
    #expect(
      messages == [
        """
        The state changed after send(.tapped), but the test expected no change:

          The two states are not equal, but they print the same:

          Flaky.State(
            value: 0
          )

          (a property that equality compares is hidden from reflection, or an == is custom)

        (Expected: −, Actual: +) Describe the change in the trailing closure: send(…) { $0.… = … }
        """
      ])
  }

  @Test("Ending with received actions unasserted")
  func unassertedAtEnd() async {
    let messages = await failures {
      let clock = TestClock()
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTapped) { $0.isRunning = true }
      await clock.advance(by: .seconds(1))
      await store.skipInFlightEffects()
    }
    #expect(
      messages.last == """
        The test ended with 1 received action that it did not assert:

          .ticked

        Receive it with receive(_:), or call skipReceivedActions() before the test ends.
        """
    )
  }

  @Test("Sending while received actions are unasserted is reported once")
  func pendingActions() async {
    let messages = await failures {
      let clock = TestClock()
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTapped) { $0.isRunning = true }
      await clock.advance(by: .seconds(2))
      await store.send(.stopTapped) { $0.isRunning = false }
    }
    #expect(
      messages == [
        """
        send(.stopTapped) was called while 2 received actions are still unasserted:

          .ticked
          .ticked

        Receive them with receive(_:) first, or call skipReceivedActions().
        """
      ])
  }

  @Test("receive finds nothing: a clock nobody advances, nothing running, a timeout")
  func nothingReceived() async {
    let stuck = await failures {
      let clock = TestClock()
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTapped) { $0.isRunning = true }
      await store.receive(.ticked) { $0.seconds = 1 }
      await store.send(.stopTapped) { $0.isRunning = false }
    }
    let nothingRunning = await failures {
      let store = TestStore(initialState: Stopwatch.State()) { Stopwatch() }
      await store.receive(.ticked)
    }
    let gate = Gate()
    let timedOut = await failures {
      let store = TestStore(initialState: Refresher.State()) {
        Refresher(
          client: Refresher.Client(fetch: {
            await gate.wait(); return ["a"]
          }))
      }
      await store.send(.refreshTapped) { $0.isLoading = true }
      await store.receive(.loaded(["a"]), timeout: .milliseconds(50))
      gate.open()
      await store.receive(.loaded(["a"])) {
        $0.isLoading = false
        $0.items = ["a"]
      }
    }
    #expect(
      stuck == [
        """
        Expected to receive an action, but no action arrived: the running effect is waiting on a TestClock that no one advances.

        Advance the clock first: await clock.advance(by: …)

          Expected:
            .ticked
        """
      ])
    #expect(
      nothingRunning == [
        """
        Expected to receive an action, but no action arrived, and no effect is running that could send one.

          Expected:
            .ticked
        """
      ])
    #expect(
      timedOut == [
        """
        Expected to receive an action, but no action arrived within 0.05 seconds.

          Expected:
            .loaded(["a"])
        """
      ])
  }

  @Test("receive finds nothing: a clock advanced, but not as far as the effect sleeps")
  func clockNotAdvancedFarEnough() async {
    let messages = await failures {
      let clock = TestClock()
      let store = TestStore(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.continuousClock = clock
        $0.searchClient.search = { ["\($0)!"] }
      }
      await store.send(.queryChanged("ab")) { $0.query = "ab" }
      await clock.advance(by: .milliseconds(299))
      await store.receive(.resultsLoaded(["ab!"])) { $0.results = ["ab!"] }
      await clock.advance(by: .milliseconds(1))
      await store.receive(.resultsLoaded(["ab!"])) { $0.results = ["ab!"] }
    }
    #expect(
      messages == [
        """
        Expected to receive an action, but no action arrived: the running effect is waiting on a TestClock that the test advanced to 0.299 seconds; it wakes at 0.3 seconds, 0.001 seconds later.

        Advance the clock first: await clock.advance(by: …)

          Expected:
            .resultsLoaded(["ab!"])
        """
      ])
  }

  @Test("receive gets another action than the one expected")
  func unexpectedAction() async {
    let messages = await failures {
      let store = TestStore(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
        $0.searchClient.search = { query in [query + "!"] }
      }
      await store.send(.queryChanged("a")) { $0.query = "a" }
      await store.receive(.resultsLoaded(["a"])) { $0.results = ["a"] }
    }
    #expect(
      messages == [
        """
        Received an action other than the one expected:

          Received:
            .resultsLoaded(["a!"])
          Expected:
            .resultsLoaded(["a"])
        """
      ])
  }

  @Test("Effects still running: at the end of the test, at finish(), at a task's finish()")
  func effectsStillRunning() async {
    let atTheEnd = await failures {
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.startTapped) { $0.isRunning = true }
    }
    let atFinish = await failures {
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.startTapped) { $0.isRunning = true }
      await store.finish()
      await store.skipInFlightEffects()
    }
    let atTaskFinish = await failures {
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      let task = await store.send(.startTapped) { $0.isRunning = true }
      await task.finish()
      await task.cancel()
    }
    let gate = Gate()
    let timedOut = await failures {
      let store = TestStore(initialState: Refresher.State()) {
        Refresher(
          client: Refresher.Client(fetch: {
            await gate.wait(); return []
          }))
      }
      await store.send(.refreshTapped) { $0.isLoading = true }
      await store.finish(timeout: .milliseconds(50))
      await store.skipInFlightEffects()
    }
    gate.open()
    #expect(
      atTheEnd == [
        """
        An effect started by .startTapped is still running at the end of the test.

        Make it finish (advance its TestClock, or send the action that cancels it), wait for it with finish(), or stop asserting on it with skipInFlightEffects().
        """
      ])
    #expect(
      atFinish == [
        """
        finish() found 1 effect that cannot finish: it is waiting on a TestClock that no one advances.

          Started by .startTapped

        Advance the clock (await clock.advance(by: …) or await clock.run()), or cancel the effect.
        """
      ])
    #expect(
      atTaskFinish == [
        """
        The task's finish() found 1 effect that cannot finish: it is waiting on a TestClock that no one advances.

          Started by .startTapped

        Advance the clock (await clock.advance(by: …) or await clock.run()), or cancel the effect.
        """
      ])
    #expect(
      timedOut == [
        """
        finish() timed out after 0.05 seconds with 1 effect still running.

          Started by .refreshTapped
        """
      ])
  }
}

// MARK: - Runtime issues in tests

extension TestingSamples {
  @Test("Unimplemented dependencies, and a key without a test value")
  func dependencies() async {
    let clock = await failures {
      let store = TestStore(initialState: GettingStartedWithEffect.Counter.State()) {
        GettingStartedWithEffect.Counter()
      }
      await store.send(.delayedIncrementTapped)
    }
    let endpoint = await failures {
      let store = TestStore(initialState: Account.State()) { Account() }
      await store.send(.deleteTapped) { $0.alert = .confirmDelete }
      await store.send(.alert(.presented(.confirmDelete))) { $0.alert = nil }
      await store.receive(.deleteFailed(.unknown)) {
        $0.alert = AlertState(error: AccountError.unknown) {
          ButtonState(action: .confirmDelete) { TextState("Try again") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
    }
    let fallback = await failures {
      let store = TestStore(initialState: SettingsScreen.State()) { SettingsScreen() }
      await store.send(.appeared) { $0.text = "live settings" }
    }
    #expect(
      clock == [
        """
        Unimplemented: the 'continuousClock' dependency was used in a test.

        Set it for the test, with a TestClock to control time step by step, or an ImmediateClock to skip waits:

          $0.continuousClock = TestClock()
        """
      ])
    #expect(
      endpoint == [
        """
        Unimplemented: 'AccountClient.delete' was called.

        Override it for this test with withDependencies, or on the TestStore's dependencies.

          Raised at: DocumentationSamples/DependenciesSamples.swift:51
        """
      ])
    #expect(
      fallback == [
        """
        Settings has no testValue, so this test is using its liveValue.

        Give the key a testValue, or override the dependency in the test with withDependencies.
        """
      ])
  }

  @Test("An error thrown by a .run without catch:")
  func unhandledError() async {
    let messages = await failures {
      let store = TestStore(initialState: Exporter.State()) { Exporter() }
      await store.send(.exportTapped)
      await store.finish()
    }
    #expect(
      messages == [
        """
        An effect returned by Effect.run threw an unhandled error: DiskFull()

        Handle it with the run's catch: parameter, or catch it inside the operation.

          Raised at: DocumentationSamples/TestingSamples.swift:61
        """
      ])
  }

  @Test("An action for an empty slot (R7), and a feature that dismisses itself (R8)")
  func presentationMistakes() async {
    let emptySlot = await failures {
      let store = TestStore(initialState: Account.State()) { Account() }
      await store.send(.alert(.presented(.confirmDelete)))
    }
    #expect(
      emptySlot == [
        """
        An ifLet received a presentation action while nothing is presented in its slot (Account.State → Presents<AlertState<Account.Action.Alert>>). Neither the presented feature nor the parent ran; nothing was changed.

          Action: .alert(.presented(.confirmDelete))

        This usually means the action arrived after the presentation was dismissed: a tap on a stale button, or an effect of the dismissed feature that is still sending actions.

          Raised at: DocumentationSamples/AlertsAndDialogsSamples.swift:61
        """
      ])
    // In an app, a dismiss() that nothing presents is reported.
    let reported = Recorded()
    let app = Store(initialState: ItemForm.State(draft: Item(id: UUID(), name: ""))) {
      ItemForm()
    }
    await IssueReporting.$handler.withValue(IssueHandler { reported.append($0.message) }) {
      await app.send(.cancelTapped).finish()
    }
    #expect(
      reported.messages == [
        """
        dismiss() was called from an effect that no presentation started, so there is nothing to dismiss.

        Call it from an effect of a feature that a parent presents with ifLet on a @Presents slot, or set the dismiss dependency (DismissEffect { ... }) when testing the feature on its own.
        """
      ])
    // Tested on its own, a form that dismisses itself is recorded as dismissed (R8).
    let store = TestStore(initialState: ItemForm.State(draft: Item(id: UUID(), name: ""))) {
      ItemForm()
    }
    await store.send(.cancelTapped)
    #expect(store.isDismissed)
  }
}

// MARK: - Runtime issues outside a test store

enum Length: Equatable {
  case hours(Int)
  case minutes(Int)
}

@Test func aMistakeOnPurpose() {
  var length = Length.hours(1)
  withKnownIssue {
    CasePath(Length.minutes).modify(&length) { $0 += 1 }
  } matching: { issue in
    issue.comments.map(\.rawValue) == [
      """
      CasePath<Length, Int>.modify was given Length.hours(…), which is another case. \
      Nothing was changed.
      """
    ]
  }
}

// MARK: - A plain Store on a test clock

/// Counts down a second at a time, from 20 minutes, while its screen is shown.
struct Countdown: Reducer {
  struct State: Equatable {
    var secondsLeft = 1200
  }
  enum Action: Equatable { case onAppear, onDisappear, tick }
  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .onDisappear:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.secondsLeft -= 1
      return .none
    }
  }
}

@MainActor
@Suite("Testing: a plain Store on a test clock")
struct PlainStoreSamples {
  @MainActor
  @Test func countsDownOnAPlainStore() async {
    let clock = TestClock()
    let store = Store(initialState: Countdown.State()) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.onAppear)
    await clock.advance(by: .seconds(3))
    #expect(store.secondsLeft == 1197)
    store.send(.onDisappear)
  }
}

// MARK: - How a test waits

struct EditorClient: Sendable {
  var save: @Sendable (String) async throws -> Void
}

extension EditorClient: DependencyKey {
  static let liveValue = EditorClient(save: { _ in })
  static let testValue = EditorClient(save: unimplemented("EditorClient.save"))
}

extension DependencyValues {
  var editorClient: EditorClient {
    get { self[EditorClient.self] }
    set { self[EditorClient.self] = newValue }
  }
}

/// The texts a test's client was called with.
final class SavedTexts: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ text: String) { storage.withLock { $0.append(text) } }
  var all: [String] { storage.withLock { $0 } }
}

struct Editor: Reducer {
  struct State: Equatable { var text = "" }
  enum Action: Equatable { case textChanged(String) }
  enum CancelID { case save }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.editorClient) var editorClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text):
      state.text = text
      return .run { _ in try await editorClient.save(text) }
        .debounce(id: CancelID.save, for: .seconds(2), clock: clock)
    }
  }
}

struct Metronome: Reducer {
  struct State: Equatable { var beats = 0 }
  enum Action: Equatable { case startTapped, stopTapped, beat }
  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      return .run { send in
        for await _ in clock.timer(interval: .milliseconds(500)) {
          await send(.beat)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopTapped:
      return .cancel(id: CancelID.timer)
    case .beat:
      state.beats += 1
      return .none
    }
  }
}

extension TestingSamples {
  @MainActor
  @Test func savesWhenTypingPauses() async {
    let clock = TestClock()
    let saved = SavedTexts()
    let store = TestStore(initialState: Editor.State()) {
      Editor()
    } withDependencies: {
      $0.continuousClock = clock
      $0.editorClient.save = { text in saved.append(text) }
    }

    await store.send(.textChanged("Hel")) { $0.text = "Hel" }
    await clock.advance(by: .seconds(1))
    await store.send(.textChanged("Hello")) { $0.text = "Hello" }
    await clock.advance(by: .seconds(2))
    #expect(saved.all == ["Hello"])
  }

  @MainActor
  @Test func beatsTwicePerSecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: Metronome.State()) {
      Metronome()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.beat) { $0.beats = 1 }
    await store.receive(.beat) { $0.beats = 2 }
    await store.send(.stopTapped)
  }

  @MainActor
  @Test func addsADraftWithTheFirstID() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.addTapped) {
      $0.destination = .form(ItemForm.State(draft: Item(id: UUID(0), name: "")))
    }
  }

  @MainActor
  @Test(.dependency(\.uuid, .constant(UUID(7))))
  func addsADraftWithAFixedID() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.addTapped) {
      $0.destination = .form(ItemForm.State(draft: Item(id: UUID(7), name: "")))
    }
  }

  @Test("A skip with nothing to skip fails unless it is not strict")
  func strictSkips() async {
    let strict = await failures {
      let store = TestStore(initialState: Stopwatch.State()) { Stopwatch() }
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
    }
    #expect(
      strict == [
        """
        skipReceivedActions() found no received action to skip.

        Remove the call, or pass strict: false where there may be nothing to skip.
        """,
        """
        skipInFlightEffects() found no effect running to skip.

        Remove the call, or pass strict: false where there may be nothing to skip.
        """,
      ])
    let store = TestStore(initialState: Stopwatch.State()) { Stopwatch() }
    await store.skipReceivedActions(strict: false)
    await store.skipInFlightEffects(strict: false)
  }

  @Test("A closure that changes nothing, for a step that changed nothing")
  func expectedStateToChange() async {
    let messages = await failures {
      let store = TestStore(initialState: Stopwatch.State()) { Stopwatch() }
      await store.send(.stopTapped) {
        $0.isRunning = false
      }
    }
    #expect(
      messages == [
        """
        Expected the state to change after send(.stopTapped), but it did not change, and the trailing closure changed nothing either.

        When no change is expected, omit the closure: send(…)
        """
      ])
  }
}

// MARK: - One field of a presented case

extension TestingSamples {
  @MainActor
  @Test("subscript(case:) changes one field of the presented case")
  func typesANameInTheForm() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.addTapped) {
      $0.destination = .form(ItemForm.State(draft: Item(id: UUID(0), name: "")))
    }
    await store.send(.destination(.presented(.form(.nameChanged("Lamp"))))) {
      $0.destination[case: Inventory.Destination.State.form]?.draft.name = "Lamp"
    }
  }
}
