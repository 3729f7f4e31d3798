import Statecraft
import StatecraftTesting
import Testing

/// A feature whose slot is changed from outside its `ifLet`: by a reducer after it, and, for the
/// slot of a child feature, by the parent.
struct SlotChangers: Reducer {
  struct Inner: Reducer {
    struct State: Equatable {
      @Presents var sheet: Pinger.State? = nil
    }

    enum Action: Equatable {
      case show(Int)
      case sheet(PresentationAction<Pinger.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .show(let id) = action { state.sheet = Pinger.State(id: id) }
        return .none
      }
      .ifLet(\.$sheet, action: Action.sheet) { Pinger() }
    }
  }

  struct State: Equatable {
    @Presents var sheet: Pinger.State? = nil
    var inner = Inner.State()
  }

  enum Action: Equatable {
    case show(Int)
    case clearAfterTheIfLet
    case clearInnerSlot
    case replaceInner
    case sheet(PresentationAction<Pinger.Action>)
    case inner(Inner.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .show(let id): state.sheet = Pinger.State(id: id)
      case .clearInnerSlot: state.inner.sheet = nil
      case .replaceInner: state.inner = Inner.State()
      default: break
      }
      return .none
    }
    .ifLet(\.$sheet, action: Action.sheet) { Pinger() }
    Reduce { state, action in
      if case .clearAfterTheIfLet = action { state.sheet = nil }
      return .none
    }
    Scope(state: \.inner, action: Action.inner) { Inner() }
  }
}

/// Children behind a plain `ifLet` and an `ifCaseLet`.
struct PlainChildren: Reducer {
  enum Mode: Equatable {
    case pinging(Pinger.State)
    case idle
  }

  enum ModeAction: Equatable {
    case pinging(Pinger.Action)
  }

  struct State: Equatable {
    var child: Pinger.State? = nil
    var mode: Mode = .idle
  }

  enum Action: Equatable {
    case show(Int)
    case rename(Int)
    case startMode
    case stopMode
    case child(Pinger.Action)
    case mode(ModeAction)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .show(let id): state.child = Pinger.State(id: id)
      case .rename(let id): state.child?.id = id
      case .startMode: state.mode = .pinging(Pinger.State(id: 9))
      case .stopMode: state.mode = .idle
      default: break
      }
      return .none
    }
    .ifLet(\.child, action: Action.child) { Pinger() }
    Scope(state: \.mode, action: Action.mode) {
      EmptyReducer()
        .ifCaseLet(Mode.pinging, action: ModeAction.pinging) { Pinger() }
    }
  }
}

/// Alerts: a named one, in a `@Presents` slot, in a destination and in a plain optional.
struct Alerting: Reducer {
  struct Destination: Reducer {
    enum State: Equatable {
      case alert(AlertState<Alerting.Action.Alert>)
      case pinger(Pinger.State)
    }

    enum Action: Equatable {
      case alert(Alerting.Action.Alert)
      case pinger(Pinger.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.pinger, action: Action.pinger) { Pinger() }
    }
  }

  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>? = nil
    @Presents var destination: Destination.State? = nil
    var plainAlert: AlertState<Action.Alert>? = nil
    var log: [String] = []
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<Destination.Action>)
    case plainAlert(Alert)
    enum Alert: Equatable { case again, ok }
  }

  static let askAgain = AlertState<Action.Alert> {
    TextState("Again?")
  } actions: {
    ButtonState(action: .again) { TextState("Again") }
    ButtonState(action: .ok) { TextState("OK") }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.again)):
        state.alert = Self.askAgain
      case .plainAlert(.ok):
        state.log.append("ok")
      case .plainAlert(.again):
        state.plainAlert = Self.askAgain
      default:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: Action.alert)
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .ifLet(\.plainAlert, action: Action.plainAlert)
  }
}

/// A child that dismisses itself from an effect even once it has been cancelled.
struct Stubborn: Reducer {
  struct State: Equatable {}

  enum Action: Equatable {
    case start
    case stop
    case close
  }

  enum CancelID { case work }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .start:
        return .run { _ in
          try? await clock.sleep(for: .seconds(10))
          await dismiss()
        }
        .cancellable(id: CancelID.work)
      case .stop:
        return .cancel(id: CancelID.work)
      case .close:
        return .run { _ in await dismiss() }
      }
    }
  }
}

struct StubbornHost: Reducer {
  struct State: Equatable {
    @Presents var child: Stubborn.State? = Stubborn.State()
  }

  enum Action: Equatable {
    case child(PresentationAction<Stubborn.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.$child, action: Action.child) { Stubborn() }
  }
}

@MainActor
@Suite("Presentation on every path")
struct PresentationPathsTests {
  private func changers() -> (TestStore<SlotChangers.State, SlotChangers.Action>, TestClock) {
    let clock = TestClock()
    let store = TestStore(initialState: SlotChangers.State()) {
      SlotChangers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    return (store, clock)
  }

  @Test("R5: a reducer after the ifLet that empties the slot ends the child's effects")
  func clearedAfterTheIfLet() async {
    let (store, clock) = changers()
    await store.send(.show(1)) { $0.sheet = Pinger.State(id: 1) }
    await store.send(.sheet(.presented(.start)))
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(.ping))) { $0.sheet?.pings = 1 }
    await store.send(.clearAfterTheIfLet) { $0.sheet = nil }
    await store.send(.show(1)) { $0.sheet = Pinger.State(id: 1) }
    // The first sheet's ticking ended: the second one hears nothing.
    await clock.advance(by: .seconds(3))
  }

  @Test("R5: a parent that empties its child's slot ends the presented feature's effects")
  func clearedByTheParent() async {
    let (store, clock) = changers()
    await store.send(.inner(.show(1))) { $0.inner.sheet = Pinger.State(id: 1) }
    await store.send(.inner(.sheet(.presented(.start))))
    await store.send(.clearInnerSlot) { $0.inner.sheet = nil }
    await clock.advance(by: .seconds(3))
  }

  @Test("R5: a parent that replaces its child's state ends the presented feature's effects")
  func childStateReplaced() async {
    let (store, clock) = changers()
    await store.send(.inner(.show(1))) { $0.inner.sheet = Pinger.State(id: 1) }
    await store.send(.inner(.sheet(.presented(.start))))
    await store.send(.replaceInner) { $0.inner.sheet = nil }
    await store.send(.inner(.show(1))) { $0.inner.sheet = Pinger.State(id: 1) }
    await clock.advance(by: .seconds(3))
  }

  @Test("R5: plain ifLet ends a child's effects when its id changes; ifCaseLet when its case ends")
  func plainChildren() async {
    let clock = TestClock()
    let store = TestStore(initialState: PlainChildren.State()) {
      PlainChildren()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.show(1)) { $0.child = Pinger.State(id: 1) }
    await store.send(.child(.start))
    await store.send(.rename(2)) { $0.child?.id = 2 }
    await store.send(.startMode) { $0.mode = .pinging(Pinger.State(id: 9)) }
    await store.send(.mode(.pinging(.start)))
    await store.send(.stopMode) { $0.mode = .idle }
    await clock.advance(by: .seconds(3))
  }

  @Test("R6: answering a button with the same named alert keeps it up")
  func sameAlertAgain() async {
    let store = TestStore(initialState: Alerting.State(alert: Alerting.askAgain)) { Alerting() }
    await store.send(.alert(.presented(.again)))
    #expect(store.state.alert == Alerting.askAgain)
    await store.send(.alert(.presented(.ok))) { $0.alert = nil }
  }

  @Test("R6, R7: an action for another destination case leaves the alert up, and is reported")
  func otherCaseWhileAnAlertIsUp() async {
    let store = TestStore(
      initialState: Alerting.State(destination: .alert(Alerting.askAgain))
    ) {
      Alerting()
    }
    let failures = await capturingFailures {
      await store.send(.destination(.presented(.pinger(.ping))))
    }
    #expect(
      failures.allSatisfy { failure in
        failure.message.hasPrefix(
          "An ifLet received an action for another destination case than the one presented."
        )
      })
    #expect(store.state.destination == .alert(Alerting.askAgain))
  }

  @Test("R6: a plain ifLet keeps the same named alert when the button's answer shows it again")
  func plainOptionalSameAlertAgain() async {
    let store = TestStore(initialState: Alerting.State(plainAlert: Alerting.askAgain)) {
      Alerting()
    }
    await store.send(.plainAlert(.again))
    #expect(store.state.plainAlert == Alerting.askAgain)
    await store.send(.plainAlert(.ok)) {
      $0.plainAlert = nil
      $0.log = ["ok"]
    }
  }

  @Test("R6: a plain ifLet over an optional alert dismisses it once its button was handled")
  func plainOptionalAlert() async {
    let store = TestStore(initialState: Alerting.State(plainAlert: Alerting.askAgain)) {
      Alerting()
    }
    await store.send(.plainAlert(.ok)) {
      $0.plainAlert = nil
      $0.log = ["ok"]
    }
    let failures = await capturingFailures {
      await store.send(.plainAlert(.ok))
    }
    #expect(
      failures.allSatisfy { failure in
        failure.message.hasPrefix(
          "An ifLet received an action of an alert or dialog while none is shown"
        )
      })
  }

  @Test("R8: a dismiss() from a cancelled effect does nothing and does not block a later one")
  func dismissAfterCancellation() async {
    let clock = TestClock()
    let store = TestStore(initialState: StubbornHost.State()) {
      StubbornHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.presented(.start)))
    // Cancelled, the effect still calls dismiss(): it must not count.
    await store.send(.child(.presented(.stop)))
    await store.send(.child(.presented(.close)))
    await store.receive(.child(.dismiss)) { $0.child = nil }
  }
}
