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
package final class StoreRuntime<State, Action>: EffectHost {
  package private(set) var machine: StoreStateMachine<Action>
  /// The dependencies that reducers, and effects created by them, see. Changing them affects
  /// later actions only.
  package var dependencies: DependencyValues
  /// Called after a batch that may have changed the state (the root store's observers).
  package var stateDidChange: (() -> Void)?
  /// Called when an effect's action is held for the test, or an effect ended (test mode): what a
  /// test waiting for effects wakes up on.
  package var didChangeEffects: (() -> Void)?
  /// Called when an effect of the root feature calls `dismiss()`; `nil` reports it as a misuse.
  package var rootDismissal: (() -> Void)?
  /// The test step and family that effects started from now on belong to (test mode).
  package var step = 0
  package var family = 0

  /// The state, in memory of its own: reducing in place through a pointer avoids the dynamic
  /// exclusivity check that an `inout` access to a class's stored property costs on every action.
  // Safe: read and written on the main actor only, and freed by `deinit`, when nothing else can
  // reach the runtime any more.
  private nonisolated(unsafe) let statePointer: UnsafeMutablePointer<State>
  private let reducer: (inout State, Action) -> Effect<Action>
  /// Compares states before and after a batch; `nil` when `State` is not `Equatable`.
  private let isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?

  package init<R: Reducer>(
    initialState: () -> State,
    reducer: () -> R,
    dependencies: DependencyValues,
    mode: StoreStateMachine<Action>.Mode,
    isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?
  ) where R.State == State, R.Action == Action {
    self.machine = StoreStateMachine(mode: mode, rootState: State.self)
    self.dependencies = dependencies
    self.isEqual = isEqual
    let (state, reduce) = DependencyValues.$current.withValue(dependencies) {
      (initialState(), reducer()._reduceFunction())
    }
    self.statePointer = .allocate(capacity: 1)
    self.statePointer.initialize(to: state)
    self.reducer = reduce
  }

  nonisolated deinit {
    // A store released on the main actor (as stores are) cancels the effects it started; their
    // `Send`s hold it weakly and deliver nothing from now on anyway.
    if MainActor.isCurrent {
      MainActor.assumeIsolated {
        for command in machine.cancelAll() {
          switch command {
          case .cancel(let task): task.cancel()
          case .ended(let group, let cancelled): group.effectEnded(cancelled: cancelled)
          case .start: break
          }
        }
      }
    }
    statePointer.deinitialize(count: 1)
    statePointer.deallocate()
  }

  package var state: State {
    get { statePointer.pointee }
    set { statePointer.pointee = newValue }
  }

  /// Whether the state equals `other`, compared in place.
  package func stateEquals(_ other: borrowing State) -> Bool? {
    guard let isEqual else { return nil }
    return withUnsafePointer(to: other) { isEqual($0, statePointer) }
  }

  // MARK: - Sending

  /// Sends an action: reduces it and the actions queued behind it (rules R1, R2), or queues it
  /// when the store is busy. Returns the group of effects the batch started directly, if any.
  package func send(_ action: Action) -> EffectGroup? {
    guard machine.submit(action) else { return nil }
    return process(action)
  }

  /// Reduces exactly `action`, whatever is queued (test mode, where effects' actions are held).
  package func reduce(_ action: Action, group: EffectGroup?) {
    _ = machine.submit(action)
    var group = group
    reduceOne(action, group: &group)
    machine.endReducing()
  }

  /// Reduces batches, starting with `first`, until nothing is queued; the machine is reducing.
  private func process(_ first: Action) -> EffectGroup? {
    var group: EffectGroup?
    var action = first
    while true {
      // The state before the batch is kept only when someone observes it and it can be compared.
      let before = stateDidChange != nil && isEqual != nil ? statePointer.pointee : nil
      reduceOne(action, group: &group)
      while let next = machine.nextQueued() {
        reduceOne(next, group: &group)
      }
      if let stateDidChange {
        machine.beginNotifying()
        if before.map({ stateEquals($0) != true }) ?? true { stateDidChange() }
        guard let next = machine.endNotifying() else { break }
        action = next
      } else {
        machine.endReducing()
        break
      }
    }
    return group
  }

  private func reduceOne(_ action: Action, group: inout EffectGroup?) {
    let effect = DependencyValues.$current.withValue(dependencies) {
      reducer(&statePointer.pointee, action)
    }
    if !effect.isNone {
      let batchGroup = group ?? EffectGroup(host: self)
      group = batchGroup
      let origin = EffectOrigin(
        action: UncheckedAction(action), step: step, family: family, group: batchGroup
      )
      let (started, commands) = machine.start(effect, origin: origin)
      batchGroup.add(started.count)
      apply(commands)
    }
    if machine.hasLevels {
      apply(machine.sweepLevels(rootState: UnsafeRawPointer(statePointer)))
    }
  }

  /// Reduces what effects queued while the store was idle (later parts of a concatenation).
  private func processQueued() {
    if let next = machine.resumeQueued() { _ = process(next) }
  }

  // MARK: - Commands

  private func apply(_ commands: [StoreStateMachine<Action>.Command]) {
    for command in commands {
      switch command {
      case .start(let id, let operation):
        // An effect cancelled in the same transition that started it never gets a task.
        guard machine.isRunning(id) else { continue }
        let token = EffectToken(id: id, host: self)
        let send = Send<Action> { [weak self] action in self?.deliver(action, from: token) }
        let task = Self.spawn(operation, token: token, send: send)
        if !machine.attach(task, token: token, to: id) { task.cancel() }
      case .cancel(let task):
        task.cancel()
      case .ended(let group, let cancelled):
        group.effectEnded(cancelled: cancelled)
      }
    }
  }

  /// Starts an effect's task off the main actor, with the effect's token and the dependencies in
  /// force where the effect was created; task-locals of the caller (issue routing) carry over.
  private nonisolated static func spawn(
    _ operation: RunOperation<Action>, token: EffectToken, send: Send<Action>
  ) -> Task<Void, Never> {
    EffectContext.$current.withValue(EffectContext(token: token, activity: token.activity)) {
      DependencyValues.$current.withValue(operation.dependencies) {
        Task(priority: operation.priority) {
          await operation.body(send)
          await token.returned()
        }
      }
    }
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
      didChangeEffects?()
    case .dropped:
      guard token.hasFinished else { return }
      reportIssue(
        """
        An effect's Send was called after the effect had finished; the action was not \
        delivered.

          Action: \(describeCase(action))

        A Send is valid while its effect runs. Await the work inside the effect's operation \
        (an unstructured Task inside .run outlives it), or send from a new effect.
        """
      )
    }
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

  /// Takes the first held action.
  package func takeHeld() -> HeldAction<Action>? {
    machine.takeHeld()
  }
}
