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
  /// Tells this store's observers and child stores of its changes.
  ///
  /// An object of its own, which the parent's list of children holds strongly: a store that is
  /// also referenced weakly pays for a side table on every retain and release.
  private let node: StoreNode<State>
  /// Sends an action of this store to the root store's runtime: the root's send, specialized for
  /// the feature where the root store was made, behind each scope's `embed`.
  @usableFromInline let forward: @MainActor (Action) -> StoreTask

  /// Creates a store running `reducer` from `initialState`.
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
  ) where R.State == State, R.Action == Action {
    self.init(
      initialState: initialState, reducer: reducer, withDependencies: prepareDependencies,
      isEqual: equalityFunction(for: State.self),
      send: { runtime, action in StoreTask(group: runtime.send(action)) }
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
      isEqual: { $0.pointee == $1.pointee },
      send: { runtime, action in StoreTask(group: runtime.send(action)) }
    )
  }

  @usableFromInline
  convenience init<R: Reducer>(
    initialState: () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)?,
    isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?,
    send: @escaping @MainActor (StoreRuntime<State, Action>, Action) -> StoreTask
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current.withFreshDefaults()
    prepareDependencies?(&dependencies)
    let runtime = StoreRuntime(
      initialState: initialState, reducer: reducer, dependencies: dependencies, mode: .live,
      isEqual: isEqual
    )
    self.init(
      core: RootCore(runtime), isEqual: isEqual, forward: { action in send(runtime, action) }
    )
    let node = self.node
    let state = UnsafePointer(runtime.statePointer)
    runtime.stateDidChange = { node.rootDidChange(at: state) }
  }

  private init(
    core: any StoreCore<State, Action>,
    isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?,
    forward: @escaping @MainActor (Action) -> StoreTask
  ) {
    self.core = core
    self.runtime = (core as? RootCore<State, Action>)?.runtime
    self.node = StoreNode(
      isEqual: isEqual, lastObserved: core is RootCore<State, Action> ? nil : core.state
    )
    self.forward = forward
  }

  nonisolated deinit {
    // A child store leaves its parent's list of children as it goes, so the parent never keeps
    // links (and the last state they captured) to stores that are gone. Released off the main
    // actor, it leaves on the main actor soon after.
    let core = self.core
    let node = ObjectIdentifier(self.node)
    if MainActor.isCurrent {
      MainActor.assumeIsolated { core.detach(child: node) }
    } else {
      Task { @MainActor in core.detach(child: node) }
    }
  }

  /// The current state of the feature.
  public var state: State {
    if !node.isRead { node.beginReading(at: core.state) }
    node.observation.access()
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
    return forwardNotingBindings(action)
  }

  /// B3 hook: a child store whose send applied a binding notifies its observers even when its
  /// state compares equal, unless its parent's change already did.
  @usableFromInline
  func forwardNotingBindings(_ action: Action) -> StoreTask {
    let bindingsBefore = ReductionSignal.bindingsApplied
    let notifiedBefore = node.changesNotified
    let task = forward(action)
    if ReductionSignal.bindingsApplied != bindingsBefore, node.changesNotified == notifiedBefore {
      node.bindingAppliedWithoutChange()
    }
    return task
  }

  /// Calls `body` with the current state, without registering observation interest beyond what
  /// `body` reads.
  public func withState<R>(_ body: (State) -> R) -> R {
    body(core.state)
  }

  // MARK: - Scoping

  /// Makes a child store that reads its state with `toChildState` and sends with `embed`.
  ///
  /// With `property`, the child's state is a stored property of this store's, which the child
  /// compares where it lies, without copying it out.
  func makeChildStore<ChildState, ChildAction>(
    state toChildState: @escaping @MainActor (State) -> ChildState,
    property: StoredProperty<State, ChildState>? = nil,
    send embed: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let forward = self.forward
    return makeChildStore(
      state: toChildState, property: property, forward: { action in forward(embed(action)) }
    )
  }

  /// Makes a child store that reads its state with `toChildState` and whose sends go to
  /// `childForward`, which may drop them (a stack element's store after its pop).
  func makeChildStore<ChildState, ChildAction>(
    state toChildState: @escaping @MainActor (State) -> ChildState,
    property: StoredProperty<State, ChildState>? = nil,
    forward childForward: @escaping @MainActor (ChildAction) -> StoreTask
  ) -> Store<ChildState, ChildAction> {
    let child = Store<ChildState, ChildAction>(
      core: ScopedCore(parent: self, toState: toChildState),
      isEqual: equalityFunction(for: ChildState.self),
      forward: childForward
    )
    // `notifyChildren(at:)` passes the address of this store's `State`.
    let childNode = child.node
    let link: ChildLink
    if let property {
      link = ChildLink(id: ObjectIdentifier(childNode)) { state in
        childNode.parentDidChange(
          to: property.address(in: state.assumingMemoryBound(to: State.self))
        )
      }
    } else {
      link = ChildLink(id: ObjectIdentifier(childNode)) { state in
        var childState = toChildState(state.assumingMemoryBound(to: State.self).pointee)
        childNode.parentDidChange(to: &childState)
      }
    }
    node.addChild(link)
    return child
  }

  /// The dependencies of the store at the root of this one: what its reducers see.
  package var rootDependencies: DependencyValues { core.dependencies }

  /// How many child stores made by `scope` are alive.
  package var childStoreCount: Int { node.children.count }

  /// Forgets the child store whose node is `id`, which is going away.
  fileprivate func removeChild(_ id: ObjectIdentifier) {
    node.removeChild(id)
  }
}

// MARK: - Observation

/// The observation side of one store: its observers, the state they last heard of, and the
/// stores scoped from it.
@MainActor
private final class StoreNode<State> {
  /// What observers of the store's state register with and hear from.
  let observation = StateObservation()
  let isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?
  /// The state the observers last heard of: child stores only, as a root store's runtime compares
  /// states itself (and a root store keeping its initial state would keep it alive).
  ///
  /// Held at an address of its own rather than as an optional `State`: code that is not
  /// specialized would look up the optional's type metadata on each access, twice per level of a
  /// chain of child stores on every change.
  // Safe: allocated in `init` and freed in `deinit`; read and written by the node's own
  // methods, on the main actor only.
  nonisolated(unsafe) let lastObservedState: UnsafeMutablePointer<State>?
  /// Whether the state has been read through the store since it was made.
  ///
  /// Observers register by reading, so a store nobody has read has none: it neither compares nor
  /// tells the registrar of a change, and a child store of it only passes its parent's changes on
  /// to its own children. Reading it the first time brings its last observed state up to date.
  // Unchecked: read and written on the main actor only, by the store and its node.
  @exclusivity(unchecked) var isRead = false
  /// The links to the child stores made by `scope`, to tell them of changes: an array, which is
  /// cheaper to walk on every change than a dictionary.
  // Unchecked: read on every change and written by `scope` and a child's going away, on the main
  // actor only; a child cannot be made or go away while the links are being told.
  @exclusivity(unchecked) private(set) var children: [ChildLink] = []
  /// Where each child's link is in `children`, by the identity of the child's node: a child that
  /// goes away is swapped with the last link and removed, in constant time.
  @exclusivity(unchecked) private var childIndices: [ObjectIdentifier: Int] = [:]

  init(isEqual: ((UnsafePointer<State>, UnsafePointer<State>) -> Bool)?, lastObserved: State?) {
    self.isEqual = isEqual
    if let lastObserved {
      let observed = UnsafeMutablePointer<State>.allocate(capacity: 1)
      observed.initialize(to: lastObserved)
      self.lastObservedState = observed
    } else {
      self.lastObservedState = nil
    }
  }

  nonisolated deinit {
    if let lastObservedState {
      lastObservedState.deinitialize(count: 1)
      lastObservedState.deallocate()
    }
  }

  func addChild(_ link: ChildLink) {
    childIndices[link.id] = children.count
    children.append(link)
  }

  func removeChild(_ id: ObjectIdentifier) {
    guard let index = childIndices.removeValue(forKey: id) else { return }
    let last = children.removeLast()
    if index < children.count {
      children[index] = last
      childIndices[last.id] = index
    }
  }

  /// How many changes this child store has told its observers of (B3 reads it around a send).
  // Unchecked: read and written on the main actor only.
  @exclusivity(unchecked) private(set) var changesNotified: UInt = 0

  /// A send on this child store applied a binding that left its state equal: its observers are
  /// told anyway, so a field shows the feature's value rather than the typed one (B3).
  func bindingAppliedWithoutChange() {
    if isRead { observation.changed() }
  }

  /// The first read: from now on the store compares its parent's changes with what it last saw.
  func beginReading(at state: State) {
    isRead = true
    lastObservedState?.pointee = state
  }

  /// After a batch that changed the state of a root store (its runtime decides): notifies the
  /// store's observers, then its children.
  func rootDidChange(at state: UnsafePointer<State>) {
    if isRead { observation.changed() }
    notifyChildren(at: state)
  }

  /// A child store compares with the state it last saw, as its parent's change may not be its own.
  ///
  /// The parent passes the child's new state down, so that a chain of scoped stores reads the root
  /// state once per change, not once per level.
  func parentDidChange(to newState: UnsafePointer<State>) {
    // Only child stores are told of their parent's changes, and each has a last observed state.
    guard let lastObservedState else { return }
    guard isRead else {
      // Nobody observes this store: its children compare their parts for themselves.
      notifyChildren(at: newState)
      return
    }
    if let isEqual, isEqual(lastObservedState, newState) { return }
    lastObservedState.pointee = newState.pointee
    changesNotified &+= 1
    observation.changed()
    notifyChildren(at: lastObservedState)
  }

  /// Tells the child stores that the state, at `state`, changed.
  private func notifyChildren(at state: UnsafePointer<State>) {
    guard !children.isEmpty else { return }
    // The array is a snapshot: a child made or gone while they are told changes only the node's
    // own array, which then copies its storage.
    for child in children {
      child.parentDidChange(UnsafeRawPointer(state))
    }
  }
}

// MARK: - Cores

/// Where a store's state comes from: its own runtime (``RootCore``) or its parent store
/// (``ScopedCore``). (Its actions go through `Store.forward`.)
@MainActor
protocol StoreCore<State, Action>: AnyObject, Sendable {
  associatedtype State
  associatedtype Action
  var state: State { get }
  /// The dependencies of the root store's runtime.
  var dependencies: DependencyValues { get }
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

  var dependencies: DependencyValues { runtime.dependencies }

  func detach(child: ObjectIdentifier) {}
}

/// The core of a store made by `scope`: reads through the parent, which it keeps alive.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: StoreCore {
  let parent: Store<ParentState, ParentAction>
  let toState: @MainActor (ParentState) -> State

  init(
    parent: Store<ParentState, ParentAction>,
    toState: @escaping @MainActor (ParentState) -> State
  ) {
    self.parent = parent
    self.toState = toState
  }

  var state: State { toState(parent.withState { $0 }) }

  var dependencies: DependencyValues { parent.rootDependencies }

  func detach(child: ObjectIdentifier) {
    parent.removeChild(child)
  }
}

/// A child store, as its parent knows it: how to hand it the parent's new state.
///
/// Not generic, so that the parent's dictionary of links needs no generic metadata at run time
/// (the store's code is not specialized): the parent's state is passed by address.
private struct ChildLink {
  /// The identity of the child's node.
  let id: ObjectIdentifier
  /// Hands the child its part of the parent's new state, given the address of that state.
  let parentDidChange: @MainActor (UnsafeRawPointer) -> Void
}

/// The observable side of a store: reading the state registers with it, and a change notifies
/// through it.
///
/// Not generic, so that its conformance to `Observable` and its key path are the same for every
/// store: a generic store notifying through itself looked up its own conformance and key path on
/// every change, at every level of a chain of child stores.
@MainActor
private final class StateObservation: Observable {
  private let registrar = ObservationRegistrar()

  /// What observers track: the state, as a value that carries nothing.
  private nonisolated var state: Void { () }
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
