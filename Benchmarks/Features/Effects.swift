import Observation
import Statecraft
import Synchronization

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
    /// Starts `count` effects that share one cancellation id; each adds one to
    /// ``finishedSharingID`` and returns.
    case startSharingID(count: Int)
  }

  /// The one cancellation id of the effects of ``Action/startSharingID(count:)``.
  enum SharedID { case shared }

  static let manyCount = 1_000

  /// How many effects of ``Action/startSharingID(count:)`` have run to their end, over the process:
  /// what lets a scenario check that every one of them ran. One relaxed atomic add an effect.
  static let finishedSharingID = Atomic<Int>(0)

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
      case .startSharingID(let count):
        return .merge(
          (0..<count).map { _ in
            Effect<Action>.run { _ in
              Self.finishedSharingID.wrappingAdd(1, ordering: .relaxed)
            }
            .cancellable(id: SharedID.shared)
          }
        )
      }
    }
  }
}

/// The baseline of `effects.run`: the same round trip with a bare `Task` and no store. A task that
/// is not on the main actor hops to it and adds one to this counter, whose mutation goes through the
/// same `ObservationRegistrar` bookkeeping as a store's state change.
@MainActor
@Observable
final class MainActorCounter {
  var count = 0

  func increment() {
    count += 1
  }
}
