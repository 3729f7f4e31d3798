import Foundation
public import Statecraft
import Synchronization

/// Drives a feature as SwiftUI would, on any platform: presents what its bindings return, taps
/// alert and dialog buttons in either of the orders SwiftUI uses, swipes sheets down and screens
/// back, and records the exact actions the app would send.
///
/// A driver runs the feature in a ``/Statecraft/Store`` and reads its screens through the same bindings a
/// SwiftUI view uses (``/Statecraft/Store/presentation(state:action:fileID:filePath:line:column:)-(KeyPath<State,Presents<ChildState>>,CasePath<Action,PresentationAction<ChildAction>>,_,_,_,_)``,
/// a stack store's ``/Statecraft/Store/path``), so a test on Linux states what a SwiftUI app does:
///
/// ```swift
/// let driver = ViewDriver(initialState: Cuenta.State()) { Cuenta() }
/// let alert = driver.alert { $0.presentation(state: \.$alerta, action: Cuenta.Action.alerta) }
/// driver.store.send(.borrarCuentaPulsado)
/// driver.render()
/// alert.buttons                           // ["Borrar", "Cancelar"]
/// alert.tap("Cancelar", order: .nilWriteFirst)
/// driver.takeActions()                    // [.borrarCuentaPulsado, .alerta(.dismiss)]
/// ```
///
/// The model of SwiftUI it follows:
/// - A1: a button's tap runs its action and writes `nil` to the item binding in one main-actor
///   turn, in either order (``TapOrder``).
/// - A2: when a binding starts reading `nil` or another presentation, what is on screen is
///   dismissed and `nil` is written once through the binding that presented it.
/// - A3: a swipe down, a tap outside or Escape writes `nil` once and runs no button.
/// - A4: back writes the path without its top screen; a long press on back a shorter first part;
///   a link appends its component.
/// - A5: a focused field may write its binding as its view goes away.
/// - A6: an alert's or dialog's content is what it was when it was presented, until it is
///   dismissed.
///
/// Surfaces (``alert(_:)``, ``confirmationDialog(_:)``, ``sheet(_:)``, ``stack(_:)``) and probes
/// (``probe(_:)``) are live handles: they show what is on screen at the last render. Each gesture
/// ends the main actor's turn (so held `nil` writes apply) and renders.
@MainActor
public final class ViewDriver<State, Action> {
  /// The store running the feature. Send the screen's own buttons through it, then ``render()``.
  public let store: Store<State, Action>
  private let log: ActionLog<Action>
  private var surfaces: [DriverSurface] = []
  private var probes: [ProbeModel] = []
  private var reported: [String] = []

  /// Creates a driver running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state at the start.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Changes the store's dependencies.
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    Quiescence.install()
    let log = ActionLog<Action>()
    self.log = log
    let base = reducer()
    self.store = Store(
      initialState: initialState(),
      reducer: { RecordingReducer(base: base, log: log) },
      withDependencies: prepareDependencies
    )
    store.runEffects(on: Quiescence.makeSerialExecutor())
  }

  /// The actions the root reducer received since the last call, oldest first: sends of the
  /// test, of gestures, and actions fed back by effects.
  public func takeActions() -> [Action] {
    log.take()
  }

  /// What gestures reported: empty in a correct app.
  public var issues: [String] { reported }

  /// Re-reads every surface and probe, as SwiftUI's next view update would: presents what the
  /// bindings now return, and dismisses what they no longer return (A2).
  public func render() {
    for surface in surfaces { surface.render() }
    for probe in probes { probe.reread() }
  }

  /// Ends the main actor's turn (applying `nil` writes held until then), renders, and waits until
  /// the effects running have gone as far as they can.
  public func settle() async {
    store.endViewTurn()
    render()
    if store.hasRunningEffects {
      _ = await Quiescence.settle(timeout: .seconds(30), lane: store.effectExecutor)
    }
    render()
  }

  // MARK: - Surfaces

  /// An alert presented from `binding`, as SwiftUI's `.alert` modifier presents it.
  ///
  /// - Parameter binding: Makes the alert's binding from the driver's store, as a view's body
  ///   would on each update.
  /// - Returns: A live handle on what the alert shows.
  public func alert<A>(
    _ binding: @escaping @MainActor (Store<State, Action>) -> PresentationBinding<AlertState<A>, A>
  ) -> AlertSurface<A> {
    let store = self.store
    let model = AlertModel<AlertState<A>, A>(
      driver: self, binding: { binding(store) },
      content: { ($0.title.description, $0.message?.description, $0.buttons) },
      tap: { $0.tap($1) }
    )
    add(model)
    return AlertSurface(model: model)
  }

  /// A confirmation dialog presented from `binding`, as SwiftUI's `.confirmationDialog` presents
  /// it.
  ///
  /// - Parameter binding: Makes the dialog's binding from the driver's store.
  /// - Returns: A live handle on what the dialog shows.
  public func confirmationDialog<A>(
    _ binding:
      @escaping @MainActor (Store<State, Action>)
      -> PresentationBinding<ConfirmationDialogState<A>, A>
  ) -> DialogSurface<A> {
    let store = self.store
    let model = AlertModel<ConfirmationDialogState<A>, A>(
      driver: self, binding: { binding(store) },
      content: { ($0.title.description, $0.message?.description, $0.buttons) },
      tap: { $0.tap($1) }
    )
    add(model)
    return DialogSurface(model: model)
  }

  /// A sheet presented from `binding`, as SwiftUI's `.sheet(item:)` presents it; also a popover,
  /// a full-screen cover, a navigation destination for an item.
  ///
  /// - Parameter binding: Makes the sheet's binding from the driver's store.
  /// - Returns: A live handle on what the sheet shows.
  public func sheet<C, CA>(
    _ binding: @escaping @MainActor (Store<State, Action>) -> PresentationBinding<C, CA>
  ) -> SheetSurface<C, CA> {
    let store = self.store
    let model = SheetModel<C, CA>(driver: self, binding: { binding(store) })
    add(model)
    return SheetSurface(model: model)
  }

  /// A navigation stack drawn from the stack store `path` returns, as SwiftUI's
  /// `NavigationStack(path:)` draws it.
  ///
  /// - Parameter path: Scopes the driver's store to the stack.
  /// - Returns: A live handle on the screens of the stack.
  public func stack<E, EA>(
    _ path: @escaping @MainActor (Store<State, Action>) -> Store<StackState<E>, StackAction<E, EA>>
  ) -> StackSurface<E, EA> {
    let store = self.store
    let model = StackModel<E, EA>(driver: self, stack: { path(store) })
    add(model)
    return StackSurface(model: model)
  }

  /// Counts the changes that invalidate what `read` reads, as SwiftUI counts a view's updates.
  ///
  /// ```swift
  /// let count = driver.probe { driver.store.count }
  /// driver.store.send(.otherFieldChanged)
  /// count.invalidations   // 0: only `count` is read
  /// ```
  ///
  /// The first read is not an invalidation; after one, the probe reads again at the next render.
  ///
  /// - Parameter read: What a view's body reads.
  /// - Returns: A live handle on the count.
  public func probe<V>(_ read: @escaping @MainActor () -> V) -> ObservationProbe {
    let model = ProbeModel { _ = read() }
    probes.append(model)
    model.reread()
    return ObservationProbe(model: model)
  }

  private func add(_ surface: DriverSurface) {
    surfaces.append(surface)
    surface.render()
  }

  // MARK: - Gestures

  /// Runs a gesture: what it reports goes to ``issues``; the turn then ends and the screen renders.
  func gesture(_ body: () -> Void) {
    let collected = Mutex<[String]>([])
    IssueReporting.$handler.withValue(
      IssueHandler { issue in collected.withLock { $0.append(issue.description) } }
    ) {
      body()
      store.endViewTurn()
    }
    reported += collected.withLock { $0 }
    render()
  }
}

/// The order in which a tap on an alert's or dialog's button runs the button's action and writes
/// `nil` to the item binding: SwiftUI uses both, depending on the system's version (A1).
public enum TapOrder: Sendable {
  /// The button's action runs first, then `nil` is written.
  case actionFirst
  /// `nil` is written first, then the button's action runs.
  case nilWriteFirst
}

/// The actions the root reducer of a driver's store received.
// Safe: every access to `actions` holds the lock.
private final class ActionLog<Action>: @unchecked Sendable {
  private let lock = NSLock()
  private var actions: [Action] = []

  func append(_ action: Action) {
    lock.withLock { actions.append(action) }
  }

  func take() -> [Action] {
    lock.withLock {
      defer { actions = [] }
      return actions
    }
  }
}

/// The driver's root reducer: records each action, then reduces it with the feature's reducer.
private struct RecordingReducer<Base: Reducer>: Reducer {
  let base: Base
  let log: ActionLog<Base.Action>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    log.append(action)
    return base.reduce(into: &state, action: action)
  }
}
