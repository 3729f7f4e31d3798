import Foundation
public import Observation

/// Runs a feature: holds its state, reduces the actions sent to it, and runs their effects.
///
/// Create one store for the root of an app or a screen, and derive stores for child features with
/// ``scope(state:action:fileID:filePath:line:column:)-(KeyPath<State,ChildState>,CasePath<Action,ChildAction>,_,_,_,_)``:
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
  let core: any StoreCore<State, Action>
  /// The runtime of a root store, reached directly on the hot path (a child store has none: it
  /// reads and sends through its parent).
  @usableFromInline let runtime: StoreRuntime<State, Action>?
  /// Tells this store's observers and child stores of its changes.
  ///
  /// An object of its own, which the parent's list of children holds strongly: a store that is
  /// also referenced weakly pays for a side table on every retain and release.
  let node: StoreNode<State>
  /// Sends an action of this store to the root store's runtime: the root's send, specialized for
  /// the feature where the root store was made, behind each scope's `embed`.
  @usableFromInline let forward: @MainActor (Action) -> StoreTask
  /// The scopes cached in this store (rule V1), made on first use.
  var cachedScopes: ScopeCache?
  /// For a store made by a cached scope: what it is pinned to, and whether that ended.
  var pin: AnyScopePin? {
    get { (core as? any PinnedCore)?.pin }
    set { (core as? any PinnedCore)?.pin = newValue }
  }
  /// For a store scoped to a presentation, or to a case of one: how a button of an alert or a
  /// dialog it shows dismisses that presentation (rule V9).
  var presentationRoute: PresentationRoute?

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
      isEqual: { $0.value == $1.value },
      send: { runtime, action in StoreTask(group: runtime.send(action)) }
    )
  }

  @usableFromInline
  convenience init<R: Reducer>(
    initialState: () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)?,
    isEqual: ((StateRef<State>, StateRef<State>) -> Bool)?,
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
    let state = runtime.stateCell.ref
    runtime.stateDidChange = { bindingsBefore in
      node.rootDidChange(at: state, bindingsBefore: bindingsBefore)
    }
  }

  private init(
    core: any StoreCore<State, Action>,
    isEqual: ((StateRef<State>, StateRef<State>) -> Bool)?,
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
  ///
  /// Reading a property this way, in `withObservationTracking` or a SwiftUI view, registers
  /// interest in that property alone: a send that changes another property of the state does not
  /// invalidate the reader. (Reading ``state`` registers interest in all of it.)
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    let state = core.state
    let value = state[keyPath: keyPath]
    node.access(field: .field(keyPath), value: value, state: state) {
      FieldOf.make(keyPath, value: value)
    }
    return value
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
      node.bindingAppliedWithoutChange(.since(bindingsBefore))
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
  ///
  /// - Parameters:
  ///   - follows: Whether the child still follows this store's state, given this store's new
  ///     state; once it answers `false` the child hears of no more changes (a presentation's
  ///     store, once another presentation took its place). `nil`: always.
  ///   - linked: Whether this store tells the child of its changes; `false` when something else
  ///     does (the cache of a collection's row stores).
  func makeChildStore<ChildState, ChildAction>(
    state toChildState: @escaping @MainActor (State) -> ChildState,
    property: StoredProperty<State, ChildState>? = nil,
    forward childForward: @escaping @MainActor (ChildAction) -> StoreTask,
    follows: (@MainActor (StateRef<State>) -> Bool)? = nil,
    linked: Bool = true
  ) -> Store<ChildState, ChildAction> {
    let child = Store<ChildState, ChildAction>(
      core: ScopedCore(parent: core, parentNode: node, toState: toChildState),
      isEqual: equalityFunction(for: ChildState.self),
      forward: childForward
    )
    if linked { link(child, state: toChildState, property: property, follows: follows) }
    return child
  }

  /// Tells `child` of this store's changes from now on.
  private func link<ChildState, ChildAction>(
    _ child: Store<ChildState, ChildAction>,
    state toChildState: @escaping @MainActor (State) -> ChildState,
    property: StoredProperty<State, ChildState>?,
    follows: (@MainActor (StateRef<State>) -> Bool)?
  ) {
    // `notifyChildren(at:)` passes the address of this store's `State`.
    let childNode = child.node
    let link: ChildLink
    if let follows {
      let id = ObjectIdentifier(childNode)
      link = ChildLink(id: id) { [unowned node] state in
        let state = state.ref(as: State.self)
        guard follows(state) else {
          node.removeChild(id)
          return
        }
        childNode.parentDidChange(toValue: toChildState(state.value))
      }
    } else if let property {
      link = ChildLink(id: ObjectIdentifier(childNode)) { state in
        childNode.parentDidChange(to: property.ref(in: state.ref(as: State.self)))
      }
    } else {
      link = ChildLink(id: ObjectIdentifier(childNode)) { state in
        childNode.parentDidChange(toValue: toChildState(state.ref(as: State.self).value))
      }
    }
    node.addChild(link)
  }

  /// The dependencies of the store at the root of this one: what its reducers see.
  package var rootDependencies: DependencyValues { core.dependencies }

  /// What the view layer keeps for the store at the root of this one.
  var viewRoot: ViewRoot { core.viewRoot }

  /// Whether what this store was scoped to has ended: a presentation replaced or dismissed, an
  /// element popped, a row removed (rules V2, V3).
  package var hasEnded: Bool { core.isEnded }

  /// How many child stores made by `scope` are alive.
  package var childStoreCount: Int { node.children.count }

  /// Forgets the child store whose node is `id`, which is going away.
  func removeChild(_ id: ObjectIdentifier) {
    node.removeChild(id)
  }
}

// MARK: - Cores

/// Where a store's state comes from: its own runtime (``RootCore``) or its parent's core
/// (``ScopedCore``). (Its actions go through `Store.forward`.)
///
/// A child store's core holds its parent's core, never the parent store: the parent store holds
/// its cached children, and a child holding the parent store would keep both alive for ever.
@MainActor
protocol StoreCore<State, Action>: AnyObject, Sendable {
  associatedtype State
  associatedtype Action
  var state: State { get }
  /// The dependencies of the root store's runtime.
  var dependencies: DependencyValues { get }
  /// What the view layer keeps for the root store.
  var viewRoot: ViewRoot { get }
  /// Whether what the store was scoped to, or what any store above it was scoped to, has ended
  /// (rules V2, V3).
  var isEnded: Bool { get }
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

  let viewRoot = ViewRoot()

  var isEnded: Bool { false }

  func detach(child: ObjectIdentifier) {}
}

/// A core that a store made by a cached scope keeps its pin in.
@MainActor
protocol PinnedCore: AnyObject {
  var pin: AnyScopePin? { get set }
}

/// The core of a store made by `scope`: reads through the parent's core, which it keeps alive.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: StoreCore, PinnedCore {
  let parent: any StoreCore<ParentState, ParentAction>
  /// The parent store's node, where this store's link is; `nil` once the parent store is gone.
  weak var parentNode: StoreNode<ParentState>?
  let toState: @MainActor (ParentState) -> State
  /// For a store made by a cached scope: what it is pinned to, and whether that ended.
  var pin: AnyScopePin?

  init(
    parent: any StoreCore<ParentState, ParentAction>,
    parentNode: StoreNode<ParentState>,
    toState: @escaping @MainActor (ParentState) -> State
  ) {
    self.parent = parent
    self.parentNode = parentNode
    self.toState = toState
  }

  var state: State { toState(parent.state) }

  var dependencies: DependencyValues { parent.dependencies }

  var viewRoot: ViewRoot { parent.viewRoot }

  var isEnded: Bool { pin?.isEnded ?? false || parent.isEnded }

  func detach(child: ObjectIdentifier) {
    parentNode?.removeChild(child)
  }
}
