import Foundation
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
/// A test sees what the app does (rule R9): an action that an effect feeds back is reduced when
/// the effect delivers it, exactly as a `Store` would reduce it, so its effects start, its
/// cancellations happen and its presentation changes apply before later clock work. The store
/// records each such action with the state after it, and
/// ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)`` asserts the
/// oldest one not yet asserted against that recorded state. A reducer that cancels its timer on
/// the first tick gets one tick in a test, as in the app.
///
/// Shared values (`@Shared`) that the state holds are asserted as the state is: the store records
/// their values at each step's start, the closure sees those and changes them with `withLock`
/// (never the values the feature has), and a shared value the step changed must be asserted.
/// A change no reducer made (an effect's own `withLock`, another store) fails at the next step as
/// a change outside a step, unless ``assert(_:fileID:filePath:line:column:)`` asserts it first.
///
/// The store fails the test when: an action changes state other than asserted; an action is sent
/// while received actions are unasserted; `receive` finds no matching action in time; `finish()`
/// times out with effects still running; the test ends (the store is released) with unasserted
/// received actions or effects still running. Runtime issues raised while the store reduces an
/// action, or in an effect it started, fail the same test, at the line of that step.
///
/// Every step (`send`, `receive`, `finish`, and a ``TestClock``'s `advance`) returns only once
/// every effect it started or woke has run as far as it can: until it waits on a test clock
/// again, finishes, or waits on something outside the test. ``timeout`` bounds only waits for
/// such outside things, and reaching it is a failure that says what did not happen.
///
/// Dependencies are the test values of their keys: `\.uuid` counts from zero, `\.date` is fixed,
/// and `\.continuousClock` fails until the test sets a ``TestClock`` or an `ImmediateClock`.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How much the store insists on. See ``Exhaustivity``.
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive` and `finish` wait for effects that wait on something outside the test
  /// (real time, a client that answers from another thread).
  ///
  /// It never bounds the work the test controls: a step waits for its effects to run as far as
  /// they can, up to a bound of 30 seconds for effects that never suspend or keep sending; work
  /// of other stores and other tests is never waited for.
  public var timeout: Duration

  /// How long the store's effects may keep running after a step before it reports the effects
  /// that did not settle (time their jobs spend queued behind other tests' work does not count,
  /// up to ten times as long in all): 30 seconds, lowered by tests of that report.
  package var settleBound: Duration = defaultSettleBound

  /// The dependencies that reducers and effects started from now on see. Change them between
  /// steps to change what later actions see.
  public var dependencies: DependencyValues {
    get { runtime.dependencies }
    set {
      runtime.dependencies = newValue
      stepDependencies = StepDependencies(newValue)
    }
  }

  /// The state the last asserted step ended in: after a `send`, the state its action produced;
  /// after a `receive`, the state recorded after the received action.
  ///
  /// Actions fed back and not yet received are not in it. Inside an assertion closure it is the
  /// state before the step, as the closure's argument starts.
  public var state: State { assertedState }

  /// Whether the root feature dismissed itself with `@Dependency(\.dismiss)`; its effects were
  /// cancelled then.
  public private(set) var isDismissed = false

  let runtime: StoreRuntime<State, Action>
  /// Where each step of the test is: index 0 is the store's creation, then one per step and one
  /// per received action (see ``ReceivedAction/step``).
  var sites: [SourceCallSite]
  /// The state the last asserted step ended in (``state``).
  var assertedState: State
  /// The actions effects fed back, reduced and recorded, that no step has taken yet, oldest
  /// first.
  var received: [ReceivedAction<State, Action>] = [] {
    didSet { hasReceived = !received.isEmpty }
  }
  /// Whether ``received`` has any: a stored flag, as every `send` asks, from code that is not
  /// specialized for the feature, where asking the array looks its type up.
  var hasReceived = false
  /// Whether fed-back actions are being reduced (``reduceFedBack()``).
  var isReducingFedBack = false
  /// Effects already reported (by a `finish()` that timed out), which the end of the test does
  /// not report again.
  var reportedEffects: Set<EffectID> = []
  /// Effects the test stopped asserting on (``skipInFlightEffects(strict:fileID:filePath:line:column:)``):
  /// they run on, and neither `finish()` nor the end of the test waits for them or reports them.
  var skippedEffects: Set<EffectID> = []
  /// Wakes a wait for effects when an effect sends or ends.
  let activity = ActivitySignal()
  /// The shared values the state held after the latest reduction (a sent or a received action):
  /// a value that differs from them later was changed outside a step (rule SH6).
  var lastReducedShared = SharedValues()
  /// The shared values where the last asserted step ended: what `assert(_:)` starts from.
  var assertedShared = SharedValues()
  /// The reduction under way, while ``reducingRecordingShared(_:)`` runs one.
  var sharedReduction: SharedReduction?
  /// The state before the latest reduction, which tells whether the reducer changed the state
  /// (and so may hold other shared values).
  var stateBeforeReduction: State
  /// Whether a value of the state's type can hold a `@Shared` value: when it cannot, a step
  /// records no shared values. Asked once the initial state was walked, which settles a struct
  /// whose fields cannot hold one.
  let stateMayHoldShared: Bool
  /// What each step reads of ``dependencies``, taken out of them when they are set.
  var stepDependencies: StepDependencies

  /// Creates a test store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state at the start, evaluated with the store's
  ///     dependencies.
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
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    Quiescence.install()
    var dependencies = DependencyValues.current.withFreshDefaults()
    dependencies.context = .test
    prepareDependencies(&dependencies)
    let site = SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.timeout = timeout
    self.sites = [site]
    self.runtime = IssueReporting.$handler.withValue(issueHandler(at: site)) {
      StoreRuntime(
        initialState: initialState, reducer: reducer, dependencies: dependencies, mode: .test,
        isEqual: nil
      )
    }
    // Effects run one job at a time, in order: two effects woken together (a merge, two sleeps
    // to the same deadline) send in one order on every run, as they would on one thread.
    self.assertedState = runtime.state
    self.stateBeforeReduction = assertedState
    self.lastReducedShared = SharedValues(reading: runtime.state)
    self.assertedShared = lastReducedShared
    self.stateMayHoldShared = SharedLayout.mayHoldShared(State.self)
    self.stepDependencies = StepDependencies(runtime.dependencies)
    runtime.taskExecutor = Quiescence.makeSerialExecutor()
    let activity = self.activity
    runtime.didChangeEffects = { activity.signal() }
    runtime.rootDismissal = { [weak self] in self?.rootDidDismiss() }
    runtime.reduceFedBack = { [weak self] in self?.reduceFedBack() }
    if stateMayHoldShared {
      runtime.didReduce = { [weak self] in self?.sharedReducerDidReturn() }
    }
  }

  nonisolated deinit {
    // Runs synchronously where the last reference is dropped, at the end of the test, so that the
    // test framework's task-local current test is still visible. An `isolated deinit` would run in
    // a new task without it, and the failures would be lost. Test stores live on the main actor;
    // one released elsewhere cannot read its runtime and skips the checks.
    guard MainActor.isCurrent else { return }
    MainActor.assumeIsolated {
      checkAtEnd()
      runtime.cancelAll()
    }
  }

  /// The end-of-test checks: unasserted received actions and effects still running, each
  /// reported once, at the step that started it. With exhaustivity off they pass (the effects
  /// are cancelled), and are printed when the test shows skipped assertions.
  private func checkAtEnd() {
    // The runtime issues of received actions no step took belong to the step that sent them,
    // and so do the shared changes made outside a step before them.
    for action in received {
      action.issues.resolve(at: site(of: action.senderStep))
      reportChangedOutside(
        action.shared.outside, before: action.reducedText, at: site(of: action.senderStep))
    }
    checkSharedAtEnd()
    guard exhaustivity == .on || showsSkippedAssertions else { return }
    var byStep: [(step: Int, actions: [Action])] = []
    // Those a send went past were reported there.
    for action in received where action.overtakenFrom == nil {
      if byStep.last?.step == action.senderStep {
        byStep[byStep.count - 1].actions.append(action.action)
      } else {
        byStep.append((action.senderStep, [action.action]))
      }
    }
    let running = assertedRunningEffects.filter { !reportedEffects.contains($0.id) }
    guard exhaustivity == .on else {
      for (step, actions) in byStep {
        Messages.printSkipped(
          "Received actions left unasserted at the end of the test:",
          actions.map { Messages.action($0) }.joined(separator: "\n"), at: site(of: step)
        )
      }
      for effect in running {
        Messages.printSkipped(
          "Effect still running at the end of the test, cancelled:",
          Messages.action(effect.origin.action.value as Any), at: site(of: effect.origin.step)
        )
      }
      return
    }
    for (step, actions) in byStep {
      fail(Messages.unhandledReceivedActions(actions), at: site(of: step))
    }
    for effect in running {
      fail(
        Messages.effectStillRunning(startedBy: effect.origin.action.value as Any),
        at: site(of: effect.origin.step)
      )
    }
  }

  private func rootDidDismiss() {
    isDismissed = true
    runtime.cancelAll()
  }

  // MARK: - Steps

  /// Starts a step of the test at `site`, whose effects belong to `family` (a new one for a
  /// `send`).
  func beginStep(at site: SourceCallSite, family: Int? = nil) -> Int {
    sites.append(site)
    let step = sites.count - 1
    runtime.step = step
    runtime.family = family ?? step
    return step
  }

  func site(of step: Int) -> SourceCallSite {
    step < sites.count ? sites[step] : sites[0]
  }

  nonisolated func fail(_ message: String, at site: SourceCallSite) {
    recordFailure(
      message, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
}

/// The location of a call to a `TestStore` method, for failures.
struct SourceCallSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Wakes one waiting task when an effect of a test store sends an action or ends, or when its
/// deadline passes.
@MainActor
final class ActivitySignal {
  private var waiter:
    (id: Int, continuation: CheckedContinuation<Bool, Never>, timer: Task<Void, Never>)?
  private var lastWaiter = 0

  /// Wakes the waiting task, if any, as having seen activity.
  func signal() {
    finish(true)
  }

  /// Waits for activity; `false` when `deadline` passed first.
  func wait(until deadline: ContinuousClock.Instant) async -> Bool {
    finish(false)
    lastWaiter += 1
    let id = lastWaiter
    return await withCheckedContinuation { continuation in
      // The deadline is a bound on waiting for things outside the test, never a verdict on
      // effects the test controls: reaching it is reported as such by the caller.
      let timer = Task { [weak self] in
        try? await Task.sleep(until: deadline, clock: .continuous)
        self?.finish(false, id: id)
      }
      waiter = (id, continuation, timer)
    }
  }

  private func finish(_ sawActivity: Bool, id: Int? = nil) {
    guard let waiter, id == nil || id == waiter.id else { return }
    self.waiter = nil
    waiter.timer.cancel()
    // What the waiting step does next is the test's work, not the work of the effect that sent:
    // resumed as nobody's.
    WorkOwner.withCurrent(nil) { waiter.continuation.resume(returning: sawActivity) }
  }
}
