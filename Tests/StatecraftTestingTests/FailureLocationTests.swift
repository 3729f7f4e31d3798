import Foundation
import Statecraft
import StatecraftTesting
import Testing

/// Where failures point (DESIGN.md): every failure at the test's line that caused it, once, with the
/// place in the feature that raised a runtime issue named in the text.
@MainActor
@Suite("Where failures point")
struct FailureLocationTests {
  @Test("An action for an empty slot (R7) fails at the send, naming the ifLet")
  func emptySlotAtSend() async {
    let sendLine = #line + 3
    let failures = await recordedFailures {
      let store = TestStore(initialState: Confirmation.State()) { Confirmation() }
      await store.send(.alert(.presented(.confirm)))
    }
    #expect(
      failures == [
        RecordedFailure(text: Self.emptySlotText, line: sendLine)
      ])
  }

  @Test("An action for an empty slot (R7) fed back by an effect fails at its receive")
  func emptySlotAtReceive() async {
    let receiveLine = #line + 4
    let failures = await recordedFailures {
      let store = TestStore(initialState: Confirmation.State()) { Confirmation() }
      await store.send(.confirmLater)
      await store.receive(.alert(.presented(.confirm)))
    }
    #expect(
      failures == [
        RecordedFailure(text: Self.emptySlotText, line: receiveLine)
      ])
  }

  @Test("An action for an empty slot (R7) fed back and never received fails at the send")
  func emptySlotNeverReceived() async {
    let sendLine = #line + 4
    let failures = await recordedFailures {
      let store = TestStore(initialState: Confirmation.State()) { Confirmation() }
      store.exhaustivity = .off
      await store.send(.confirmLater)
    }
    #expect(
      failures == [
        RecordedFailure(text: Self.emptySlotText, line: sendLine)
      ])
  }

  @Test("An action for an empty slot (R7) fed back and skipped fails at the skip")
  func emptySlotSkipped() async {
    let skipLine = #line + 4
    let failures = await recordedFailures {
      let store = TestStore(initialState: Confirmation.State()) { Confirmation() }
      await store.send(.confirmLater)
      await store.skipReceivedActions()
    }
    #expect(
      failures == [
        RecordedFailure(text: Self.emptySlotText, line: skipLine)
      ])
  }

  @Test("An action for a forEach element that is not there fails at the send, naming the forEach")
  func missingElement() async {
    let sendLine = #line + 3
    let failures = await recordedFailures {
      let store = TestStore(initialState: Checklist.State()) { Checklist() }
      await store.send(.rows(.element(id: 9, action: .toggled)))
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            A forEach received an action for an element that is not in its collection. Nothing \
            was changed.

              Action: .rows(.element(id: 9, action: .toggled))
              Element id: 9
              Collection: IdentifiedArray<Int, Checklist.Row> in Checklist.State

            This usually means an effect of a removed element is still sending actions, or that \
            the action was sent with the id of an element that was never added.

              Raised at: \(Checklist.forEachSite)
            """,
          line: sendLine
        )
      ])
  }

  @Test("An IdentifiedArray misuse in a reducer fails at the step that reduced it")
  func identifiedArrayMisuse() async {
    let sendLine = #line + 3
    let failures = await recordedFailures {
      let store = TestStore(initialState: Checklist.State()) { Checklist() }
      await store.send(.duplicateFirst)
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            IdentifiedArray: append(_:) found id 1 already at index 0; the new element was \
            dropped.
            """,
          line: sendLine
        )
      ])
  }

  @Test("An unimplemented endpoint called in an effect fails at the step that started it")
  func unimplementedEndpointInEffect() async {
    let sendLine = #line + 4
    let failures = await recordedFailures {
      let store = TestStore(initialState: Uploader.State()) { Uploader() }
      await store.send(.started)
      await store.send(.uploadTapped)
      await store.receive(.uploaded(false)) { $0.result = false }
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            Unimplemented: 'UploadClient.upload' was called.

            Override it for this test with withDependencies, or on the TestStore's dependencies.

              Raised at: \(UploadClient.uploadSite)
            """,
          line: sendLine
        )
      ])
  }

  @Test("An unimplemented clock used in an effect fails at the step that started it")
  func unimplementedClockInEffect() async {
    let sendLine = #line + 5
    let failures = await recordedFailures {
      let store = TestStore(initialState: Delayed.State()) { Delayed() }
      await store.send(.fired) { $0.fired = true }
      // The sleep throws CancellationError: the effect ends without sending.
      await store.send(.startTapped)
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            Unimplemented: the 'continuousClock' dependency was used in a test.

            Set it for the test, with a TestClock to control time step by step, or an \
            ImmediateClock to skip waits:

              $0.continuousClock = TestClock()
            """,
          line: sendLine
        )
      ])
  }

  @Test("An effect still running at the end is reported once, at the step that started it")
  func effectStillRunningOnce() async {
    let startLine = #line + 9
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: TimerFeature.State()) {
        TimerFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.tick) { $0.seconds = 1 }
      await store.send(.startTapped) { $0.isRunning = true }
      await clock.advance(by: .seconds(1))
      await store.receive(.tick) { $0.seconds = 2 }
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            An effect started by .startTapped is still running at the end of \
            the test.

            Make it finish (advance its TestClock, or send the action that cancels it), wait for \
            it with finish(), or stop asserting on it with skipInFlightEffects().
            """,
          line: startLine
        )
      ])
  }

  @Test("A received action left at the end is reported once, at the step whose effect sent it")
  func unreceivedOnce() async {
    let chainedLine = #line + 3
    let failures = await recordedFailures {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.chained)
      await store.receive(.first) { $0.numbers = [0] }
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            The test ended with 1 received action that it did not assert:

              .second

            Receive it with receive(_:), or call skipReceivedActions() before the test ends.
            """,
          line: chainedLine
        )
      ])
  }

  @Test("An action that was reported when the test sent over it is not reported again at the end")
  func pendingReportedOnce() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.chained)
      await store.send(.chained)
    }
    #expect(
      failures == [
        """
        send(.chained) was called while 2 received actions are still unasserted:

          .first
          .second

        Receive them with receive(_:) first, or call skipReceivedActions().
        """,
        """
        The test ended with 2 received actions that it did not assert:

          .first
          .second

        Receive them with receive(_:), or call skipReceivedActions() before the test ends.
        """,
      ])
  }

  static let emptySlotText = """
    An ifLet received a presentation action while nothing is presented in its slot \
    (Confirmation.State → Presents<AlertState<Confirmation.Action.Alert>>). Neither the presented \
    feature nor the parent ran; nothing was changed.

      Action: .alert(.presented(.confirm))

    This usually means the action arrived after the presentation was dismissed: a tap on a stale \
    button, or an effect of the dismissed feature that is still sending actions.

      Raised at: \(Confirmation.ifLetSite)
    """
}

// MARK: - Features

/// A delete confirmed through an alert.
struct Confirmation: Reducer {
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>? = nil
    var deleted = false
  }

  enum Action: Equatable {
    case deleteTapped
    case confirmLater
    case alert(PresentationAction<Alert>)

    enum Alert: Equatable { case confirm }
  }

  static let ifLetSite = "StatecraftTestingTests/FailureLocationTests.swift:\(ifLetLine)"
  private static let ifLetLine = #line + 21

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        }
        return .none
      case .confirmLater:
        return .send(.alert(.presented(.confirm)))
      case .alert(.presented(.confirm)):
        state.deleted = true
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}

/// A list of rows in a forEach.
struct Checklist: Reducer {
  struct Row: Equatable, Identifiable {
    var id: Int
    var isDone = false
  }

  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1)]
  }

  enum Action: Equatable {
    case duplicateFirst
    case rows(IdentifiedAction<Int, RowAction>)
  }

  enum RowAction: Equatable { case toggled }

  static let forEachSite = "StatecraftTestingTests/FailureLocationTests.swift:\(forEachLine)"
  private static let forEachLine = #line + 12

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .duplicateFirst:
        state.rows.append(Row(id: 1))
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: Action.rows) {
      Reduce { row, _ in
        row.isDone.toggle()
        return .none
      }
    }
  }
}

/// A client whose endpoint the test did not set up.
struct UploadClient: Sendable {
  var upload: @Sendable () async -> Bool

  static let uploadSite = "StatecraftTestingTests/FailureLocationTests.swift:\(uploadLine)"
  private static let uploadLine = #line + 2
  static let unimplementedClient = UploadClient(
    upload: unimplemented("UploadClient.upload", placeholder: false)
  )
}

/// Uploads through a client read from the feature itself.
struct Uploader: Reducer {
  struct State: Equatable { var result: Bool? }
  enum Action: Equatable {
    case started
    case uploadTapped
    case uploaded(Bool)
  }

  var client = UploadClient.unimplementedClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .started:
      return .none
    case .uploadTapped:
      return .run { [client] send in
        await send(.uploaded(await client.upload()))
      }
    case .uploaded(let result):
      state.result = result
      return .none
    }
  }
}
