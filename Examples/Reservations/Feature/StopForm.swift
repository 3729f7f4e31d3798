import Foundation
import Statecraft

/// The form for a stop: the same feature for a new stop and for editing one.
///
/// It closes itself with `@Dependency(\.dismiss)`, from inside: the sheet enum decides what to
/// present, not how it closes.
struct StopForm: Reducer {
  /// `Identifiable` by the stop, so editing another stop is another presentation.
  struct State: Hashable, Identifiable {
    var stop: Stop

    var id: Stop.ID { stop.id }
    /// A stop needs a name: until it has one, "guardar" is not offered, as a disabled button.
    var canSave: Bool { !stop.name.isEmpty }
  }

  enum Action: BindableAction, Equatable {
    /// A field edited: `.binding(.set(\.stop.name, "Lleida"))`.
    case binding(BindingAction<State>)
    case saveTapped
    case cancelTapped
    /// What the form tells its parent.
    case delegate(Delegate)

    enum Delegate: Equatable {
      case save(Stop)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .saveTapped:
        guard state.canSave else { return .none }
        return .run { [stop = state.stop] send in
          await send(.delegate(.save(stop)))
          await dismiss()
        }

      case .cancelTapped:
        return .run { _ in await dismiss() }

      case .delegate:
        return .none
      }
    }
  }
}
