import Statecraft

/// What a ``StateExplorer`` was told about its feature: how to make its state and reducer, the
/// properties to check, and how to explore.
@MainActor
@usableFromInline
struct ExplorationDefinition<State: Equatable, Action: Equatable> {
  let initialState: () -> State
  /// The feature's reducer as one function, made afresh for each store.
  let makeReduce: () -> (inout State, Action) -> Effect<Action>
  /// The feature's reducer as one function that records each reduction in a recorder: made where
  /// the explorer is made (``StateExplorer/init(initialState:reducer:withDependencies:)`` is
  /// inlinable), so that it is specialized for the feature's types.
  let makeRecordingReduce: (FuzzRecorder<Action>) -> (inout State, Action) -> Effect<Action>
  let prepareDependencies: (inout DependencyValues) -> Void
  /// The reducer's type, as the exported test names it.
  let reducerName: String
  /// The reducer as Swift source (`Feature()`, `Feature(limit: 3)`), or what in it cannot be
  /// written, for the exported test.
  let reducerSource: () -> (text: String, problem: String?)
  var invariants: [(String, (FuzzSnapshot<State, Action>) -> Bool)] = []
  var transitions: [(String, (State, FuzzInput<Action>, State) -> Bool)] = []
  var sometimes: [(String, (State) -> Bool)] = []
  var returns: [(String, (State) -> Bool)] = []
  var symmetry = ExplorationSymmetry.on
  var effects = ExplorationEffects<Action>.ignore
  var bounds = ExplorationBounds()
  var presentations: ((State) -> [String])?
  /// Whether a long exploration prints how far it is (``StateExplorer/progress(_:)``).
  var showsProgress = true

  /// The definition of the feature `reducer` makes; `makeRecordingReduce` is its reducer as
  /// ``makeRecordingReduce`` makes it.
  @usableFromInline
  init<R: Reducer>(
    initialState: @escaping () -> State, reducer: @escaping () -> R,
    makeRecordingReduce:
      @escaping (FuzzRecorder<Action>) -> (inout State, Action) -> Effect<
        Action
      >,
    prepareDependencies: @escaping (inout DependencyValues) -> Void
  ) where R.State == State, R.Action == Action {
    self.initialState = initialState
    makeReduce = { reducer()._reduceFunction() }
    self.makeRecordingReduce = makeRecordingReduce
    self.prepareDependencies = prepareDependencies
    reducerName = typeName(R.self)
    reducerSource = { ExplorationTestSource.reducerSource(of: reducer()) }
  }

  /// The dependencies of a store of the exploration: each key's test value (the clock's, which
  /// reports its use, as no effect runs), the explorer's id generators drawing from `mint`, then
  /// the user's changes.
  func dependencies(mint: MintBox) -> DependencyValues {
    var dependencies = DependencyValues.current.withFreshDefaults()
    dependencies.context = .test
    for minter in IDMinter.all { minter.install(&dependencies, mint) }
    prepareDependencies(&dependencies)
    return dependencies
  }

  /// Whether `withDependencies` changes a dependency, which an exported test cannot write.
  var changesDependencies: Bool {
    var dependencies = DependencyValues()
    dependencies.context = .test
    prepareDependencies(&dependencies)
    return !dependencies.overriddenValues.isEmpty
  }

  /// A live runtime of the feature from `state`, every reduction of which `recorder` sees.
  func makeRuntime(
    state: State, dependencies: DependencyValues, recorder: FuzzRecorder<Action>
  ) -> StoreRuntime<State, Action> {
    StoreRuntime(
      initialState: { state },
      reducer: { FuzzRecordingReducer(base: makeReduce(), recorder: recorder) },
      dependencies: dependencies, mode: .live, isEqual: nil
    )
  }
}

/// The limits of an exploration; see ``StateExplorer/bounds(depth:states:time:storage:)``.
struct ExplorationBounds {
  var depth = Int.max
  var states = 100_000
  var time: Duration?
  var storage = ExplorationStorage.exact
}
