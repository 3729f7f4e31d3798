import Observation
import Statecraft

/// The feature most scenarios send to: one integer, one action that changes it, and one action that
/// starts an effect that runs until it is cancelled.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    /// Starts an effect that sleeps for an hour, so that only a cancellation ends it.
    case startTimer
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .startTimer:
        return .run { _ in try await Task.sleep(for: .seconds(3600)) }
      }
    }
  }
}

extension Counter {
  /// The counter's reducer as a plain function: the baseline of `Counter().reduce(into:action:)`
  /// called by hand. The optimizer sees it whole, as it can see a `Reduce` body's closure.
  static func handWritten(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .startTimer:
      return .run { _ in try await Task.sleep(for: .seconds(3600)) }
    }
  }
}

/// The baseline of `send`: the cheapest observable state a user could write, the same mutation
/// with the same observation bookkeeping (`ObservationRegistrar.withMutation`) and no reducer.
@Observable
final class ObservableCounter {
  var count = 0
}
