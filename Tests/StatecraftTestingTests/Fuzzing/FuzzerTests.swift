import Statecraft
import StatecraftTesting
import Testing

@MainActor
@Suite("Fuzzer")
struct FuzzerTests {
  @Test("Two presentations at once are found, with the shortest sequence that shows them")
  func findsTwoPresentations() async {
    var report: FuzzReport<Overlapping.Action>?
    await withKnownIssue {
      report = await Fuzzer(initialState: Overlapping.State()) { Overlapping() }
        .run(seed: 42, sequences: 100, steps: 20, inputs: Overlapping.inputs)
    }
    print(report?.failure?.message ?? "no failure")
    #expect(report?.failure?.check == .onePresentationAtATime)
    #expect(
      report?.failure?.shortest == [
        .send(.openSheetTapped), .send(.sheet(.presented(.deleteTapped))),
      ])
  }

  @Test("An effect that outlives its presentation is found")
  func findsOutlivingEffect() async {
    var report: FuzzReport<Stopwatches.Action>?
    await withKnownIssue {
      report = await Fuzzer(initialState: Stopwatches.State()) { Stopwatches() }
        .advancingClock(by: [.seconds(1)])
        .run(seed: 42, sequences: 100, steps: 20, inputs: Stopwatches.inputs)
    }
    print(report?.failure?.message ?? "no failure")
    #expect(report?.failure?.check == .noEffectOutlivesItsOwner)
  }

  @Test("A stale input that changes the state is found")
  func findsStaleChange() async {
    var report: FuzzReport<Tally.Action>?
    await withKnownIssue {
      report = await Fuzzer(initialState: Tally.State()) { Tally() }
        .advancingClock(by: [])
        .run(seed: 42, sequences: 100, steps: 20, inputs: Tally.inputs)
    }
    print(report?.failure?.message ?? "no failure")
    #expect(report?.failure?.check == .staleInputChangesNothing)
  }
}
