import Statecraft

/// Children that each hold the same shared count, and a root reducer that changes it through the
/// first child: what `shared.send.1` and `shared.send.10` send to.
struct SharedHolders: Reducer {
  struct State: Equatable {
    var holders: [Holder]

    /// `count` holders of one shared count.
    init(holders count: Int) {
      let shared = Shared(value: 0)
      self.holders = (0..<count).map { _ in Holder(count: shared) }
    }
  }

  /// A child feature's state, holding the count.
  struct Holder: Equatable {
    @Shared var count: Int
  }

  enum Action: Equatable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.holders[0].$count.withLock { $0 += 1 }
    return .none
  }
}
