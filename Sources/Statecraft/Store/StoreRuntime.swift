/// The single source of truth behind a store: the state, the reducer, the dependencies and the
/// running effects. `Store` and `TestStore` each own one; scoped child stores reach it through their
/// parents.
@MainActor
package final class StoreRuntime<State, Action> {
  /// How actions fed back by effects (`.send` and `Send`) are handled.
  package enum Feedback {
    /// Reduced right away, after the action being reduced (`Store`, rules R1 and R2).
    case process
    /// Handed to the closure, with the effect that sent it (`nil` for a `.send` effect), and not
    /// reduced (`TestStore`, rule R9).
    case hold((Action, EffectHandle?) -> Void)
  }

  package var state: State
  /// The dependencies reducers and effects see. Changing them affects later actions only.
  package var dependencies: DependencyValues
  package let registry = EffectRegistry()
  /// Called after a top-level send finished, with the state before it.
  package var didProcess: ((State) -> Void)?

  private let reducer: (inout State, Action) -> Effect<Action>
  private let feedback: Feedback
  private var queue: [Action] = []
  private var queueStart = 0
  private var isProcessing = false

  package init<R: Reducer>(
    initialState: State,
    reducer: R,
    dependencies: DependencyValues,
    feedback: Feedback
  ) where R.State == State, R.Action == Action {
    self.state = initialState
    self.dependencies = dependencies
    self.feedback = feedback
    self.reducer = DependencyValues.$current.withValue(dependencies) {
      reducer._reduceFunction()
    }
  }

  isolated deinit {
    registry.cancelAll()
  }

  /// Reduces `action` and, with ``Feedback/process``, every action it feeds back synchronously,
  /// breadth-first. Returns the effects started on the way.
  ///
  /// Called while another action is being reduced (re-entrancy), it only queues `action`, which is
  /// reduced after the current one (rule R2).
  package func process(_ action: Action) -> [EffectHandle] {
    guard !isProcessing else {
      queue.append(action)
      return []
    }
    isProcessing = true
    let stateBefore = state
    var handles: [EffectHandle] = []
    DependencyValues.$current.withValue(dependencies) {
      var next: Action? = action
      while let action = next {
        let effect = reducer(&state, action)
        if !effect.isNone {
          start(effect, into: &handles, origin: action)
        }
        next = dequeue()
      }
    }
    isProcessing = false
    didProcess?(stateBefore)
    return handles
  }

  /// Reduces exactly `action`; actions it feeds back go to the ``Feedback`` handler.
  package func reduce(_ action: Action) -> [EffectHandle] {
    var handles: [EffectHandle] = []
    DependencyValues.$current.withValue(dependencies) {
      let effect = reducer(&state, action)
      if !effect.isNone {
        start(effect, into: &handles, origin: action)
      }
    }
    return handles
  }

  private func dequeue() -> Action? {
    guard queueStart < queue.count else {
      if !queue.isEmpty {
        queue.removeAll(keepingCapacity: true)
        queueStart = 0
      }
      return nil
    }
    defer { queueStart += 1 }
    return queue[queueStart]
  }

  private func deliver(_ action: Action, from handle: EffectHandle? = nil) {
    switch feedback {
    case .process:
      if isProcessing {
        queue.append(action)
      } else {
        _ = process(action)
      }
    case .hold(let hold):
      hold(action, handle)
    }
  }

  // MARK: - Running effects

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

  private func spawn(_ run: RunOperation<Action>, origin: Any) -> EffectHandle {
    let handle = EffectHandle(origin: origin, registry: registry)
    let send = Send<Action> { [weak self, weak handle] action in
      guard let self, let handle, !handle.isCancelled else { return }
      self.deliver(action, from: handle)
    }
    let context = EffectContext(handle: handle, activity: handle.activity)
    registry.add(handle)
    handle.task = EffectContext.$current.withValue(context) {
      Task(priority: run.priority) { @MainActor in
        await run.body(send)
        handle.finish()
      }
    }
    return handle
  }

  /// Runs `rest` one by one after the effects in `first` have all ended.
  private func spawnSequence(
    waitingFor first: [EffectHandle], then rest: [Effect<Action>], origin: Any
  ) -> EffectHandle {
    let handle = EffectHandle(origin: origin, registry: registry)
    handle.children = first
    handle.waitsForChildren = true
    registry.add(handle)
    handle.task = Task { @MainActor [weak self] in
      for child in first {
        await child.task?.value
      }
      for effect in rest {
        guard let self, !handle.isCancelled else { break }
        var started: [EffectHandle] = []
        self.start(effect, into: &started, origin: origin)
        handle.children = started
        for child in started {
          await child.task?.value
        }
      }
      handle.finish()
    }
    return handle
  }
}
