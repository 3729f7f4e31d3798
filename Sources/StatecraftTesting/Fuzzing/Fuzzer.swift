import Foundation
public import Statecraft

/// Plays a feature through many random sequences of inputs, and checks after every step that its
/// presentations and effects behave as Statecraft promises.
///
/// Point it at a feature, and give it a generator: a function from a state to the inputs that
/// make sense in that state, as the screen would offer them. The fuzzer plays sequences of
/// inputs picked from what the generator offers, advancing a ``TestClock`` now and then, and
/// after every step checks every ``FuzzCheck``: one presentation at a time, stale inputs change
/// nothing, no effect outlives its presentation or element, no runtime issue but those of stale
/// inputs, and the feature's own invariants.
///
/// ```swift
/// @MainActor
/// @Test func fuzz() async {
///   await Fuzzer(initialState: Counter.State()) {
///     Counter()
///   }
///   .run(seed: 42, sequences: 500, steps: 30) { state in
///     state.isTimerRunning
///       ? [.send(.stopTapped), .send(.incrementTapped)]
///       : [.send(.startTapped), .send(.incrementTapped), .stale(.stopTapped)]
///   }
/// }
/// ```
///
/// When a check fails, the fuzzer shrinks the sequence to a shortest one that fails the same way,
/// and fails the test at the line of `run` with a message that lists it and says how to replay
/// the sequence from its seed. The ``FuzzReport`` it returns holds the same, and counts.
///
/// Each sequence runs the feature in a store of its own, made afresh: the initial state, the
/// reducer, the dependencies (from their test values, with `\.continuousClock` set to the
/// sequence's clock, then changed by `withDependencies`). Actions that effects feed back are
/// reduced as they arrive, as in an app; after each step the fuzzer waits until every effect has
/// run as far as it can, so that a sequence does the same on every run and a seed replays it.
///
/// > Important: Give the feature dependencies that answer without waiting on anything outside the
/// > test: a stand-in client, a clock that is the fuzzer's (`$0.continuousClock`). An effect that
/// > waits on real time or the network makes sequences differ between runs.
@MainActor
public struct Fuzzer<State: Equatable, Action: Equatable> {
  var definition: FuzzDefinition<State, Action>

  /// Creates a fuzzer for a feature.
  ///
  /// - Parameters:
  ///   - initialState: The state every sequence starts from, evaluated for each sequence with
  ///     its dependencies.
  ///   - reducer: The feature's reducer, made for each sequence. One reducer, not a builder
  ///     body (combine several with `CombineReducers`), so that the generator's inputs are typed
  ///     from it: `.run(seed: 1) { _ in [.send(.refreshTapped)] }` needs no annotation.
  ///   - prepareDependencies: Changes the dependencies of each sequence, which start from each
  ///     key's test value, with `\.continuousClock` set to the sequence's ``TestClock``. Called
  ///     once per sequence, so a stand-in with state of its own starts afresh each time.
  public init<R: Reducer>(
    initialState: @autoclosure @escaping () -> State,
    reducer: @escaping () -> R,
    withDependencies prepareDependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    Quiescence.install()
    definition = FuzzDefinition(
      makeRuntime: { dependencies, recorder in
        StoreRuntime(
          initialState: initialState,
          reducer: { FuzzRecordingReducer(base: reducer()._reduceFunction(), recorder: recorder) },
          dependencies: dependencies, mode: .live, isEqual: nil
        )
      },
      prepareDependencies: prepareDependencies,
      clockAdvances: [.milliseconds(100), .seconds(1), .seconds(10)]
    )
  }

  /// The durations the fuzzer advances its clock by, one of them picked at random when a step
  /// advances the clock: by default 100 milliseconds, 1 second and 10 seconds.
  public var clockAdvances: [Duration] { definition.clockAdvances }

  /// A fuzzer that advances its clock by the given durations: those the feature's timers,
  /// debounces and throttles use, and some longer.
  ///
  /// One step in five advances the clock, by one of these picked at random; an empty list never
  /// advances it (the generator can still offer ``FuzzInput/advanceClock(by:)``).
  ///
  /// - Parameter durations: The durations to advance by.
  /// - Returns: A fuzzer that advances by `durations`.
  public func advancingClock(by durations: [Duration]) -> Self {
    var fuzzer = self
    fuzzer.definition.clockAdvances = durations
    return fuzzer
  }

  /// A fuzzer that prints, or does not print, how far it is during a long run.
  ///
  /// By default, a run that goes on for more than two seconds prints one line a second to
  /// standard error, never in its report:
  ///
  /// ```
  /// [StatecraftTesting] Fuzzing: 120 of 10,000 sequences, 3,600 steps, 60 sequences a second
  /// ```
  ///
  /// `.progress(false)` keeps a run quiet.
  ///
  /// - Parameter shows: Whether to print the progress lines.
  /// - Returns: A fuzzer that prints them or not.
  public func progress(_ shows: Bool) -> Self {
    var fuzzer = self
    fuzzer.definition.showsProgress = shows
    return fuzzer
  }

  /// A fuzzer that also checks an invariant of the feature after every step.
  ///
  /// ```swift
  /// .invariant("an empty cart has no checkout running") { snapshot in
  ///   !snapshot.state.cart.isEmpty || !snapshot.runningEffects.contains(.checkoutTapped)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - description: What holds, as the failure message names it.
  ///   - holds: Whether it holds after a step, given the state and the running effects.
  /// - Returns: A fuzzer that checks the invariant too.
  public func invariant(
    _ description: String, _ holds: @escaping (FuzzSnapshot<State, Action>) -> Bool
  ) -> Self {
    var fuzzer = self
    fuzzer.definition.invariants.append((description, holds))
    return fuzzer
  }

  /// Plays random sequences of the inputs that `inputs` offers, checking every step, and fails
  /// the test with a shortest failing sequence if a check fails.
  ///
  /// Sequence 0 is played from `seed`, and each next sequence from a seed derived from the one
  /// before; the failure message gives the seed of the sequence that failed, and
  /// `run(seed: thatSeed, sequences: 1)` plays that sequence again, step for step. The run stops
  /// at the first failure.
  ///
  /// Two environment variables change a run without editing the test:
  /// `STATECRAFT_FUZZ_SEQUENCES=10000` plays that many sequences instead of `sequences`, and
  /// `STATECRAFT_FUZZ_SEED=0x2A` starts from that seed instead of `seed`.
  ///
  /// - Parameters:
  ///   - seed: The seed of the first sequence.
  ///   - sequences: How many sequences to play, at most.
  ///   - steps: How many steps each sequence takes, at most (fewer if the feature dismisses
  ///     itself, or nothing is offered and the clock never advances).
  ///   - inputs: The inputs that make sense in a state. Return them in an order that depends only
  ///     on the state (not on a `Set`'s or `Dictionary`'s iteration order, which changes from one
  ///     run to the next), or a seed will not replay its sequence.
  ///   - fileID: The file of the call site, for the failure; leave the default.
  ///   - filePath: The file path of the call site, for the failure; leave the default.
  ///   - line: The line of the call site, for the failure; leave the default.
  ///   - column: The column of the call site, for the failure; leave the default.
  /// - Returns: What the run did and found.
  @discardableResult
  public func run(
    seed: UInt64,
    sequences: Int = 500,
    steps: Int = 30,
    inputs: @escaping (State) -> [FuzzInput<Action>],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> FuzzReport<Action> {
    let site = SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let started = ContinuousClock.now
    let environment = FuzzEnvironment()
    for problem in environment.problems { fail(problem, at: site) }
    let seed = environment.seed ?? seed
    let sequences = environment.sequences ?? sequences
    guard sequences > 0, steps > 0 else {
      fail(
        "Fuzzer.run needs at least one sequence and one step; it was given "
          + "\(Messages.counted(sequences, "sequence")) of \(Messages.counted(steps, "step")), "
          + "and played nothing.",
        at: site
      )
      return FuzzReport(
        seed: seed, sequences: 0, steps: 0, staleInputs: 0, explainedIssues: 0, clockAdvances: 0,
        presentations: [:], duration: ContinuousClock.now - started, failure: nil
      )
    }
    let engine = FuzzEngine(definition: definition, inputs: inputs)
    var statistics = FuzzStatistics()
    var failure: FuzzFailure<Action>?
    var sequenceSeed = seed
    let progress = ProgressMeter(isOn: definition.showsProgress)
    for index in 0..<sequences {
      let played = await engine.play(seed: sequenceSeed, steps: steps)
      statistics.add(played.statistics)
      progress.tick(count: statistics.sequences) { rate in
        ProgressMeter.fuzzing(
          sequences: statistics.sequences, of: sequences, steps: statistics.steps, rate: rate)
      }
      if let violation = played.violation {
        failure = await shrink(
          played, violation: violation, engine: engine, seed: sequenceSeed, sequence: index,
          runSeed: seed
        )
        break
      }
      sequenceSeed = FuzzRandom.seed(after: sequenceSeed)
    }
    if let failure { fail(failure.message, at: site) }
    return FuzzReport(
      seed: seed, sequences: statistics.sequences, steps: statistics.steps,
      staleInputs: statistics.staleInputs, explainedIssues: statistics.explainedIssues,
      clockAdvances: statistics.clockAdvances, presentations: statistics.presentations,
      duration: ContinuousClock.now - started, failure: failure
    )
  }

  private func shrink(
    _ played: FuzzEngine<State, Action>.Played, violation: FuzzViolation,
    engine: FuzzEngine<State, Action>, seed: UInt64, sequence: Int, runSeed: UInt64
  ) async -> FuzzFailure<Action> {
    var result = FuzzShrinker<State, Action>.Result(
      inputs: played.inputs, violation: violation, isProvenShortest: played.inputs.isEmpty
    )
    if !played.inputs.isEmpty {
      result = await FuzzShrinker(engine: engine).shrink(played.inputs, failing: violation)
    }
    let message = FuzzFailure<Action>.message(
      check: result.violation.check, details: result.violation.details, shortest: result.inputs,
      isProvenShortest: result.isProvenShortest, found: played.inputs, seed: seed,
      sequence: sequence, runSeed: runSeed
    )
    return FuzzFailure(
      check: result.violation.check, details: result.violation.details, shortest: result.inputs,
      isProvenShortest: result.isProvenShortest, found: played.inputs, seed: seed,
      sequence: sequence, message: message
    )
  }

  private func fail(_ message: String, at site: SourceCallSite) {
    recordFailure(
      message, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
}
