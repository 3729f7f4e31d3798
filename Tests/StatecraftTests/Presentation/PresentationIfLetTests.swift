import Statecraft
import StatecraftTesting
import Testing

@MainActor
@Suite("Presentation ifLet")
struct PresentationIfLetTests {
  private func makeStore(clock: TestClock = TestClock()) -> TestStore<Screen.State, Screen.Action> {
    TestStore(initialState: Screen.State()) {
      Screen()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  /// Presents ticker 1 and starts its ticking effect, asserting both steps.
  @discardableResult
  private func presentTickingTicker(
    in store: TestStore<Screen.State, Screen.Action>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await store.send(
      .showTicker(id: 1),
      assert: { $0.destination = .ticker(Ticker.State(id: 1)) },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    return await store.send(
      .destination(.presented(.ticker(.startTapped))),
      assert: {
        $0.log = ["parent saw ticker(StatecraftTests.Ticker.Action.startTapped), ticks 0"]
      },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  @Test("R4: a presented action runs the child first, then the parent")
  func presentedOrder() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.showTicker(id: 1)) { $0.destination = .ticker(Ticker.State(id: 1)) }
    await store.send(.destination(.presented(.ticker(.tick)))) {
      $0.destination = .ticker(Ticker.State(id: 1, ticks: 1))
      $0.log = ["parent saw ticker(StatecraftTests.Ticker.Action.tick), ticks 1"]
    }
  }

  @Test("R4: dismiss runs the parent first, then clears the slot")
  func dismissOrder() async {
    let store = makeStore()
    await store.send(.showTicker(id: 1)) { $0.destination = .ticker(Ticker.State(id: 1)) }
    await store.send(.destination(.dismiss)) {
      $0.log = ["parent saw dismiss, slot filled: true"]
      $0.destination = nil
    }
  }

  @Test("R5: dismissing cancels the presented feature's effects")
  func dismissCancels() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await presentTickingTicker(in: store)
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.ticker(.tick)))) {
      $0.destination = .ticker(Ticker.State(id: 1, ticks: 1))
      $0.log.append("parent saw ticker(StatecraftTests.Ticker.Action.tick), ticks 1")
    }
    await store.send(.destination(.dismiss)) {
      $0.log.append("parent saw dismiss, slot filled: true")
      $0.destination = nil
    }
    await clock.advance(by: .seconds(5))
    // Exhaustive: a tick received now, or the effect still running at the end, would fail.
  }

  @Test("R5: another enum case is another identity, and cancels the old effects")
  func caseChangeCancels() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await presentTickingTicker(in: store)
    await store.send(.showOther(id: 1)) { $0.destination = .other(Ticker.State(id: 1)) }
    await clock.advance(by: .seconds(3))
  }

  @Test("R5: another Identifiable id is another identity, and cancels the old effects")
  func idChangeCancels() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await presentTickingTicker(in: store)
    await store.send(.showTicker(id: 2)) { $0.destination = .ticker(Ticker.State(id: 2)) }
    await clock.advance(by: .seconds(3))
  }

  @Test("R5: a mutation that keeps the identity keeps the effects")
  func mutationKeepsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    let task = await presentTickingTicker(in: store)
    await store.send(.mutateTicker) {
      $0.destination = .ticker(Ticker.State(id: 1, ticks: 100))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.ticker(.tick)))) {
      $0.destination = .ticker(Ticker.State(id: 1, ticks: 101))
      $0.log.append("parent saw ticker(StatecraftTests.Ticker.Action.tick), ticks 101")
    }
    await task.cancel()
  }

  @Test("R5: a slot cleared by the parent writing nil cancels the effects")
  func parentClearCancels() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await presentTickingTicker(in: store)
    await store.send(.clear) { $0.destination = nil }
    await clock.advance(by: .seconds(3))
  }

  @Test("A stale child effect cannot reach the next presentation of the same case")
  func staleEffectCannotReachNextPresentation() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await presentTickingTicker(in: store)
    await store.send(.clear) { $0.destination = nil }
    // The same case and the same id again: a new presentation (new generation).
    await store.send(.showTicker(id: 1)) { $0.destination = .ticker(Ticker.State(id: 1)) }
    await clock.advance(by: .seconds(3))
  }

  @Test("R6: an alert button dismisses the alert after the parent saw it")
  func alertDismissesAfterParent() async {
    let store = makeStore()
    await store.send(.showAlert) { $0.destination = .alert(.confirmation) }
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.log = ["parent saw alert(StatecraftTests.Screen.Action.Alert.confirm), ticks none"]
      $0.destination = nil
    }
  }

  @Test("R6: a parent that answers a button with a new alert keeps the new one")
  func newAlertIsKept() async {
    let store = makeStore()
    await store.send(.showAlert) { $0.destination = .alert(.confirmation) }
    await store.send(.destination(.presented(.alert(.replace)))) {
      $0.log = ["replace"]
      $0.destination = .alert(.confirmation)
    }
    #expect(store.state.destination != nil)
  }

  @Test("R7: a presented action for an empty slot changes nothing and is reported")
  func presentedActionForEmptySlot() async {
    let store = makeStore()
    let failures = await capturingFailures {
      await store.send(.destination(.presented(.alert(.confirm))))
    }
    #expect(
      failures.allSatisfy { failure in
        failure.message.contains(
          "An ifLet received a presentation action while nothing is presented"
        )
      })
    #expect(store.state.log.isEmpty)
  }

  @Test("R7: a dismiss for an empty slot changes nothing and is reported")
  func dismissForEmptySlot() async {
    let store = makeStore()
    let failures = await capturingFailures {
      await store.send(.destination(.dismiss))
    }
    #expect(
      failures.allSatisfy { failure in
        failure.message.contains("Action: .destination(.dismiss)")
      })
    #expect(store.state.log.isEmpty)
  }

  @Test("R8: dismiss() from the child sends one .dismiss through the presentation")
  func dismissFromInside() async {
    let store = makeStore()
    await store.send(.showTicker(id: 1)) { $0.destination = .ticker(Ticker.State(id: 1)) }
    await store.send(.destination(.presented(.ticker(.closeTapped)))) {
      $0.log = ["parent saw ticker(StatecraftTests.Ticker.Action.closeTapped), ticks 0"]
    }
    // The child called dismiss() twice: only one .dismiss arrives.
    await store.receive(.destination(.dismiss)) {
      $0.log.append("parent saw dismiss, slot filled: true")
      $0.destination = nil
    }
  }

  @Test("R8: dismiss() outside any presentation is reported by a store")
  func dismissOutsidePresentation() async {
    let store = Store(initialState: Ticker.State(id: 1)) { Ticker() }
    let (_, issues) = await withCapturedIssues {
      await store.send(.closeTapped).finish()
    }
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.hasPrefix("dismiss() was called from an effect that no") })
  }

  @Test("A root feature that dismisses itself under a TestStore is recorded as dismissed")
  func rootDismissalUnderTestStore() async {
    let store = TestStore(initialState: Ticker.State(id: 1)) { Ticker() }
    #expect(!store.isDismissed)
    await store.send(.closeTapped)
    #expect(store.isDismissed)
  }

  @Test("R7: an action for another destination case runs neither reducer, and is reported")
  func wrongCase() async {
    let store = makeStore()
    await store.send(.showTicker(id: 1)) { $0.destination = .ticker(Ticker.State(id: 1)) }
    let failures = await capturingFailures {
      // The parent would log what it saw: it does not run.
      await store.send(.destination(.presented(.other(.tick))))
    }
    #expect(
      failures.allSatisfy { failure in
        failure.message.hasPrefix(
          "An ifLet received an action for another destination case than the one presented."
        )
      })
    #expect(store.state.destination == .ticker(Ticker.State(id: 1)))
  }
}
