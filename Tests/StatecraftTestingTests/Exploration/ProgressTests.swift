import Statecraft
import Synchronization
import Testing

@testable import StatecraftTesting

/// A clock that moves a quarter of a second each time it is read, and the lines written: what a
/// run prints then depends on how often it reads the clock, never on how fast the machine is.
final class ProgressRecording: Sendable {
  private let state = Mutex((reads: 0, lines: [String]()))
  private let start = ContinuousClock.now

  var lines: [String] { state.withLock { $0.lines } }

  var override: ProgressMeter.Override {
    ProgressMeter.Override(
      now: {
        let reads = self.state.withLock {
          $0.reads += 1
          return $0.reads
        }
        return self.start + .milliseconds(250 * reads)
      },
      write: { line in self.state.withLock { $0.lines.append(line) } }
    )
  }
}

@MainActor
@Suite("Progress lines")
struct ProgressTests {
  @Test("A long exploration prints a line a second from its second second, never in its report")
  func exploration() async {
    let recording = ProgressRecording()
    let report = await ProgressMeter.$override.withValue(recording.override) {
      await StateExplorer(initialState: Counting.State()) { Counting() }
        .bounds(depth: 320)
        .explore(inputs: Counting.inputs)
    }
    // The clock moves 0.25 s a read, one read every 16 transitions: the first line is due at
    // 2 s (the 8th read after the start), then one every 1 s (4 reads, 64 transitions).
    #expect(
      recording.lines == [
        "[StatecraftTesting] Exploring Counting: 128 states, depth 127, frontier 1, 64 states a second",
        "[StatecraftTesting] Exploring Counting: 192 states, depth 191, frontier 1, 64 states a second",
        "[StatecraftTesting] Exploring Counting: 256 states, depth 255, frontier 1, 64 states a second",
        "[StatecraftTesting] Exploring Counting: 320 states, depth 319, frontier 1, 64 states a second",
      ])
    #expect(!report.description.contains("Exploring Counting"))
  }

  @Test("progress(false) silences an exploration")
  func explorationSilenced() async {
    let recording = ProgressRecording()
    _ = await ProgressMeter.$override.withValue(recording.override) {
      await StateExplorer(initialState: Counting.State()) { Counting() }
        .bounds(depth: 320)
        .progress(false)
        .explore(inputs: Counting.inputs)
    }
    #expect(recording.lines == [])
  }

  @Test("A long fuzz run prints a line a second after two; progress(false) silences it")
  func fuzzing() async {
    let recording = ProgressRecording()
    let silent = ProgressRecording()
    _ = await ProgressMeter.$override.withValue(recording.override) {
      await Fuzzer(initialState: Counting.State()) { Counting() }
        .run(seed: 1, sequences: 16, steps: 5, inputs: Counting.inputs)
    }
    _ = await ProgressMeter.$override.withValue(silent.override) {
      await Fuzzer(initialState: Counting.State()) { Counting() }
        .progress(false)
        .run(seed: 1, sequences: 16, steps: 5, inputs: Counting.inputs)
    }
    // One read a sequence: the first line at the 8th sequence, then every 4th.
    #expect(
      recording.lines == [
        "[StatecraftTesting] Fuzzing: 8 of 16 sequences, 40 steps, 4 sequences a second",
        "[StatecraftTesting] Fuzzing: 12 of 16 sequences, 60 steps, 4 sequences a second",
        "[StatecraftTesting] Fuzzing: 16 of 16 sequences, 80 steps, 4 sequences a second",
      ])
    #expect(silent.lines == [])
  }

  @Test("A count of one is singular in a progress line")
  func countsOfOne() {
    #expect(
      ProgressMeter.fuzzing(sequences: 1, of: 1, steps: 1, rate: 1)
        == "[StatecraftTesting] Fuzzing: 1 of 1 sequence, 1 step, 1 sequence a second")
    #expect(
      ProgressMeter.exploring("Counting", states: 1, depth: 0, frontier: 1, rate: 1)
        == "[StatecraftTesting] Exploring Counting: 1 state, depth 0, frontier 1, 1 state a second")
    #expect(
      ProgressMeter.fuzzing(sequences: 1_000, of: 10_000, steps: 30_000, rate: 0)
        == "[StatecraftTesting] Fuzzing: 1,000 of 10,000 sequences, 30,000 steps, 0 sequences a "
        + "second")
  }

  @Test("A fuzz report's summary says one sequence, one step, one stale input, in the singular")
  func reportCountsOfOne() {
    let one = FuzzReport<Counting.Action>(
      seed: 1, sequences: 1, steps: 1, staleInputs: 1, explainedIssues: 1, clockAdvances: 1,
      presentations: [:], duration: .seconds(1), failure: nil)
    #expect(
      one.description
        == "1 sequence, 1 step (1 stale input raising 1 expected issue, 1 clock advance) in 1.0 "
        + "seconds, seed 0x1: no failure.")
    let many = FuzzReport<Counting.Action>(
      seed: 0x2A, sequences: 500, steps: 15_000, staleInputs: 412, explainedIssues: 398,
      clockAdvances: 2_981, presentations: [:], duration: .milliseconds(4_100), failure: nil)
    #expect(
      many.description
        == "500 sequences, 15,000 steps (412 stale inputs raising 398 expected issues, 2,981 "
        + "clock advances) in 4.1 seconds, seed 0x2A: no failure.")
  }
}
