import Statecraft
import StatecraftTesting
import Testing

/// The board, which uses every combinator, played by the fuzzer, with invariants that say which
/// effects must be running: each timer, heartbeat and debounce runs exactly while its state says
/// so, wherever its level is. `STATECRAFT_FUZZ_SEQUENCES=10000 swift test --filter Fuzz` plays
/// more.
@MainActor
@Suite("Board fuzzing")
struct BoardFuzzTests {
  static var fuzzer: Fuzzer<Board.State, Board.Action> {
    Fuzzer(initialState: Board.State()) { Board() }
      .advancingClock(by: [.milliseconds(300), .milliseconds(500), .seconds(1), .seconds(3)])
      .invariant("each row's timer runs exactly while the row says it is timing") { snapshot in
        snapshot.state.rows.allSatisfy { row in
          let timer = Board.Action.rows(.element(id: row.id, action: .timerToggled))
          return snapshot.runningEffects.contains(timer) == row.isTiming
        }
      }
      .invariant("the board's timer runs exactly while the board says it is timing") { snapshot in
        snapshot.runningEffects.contains(.timerToggled) == snapshot.state.isTiming
      }
      .invariant("the sheet's timer runs exactly while a sheet is timing") { snapshot in
        let timer = Board.Action.destination(.presented(.sheet(.timerToggled)))
        guard case .sheet(let sheet) = snapshot.state.destination else {
          return !snapshot.runningEffects.contains(timer)
        }
        return snapshot.runningEffects.contains(timer) == sheet.isTiming
      }
      .invariant("the heartbeat runs exactly while a session is beating") { snapshot in
        let heartbeat = Board.Action.session(.heartbeatToggled)
        return snapshot.runningEffects.contains(heartbeat)
          == (snapshot.state.session?.isBeating ?? false)
      }
      .invariant("an autosave waits only in the editor") { snapshot in
        let waiting = snapshot.runningEffects.contains {
          if case .mode(.editor(.textChanged)) = $0 { true } else { false }
        }
        guard case .editing = snapshot.state.mode else { return !waiting }
        return true
      }
  }

  @Test("Every check and invariant holds over 500 sequences of 30 steps")
  func fuzz() async {
    let report = await Self.fuzzer.run(seed: 0xB0A4D, sequences: 500, steps: 30) { state in
      Self.inputs(state, restartsAPendingAutosave: false)
    }
    #expect(
      report.presentations.keys.sorted() == [
        "$destination .info", "$destination .sheet",
        "$destination.sheet.$confirm AlertState<Sheet.Action.Confirm>",
        "rows[_].$alert AlertState<Row.Action.Alert>",
      ])
  }

  // An effect that cancels in flight the only effects of a level (a second change to the editor
  // within its autosave's debounce) keeps that level: the editor's going away ends the new
  // effect, and the next debounce cancels it (rules R3, R5). The runtime once forgot the level
  // there, and this run found it in 3 steps.
  @Test("An autosave restarted within its debounce stays in the editor's level")
  func restartedAutosave() async {
    let report = await Self.fuzzer.run(seed: 0xB0A4D, sequences: 500, steps: 30) { state in
      Self.inputs(state, restartsAPendingAutosave: true)
    }
    #expect(report.failure == nil)
  }

  /// What the board's screen would offer: while something is presented, only its choices; else
  /// everything on the board, and stale taps for what is not there. Without
  /// `restartsAPendingAutosave`, the editor takes a change only once its last one is saved, and
  /// only to another text.
  static func inputs(
    _ state: Board.State, restartsAPendingAutosave: Bool
  ) -> [FuzzInput<Board.Action>] {
    switch state.destination {
    case .info(let alert):
      return FuzzInput.buttons(of: alert) { tap -> Board.Action in
        switch tap {
        case .dismiss: .destination(.dismiss)
        }
      }
    case .sheet(let sheet):
      if let confirm = sheet.confirm {
        return FuzzInput.buttons(of: confirm) { .destination(.presented(.sheet(.confirm($0)))) }
      }
      return [
        .send(.destination(.presented(.sheet(.timerToggled)))),
        .send(.destination(.presented(.sheet(.discardTapped)))),
        .send(.destination(.dismiss)),
        .stale(.destination(.presented(.sheet(.confirm(.presented(.discard)))))),
        .stale(.destination(.presented(.sheet(.confirm(.dismiss))))),
      ]
    case nil:
      break
    }
    if let row = state.rows.first(where: { $0.alert != nil }), let alert = row.alert {
      return FuzzInput.buttons(of: alert) { .rows(.element(id: row.id, action: .alert($0))) }
    }
    var inputs: [FuzzInput<Board.Action>] = [
      .send(.addRowTapped), .send(.timerToggled), .send(.openSheetTapped),
      .send(.showInfoTapped),
      .send(.search(.queryChanged("a"))), .send(.search(.queryChanged("be"))),
      .send(.search(.queryChanged(""))),
    ]
    for id in state.rows.ids {
      inputs += [
        .send(.rows(.element(id: id, action: .timerToggled))),
        .send(.rows(.element(id: id, action: .removeTapped))),
      ]
    }
    // A row that is gone (or never was), and its alert's late button.
    let gone = state.nextRowID
    inputs += [
      .stale(.rows(.element(id: gone, action: .timerToggled))),
      .stale(
        .rows(
          .element(id: state.rows.ids.first ?? gone, action: .alert(.presented(.confirmRemove))))),
      .stale(.destination(.dismiss)),
      .stale(.destination(.presented(.sheet(.timerToggled)))),
    ]
    if state.session == nil {
      inputs += [.send(.startSessionTapped), .stale(.session(.pingTapped))]
    } else {
      inputs += [
        .send(.endSessionTapped), .send(.session(.pingTapped)),
        .send(.session(.heartbeatToggled)),
      ]
    }
    switch state.mode {
    case .browsing:
      inputs += [.send(.mode(.editTapped)), .stale(.mode(.editor(.textChanged("late"))))]
    case .editing(let editor):
      // A change to another text while the last one is saved: no autosave is pending.
      let canChange = { (text: String) in
        restartsAPendingAutosave || (editor.text == editor.saved && text != editor.text)
      }
      inputs += ["draft", "final"].filter(canChange).map { .send(.mode(.editor(.textChanged($0)))) }
      inputs.append(.send(.mode(.editor(.doneTapped))))
    }
    return inputs
  }
}
