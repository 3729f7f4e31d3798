import Statecraft

/// Plays sequences of a fuzzed feature: random ones from a seed, and given ones (to replay a
/// failure and shrink it), each in a session of its own.
@MainActor
struct FuzzEngine<State: Equatable, Action: Equatable> {
  let definition: FuzzDefinition<State, Action>
  let inputs: (State) -> [FuzzInput<Action>]

  /// A sequence as it was played.
  struct Played {
    /// The inputs performed, up to and including the one after which a check failed.
    var inputs: [FuzzInput<Action>] = []
    var violation: FuzzViolation?
    /// For a replay: whether the generator offered every input where it was performed.
    var isValid = true
    /// For a replay that asked: what the generator, and the clock, offer after the last input.
    var nextChoices: [FuzzInput<Action>] = []
    var statistics = FuzzStatistics()
  }

  /// Plays up to `steps` inputs chosen with the seed: at each step the clock advances one time in
  /// five (always when the generator offers nothing), and otherwise one of the inputs the
  /// generator offers is sent.
  func play(seed: UInt64, steps: Int) async -> Played {
    var random = FuzzRandom(seed: seed)
    return await withSession { session in
      var played = Played()
      for _ in 0..<steps {
        let offers = inputs(session.state)
        let clock = definition.clockAdvances
        let input: FuzzInput<Action>
        if !clock.isEmpty, offers.isEmpty || random.next(below: 5) == 0 {
          input = .advanceClock(by: clock[random.next(below: clock.count)])
        } else if !offers.isEmpty {
          input = offers[random.next(below: offers.count)]
        } else {
          break
        }
        played.inputs.append(input)
        if let violation = await session.perform(input) {
          played.violation = violation
          break
        }
        if session.isDismissed { break }
      }
      return played
    }
  }

  /// Plays exactly `sequence`, stopping at the first failed check. An input that the generator
  /// does not offer where it comes makes the replay invalid (a shrunk sequence must be one that
  /// the generator could have chosen).
  func replay(_ sequence: [FuzzInput<Action>], nextChoices: Bool = false) async -> Played {
    await withSession { session in
      var played = Played()
      for input in sequence {
        if input.action != nil, !inputs(session.state).contains(input) {
          played.isValid = false
          return played
        }
        played.inputs.append(input)
        if let violation = await session.perform(input) {
          played.violation = violation
          return played
        }
        if session.isDismissed { return played }
      }
      if nextChoices {
        played.nextChoices = inputs(session.state)
        for duration in definition.clockAdvances
        where !played.nextChoices.contains(.advanceClock(by: duration)) {
          played.nextChoices.append(.advanceClock(by: duration))
        }
      }
      return played
    }
  }

  /// Runs `body` with a new session, every runtime issue of which goes to its recorder, then
  /// ends the session.
  private func withSession(
    _ body: (FuzzSession<State, Action>) async -> Played
  ) async -> Played {
    let recorder = FuzzRecorder<Action>()
    return await IssueReporting.$handler.withValue(recorder.handler) {
      let session = definition.makeSession(recorder)
      var played: Played
      if let violation = session.setupViolation {
        played = Played(violation: violation)
      } else {
        played = await body(session)
      }
      await session.end()
      played.statistics = session.statistics
      played.statistics.sequences = 1
      return played
    }
  }
}
