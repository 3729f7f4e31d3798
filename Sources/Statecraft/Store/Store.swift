import Foundation
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
/// return, in order (rule R1); an action sent while another is being reduced, or while the store
/// tells its observers about a change, waits its turn (rule R2). Asynchronous effects feed their
/// actions back the same way as they produce them.
///
/// A store is `Observable`: reading ``state`` (or any property of it through the store) inside
/// `withObservationTracking`, or in a SwiftUI view, registers interest, and a send that changes the
/// state notifies. A send that leaves an `Equatable` state equal notifies nobody.
///
/// A child store made with `scope` reads and sends through its parent: there is one source of truth.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  private let core: any StoreCore<State, Action>
  /// The runtime of a root store, reached directly on the hot path (a child store has none: it
  /// reads and sends through its parent).
  @usableFromInline let runtime: StoreRuntime<State, Action>?
  private let isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?
  /// What observers of this store's state register with and hear from.
  private let observation = StateObservation()
  /// The state the observers last heard of: child stores only, as a root store's runtime compares
  /// states itself (and a root store keeping its initial state would keep it alive).
  ///
  /// Held at an address of its own rather than as an optional `State`: code that is not
  /// specialized would look up the optional's type metadata on each access, twice per level of a
  /// chain of child stores on every change.
  // Safe: allocated in `init` and freed in `deinit`; read and written by the store's own
  // notification, on the main actor only.
  private nonisolated(unsafe) let lastObservedState: UnsafeMutablePointer<State>?
  /// The child stores made by `scope`, by identity, to tell them when this store's state changed.
  // Unchecked: read on every change and written by `scope` and a child's going away, on the main
  // actor only; a child cannot be made or go away while the links are being told.
  @exclusivity(unchecked) private var children: [ObjectIdentifier: ChildLink] = [:]

  /// Creates a store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state at the start, evaluated with the store's
  ///     dependencies.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Changes this store's dependencies, which its reducers and effects see.
  ///     The store starts from the dependencies current where it is created.
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
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
  ///   - initialState: The feature's state at the start, evaluated with the store's
  ///     dependencies.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Changes this store's dependencies, which its reducers and effects see.
  ///     The store starts from the dependencies current where it is created.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
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
    initialState: () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)?,
    isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current.withFreshDefaults()
    prepareDependencies?(&dependencies)
    let runtime = StoreRuntime(
      initialState: initialState, reducer: reducer, dependencies: dependencies, mode: .live,
      isEqual: isEqual
    )
    self.init(core: RootCore(runtime), isEqual: isEqual)
    runtime.stateDidChange = { [weak self] in self?.stateDidChange() }
  }

  private init(
    core: any StoreCore<State, Action>,
    isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?
  ) {
    self.core = core
    self.runtime = (core as? RootCore<State, Action>)?.runtime
    if core is RootCore<State, Action> {
      self.lastObservedState = nil
    } else {
      let observed = UnsafeMutablePointer<State>.allocate(capacity: 1)
      observed.initialize(to: core.state)
      self.lastObservedState = observed
    }
    self.isEqual = isEqual
  }

  nonisolated deinit {
    if let lastObservedState {
      lastObservedState.deinitialize(count: 1)
      lastObservedState.deallocate()
    }
    // A child store leaves its parent's list of children as it goes, so the parent never keeps
    // links (and the last state they captured) to stores that are gone.
    guard MainActor.isCurrent else { return }
    MainActor.assumeIsolated {
      core.detach(child: ObjectIdentifier(self))
    }
  }

  /// The current state of the feature.
  public var state: State {
    observation.access()
    return core.state
  }

  /// Reads a property of the state: `store.count` is `store.state.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends an action: reduces it and runs the effects it returns.
  ///
  /// - Returns: The effects the action started, to cancel them or wait for them.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    if let runtime { return StoreTask(group: runtime.send(action)) }
    return sendThroughCore(action)
  }

  @usableFromInline
  func sendThroughCore(_ action: Action) -> StoreTask {
    core.send(action)
  }

  /// Calls `body` with the current state, without registering observation interest beyond what
  /// `body` reads.
  public func withState<R>(_ body: (State) -> R) -> R {
    body(core.state)
  }

  // MARK: - Scoping

  /// Makes a child store that reads its state with `toChildState` and sends with `embed`.
  package func makeChildStore<ChildState, ChildAction>(
    state toChildState: @escaping @MainActor (State) -> ChildState,
    send embed: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let child = Store<ChildState, ChildAction>(
      core: ScopedCore(parent: self, toState: toChildState, embed: embed),
      isEqual: equalityFunction(for: ChildState.self)
    )
    children[ObjectIdentifier(child)] = ChildLink { [weak child] state in
      // `notifyChildren(of:)` passes the address of a `State`, on the main actor.
      MainActor.assumeIsolated {
        child?.parentDidChange(
          to: toChildState(state.assumingMemoryBound(to: State.self).pointee)
        )
      }
    }
    return child
  }

  /// How many child stores made by `scope` are alive.
  package var childStoreCount: Int { children.count }

  /// Forgets the child store `id`, which is going away.
  fileprivate func removeChild(_ id: ObjectIdentifier) {
    children[id] = nil
  }

  // MARK: - Observation

  /// After a batch that changed the state (a root store; its runtime decides): notifies this
  /// store's observers, then its children.
  private func stateDidChange() {
    notifyObservers()
    if !children.isEmpty { notifyChildren(of: core.state) }
  }

  private func notifyObservers() {
    observation.changed()
  }

  /// A child store compares with the state it last saw, as its parent's change may not be its own.
  ///
  /// The parent passes the child's new state down, so that a chain of scoped stores reads the root
  /// state once per change, not once per level.
  fileprivate func parentDidChange(to newState: State) {
    // Only child stores are told of their parent's changes, and each has a last observed state.
    guard let lastObservedState else { return }
    var unchanged = false
    if let isEqual { unchanged = Self.equal(lastObservedState, newState, by: isEqual) }
    lastObservedState.pointee = newState
    if unchanged { return }
    notifyObservers()
    notifyChildren(of: newState)
  }

  private nonisolated static func equal(
    _ lhs: UnsafePointer<State>, _ rhs: State,
    by isEqual: (UnsafePointer<State>, UnsafePointer<State>) -> Bool
  ) -> Bool {
    withUnsafePointer(to: rhs) { rhs in isEqual(lhs, rhs) }
  }

  /// Tells the child stores that this store's state is now `state`.
  private func notifyChildren(of state: State) {
    guard !children.isEmpty else { return }
    // The values are a snapshot: a child made or gone while they are told changes only the
    // store's own dictionary, which then copies its storage.
    Self.tell(children.values, about: state)
  }

  /// Not isolated: a main-actor closure handed to `withUnsafePointer` would check the actor on
  /// every call.
  private nonisolated static func tell(
    _ children: Dictionary<ObjectIdentifier, ChildLink>.Values, about state: State
  ) {
    withUnsafePointer(to: state) { state in
      for child in children {
        child.parentDidChange(UnsafeRawPointer(state))
      }
    }
  }
}

// MARK: - Cores

/// Where a store's state comes from and its actions go: its own runtime (``RootCore``) or its
/// parent store (``ScopedCore``).
@MainActor
protocol StoreCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action
  var state: State { get }
  func send(_ action: Action) -> StoreTask
  /// Called when the store made with this core goes away.
  func detach(child: ObjectIdentifier)
}

/// The core of a store created with an initial state and a reducer.
@MainActor
final class RootCore<State, Action>: StoreCore {
  let runtime: StoreRuntime<State, Action>

  init(_ runtime: StoreRuntime<State, Action>) {
    self.runtime = runtime
  }

  var state: State { runtime.state }

  func send(_ action: Action) -> StoreTask {
    StoreTask(group: runtime.send(action))
  }

  func detach(child: ObjectIdentifier) {}
}

/// The core of a store made by `scope`: reads through the parent and sends through it.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: StoreCore {
  let parent: Store<ParentState, ParentAction>
  let toState: @MainActor (ParentState) -> State
  let embed: @MainActor (Action) -> ParentAction

  init(
    parent: Store<ParentState, ParentAction>,
    toState: @escaping @MainActor (ParentState) -> State,
    embed: @escaping @MainActor (Action) -> ParentAction
  ) {
    self.parent = parent
    self.toState = toState
    self.embed = embed
  }

  var state: State { toState(parent.withState { $0 }) }

  func send(_ action: Action) -> StoreTask {
    parent.send(embed(action))
  }

  func detach(child: ObjectIdentifier) {
    parent.removeChild(child)
  }
}

/// A child store, as its parent knows it: how to hand it the parent's new state.
///
/// Not generic, so that the parent's dictionary of links needs no generic metadata at run time
/// (the store's code is not specialized): the parent's state is passed by address.
private struct ChildLink {
  /// Hands the child its part of the parent's new state, given the address of that state. Called
  /// on the main actor only (from the parent's notification).
  let parentDidChange: (UnsafeRawPointer) -> Void
}

/// The observable side of a store: reading the state registers with it, and a change notifies
/// through it.
///
/// Not generic, so that its conformance to `Observable` and its key path are the same for every
/// store: a generic store notifying through itself looked up its own conformance and key path on
/// every change, at every level of a chain of child stores.
private final class StateObservation: Observable, Sendable {
  private let registrar = ObservationRegistrar()

  /// What observers track: the state, as a value that carries nothing.
  private var state: Void { () }
  /// Formed once: a key path literal is looked up in the runtime each time it is evaluated.
  // Safe: a key path is immutable once formed.
  private nonisolated(unsafe) static let stateKeyPath: KeyPath<StateObservation, Void> = \.state

  func access() {
    registrar.access(self, keyPath: Self.stateKeyPath)
  }

  func changed() {
    // `willSet` and `didSet` rather than `withMutation`, whose closure argument would carry a
    // dynamic main-actor check.
    registrar.willSet(self, keyPath: Self.stateKeyPath)
    registrar.didSet(self, keyPath: Self.stateKeyPath)
  }
}
