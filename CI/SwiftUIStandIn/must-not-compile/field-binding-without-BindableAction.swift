// expected-error: cannot assign through dynamic lookup property: subscript is get-only
//
// `$store.name` on a feature whose action is not `BindableAction`: the store's settable field
// subscript exists only for `BindableAction` features, so there is no writable key path for
// `Bindable` to make a binding of. Such a feature binds a field with
// `$store.binding(\.name, send: Profile.Action.nameChanged)` (Fixtures/StoreAdapters.swift).
import Statecraft
import StatecraftSwiftUI
import SwiftUI

struct Profile: Reducer {
  struct State: Equatable {
    var name = ""
  }

  enum Action: Equatable {
    case nameChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nameChanged(let name):
        state.name = name
        return .none
      }
    }
  }
}

struct ProfileView: View {
  @Bindable var store: Store<Profile.State, Profile.Action>

  var body: some View {
    TextField("Nombre", text: $store.name)
  }
}
