public import Statecraft

/// A store for tests that makes a feature's whole behaviour assertable.
///
/// Every state change, every action an effect feeds back and every effect still running at the
/// end must be asserted, or the test fails with a message that shows the difference:
///
/// ```swift
/// @MainActor
/// @Test func deleteConfirmed() async {
///   let store = TestStore(initialState: Cuenta.State(perfil: .prueba)) {
///     Cuenta()
///   } withDependencies: {
///     $0.cuentaClient.borrar = {}
///   }
///
///   await store.send(.borrarPulsado) {
///     $0.alerta = .confirmarBorrado
///   }
///   await store.send(.alerta(.presented(.confirmarBorrado))) {
///     $0.alerta = nil
///   }
///   await store.receive(.borrado) {
///     $0.borrada = true
///   }
/// }
/// ```
///
/// Actions that effects feed back are held, and reduced only when the test receives them with
/// ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)`` (or skips them), so
/// the state asserted by `receive` is the state that action produced (rule R9). Actions from `.send`
/// effects are held too.
///
/// The store fails the test when: an action changes state other than asserted; an action is sent
/// while received actions are unasserted; `receive` finds no matching action in time; `finish()`
/// times out with effects still running; the test ends (the store is released) with unasserted
/// received actions or effects still running. Runtime issues raised while the store reduces an
/// action, or in an effect it started, fail the same test.
///
/// `receive` and `finish` return as soon as the awaited action arrives or every running effect is
/// provably stuck (waiting on a ``TestClock`` that nobody advances); ``timeout`` is only the last
/// resort for effects that wait on something else.
///
/// Dependencies are the test values of their keys: `\.uuid` counts from zero, `\.date` is fixed,
/// and `\.continuousClock` fails until the test sets a ``TestClock`` or an `ImmediateClock`.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How much the store insists on. See ``Exhaustivity``.
  public var exhaustivity: Exhaustivity = .on {
    didSet { ledger.withLock { $0.isExhaustive = exhaustivity == .on } }
  }

  /// How long `receive` and `finish` wait for effects that are not waiting on a test clock.
  public var timeout: Duration

  /// The dependencies that reducers and effects started from now on see. Change them between
  /// steps to change what later actions see.
  public var dependencies: DependencyValues {
    get { runtime.dependencies }
    set { runtime.dependencies = newValue }
  }

  /// The current state of the feature.
  public var state: State { runtime.state }

  let runtime: StoreRuntime<State, Action>
  /// Actions fed back by effects and not yet received or skipped.
  let inbox: Inbox<Action>
  /// Where each running effect was started: the send or receive that returned it.
  var effectCallSites: [ObjectIdentifier: SourceCallSite] = [:] {
    didSet { recordRunningEffects() }
  }
  let creationSite: SourceCallSite
  /// What the end-of-test checks need, readable from the nonisolated `deinit`.
  let ledger: LedgerBox
  /// Where effects run, so that waits know when every effect is suspended.
  let executor = EffectExecutor()

  /// Creates a test store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state at the start.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Changes the store's dependencies, which start from each key's test
  ///     value.
  ///   - timeout: How long `receive` and `finish` wait for effects that do not wait on a test
  ///     clock; see ``timeout``.
  ///   - fileID: The file of the call site, for failures at the end of the test.
  ///   - filePath: The file path of the call site, for failures at the end of the test.
  ///   - line: The line of the call site, for failures at the end of the test.
  ///   - column: The column of the call site, for failures at the end of the test.
  public init<R: Reducer>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current.withFreshDefaults()
    dependencies.context = .test
    prepareDependencies(&dependencies)
    let ledger = LedgerBox()
    let inbox = Inbox<Action>(ledger: ledger)
    self.ledger = ledger
    self.inbox = inbox
    self.timeout = timeout
    self.creationSite = SourceCallSite(
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    self.runtime = IssueReporting.$handler.withValue(failingIssueHandler) {
      StoreRuntime(
        initialState: initialState,
        reducer: DependencyValues.$current.withValue(dependencies) { reducer() },
        dependencies: dependencies,
        feedback: .hold { action, sender in
          inbox.actions.append(action)
          inbox.senders.append(sender)
        }
      )
    }
    runtime.registry.didChange = { [weak self] in self?.recordRunningEffects() }
    runtime.effectExecutor = executor
  }

  nonisolated deinit {
    // Runs synchronously where the last reference is dropped, at the end of the test, so that the
    // test framework's task-local current test is still visible. An `isolated deinit` would run in
    // a new task without it, and the failures would be lost. The checks read only the ledger, so
    // they need no actor. The runtime cancels the effects that are left when it goes away.
    executor.shutDown()
    let ledger = self.ledger.withLock { $0 }
    guard ledger.isExhaustive else { return }
    if !ledger.pendingActions.isEmpty {
      fail(
        Messages.unhandledReceivedActions(ledger.pendingActions.map(\.value)), at: creationSite
      )
    }
    for effect in ledger.runningEffects {
      fail(Messages.effectStillRunning(startedBy: effect.origin.value), at: effect.site)
    }
  }

  /// Copies the running effects into the ledger, for the end-of-test checks.
  private func recordRunningEffects() {
    let running = runtime.registry.running.map { handle in
      Ledger.RunningEffect(
        origin: UncheckedAction(handle.origin),
        site: effectCallSites[ObjectIdentifier(handle)] ?? creationSite
      )
    }
    ledger.withLock { $0.runningEffects = running }
  }

  nonisolated func fail(_ message: String, at site: SourceCallSite) {
    recordFailure(
      message, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
}

/// The actions a `TestStore` holds until the test receives them.
@MainActor
final class Inbox<Action> {
  /// The effect that sent each action of ``actions``, or `nil` for a `.send` effect.
  var senders: [EffectHandle?] = []
  var actions: [Action] = [] {
    didSet {
      let pending = actions.map { UncheckedAction($0 as Any) }
      ledger.withLock { $0.pendingActions = pending }
    }
  }
  private let ledger: LedgerBox

  init(ledger: LedgerBox) {
    self.ledger = ledger
  }

  /// Takes the first held action and the effect that sent it.
  func removeFirst() -> (action: Action, sender: EffectHandle?) {
    (actions.removeFirst(), senders.removeFirst())
  }
}

/// A copy of what the end-of-test checks look at, kept up to date on the main actor and read from
/// the `TestStore`'s nonisolated `deinit`.
final class LedgerBox: Sendable {
  private let state = Locked(Ledger())

  func withLock<R: Sendable>(_ body: (inout Ledger) -> R) -> R {
    state.withLock { body(&$0) }
  }
}

struct Ledger: Sendable {
  struct RunningEffect: Sendable {
    let origin: UncheckedAction<Any>
    let site: SourceCallSite
  }

  var isExhaustive = true
  var pendingActions: [UncheckedAction<Any>] = []
  var runningEffects: [RunningEffect] = []
}

/// The location of a call to a `TestStore` method, for failures.
struct SourceCallSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
