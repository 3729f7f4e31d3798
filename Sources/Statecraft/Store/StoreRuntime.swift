/// The single source of truth behind a store: the state, the reducer, the dependencies and the
/// running effects. `Store` and `TestStore` each own one; scoped child stores reach it through their
/// parents.
///
/// Not isolated to the main actor itself, though only used there: its owners (`Store`, `TestStore`)
/// and the tasks of its effects are main-actor isolated. Its hot path (reducing an action that
/// returns no effect) then runs without the dynamic isolation checks that Swift 6 inserts into
/// main-actor closures handed to non-isolated APIs such as `TaskLocal.withValue`, which would cost
/// more than the reduction itself. Main-actor work (effects) is entered with
/// `MainActor.assumeIsolated`, which checks that promise.
package final class StoreRuntime<State, Action>: @unchecked Sendable {
  // Safe: see above; every method is called on the main actor.
  /// How actions fed back by effects (`.send` and `Send`) are handled.
  package enum Feedback {
    /// Reduced right away, after the action being reduced (`Store`, rules R1 and R2).
    case process
    /// Handed to the closure, with the effect that sent it (`nil` for a `.send` effect), and not
    /// reduced (`TestStore`, rule R9).
    case hold((Action, EffectHandle?) -> Void)
  }

  /// The state, in memory of its own: reducing in place through a pointer avoids the dynamic
  /// exclusivity check that an `inout` access to a class's stored property costs on every action.
  private let statePointer: UnsafeMutablePointer<State>

  package var state: State {
    get { statePointer.pointee }
    set { statePointer.pointee = newValue }
  }

  /// Whether the state equals `other` by `isEqual`, compared in place: no copy of the state.
  package func stateEquals(
    _ other: borrowing State, by isEqual: (UnsafePointer<State>, UnsafePointer<State>) -> Bool
  ) -> Bool {
    withUnsafePointer(to: other) { isEqual($0, statePointer) }
  }
  /// The dependencies reducers and effects see. Changing them affects later actions only.
  package var dependencies: DependencyValues
  package let registry: EffectRegistry
  /// The executor effects run their work on; the global one when `nil`. A `TestStore` sets one that
  /// knows when every effect is suspended.
  package var effectExecutor: (any QuiescentExecutor)?
  /// Called after actions fed back by effects were processed, with the state before them. (A send
  /// from the store itself notifies on its own; see ``process(_:)``.)
  package var didProcess: (State) -> Void = { _ in }

  private let reducer: (inout State, Action) -> Effect<Action>
  private let feedback: Feedback
  private var queue: [Action] = []
  private var queueStart = 0
  /// How many actions wait in ``queue``; checked before touching the (generic) queue at all.
  private var queuedCount = 0
  private var isProcessing = false

  @MainActor
  package init<R: Reducer>(
    initialState: State,
    reducer: R,
    dependencies: DependencyValues,
    feedback: Feedback
  ) where R.State == State, R.Action == Action {
    self.statePointer = .allocate(capacity: 1)
    self.statePointer.initialize(to: initialState)
    self.dependencies = dependencies
    self.feedback = feedback
    self.registry = EffectRegistry()
    self.reducer = DependencyValues.$current.withValue(dependencies) {
      reducer._reduceFunction()
    }
  }

  deinit {
    // Effects' `Send`s hold the runtime weakly and deliver nothing from now on; cancel their tasks.
    let registry = self.registry
    Task { @MainActor in registry.cancelAll() }
    statePointer.deinitialize(count: 1)
    statePointer.deallocate()
  }

  /// Reduces `action` and, with ``Feedback/process``, every action it feeds back synchronously,
  /// breadth-first. Returns the effects started on the way.
  ///
  /// Called while another action is being reduced (re-entrancy), it only queues `action`, which is
  /// reduced after the current one (rule R2).
  ///
  /// The caller notifies observers afterwards; ``didProcess`` is only called for actions that
  /// effects feed back.
  package func process(_ action: Action) -> [EffectHandle] {
    guard !isProcessing else {
      enqueue(action)
      return []
    }
    isProcessing = true
    var handles: [EffectHandle] = []
    DependencyValues.$current.withValue(dependencies) {
      reduceStartingEffects(action, into: &handles)
      while queuedCount > 0 {
        reduceStartingEffects(dequeue(), into: &handles)
      }
    }
    isProcessing = false
    return handles
  }

  /// Reduces exactly `action`; actions it feeds back go to the ``Feedback`` handler.
  package func reduce(_ action: Action) -> [EffectHandle] {
    var handles: [EffectHandle] = []
    DependencyValues.$current.withValue(dependencies) {
      reduceStartingEffects(action, into: &handles)
    }
    return handles
  }

  private func reduceStartingEffects(_ action: Action, into handles: inout [EffectHandle]) {
    let effect = reducer(&statePointer.pointee, action)
    guard !effect.isNone else { return }
    let origin = UncheckedAction<Any>(action)
    MainActor.assumeIsolated {
      start(effect, into: &handles, origin: origin.value)
    }
  }

  private func enqueue(_ action: Action) {
    queue.append(action)
    queuedCount += 1
  }

  private func dequeue() -> Action {
    let action = queue[queueStart]
    queueStart += 1
    queuedCount -= 1
    if queuedCount == 0 {
      queue.removeAll(keepingCapacity: true)
      queueStart = 0
    }
    return action
  }

  private func deliver(_ action: Action, from handle: EffectHandle? = nil) {
    switch feedback {
    case .process:
      if isProcessing {
        enqueue(action)
      } else {
        let stateBefore = statePointer.pointee
        _ = process(action)
        didProcess(stateBefore)
      }
    case .hold(let hold):
      hold(action, handle)
    }
  }

  // MARK: - Running effects

  @MainActor
  private func start(_ effect: Effect<Action>, into handles: inout [EffectHandle], origin: Any) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      deliver(action.value)
    case .run(let run):
      handles.append(spawn(run, origin: origin))
    case .merge(let effects):
      for effect in effects {
        start(effect, into: &handles, origin: origin)
      }
    case .concatenate(let effects):
      for index in effects.indices {
        var started: [EffectHandle] = []
        start(effects[index], into: &started, origin: origin)
        if !started.isEmpty {
          let rest = Array(effects[(index + 1)...])
          handles.append(spawnSequence(waitingFor: started, then: rest, origin: origin))
          return
        }
      }
    case .cancellable(let effect, let id, let cancelInFlight):
      if cancelInFlight {
        registry.cancel(id: id)
      }
      var started: [EffectHandle] = []
      start(effect, into: &started, origin: origin)
      for handle in started {
        registry.register(handle, under: id)
      }
      handles += started
    case .cancel(let id):
      registry.cancel(id: id)
    }
  }

  @MainActor
  private func spawn(_ run: RunOperation<Action>, origin: Any) -> EffectHandle {
    let handle = EffectHandle(origin: origin, registry: registry, executor: effectExecutor)
    let send = Send<Action> { [weak self, weak handle] action in
      guard let self, let handle, !handle.isCancelled else { return }
      self.deliver(action, from: handle)
    }
    let context = EffectContext(handle: handle, activity: handle.activity)
    registry.add(handle)
    let executor = effectExecutor
    let operation: @MainActor @Sendable () async -> Void = {
      await run.body(send)
      handle.finish()
    }
    handle.task = EffectContext.$current.withValue(context) {
      // The body is not isolated, so it runs on the executor preferred here.
      Task(executorPreference: executor, priority: run.priority, operation: operation)
    }
    return handle
  }

  /// Runs `rest` one by one after the effects in `first` have all ended.
  @MainActor
  private func spawnSequence(
    waitingFor first: [EffectHandle], then rest: [Effect<Action>], origin: Any
  ) -> EffectHandle {
    let handle = EffectHandle(origin: origin, registry: registry, executor: effectExecutor)
    handle.adopt(first)
    handle.waitsForChildren = true
    registry.add(handle)
    let origin = UncheckedAction(origin)
    let operation: @MainActor @Sendable () async -> Void = { [weak self] in
      for child in first {
        await child.task?.value
      }
      for effect in rest {
        guard let self, !handle.isCancelled else { break }
        var started: [EffectHandle] = []
        self.start(effect, into: &started, origin: origin.value)
        handle.adopt(started)
        for child in started {
          await child.task?.value
        }
      }
      handle.finish()
    }
    handle.task = Task(executorPreference: effectExecutor, operation: operation)
    return handle
  }
}
