import Foundation
import Statecraft

/// Says how far a long exploration or fuzz run is: once a run has gone on for two seconds, one
/// line a second to standard error, never in its report.
///
/// A run asks ``tick(count:_:)`` often (every few transitions or every sequence); the meter reads
/// the clock and writes a line when one is due. Tests replace the clock and the output with
/// ``override``, so that what is written depends on no timing.
@MainActor
final class ProgressMeter {
  /// A clock and an output in place of the real ones, for the runs of one task.
  struct Override: Sendable {
    let now: @Sendable () -> ContinuousClock.Instant
    let write: @Sendable (String) -> Void
  }

  @TaskLocal static var override: Override?

  private let isOn: Bool
  private let now: () -> ContinuousClock.Instant
  private let write: (String) -> Void
  private let started: ContinuousClock.Instant
  private var due: ContinuousClock.Instant
  private var last: (time: ContinuousClock.Instant, count: Int)

  /// A meter that starts now; `isOn` false writes nothing and reads no clock.
  init(isOn: Bool) {
    self.isOn = isOn
    let override = Self.override
    now = override?.now ?? { ContinuousClock.now }
    write =
      override?.write ?? { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    started = isOn ? now() : ContinuousClock.now
    due = started + .seconds(2)
    last = (started, 0)
  }

  /// Writes `line(rate)` when a line is due, `rate` being how many `count`s a second the run
  /// made since the last line (or since it started).
  func tick(count: Int, _ line: (_ rate: Int) -> String) {
    guard isOn else { return }
    let time = now()
    guard time >= due else { return }
    let elapsed = time - last.time
    let seconds =
      Double(elapsed.components.seconds)
      + Double(elapsed.components.attoseconds) / 1e18
    let rate = seconds > 0 ? Int((Double(count - last.count) / seconds).rounded()) : 0
    write(line(rate))
    last = (time, count)
    due = time + .seconds(1)
  }

  /// The line of an exploration: `Exploring Inventario: 12,345 states, depth 7, frontier 1,234,
  /// 6,170 states a second`.
  static func exploring(
    _ reducer: String, states: Int, depth: Int, frontier: Int, rate: Int
  ) -> String {
    "[StatecraftTesting] Exploring \(reducer): \(Messages.counted(states, "state")), depth "
      + "\(Messages.grouped(depth)), frontier \(Messages.grouped(frontier)), "
      + "\(Messages.counted(rate, "state")) a second"
  }

  /// The line of a fuzz run: `Fuzzing: 120 sequences, 3,600 steps, 60 sequences a second`.
  static func fuzzing(sequences: Int, of total: Int, steps: Int, rate: Int) -> String {
    "[StatecraftTesting] Fuzzing: \(Messages.grouped(sequences)) of "
      + "\(Messages.counted(total, "sequence")), \(Messages.counted(steps, "step")), "
      + "\(Messages.counted(rate, "sequence")) a second"
  }
}
