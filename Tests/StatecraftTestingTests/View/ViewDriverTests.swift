import Statecraft
import StatecraftTesting
import Testing

/// The view driver: each gesture SwiftUI makes, and the actions it sends.
@MainActor
@Suite("View driver")
struct ViewDriverTests {
  private func makeDriver(
    _ state: Pantry.State = Pantry.State()
  ) -> ViewDriver<
    Pantry.State, Pantry.Action
  > {
    ViewDriver(initialState: state) { Pantry() }
  }

  @Test(
    "An alert's buttons, tapped in either order, send the same one action",
    arguments: [TapOrder.actionFirst, .nilWriteFirst]
  )
  func alertButtons(order: TapOrder) {
    let driver = makeDriver()
    let alert = driver.alert { $0.presentation(state: \.$alert, action: Pantry.Action.alert) }
    #expect(!alert.isPresented)
    driver.store.send(.throwOutTapped)
    driver.render()
    #expect(alert.isPresented)
    #expect(alert.title == "Throw out the jars?")
    #expect(alert.message == "They cannot be brought back.")
    #expect(alert.buttons == ["Throw out", "Cancel"])
    alert.tap("Throw out", order: order)
    #expect(driver.takeActions() == [.throwOutTapped, .alert(.presented(.confirm))])
    #expect(!alert.isPresented)
    #expect(driver.store.jars.isEmpty)

    driver.store.send(.throwOutTapped)
    driver.render()
    alert.tap("Cancel", order: order)
    #expect(driver.takeActions() == [.throwOutTapped, .alert(.dismiss)])
    #expect(!alert.isPresented)
    #expect(driver.issues.isEmpty)
  }

  @Test("Dismissed by the system, an alert sends one .dismiss")
  func alertDismissedBySystem() {
    let driver = makeDriver()
    let alert = driver.alert { $0.presentation(state: \.$alert, action: Pantry.Action.alert) }
    driver.store.send(.throwOutTapped)
    driver.render()
    alert.dismissBySystem()
    #expect(driver.takeActions() == [.throwOutTapped, .alert(.dismiss)])
    #expect(!alert.isPresented)
  }

  @Test("An alert's content is what it was when presented, until it is dismissed (A6)")
  func alertContentCaptured() {
    let driver = makeDriver()
    let alert = driver.alert { $0.presentation(state: \.$alert, action: Pantry.Action.alert) }
    driver.store.send(.throwOutTapped)
    driver.render()
    driver.store.send(.relabelAlert)
    driver.render()
    #expect(alert.title == "Throw out the jars?")
  }

  @Test("A sheet swiped down sends one .dismiss; one replaced by an alert is gone, the alert up")
  func sheets() {
    let driver = makeDriver()
    let sheet = driver.sheet {
      $0.presentation(state: \.$destination, action: Pantry.Action.destination)
        .scope(state: Pantry.Destination.State.jar, action: Pantry.Destination.Action.jar)
    }
    let alert = driver.alert {
      $0.presentation(state: \.$destination, action: Pantry.Action.destination)
        .scope(state: Pantry.Destination.State.alert, action: Pantry.Destination.Action.alert)
    }
    driver.store.send(.jarTapped("jam"))
    driver.render()
    #expect(sheet.store?.label == "jam")
    sheet.store?.send(.renamed("marmalade"))
    #expect(driver.store.destination == .jar(Jar.State(label: "marmalade")))
    sheet.swipeDown()
    #expect(
      driver.takeActions() == [
        .jarTapped("jam"), .destination(.presented(.jar(.renamed("marmalade")))),
        .destination(.dismiss),
      ])
    #expect(!sheet.isPresented)

    driver.store.send(.jarTapped("jam"))
    driver.render()
    sheet.store?.send(.emptyTapped)
    driver.render()
    // The sheet went away as the alert replaced it: its dismissal sent nothing (V10).
    #expect(!sheet.isPresented)
    #expect(alert.isPresented)
    #expect(
      driver.takeActions() == [
        .jarTapped("jam"), .destination(.presented(.jar(.emptyTapped))),
      ])
    alert.dismissBySystem()
    #expect(driver.takeActions() == [.destination(.dismiss)])
    #expect(driver.issues.isEmpty)
  }

  @Test("A stack: links push, back pops, popToRoot pops the lowest screen")
  func stack() {
    let driver = makeDriver()
    let stack = driver.stack { $0.scope(state: \.path, action: Pantry.Action.path) }
    #expect(stack.screens.isEmpty)
    stack.tapLink(Jar.State(label: "a"))
    stack.tapLink(Jar.State(label: "b"))
    stack.tapLink(Jar.State(label: "c"))
    #expect(stack.screens.map { $0.label } == ["a", "b", "c"])
    let screens = stack.screens
    stack.swipeBack()
    #expect(stack.screens.map { $0.label } == ["a", "b"])
    // The screens that stayed are the same stores.
    #expect(stack.screens[1] === screens[1])
    stack.popToRoot()
    #expect(stack.screens.isEmpty)
    #expect(
      driver.takeActions() == [
        .path(.push(id: 0, state: Jar.State(label: "a"))),
        .path(.push(id: 1, state: Jar.State(label: "b"))),
        .path(.push(id: 2, state: Jar.State(label: "c"))),
        .path(.popFrom(id: 2)),
        .path(.popFrom(id: 0)),
      ])
    #expect(driver.issues.isEmpty)
  }

  @Test("A send on a popped screen's store is dropped and reported in the driver's issues")
  func staleScreen() {
    let driver = makeDriver()
    let stack = driver.stack { $0.scope(state: \.path, action: Pantry.Action.path) }
    stack.tapLink(Jar.State(label: "a"))
    let screen = stack.screens[0]
    stack.swipeBack()
    _ = driver.takeActions()
    // A field write the UI makes (a text field as its screen goes away): silent.
    let name = screen.binding(\.label, send: Jar.Action.renamed)
    name.wrappedValue = "late"
    #expect(driver.takeActions() == [])
  }

  @Test("A probe counts the changes of what it reads, and only those")
  func probes() {
    let driver = makeDriver()
    let count = driver.probe { driver.store.count }
    let jars = driver.probe { driver.store.jars }
    driver.store.send(.countChanged(1))
    driver.store.send(.countChanged(2))
    #expect(count.invalidations == 1)
    driver.render()
    driver.store.send(.countChanged(3))
    #expect(count.invalidations == 2)
    #expect(jars.invalidations == 0)
  }

  @Test("settle() waits for the effects a gesture started")
  func settles() async {
    let driver = makeDriver()
    driver.store.send(.refillTapped)
    await driver.settle()
    #expect(driver.takeActions() == [.refillTapped, .refilled])
    #expect(driver.store.jars == ["jam", "honey"])
  }
}

/// A pantry of jars: an alert, a destination (a jar's sheet, or an alert), a stack of jars.
struct Pantry: Reducer {
  struct State: Equatable {
    var jars: [String] = ["jam"]
    var count = 0
    @Presents var alert: AlertState<Action.Alert>? = nil
    @Presents var destination: Destination.State? = nil
    var path = StackState<Jar.State>()
  }

  enum Action: Equatable {
    case throwOutTapped
    case relabelAlert
    case jarTapped(String)
    case countChanged(Int)
    case refillTapped
    case refilled
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Jar>)

    enum Alert: Equatable { case confirm }
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case jar(Jar.State)
      case alert(AlertState<Never>)
    }
    enum Action: Equatable {
      case jar(Jar.Action)
      case alert(Never)
    }
    var body: some ReducerOf<Self> {
      Scope(state: State.jar, action: Action.jar) { Jar() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .throwOutTapped:
        state.alert = AlertState {
          TextState("Throw out the jars?")
        } actions: {
          ButtonState(role: .destructive, action: .confirm) { TextState("Throw out") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("They cannot be brought back.")
        }
      case .relabelAlert:
        state.alert?.title = TextState("Changed")
      case .jarTapped(let label):
        state.destination = .jar(Jar.State(label: label))
      case .countChanged(let count):
        state.count = count
      case .refillTapped:
        return .run { send in await send(.refilled) }
      case .refilled:
        state.jars.append("honey")
      case .alert(.presented(.confirm)):
        state.jars = []
      case .destination(.presented(.jar(.emptyTapped))):
        state.destination = .alert(AlertState { TextState("The jar is empty.") })
      case .alert, .destination, .path:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: Action.alert)
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .forEach(\.path, action: Action.path) { Jar() }
  }
}

/// A jar: its label.
struct Jar: Reducer {
  struct State: Equatable {
    var label: String
  }
  enum Action: Equatable {
    case renamed(String)
    case emptyTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .renamed(let label) = action { state.label = label }
      return .none
    }
  }
}
