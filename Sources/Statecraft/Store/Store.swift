public import Observation

/// Runs a feature: holds its state, reduces the actions sent to it, and runs their effects.
///
/// Create one store for the root of an app or a screen, and derive stores for child features with
/// ``scope(state:action:)-(KeyPath<State,ChildState>,CasePath<Action,ChildAction>)``:
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// }
/// store.send(.incrementTapped)
/// store.count  // 1
/// ```
///
/// `send` reduces the action at once, on the main actor, then any actions that `.send` effects
/// return, in order (rule R1); an action sent while another is being reduced waits its turn
/// (rule R2). Asynchronous effects feed their actions back the same way as they produce them.
///
/// A store is `Observable`: reading ``state`` (or any property of it through the store) inside
/// `withObservationTracking`, or in a SwiftUI view, registers interest, and a send that changes the
/// state notifies. A send that leaves an `Equatable` state equal notifies nobody.
///
/// A child store made with `scope` reads and sends through its parent: there is one source of truth.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  private let readState: @MainActor () -> State
  private let sendAction: @MainActor (Action) -> StoreTask
  private let isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?
  private let registrar = ObservationRegistrar()
  /// `\.state`, formed once: forming a key path literal in a generic type instantiates it from its
  /// mangled pattern each time, which costs microseconds.
  private let stateKeyPath: KeyPath<Store, State>
  private var lastObservedState: State
  private var children: [ChildLink] = []

  /// Creates a store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state at the start.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Changes this store's dependencies, which its reducers and effects see.
  ///     The store starts from the dependencies current where it is created.
  public convenience init<R: Reducer>(
    initialState: R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    self.init(
      initialState: initialState, reducer: reducer, withDependencies: prepareDependencies,
      isEqual: equalityFunction(for: State.self)
    )
  }

  /// Creates a store running `reducer` from `initialState`, for an `Equatable` state: a send that
  /// leaves the state equal notifies nobody.
  ///
  /// The same as the initializer for any state; this one compares states with `==` as compiled
  /// for `State` where the store is created, rather than through a witness found at run time.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state at the start.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Changes this store's dependencies, which its reducers and effects see.
  ///     The store starts from the dependencies current where it is created.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where State: Equatable, R.State == State, R.Action == Action {
    self.init(
      initialState: initialState, reducer: reducer, withDependencies: prepareDependencies,
      isEqual: { $0.pointee == $1.pointee }
    )
  }

  @usableFromInline
  convenience init<R: Reducer>(
    initialState: R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)?,
    isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current.withFreshDefaults()
    prepareDependencies?(&dependencies)
    let runtime = StoreRuntime(
      initialState: initialState,
      reducer: DependencyValues.$current.withValue(dependencies) { reducer() },
      dependencies: dependencies,
      feedback: .process
    )
    let owner = WeakStore<State, Action>()
    self.init(
      readState: { runtime.state },
      sendAction: { action in
        // The state before is kept only when it can be compared; without `Equatable`, every send
        // notifies.
        guard let isEqual else {
          let handles = runtime.process(action)
          owner.store?.stateDidChange()
          return StoreTask(handles: handles)
        }
        let stateBefore = runtime.state
        let handles = runtime.process(action)
        if !runtime.stateEquals(stateBefore, by: isEqual) { owner.store?.stateDidChange() }
        return StoreTask(handles: handles)
      },
      initialState: initialState,
      isEqual: isEqual
    )
    owner.store = self
    // Unowned: the runtime owns this closure and is the only one to call it.
    runtime.didProcess = { [unowned runtime] stateBefore in
      if let isEqual, runtime.stateEquals(stateBefore, by: isEqual) { return }
      MainActor.assumeIsolated { owner.store?.stateDidChange() }
    }
  }

  private init(
    readState: @escaping @MainActor () -> State,
    sendAction: @escaping @MainActor (Action) -> StoreTask,
    initialState: State,
    isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?
  ) {
    self.readState = readState
    self.sendAction = sendAction
    self.lastObservedState = initialState
    self.isEqual = isEqual
    self.stateKeyPath = \.state
  }

  /// The current state of the feature.
  public var state: State {
    registrar.access(self, keyPath: stateKeyPath)
    return readState()
  }

  /// Reads a property of the state: `store.count` is `store.state.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends an action: reduces it and runs the effects it returns.
  ///
  /// - Returns: The effects the action started, to cancel them or wait for them.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    sendAction(action)
  }

  /// Calls `body` with the current state, without registering observation interest beyond what
  /// `body` reads.
  public func withState<R>(_ body: (State) -> R) -> R {
    body(readState())
  }

  // MARK: - Scoping

  /// Makes a child store that reads its state with `toChildState` and sends with `embed`.
  package func makeChildStore<ChildState, ChildAction>(
    state toChildState: @escaping @MainActor (State) -> ChildState,
    send embed: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let child = Store<ChildState, ChildAction>(
      readState: { toChildState(self.readState()) },
      sendAction: { self.send(embed($0)) },
      initialState: toChildState(readState()),
      isEqual: equalityFunction(for: ChildState.self)
    )
    children.removeAll { $0.store == nil }
    children.append(
      ChildLink(store: child) { [weak child] state in
        // `notifyChildren(of:)` passes the address of a `State`, on the main actor.
        MainActor.assumeIsolated {
          child?.parentDidChange(
            to: toChildState(state.assumingMemoryBound(to: State.self).pointee)
          )
        }
      }
    )
    return child
  }

  // MARK: - Observation

  /// After a send that changed the state: notifies this (root) store's observers, then its
  /// children.
  private func stateDidChange() {
    notifyObservers()
    if !children.isEmpty { notifyChildren(of: readState()) }
  }

  private func notifyObservers() {
    // `willSet` and `didSet` rather than `withMutation`, whose closure argument would carry a
    // dynamic main-actor check.
    registrar.willSet(self, keyPath: stateKeyPath)
    registrar.didSet(self, keyPath: stateKeyPath)
  }

  /// A child store compares with the state it last saw, as its parent's change may not be its own.
  ///
  /// The parent passes the child's new state down, so that a chain of scoped stores reads the root
  /// state once per change, not once per level.
  fileprivate func parentDidChange(to newState: State) {
    defer { lastObservedState = newState }
    if let isEqual, Self.equal(lastObservedState, newState, by: isEqual) { return }
    notifyObservers()
    notifyChildren(of: newState)
  }

  private nonisolated static func equal(
    _ lhs: State, _ rhs: State,
    by isEqual: (UnsafePointer<State>, UnsafePointer<State>) -> Bool
  ) -> Bool {
    withUnsafePointer(to: lhs) { lhs in withUnsafePointer(to: rhs) { rhs in isEqual(lhs, rhs) } }
  }

  /// Tells the child stores that this store's state is now `state`.
  private func notifyChildren(of state: State) {
    // Links to child stores that are gone stay until the next `scope` call prunes them: calling
    // one does nothing, and checking each on every change would cost a weak load per child.
    guard !children.isEmpty else { return }
    Self.tell(children, about: state)
  }

  /// Not isolated: a main-actor closure handed to `withUnsafePointer` would check the actor on
  /// every call.
  private nonisolated static func tell(_ children: [ChildLink], about state: State) {
    withUnsafePointer(to: state) { state in
      for child in children {
        child.parentDidChange(UnsafeRawPointer(state))
      }
    }
  }
}

/// The root store, held weakly by the closures of its own runtime.
@MainActor
private final class WeakStore<State, Action> {
  weak var store: Store<State, Action>?
}

/// A child store, held weakly by its parent so that the parent can tell it when state changed.
///
/// Not generic, so that the parent's array of links needs no generic metadata at run time (the
/// store's code is not specialized): the parent's state is passed by address.
///
/// A class, so that going through the parent's links copies references rather than weak ones.
private final class ChildLink {
  weak var store: AnyObject?
  /// Hands the child its part of the parent's new state, given the address of that state. Called
  /// on the main actor only (from the parent's notification).
  let parentDidChange: (UnsafeRawPointer) -> Void

  init(store: AnyObject, parentDidChange: @escaping (UnsafeRawPointer) -> Void) {
    self.store = store
    self.parentDidChange = parentDidChange
  }
}
