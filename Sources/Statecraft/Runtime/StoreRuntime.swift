import Foundation

/// Runs one feature for a `Store` or a `TestStore`: owns its state, its reducer, its
/// dependencies and the ``StoreStateMachine`` that keeps its books, and carries out what the
/// machine's transitions return (start and cancel tasks, tell waiting groups).
///
/// It is the one place that reduces actions, starts effects and decides to notify: after each
/// batch of actions (one sent, and those queued behind it) it compares the state with the state
/// before the batch and calls ``stateDidChange`` when it changed. The machine is in its notifying
/// phase meanwhile, so an observer that sends has its action queued and reduced afterwards, in a
/// batch of its own (rule R2).
@MainActor
@usableFromInline
package final class StoreRuntime<State, Action>: EffectHost {
  /// The machine, reached in place: through its address, a call on it neither copies it nor
  /// checks exclusivity (a class's stored struct would do both on every send).
  @usableFromInline
  package var machine: StoreStateMachine<Action> {
    unsafeAddress { machineCell.address }
    unsafeMutableAddress { machineCell.mutableAddress }
  }
  // Safe: read and written on the main actor only, and destroyed by `deinit`, when nothing else
  // can reach the runtime any more.
  @usableFromInline nonisolated(unsafe) let machineCell: HeapCell<StoreStateMachine<Action>>
  /// The dependencies that reducers, and effects created by them, see. Changing them affects
  /// later actions only: they are written between batches, never during one.
  @usableFromInline
  package var dependencies: DependencyValues {
    unsafeAddress { dependenciesCell.address }
    unsafeMutableAddress { dependenciesCell.mutableAddress }
  }
  /// Where the dependencies live: a batch makes them current on its thread by this cell's address
  /// (``ReducingDependencies``), without a copy.
  // Safe: read and written on the main actor only, and destroyed by `deinit`, when nothing else
  // can reach the runtime any more (a batch holds the runtime while its thread reads the cell).
  @usableFromInline nonisolated(unsafe) let dependenciesCell: HeapCell<DependencyValues>
  /// Called after a batch that may have changed the state (the root store's observers), with the
  /// count of bindings applied before the batch (``ReductionSignal/bindingsApplied``).
  // Unchecked: set once when the store is made, read on every batch, on the main actor only.
  @exclusivity(unchecked) @usableFromInline package var stateDidChange: (@MainActor (UInt) -> Void)?
  /// Called when an effect's action was reduced for the test, or an effect ended (test mode):
  /// what a test waiting for effects wakes up on.
  package var didChangeEffects: (() -> Void)?
  /// Test mode: reduces the actions effects fed back, oldest first, when they are delivered, as a
  /// `Store` would (rule R9); the test store records each with the state after it.
  package var reduceFedBack: (() -> Void)?
  /// Test mode: called after each action's reducer returns, before the effects it returned
  /// start, so that the test store reads the shared values the reducer left before an effect
  /// of the action can change them on another thread (rules SH5, SH6).
  // Unchecked: set once, when the test store is made (not around each reduction), and read while
  // reducing, on the main actor only.
  @exclusivity(unchecked) @usableFromInline package var didReduce: (@MainActor () -> Void)?
  /// Called when an effect of the root feature calls `dismiss()`; `nil` reports it as a misuse.
  package var rootDismissal: (() -> Void)?
  /// Where effects' tasks run: the global executor when `nil`; a test store gives a serial
  /// executor, so that effects started or woken together run in one order on every run.
  package var taskExecutor: (any TaskExecutor)?
  /// Set by the state explorer of `StatecraftTesting`: a `.run` effect is handed to it instead of
  /// getting a task, and stays registered (its levels, its cancellation ids) until it is ended.
  package var startsRun: ((EffectID, RunOperation<Action>) -> Void)?
  /// The test step and family that effects started from now on belong to (test mode).
  // Unchecked: written between test steps and read while reducing, on the main actor only.
  @exclusivity(unchecked) @usableFromInline package var step = 0
  @exclusivity(unchecked) @usableFromInline package var family = 0

  /// The state, in memory of its own: reducing it in place there avoids the dynamic exclusivity
  /// check that an `inout` access to a class's stored property costs on every action.
  // Safe: read and written on the main actor only, and destroyed by `deinit`, when nothing else
  // can reach the runtime any more.
  @usableFromInline nonisolated(unsafe) let stateCell: HeapCell<State>
  /// The root reducer, as a closure that is not isolated: a main-actor closure checks the actor
  /// on every call.
  @usableFromInline let unisolatedReducer: (inout State, Action) -> Effect<Action>
  /// The root feature's actions that only an `ifLet` can take, to report one that none took.
  @usableFromInline let presentationCases: PresentationCases<Action>?
  /// B2 hook: the root feature's actions that hold a binding action.
  @usableFromInline let bindingCases: BindingCases<Action>?
  /// Compares states before and after a batch; `nil` when `State` is not `Equatable`.
  @usableFromInline let isEqual: ((StateRef<State>, StateRef<State>) -> Bool)?

  package init<R: Reducer>(
    initialState: () -> State,
    reducer: () -> R,
    dependencies: DependencyValues,
    mode: StoreStateMachine<Action>.Mode,
    isEqual: ((StateRef<State>, StateRef<State>) -> Bool)?
  ) where R.State == State, R.Action == Action {
    self.presentationCases = PresentationCases.of(Action.self)
    self.bindingCases = BindingCases.of(Action.self)
    self.machineCell = HeapCell(StoreStateMachine(mode: mode, rootState: State.self))
    self.dependenciesCell = HeapCell(dependencies)
    self.isEqual = isEqual
    // The function is set from inside the closure rather than returned through the generic
    // `withCurrent`: a function value that passes through a generic result comes back wrapped in
    // two reabstraction thunks, which every action then ran.
    var reduce: (inout State, Action) -> Effect<Action> = { _, _ in .none }
    let state = dependencies.withCurrent {
      let state = initialState()
      reduce = reducer()._reduceFunction()
      return state
    }
    self.stateCell = HeapCell(state)
    self.unisolatedReducer = reduce
    if mode == .live, let support = TestSupportLink.found {
      // A plain store in a test: its effects' work is counted, so that a `TestClock` it uses
      // lets them reach the clock before it wakes sleepers, and waits for what they do after.
      taskExecutor = support.makeEffectExecutor(for: dependencies)
    }
  }

  nonisolated deinit {
    // A store released on the main actor (as stores are) cancels the effects it started; their
    // `Send`s hold it weakly and deliver nothing from now on anyway.
    if MainActor.isCurrent {
      MainActor.assumeIsolated {
        for command in machine.cancelAll() + machine.abandonDraining() {
          switch command {
          case .cancel(let task): task.cancel()
          case .ended(let group, let cancelled): group.effectEnded(cancelled: cancelled)
          case .start: break
          }
        }
      }
    }
    stateCell.destroy()
    machineCell.destroy()
    dependenciesCell.destroy()
  }

  @usableFromInline
  package var state: State {
    unsafeAddress { stateCell.address }
    unsafeMutableAddress { stateCell.mutableAddress }
  }

  // MARK: - Sending

  /// Sends an action: reduces it and the actions queued behind it (rules R1, R2), or queues it
  /// when the store is busy. Returns the group of effects the batch started directly, if any.
  ///
  /// Inlinable, with the rest of the path of an action that returns no effect, so that it is
  /// specialized for the feature where the store is used: in code that is not specialized, each
  /// call on the generic machine would look its type up at run time.
  @inlinable
  package func send(_ action: Action) -> EffectGroup? {
    guard machine.submit(action) else { return nil }
    return process(action)
  }

  /// Reduces exactly `action` (test mode, where effects' actions wait in the held queue to be
  /// reduced one at a time, each recorded with the state after it).
  package func reduce(_ action: Action, group: EffectGroup?) {
    _ = machine.submit(action)
    _ = Self.reduceBatch(starting: action, in: self, group: group, context: .current)
    machine.endReducing()
  }

  /// Reduces batches, starting with `first`, until nothing is queued; the machine is reducing.
  @inlinable
  func process(_ first: Action) -> EffectGroup? {
    // The thread's context, looked up once for the whole of this call: its counters and the
    // dependencies are read and set through it several times an action.
    let context = ThreadContextRef.current
    var group: EffectGroup?
    var action = first
    while true {
      guard let stateDidChange else {
        group = Self.reduceBatch(starting: action, in: self, group: group, context: context)
        machine.endReducing()
        break
      }
      // A batch that starts with a binding action notifies whatever the state (B3): it needs no
      // copy of the state from before, which a form of many fields paid on every keystroke.
      var notifiesAnyway = false
      if let bindingCases { notifiesAnyway = bindingCases.isOwnBinding(action) }
      // The state before the batch is kept only when it can be compared. Compared through
      // `StateRef.compare`, not `StateRef.with`: a closure formed on the main actor and handed to
      // a function that is not isolated checks the actor each time it runs (so do `Optional.map`
      // and `??`).
      if let isEqual, !notifiesAnyway {
        var before = stateCell.value
        // B3 hook: a batch that applied a binding notifies even when the state is equal.
        let bindingsBefore = context.value.bindingsApplied
        group = Self.reduceBatch(starting: action, in: self, group: group, context: context)
        machine.beginNotifying()
        // A binding applied notifies whatever the state: asked first, so that such a batch
        // (a text field's keystroke) does not also compare the whole state.
        if context.value.bindingsApplied != bindingsBefore
          || !StateRef.compare(&before, stateCell.ref, by: isEqual)
        {
          stateDidChange(bindingsBefore)
        }
      } else {
        let bindingsBefore = context.value.bindingsApplied
        group = Self.reduceBatch(starting: action, in: self, group: group, context: context)
        machine.beginNotifying()
        stateDidChange(bindingsBefore)
      }
      guard let next = machine.endNotifying() else { break }
      action = next
    }
    return group
  }

  /// Reduces `first` and the actions queued behind it, with the store's dependencies current on
  /// this thread (whose context is `context`).
  @inlinable
  static func reduceBatch(
    starting first: Action, in runtime: StoreRuntime, group: EffectGroup?,
    context: ThreadContextRef
  ) -> EffectGroup? {
    var group = group
    let dependencies = ReducingDependencies(runtime.dependenciesCell, on: context)
    defer { dependencies.end() }
    reduceOne(first, in: runtime, group: &group, context: context)
    while let next = runtime.machine.nextQueued() {
      reduceOne(next, in: runtime, group: &group, context: context)
    }
    return group
  }

  /// Reduces one action; starts its effects, and ends the levels it made obsolete.
  @inlinable
  static func reduceOne(
    _ action: Action, in runtime: StoreRuntime, group: inout EffectGroup?,
    context: ThreadContextRef
  ) {
    let handledBefore = runtime.presentationCases == nil ? 0 : context.value.presentationsHandled
    let appliedBefore = runtime.bindingCases == nil ? 0 : context.value.bindingsApplied
    let effect = runtime.unisolatedReducer(&runtime.stateCell.value, action)
    if let didReduce = runtime.didReduce { didReduce() }
    // Each check has something to say only when nothing was handled (applied) meanwhile: asked
    // here, so that the usual presentation or binding action makes no call.
    if let cases = runtime.presentationCases,
      context.value.presentationsHandled == handledBefore
    {
      cases.check(
        action, handledBefore: handledBefore, handledNow: handledBefore,
        in: "the root feature of a store")
    }
    if let cases = runtime.bindingCases, context.value.bindingsApplied == appliedBefore {
      cases.check(
        action, appliedBefore: appliedBefore, appliedNow: appliedBefore,
        in: "the root feature of a store")
    }
    if !effect.isNone {
      group = runtime.start(effect, for: action, in: group)
    }
    if runtime.machine.hasLevels {
      // The usual sweep ends nothing: it is checked here, specialized, and only a sweep that
      // ends levels goes on to build and carry out commands.
      let ended = runtime.machine.endedLevels(
        rootState: StateAddress(runtime.stateCell.ref))
      if !ended.isEmpty { runtime.endLevels(ended) }
    }
  }

  /// Starts the effect that reducing `action` returned, as part of `group` (made when `nil` and
  /// the effect starts something that runs).
  ///
  /// Inlinable, so that the effect's origin is made where the store's types are known: made in
  /// code that is not specialized, its two generic types were looked up at run time.
  @inlinable
  func start(
    _ effect: Effect<Action>, for action: Action, in group: EffectGroup?
  )
    -> EffectGroup?
  {
    // Most dismissals return only the end of a level that has no effects: nothing to do.
    if effect.onlyEndsLevels && !machine.hasLevels { return group }
    return start(
      effect,
      origin: EffectOrigin(
        action: UncheckedAction(action), step: step, family: family, group: group)
    )
  }

  /// Starts `effect`, which came from `origin`; see ``start(_:for:in:)``.
  ///
  /// Inlinable too: in code that is not specialized, calling the machine looked the machine's
  /// type up at run time, on every send that returned an effect.
  @inlinable
  func start(_ effect: Effect<Action>, origin: EffectOrigin<Action>) -> EffectGroup? {
    let (started, commands) = machine.start(effect, origin: origin)
    var group = origin.group
    if !started.isEmpty {
      group = group ?? makeGroup(for: started)
      group?.add(started.count)
    }
    apply(commands)
    return group
  }

  /// The group of the effects `started` by a batch that had none.
  @usableFromInline
  func makeGroup(for started: [EffectID]) -> EffectGroup {
    let group = EffectGroup(host: self)
    machine.assign(group, to: started)
    return group
  }

  /// Ends the levels a sweep found gone from the state or changed in identity (rule R5).
  @usableFromInline
  func endLevels(_ ended: [LevelID]) {
    apply(machine.end(levels: ended))
  }

  /// Reduces what effects queued while the store was idle (later parts of a concatenation).
  private func processQueued() {
    if let next = machine.resumeQueued() { _ = process(next) }
    // Test mode: a part of a concatenation that went on may have fed actions back.
    if machine.hasHeldActions { reduceFedBack?() }
  }

  // MARK: - Commands

  @usableFromInline
  func apply(_ commands: [StoreStateMachine<Action>.Command]) {
    // Most actions start and end nothing: no iterator (and its generic metadata) for them.
    guard !commands.isEmpty else { return }
    for command in commands {
      switch command {
      case .start(let id, let task):
        // An effect cancelled in the same transition that started it never gets a task.
        guard machine.isRunning(id) else { continue }
        startTask(id, task)
      case .cancel(let task):
        task.cancel()
      case .ended(let group, let cancelled):
        group.effectEnded(cancelled: cancelled)
      }
    }
  }

  /// Starts the task of the `.run` effect `id`. A function of its own: this code is not
  /// specialized, and the types it uses (the operation's, the `Send`'s), looked up at run time,
  /// were looked up by every transition that ended an effect or started none, before the command
  /// was known.
  @inline(never)
  private func startTask(_ id: EffectID, _ task: EffectTask) {
    let operation = task.operation(for: Action.self)
    if let startsRun {
      startsRun(id, operation)
      return
    }
    let token = EffectToken(id: id, host: self)
    let send = Send<Action> { [weak self] action in self?.deliver(action, from: token) }
    let task = Self.spawn(operation, token: token, send: send, on: taskExecutor)
    if !machine.attach(task, token: token, to: id) { task.cancel() }
  }

  /// Starts an effect's task off the main actor (on `executor`, if given), with the effect's token
  /// and the dependencies in force where the effect was created; task-locals of the caller carry
  /// over. Issues go where they go here: a handler set for this thread (a test store's step,
  /// ``IssueReporting/withHandlerOnThisThread(_:_:)``) becomes the task's.
  private nonisolated static func spawn(
    _ operation: RunOperation<Action>, token: EffectToken, send: Send<Action>,
    on executor: (any TaskExecutor)?
  ) -> Task<Void, Never> {
    func start() -> Task<Void, Never> {
      EffectContext.$current.withValue(EffectContext(token: token, activity: token.activity)) {
        DependencyValues.$inherited.withValue(operation.dependencies) {
          Task(executorPreference: executor, priority: operation.priority) {
            await operation.body(send)
            await token.returned()
          }
        }
      }
    }
    guard let handler = ThreadContextRef.current.value.issueHandler else { return start() }
    return IssueReporting.$handler.withValue(handler, operation: start)
  }

  // MARK: - Effects talking back

  /// An action from an effect's `Send` (rules R8a, R9).
  package func deliver(_ action: Action, from token: EffectToken) {
    switch machine.deliver(action, from: token.id) {
    case .reduce:
      _ = process(action)
    case .queued:
      break
    case .held:
      reduceFedBack?()
      didChangeEffects?()
    case .dropped:
      guard token.hasFinished else { return }
      reportIssue(
        """
        An effect's Send was called after the effect had finished; the action was not \
        delivered.

          Action: \(describeAction(action))

        A Send is valid while its effect runs. Await the work inside the effect's operation \
        (an unstructured Task inside .run outlives it), or send from a new effect.
        """
      )
    }
  }

  /// In a test, waits until the work of this store's effects has settled: each of them, and what
  /// they started, has run as far as it can (``TestSupport``). Returns at once outside tests.
  package func settleEffectsForTests() async {
    guard machine.mode == .live, let support = TestSupportLink.found, let taskExecutor else {
      return
    }
    await support.settle(taskExecutor)
  }

  package func effectReturned(_ token: EffectToken) {
    let (finished, commands) = machine.runReturned(token.id)
    if finished { token.hasFinished = true }
    apply(commands)
    processQueued()
    didChangeEffects?()
  }

  package func dismiss(from token: EffectToken, at callSite: CallSite) {
    switch machine.requestDismissal(from: token.id) {
    case .send(let action):
      deliver(action, from: token)
    case .ignored:
      break
    case .root:
      if let rootDismissal {
        rootDismissal()
      } else {
        DismissEffect.reportNothingToDismiss(at: callSite)
      }
    }
  }

  package func withThrottle<R>(
    _ id: CancelID, from token: EffectToken, _ body: (inout ThrottleRecord) -> R
  ) -> R? {
    machine.withThrottle(id, from: token.id, body)
  }

  // MARK: - Cancelling

  /// Cancels the given effects.
  package func cancel(_ ids: [EffectID]) {
    apply(machine.cancel(ids))
    processQueued()
  }

  package func cancel(_ group: EffectGroup) {
    apply(machine.cancel(group: group))
    processQueued()
  }

  /// Cancels every running effect.
  package func cancelAll() {
    apply(machine.cancelAll())
    processQueued()
  }

  /// Cancels every running effect of a test family.
  package func cancel(family: Int) {
    apply(machine.cancel(family: family))
    processQueued()
  }

  // MARK: - Held actions (test mode)

  /// Takes the oldest fed-back action that is still to be reduced.
  package func takeHeld() -> HeldAction<Action>? {
    machine.takeHeld()
  }

  // The two below read the machine's fields: a getter of the machine called here, in code not
  // specialised for `Action` (a test store's), copies the whole machine first.

  /// Whether fed-back actions wait and the store is idle, so that they can be reduced now.
  package var canReduceHeld: Bool {
    guard case .idle = machine.phase else { return false }
    return !machine.held.isEmpty
  }

  /// Whether an effect of the store runs, or winds down after a cancellation.
  package var hasEffectsInFlight: Bool {
    machine.hasEffects || !machine.draining.isEmpty
  }
}
