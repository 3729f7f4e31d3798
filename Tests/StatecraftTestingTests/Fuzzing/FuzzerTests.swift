import Statecraft
import StatecraftTesting
import Testing

/// The messages of the failures that `body` records, in order, as known issues.
@MainActor
func fuzzFailureMessages(_ body: @MainActor () async -> Void) async -> [String] {
  await capturingFailures { await body() }.map(\.message)
}

@MainActor
@Suite("Fuzzer")
struct FuzzerTests {
  @Test("Two presentations at once: the shortest sequence, and the message that shows it")
  func findsTwoPresentations() async {
    var report: FuzzReport<Overlapping.Action>?
    let messages = await fuzzFailureMessages {
      report = await Fuzzer(initialState: Overlapping.State()) { Overlapping() }
        .run(seed: 42, sequences: 100, steps: 20, inputs: Overlapping.inputs)
    }
    #expect(
      messages == [
        """
        Fuzzing found that two things are presented at once.

          After send(.sheet(.presented(.deleteTapped))), two slots are full at once, neither \
        inside the other:

            $sheet presents Overlapping.Sheet.State
            $alert presents AlertState<Overlapping.Action.Alert>

        Shortest sequence (2 inputs; no shorter sequence fails this way):
          1. send(.openSheetTapped)
          2. send(.sheet(.presented(.deleteTapped)))

        Found by sequence 0 of the run from seed 0x2A, at step 7. Replay that sequence with \
        run(seed: 0x2A, sequences: 1), or without editing the test:

          STATECRAFT_FUZZ_SEED=0x2A STATECRAFT_FUZZ_SEQUENCES=1 swift test --filter \
        findsTwoPresentations
        """
      ])
    let failure = report?.failure
    #expect(failure?.check == .onePresentationAtATime)
    #expect(
      failure?.shortest == [.send(.openSheetTapped), .send(.sheet(.presented(.deleteTapped)))])
    #expect(failure?.isProvenShortest == true)
    #expect(failure?.seed == 42)
    #expect(failure?.sequence == 0)
    #expect(failure?.found.count == 7)
    #expect(failure?.found.last == .send(.sheet(.presented(.deleteTapped))))
    #expect(report?.sequences == 1)
  }

  @Test("An effect that outlives its presentation: found when it delivers, with its sequence")
  func findsOutlivingEffect() async {
    var report: FuzzReport<Stopwatches.Action>?
    let messages = await fuzzFailureMessages {
      report = await Fuzzer(initialState: Stopwatches.State()) { Stopwatches() }
        .advancingClock(by: [.seconds(1)])
        .run(seed: 42, sequences: 100, steps: 20, inputs: Stopwatches.inputs)
    }
    // The runtime issue in the middle is Statecraft's own text (rule R7), tested with it.
    let message = messages.first ?? ""
    #expect(messages.count == 1)
    #expect(
      message.hasPrefix(
        """
        Fuzzing found that an effect outlived the presentation or element it belongs to.

          After advanceClock(by: .seconds(1)), an effect delivered .stopwatch(.presented(.tick)), \
        which was rejected: what it was meant for is no longer there. An effect that feeds a \
        presentation or an element must be started by it (returned from its own reducer), so \
        that it ends with it.

            An ifLet received a presentation action while nothing is presented in its slot
        """))
    #expect(message.contains("    Action: .stopwatch(.presented(.tick))"))
    #expect(
      message.hasSuffix(
        """

        Shortest sequence (3 inputs; no shorter sequence fails this way):
          1. send(.openTapped)
          2. send(.stopwatch(.dismiss))
          3. advanceClock(by: .seconds(1))

        Found by sequence 0 of the run from seed 0x2A, at step 3. Replay that sequence with \
        run(seed: 0x2A, sequences: 1), or without editing the test:

          STATECRAFT_FUZZ_SEED=0x2A STATECRAFT_FUZZ_SEQUENCES=1 swift test --filter \
        findsOutlivingEffect
        """))
    #expect(report?.failure?.check == .noEffectOutlivesItsOwner)
    #expect(
      report?.failure?.shortest == [
        .send(.openTapped), .send(.stopwatch(.dismiss)), .advanceClock(by: .seconds(1)),
      ])
    #expect(report?.failure?.isProvenShortest == true)
  }

  @Test("The same sequences pass once the stopwatch starts its own ticks")
  func passesWhenEffectsBelongToTheirPresentation() async {
    let report = await Fuzzer(initialState: Stopwatches.State()) {
      Stopwatches(startsItsOwnTicks: true)
    }
    .advancingClock(by: [.seconds(1)])
    .run(seed: 42, sequences: 100, steps: 20, inputs: Stopwatches.inputs)
    #expect(report.failure == nil)
    #expect(report.sequences == 100)
    #expect(report.steps == 2_000)
    #expect(report.clockAdvances > 0)
    #expect(report.presentations["$stopwatch Stopwatches.Stopwatch.State", default: 0] > 0)
  }

  @Test("A stale input that changes the state is a failure, with the difference")
  func findsStaleChange() async {
    var report: FuzzReport<Tally.Action>?
    let messages = await fuzzFailureMessages {
      report = await Fuzzer(initialState: Tally.State()) { Tally() }
        .advancingClock(by: [])
        .run(seed: 42, sequences: 100, steps: 20, inputs: Tally.inputs)
    }
    #expect(
      messages == [
        """
        Fuzzing found that a stale input changed the feature.

          stale(.removeTapped(1)) changed the state:

              Tally.State(
                … (1 unchanged)
            −   removed: 1
            +   removed: 2
              )

          (Before: −, After: +)

        Shortest sequence (2 inputs; no shorter sequence fails this way):
          1. send(.removeTapped(1))
          2. stale(.removeTapped(1))

        Found by sequence 0 of the run from seed 0x2A, at step 4. Replay that sequence with \
        run(seed: 0x2A, sequences: 1), or without editing the test:

          STATECRAFT_FUZZ_SEED=0x2A STATECRAFT_FUZZ_SEQUENCES=1 swift test --filter \
        findsStaleChange
        """
      ])
    #expect(report?.failure?.check == .staleInputChangesNothing)
    #expect(report?.failure?.shortest == [.send(.removeTapped(1)), .stale(.removeTapped(1))])
  }

  @Test("A stale input that changes only a shared value is a failure, with the difference")
  func findsStaleSharedChange() async {
    var report: FuzzReport<SharedTally.Action>?
    let messages = await fuzzFailureMessages {
      report = await Fuzzer(initialState: SharedTally.State(removed: Shared(value: 0))) {
        SharedTally()
      }
      .advancingClock(by: [])
      .run(seed: 42, sequences: 100, steps: 20, inputs: SharedTally.inputs)
    }
    #expect(
      messages == [
        """
        Fuzzing found that a stale input changed the feature.

          stale(.removeTapped(1)) changed the state:

              Shared $removed:
            −   1
            +   2

          (Before: −, After: +)

        Shortest sequence (2 inputs; no shorter sequence fails this way):
          1. send(.removeTapped(1))
          2. stale(.removeTapped(1))

        Found by sequence 0 of the run from seed 0x2A, at step 4. Replay that sequence with \
        run(seed: 0x2A, sequences: 1), or without editing the test:

          STATECRAFT_FUZZ_SEED=0x2A STATECRAFT_FUZZ_SEQUENCES=1 swift test --filter \
        findsStaleSharedChange
        """
      ])
    #expect(report?.failure?.shortest == [.send(.removeTapped(1)), .stale(.removeTapped(1))])
  }

  @Test("A runtime issue from an input sent as fresh is a failure, which says to mark it stale")
  func findsUnexpectedIssue() async {
    var report: FuzzReport<Overlapping.Action>?
    let messages = await fuzzFailureMessages {
      report = await Fuzzer(initialState: Overlapping.State()) { Overlapping(isFixed: true) }
        .advancingClock(by: [])
        .run(seed: 7, sequences: 10, steps: 10) { state in
          // A careless generator: the alert's button whether or not the alert is up.
          Overlapping.inputs(state) + [.send(.alert(.presented(.confirmDelete)))]
        }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("offer it as .stale(…) instead") == true)
    #expect(report?.failure?.check == .noUnexpectedIssue)
    #expect(report?.failure?.shortest == [.send(.alert(.presented(.confirmDelete)))])
  }

  @Test("Stale inputs raise the issues they should, and these are expected, and counted")
  func staleInputsAreExplained() async {
    let report = await Fuzzer(initialState: Overlapping.State()) { Overlapping(isFixed: true) }
      .advancingClock(by: [])
      .run(seed: 7, sequences: 50, steps: 10) { state in
        state.alert == nil && state.sheet == nil
          ? Overlapping.inputs(state) + [.stale(.alert(.presented(.confirmDelete)))]
          : Overlapping.inputs(state)
      }
    #expect(report.failure == nil)
    #expect(report.staleInputs > 0)
    #expect(report.explainedIssues == report.staleInputs)
  }

  @Test("An invariant that does not hold is a failure named by its description")
  func findsBrokenInvariant() async {
    var report: FuzzReport<Tally.Action>?
    let messages = await fuzzFailureMessages {
      report = await Fuzzer(initialState: Tally.State()) { Tally() }
        .advancingClock(by: [])
        .invariant("at most one number is removed") { $0.state.numbers.count >= 2 }
        .run(seed: 3, sequences: 10, steps: 10) { state in
          state.numbers.map { .send(.removeTapped($0)) }
        }
    }
    #expect(messages.count == 1)
    #expect(report?.failure?.check == .invariant("at most one number is removed"))
    #expect(report?.failure?.shortest.count == 2)
    #expect(report?.failure?.isProvenShortest == true)
  }

  @Test("A failure's seed replays the sequence that found it, step for step")
  func replaysFromTheSeed() async {
    let fuzzer = Fuzzer(initialState: Overlapping.State()) { Overlapping() }
    var found: FuzzFailure<Overlapping.Action>?
    var replayed: FuzzFailure<Overlapping.Action>?
    _ = await fuzzFailureMessages {
      found = await fuzzer.run(seed: 1_234, sequences: 100, steps: 30, inputs: Overlapping.inputs)
        .failure
      guard let seed = found?.seed else { return }
      replayed = await fuzzer.run(seed: seed, sequences: 1, steps: 30, inputs: Overlapping.inputs)
        .failure
    }
    #expect(found != nil)
    #expect(replayed?.found == found?.found)
    #expect(replayed?.shortest == found?.shortest)
    #expect(replayed?.sequence == 0)
  }

  @Test("Two runs from one seed play the same sequences")
  func isDeterministic() async {
    let fuzzer = Fuzzer(initialState: Stopwatches.State()) { Stopwatches(startsItsOwnTicks: true) }
    let first = await fuzzer.run(seed: 99, sequences: 30, steps: 15, inputs: Stopwatches.inputs)
    let second = await fuzzer.run(seed: 99, sequences: 30, steps: 15, inputs: Stopwatches.inputs)
    #expect(first.steps == second.steps)
    #expect(first.clockAdvances == second.clockAdvances)
    #expect(first.presentations == second.presentations)
    let other = await fuzzer.run(seed: 100, sequences: 30, steps: 15, inputs: Stopwatches.inputs)
    #expect(
      other.presentations != first.presentations || other.clockAdvances != first.clockAdvances)
  }

  @Test("A feature that dismisses itself ends its sequence there")
  func dismissalEndsASequence() async {
    let report = await Fuzzer(initialState: Farewell.State()) { Farewell() }
      .advancingClock(by: [])
      .run(seed: 5, sequences: 20, steps: 50) { _ in [.send(.waveTapped), .send(.leaveTapped)] }
    #expect(report.failure == nil)
    #expect(report.sequences == 20)
    #expect(report.steps < 20 * 50)
  }

  @Test("A run of no sequences or no steps is reported, not played")
  func rejectsEmptyRuns() async {
    var report: FuzzReport<Tally.Action>?
    let messages = await fuzzFailureMessages {
      report = await Fuzzer(initialState: Tally.State()) { Tally() }
        .run(seed: 1, sequences: 0, steps: 10, inputs: Tally.inputs)
    }
    #expect(
      messages == [
        "Fuzzer.run needs at least one sequence and one step; it was given 0 sequences of 10 "
          + "steps, and played nothing."
      ])
    #expect(report?.steps == 0)
  }

  @Test("The report's summary counts what the run did")
  func summarizes() async {
    let report = await Fuzzer(initialState: Farewell.State()) { Farewell() }
      .advancingClock(by: [])
      .run(seed: 0x2A, sequences: 2, steps: 3) { _ in [.send(.waveTapped)] }
    let summary = String(describing: report)
    #expect(summary.hasPrefix("2 sequences, 6 steps (0 stale inputs raising 0 expected issues, 0 "))
    #expect(summary.hasSuffix("seed 0x2A: no failure."))
  }

  @Test("A count of one is singular, in the summary and in the refusal of an empty run")
  func countsOfOne() async {
    let report = await Fuzzer(initialState: Farewell.State()) { Farewell() }
      .advancingClock(by: [])
      .run(seed: 0x2A, sequences: 1, steps: 1) { _ in [.send(.waveTapped)] }
    let summary = String(describing: report)
    #expect(summary.hasPrefix("1 sequence, 1 step (0 stale inputs raising 0 expected issues, 0 "))
    #expect(summary.contains(" expected issues, 0 clock advances) in "))
    let messages = await fuzzFailureMessages {
      await Fuzzer(initialState: Tally.State()) { Tally() }
        .run(seed: 1, sequences: 1, steps: 0, inputs: Tally.inputs)
    }
    #expect(
      messages == [
        "Fuzzer.run needs at least one sequence and one step; it was given 1 sequence of 0 "
          + "steps, and played nothing."
      ])
  }
}
