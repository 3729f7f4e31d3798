import Statecraft

/// What a ``Fuzzer`` was told about its feature, as the engine uses it: how to make a session
/// (a store of the feature with fresh dependencies and clock), the clock's moves, the invariants.
@MainActor
struct FuzzDefinition<State: Equatable, Action> {
  let makeRuntime: (DependencyValues, FuzzRecorder<Action>) -> StoreRuntime<State, Action>
  let prepareDependencies: (inout DependencyValues) -> Void
  var clockAdvances: [Duration]
  var invariants: [(String, (FuzzSnapshot<State, Action>) -> Bool)] = []
  /// Whether a long run prints how far it is (``Fuzzer/progress(_:)``).
  var showsProgress = true

  /// A session with a new clock, and dependencies made afresh from their test values, the clock
  /// as `\.continuousClock`, a shared storage of its own, and the fuzzer's changes; `layout`,
  /// when given, is the layout of the state the session starts from, found before.
  func makeSession(
    _ recorder: FuzzRecorder<Action>, layout: PresentationLayout? = nil
  ) -> FuzzSession<State, Action> {
    let clock = TestClock()
    var dependencies = DependencyValues.current.withFreshDefaults()
    dependencies.context = .test
    dependencies.continuousClock = clock
    // Shared values of its own: a sequence starts from the same values as every other, so a
    // failing one replays the same.
    dependencies.sharedStorage = SharedStorage(fileSystem: .inMemory())
    prepareDependencies(&dependencies)
    return FuzzSession(
      recorder: recorder, clock: clock, invariants: invariants, layout: layout
    ) { recorder in
      makeRuntime(dependencies, recorder)
    }
  }
}
