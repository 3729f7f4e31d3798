import Statecraft

/// A feature whose actions exercise the effect runtime.
struct EffectsFeature: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    /// Returns `.merge` of 100 `.none`.
    case mergeNones
    /// Returns a `.run` that sends ``loaded``.
    case load
    case loaded
    /// Starts 1,000 effects that sleep for an hour, each cancellable by its own id.
    case startMany
    /// Cancels the 1,000 effects of ``startMany`` by id.
    case cancelMany
  }

  static let manyCount = 1_000

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .mergeNones:
        state.count += 1
        return .merge((0..<100).map { _ in Effect<Action>.none })
      case .load:
        return .run { send in await send(.loaded) }
      case .loaded:
        state.count += 1
        return .none
      case .startMany:
        return .merge(
          (0..<Self.manyCount).map { id in
            Effect<Action>.run { _ in try await Task.sleep(for: .seconds(3600)) }
              .cancellable(id: id)
          }
        )
      case .cancelMany:
        state.count += 1
        return .merge((0..<Self.manyCount).map { Effect<Action>.cancel(id: $0) })
      }
    }
  }
}
