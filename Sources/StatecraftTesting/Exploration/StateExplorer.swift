public import Statecraft

/// Visits every state a feature's inputs reach, breadth first, and checks every property in each:
/// the fuzzer's generator, explored exhaustively, with the shortest trace to any failure.
///
/// Give it the feature and the generator a ``Fuzzer`` takes: a function from a state to the
/// inputs its screen offers there. From the initial state the explorer takes every input the
/// generator offers, in order, then every input of every state that reached, and so on, depth by
/// depth, until no new state appears or a bound is reached. After every transition it checks
/// every ``FuzzCheck`` (one presentation at a time, stale inputs change nothing, no unexpected
/// runtime issue, no effect outliving its owner) and the feature's own properties:
///
/// ```swift
/// @MainActor
/// @Test func explore() async {
///   let report = await StateExplorer(initialState: Feature.State()) {
///     Feature()
///   }
///   .invariant("one thing presented") { snapshot in ... }
///   .sometimes("the form can be saved") { state in ... }
///   .canReturn("back to the list", to: { state in state.destination == nil })
///   .explore { state in FeatureFuzzTests.inputs(state) }
///   #expect(report.isComplete)
/// }
/// ```
///
/// The first property that fails, at the least depth (rule X1), fails the test at the line of
/// ``explore(inputs:fileID:filePath:line:column:)`` with the shortest trace to it, and the
/// ``ExplorationReport`` holds that trace, the trace as a `TestStore` test, counts, the cases
/// reached and never reached, and a graph of the presentation configurations.
///
/// Two states are one when they are equal (`State: Hashable`), when ``abstracting(by:)`` gives
/// them equal keys, or, ``keyedByValue()``, when they are alike field by field (for a state that
/// is not `Hashable`, such as one holding `@Shared` values); ids the `\.uuid` and
/// `\.stackElementID` dependencies made in the exploration are renamed first (``symmetry(_:)``).
/// A state without a key does not compile. Each state keeps its own shared values, though its
/// copies share their boxes.
///
/// Each transition copies the state it starts from and reduces the input through the store's
/// own path (the actions of `.send` effects after it, in rule R1's order), with dependencies
/// made from their test values once per exploration, `\.uuid` counting from the state's own
/// count, and the changes `withDependencies` makes. What happens to `.run` effects is
/// ``effects(_:)``'s choice: by default they do not start.
///
/// > Important: A reducer must be a function of its state and action: one reading `Date()`, a
/// > random number or a dependency that keeps state of its own reaches other states each time,
/// > which the explorer reports as a non-deterministic reducer (rule X7).
@MainActor
public struct StateExplorer<State: Equatable, Action: Equatable, Key> {
  @usableFromInline var definition: ExplorationDefinition<State, Action>
  @usableFromInline let keyOf: (State) -> Key
  /// What the key of a state is.
  @usableFromInline let keyKind: KeyKind

  /// What the key of a state is: the state, an abstraction's key, or the state's value.
  @usableFromInline
  enum KeyKind {
    case state, abstraction, value
  }

  /// Creates an explorer for a feature whose states are their own keys.
  ///
  /// - Parameters:
  ///   - initialState: The state the exploration starts from, evaluated with the exploration's
  ///     dependencies.
  ///   - reducer: The feature's reducer. One reducer, not a builder body, so that the
  ///     generator's inputs are typed from it.
  ///   - prepareDependencies: Changes the dependencies, which start from each key's test value
  ///     with `\.uuid` counting per state (and, with ``ExplorationEffects/settle(advancing:)``,
  ///     `\.continuousClock` the transition's ``TestClock``). Called once per exploration, and
  ///     once per transition with ``ExplorationEffects/settle(advancing:)``; once more when a
  ///     property fails, to see whether the trace's test can start from the test values alone
  ///     (see ``ExplorationReport/testSource``).
  @inlinable
  public init<R: Reducer>(
    initialState: @autoclosure @escaping () -> State,
    reducer: @escaping () -> R,
    withDependencies prepareDependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action, Key == State {
    // NB: inlinable, so that the reducer that records each transition and the key of a state
    // are made here, in the module that explores the feature, specialized for its types.
    self.init(
      definition: ExplorationDefinition(
        initialState: initialState, reducer: reducer,
        makeRecordingReduce: { recorder in
          let base = reducer()._reduceFunction()
          return { state, action in recordingReduce(&state, action, base: base, recorder: recorder)
          }
        },
        prepareDependencies: prepareDependencies
      ),
      keyKind: .state, keyOf: { $0 }
    )
  }

  @usableFromInline
  init(
    definition: ExplorationDefinition<State, Action>, keyKind: KeyKind,
    keyOf: @escaping (State) -> Key
  ) {
    self.definition = definition
    self.keyOf = keyOf
    self.keyKind = keyKind
  }

  private func with(_ change: (inout ExplorationDefinition<State, Action>) -> Void) -> Self {
    var explorer = self
    change(&explorer.definition)
    return explorer
  }

  // MARK: - Properties

  /// An explorer that also checks an invariant in every state it reaches.
  ///
  /// The invariant sees the state and the effects running in it (none with
  /// ``ExplorationEffects/ignore``), as a fuzzer's invariant does.
  ///
  /// - Parameters:
  ///   - description: What holds, as the failure names it.
  ///   - holds: Whether it holds in a state.
  /// - Returns: An explorer that checks the invariant too.
  public func invariant(
    _ description: String, _ holds: @escaping (FuzzSnapshot<State, Action>) -> Bool
  ) -> Self {
    with { $0.invariants.append((description, holds)) }
  }

  /// An explorer that also checks a property of every transition: the state before it, the input
  /// taken, and the state after it.
  ///
  /// Checked on every edge, also one that leads to a state already seen:
  ///
  /// ```swift
  /// .transition("delete only after confirm") { before, input, after in
  ///   after.items.count >= before.items.count || input == .send(.alert(.presented(.confirm)))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - description: What holds, as the failure names it.
  ///   - holds: Whether it holds for a transition.
  /// - Returns: An explorer that checks the property too.
  public func transition(
    _ description: String, _ holds: @escaping (State, FuzzInput<Action>, State) -> Bool
  ) -> Self {
    with { $0.transitions.append((description, holds)) }
  }

  /// An explorer that also requires some state it reaches to have a property (rule X3).
  ///
  /// Unreached, it fails: in an exploration cut short by a bound, it says so.
  ///
  /// - Parameters:
  ///   - description: What some state has, as the failure names it.
  ///   - holds: Whether a state has it.
  /// - Returns: An explorer that checks the property too.
  public func sometimes(_ description: String, _ holds: @escaping (State) -> Bool) -> Self {
    with { $0.sometimes.append((description, holds)) }
  }

  /// An explorer that also requires every state it reaches to be able to reach a goal (rule X4).
  ///
  /// Decided on the graph once it is explored, backwards from the goal states: a state from
  /// which no path leads to the goal is a trap, reported with the shortest trace to it. A state
  /// whose every path to the goal is unknown because it passes the frontier of a bounded
  /// exploration is neither: it is counted as unknown, and the property does not pass.
  ///
  /// - Parameters:
  ///   - description: Where every state can return, as the failure names it.
  ///   - goal: Whether a state is there.
  /// - Returns: An explorer that checks the property too.
  public func canReturn(_ description: String, to goal: @escaping (State) -> Bool) -> Self {
    with { $0.returns.append((description, goal)) }
  }

  // MARK: - Exploring

  /// An explorer for which two states are one when `key` gives them equal keys (rule X5).
  ///
  /// Each class of states is represented by the first of its states the exploration reaches:
  /// that state is the one expanded, and the one properties see. Use it to leave out what does
  /// not matter to the properties (a counter, a timestamp), or to explore a state that is not
  /// `Hashable`:
  ///
  /// ```swift
  /// .abstracting { state in Abstract(destino: state.destino, count: state.items.count) }
  /// ```
  ///
  /// - Parameter key: The key of a state.
  /// - Returns: An explorer keyed by `key`.
  public func abstracting<NewKey: Hashable>(
    by key: @escaping (State) -> NewKey
  ) -> StateExplorer<State, Action, NewKey> {
    StateExplorer<State, Action, NewKey>(definition: definition, keyKind: .abstraction, keyOf: key)
  }

  /// An explorer for which two states are one when their values are alike, field by field,
  /// shared values included: the way to explore a state that is not `Hashable`, such as one that
  /// holds `@Shared` values (which are not).
  ///
  /// ```swift
  /// let report = await StateExplorer(initialState: Inventario.State(items: Shared(value: .muestra))) {
  ///   Inventario()
  /// }
  /// .keyedByValue()
  /// .explore(inputs: entradas)
  /// ```
  ///
  /// The key is the value encoded by reflection, which costs more than a `Hashable` state's own
  /// hash; every state is its own class, as with a `Hashable` state.
  ///
  /// - Returns: An explorer keyed by the value of each state.
  public func keyedByValue() -> StateExplorer<State, Action, ExplorationValueKey> {
    StateExplorer<State, Action, ExplorationValueKey>(
      definition: definition, keyKind: .value, keyOf: { ExplorationValueKey(of: $0) })
  }

  /// An explorer that renames, or does not rename, the ids it minted (rule X6).
  ///
  /// - Parameter symmetry: ``ExplorationSymmetry/on`` (the default) or
  ///   ``ExplorationSymmetry/off``.
  /// - Returns: An explorer with that symmetry.
  public func symmetry(_ symmetry: ExplorationSymmetry) -> Self {
    with { $0.symmetry = symmetry }
  }

  /// An explorer that treats `.run` effects as `effects` says; see ``ExplorationEffects``.
  ///
  /// - Parameter effects: What becomes of `.run` effects (``ExplorationEffects/ignore`` by
  ///   default).
  /// - Returns: An explorer that treats effects so.
  public func effects(_ effects: ExplorationEffects<Action>) -> Self {
    with { $0.effects = effects }
  }

  /// An explorer that stops where a bound says.
  ///
  /// Reaching a bound makes the exploration incomplete (rule X2): every state reached was
  /// checked exactly, and the report says how many states were left unexpanded; a pass then
  /// says "within bounds".
  ///
  /// - Parameters:
  ///   - depth: The most inputs a trace may take: states at that depth are checked, not
  ///     expanded, and the report's ``ExplorationReport/depth`` is then this bound. Unbounded by
  ///     default.
  ///   - states: The most distinct states to visit, the initial one included (100,000 by
  ///     default).
  ///   - time: How long to explore at most; none by default. A time bound makes the counts
  ///     depend on the machine.
  ///   - storage: How seen states are remembered (``ExplorationStorage/exact`` by default).
  /// - Returns: An explorer with these bounds.
  public func bounds(
    depth: Int = .max, states: Int = 100_000, time: Duration? = nil,
    storage: ExplorationStorage = .exact
  ) -> Self {
    with {
      $0.bounds = ExplorationBounds(depth: depth, states: states, time: time, storage: storage)
    }
  }

  /// An explorer that names what a state presents with `describe`, for the report's graph of
  /// presentation configurations and its coverage, instead of finding its `@Presents` slots.
  ///
  /// For a screen that presents with flags rather than slots, name each flag that is set:
  ///
  /// ```swift
  /// .presentations { state in
  ///   [state.showingDetail ? "detail" : nil, state.showingAlert ? "alert" : nil]
  ///     .compactMap { $0 }
  /// }
  /// ```
  ///
  /// It changes what the report shows, not what is checked.
  ///
  /// - Parameter describe: What a state presents, one name each.
  /// - Returns: An explorer that names presentations so.
  public func presentations(_ describe: @escaping (State) -> [String]) -> Self {
    with { $0.presentations = describe }
  }

  /// An explorer that prints, or does not print, how far it is during a long exploration.
  ///
  /// By default, an exploration that goes on for more than two seconds prints one line a second
  /// to standard error, never in its report:
  ///
  /// ```
  /// [StatecraftTesting] Exploring Inventario: 12,345 states, depth 7, frontier 1,234, 6,170 states a second
  /// ```
  ///
  /// `.progress(false)` keeps a run quiet, as a test run in continuous integration may want.
  ///
  /// - Parameter shows: Whether to print the progress lines.
  /// - Returns: An explorer that prints them or not.
  public func progress(_ shows: Bool) -> Self {
    with { $0.showsProgress = shows }
  }
}

/// The explorer of a reducer's feature, keyed by its state: `StateExplorerOf<Inventario>`.
public typealias StateExplorerOf<R: Reducer> = StateExplorer<R.State, R.Action, R.State>
where R.State: Equatable, R.Action: Equatable
