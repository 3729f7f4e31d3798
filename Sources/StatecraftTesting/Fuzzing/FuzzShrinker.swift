/// Shrinks a failing sequence to a shortest one that fails the same way.
///
/// First it removes inputs, in halves, quarters and so on down to single ones, and merges
/// adjacent clock advances, keeping each change after which the sequence, replayed, still fails
/// the same way and is still one the generator could have chosen (every input offered where it
/// comes). Then it searches every shorter sequence the generator and the clock offer, breadth
/// first from the initial state, within a budget of steps: when the search ends without finding
/// one, the result is proven to be a shortest.
@MainActor
struct FuzzShrinker<State: Equatable, Action: Equatable> {
  let engine: FuzzEngine<State, Action>
  /// The most steps the search for a shorter sequence may play.
  var searchBudget = 5_000
  /// The most replays the removal of inputs may try.
  var replayBudget = 400

  struct Result {
    var inputs: [FuzzInput<Action>]
    var violation: FuzzViolation
    var isProvenShortest: Bool
  }

  func shrink(_ inputs: [FuzzInput<Action>], failing violation: FuzzViolation) async -> Result {
    var result = Result(inputs: inputs, violation: violation, isProvenShortest: false)
    var replays = 0

    /// Whether `candidate` still fails the same way; if so it becomes the result.
    func tryCandidate(_ candidate: [FuzzInput<Action>]) async -> Bool {
      guard replays < replayBudget, candidate.count < result.inputs.count else { return false }
      replays += 1
      let played = await engine.replay(candidate)
      guard played.isValid, let found = played.violation, found.isSameFailure(as: violation)
      else { return false }
      result.inputs = played.inputs
      result.violation = found
      return true
    }

    // Removal of chunks, from halves down to single inputs.
    var chunk = max(1, result.inputs.count / 2)
    while true {
      var start = 0
      var removedAny = false
      while start < result.inputs.count {
        var candidate = result.inputs
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        if await tryCandidate(candidate) {
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 {
        if !removedAny { break }
      } else {
        chunk = max(1, chunk / 2)
      }
    }
    // Adjacent clock advances, as one.
    var index = 0
    while index + 1 < result.inputs.count {
      if case .advanceClock(let first) = result.inputs[index],
        case .advanceClock(let second) = result.inputs[index + 1]
      {
        var candidate = result.inputs
        candidate.replaceSubrange(index...index + 1, with: [.advanceClock(by: first + second)])
        if await tryCandidate(candidate) { continue }
      }
      index += 1
    }
    return await searchShorter(than: result)
  }

  /// Every sequence shorter than `result`, breadth first: the first that fails the same way is a
  /// shortest. Proven when the whole search fits in the budget.
  private func searchShorter(than result: Result) async -> Result {
    var stepsPlayed = 0
    let root = await engine.replay([], nextChoices: true)
    var frontier: [(inputs: [FuzzInput<Action>], choices: [FuzzInput<Action>])] = [
      ([], root.nextChoices)
    ]
    for length in 1..<max(1, result.inputs.count) {
      var next: [(inputs: [FuzzInput<Action>], choices: [FuzzInput<Action>])] = []
      for (prefix, choices) in frontier {
        for choice in choices {
          guard stepsPlayed + length <= searchBudget else { return result }
          stepsPlayed += length
          let candidate = prefix + [choice]
          let played = await engine.replay(candidate, nextChoices: length + 1 < result.inputs.count)
          if let found = played.violation {
            if found.isSameFailure(as: result.violation), played.inputs == candidate {
              return Result(inputs: candidate, violation: found, isProvenShortest: true)
            }
            // Another failure, or one before the end: not this one, and not to be extended.
            continue
          }
          guard played.isValid, !played.nextChoices.isEmpty else { continue }
          next.append((candidate, played.nextChoices))
        }
      }
      frontier = next
    }
    var proven = result
    proven.isProvenShortest = true
    return proven
  }
}
