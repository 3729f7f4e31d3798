#if canImport(SwiftUI)
  import Statecraft
  import StatecraftSwiftUI
  public import SwiftUI

  extension CuentaApp {
    /// The Cuenta app in SwiftUI: the account screen on a store of its own, with the same reducer
    /// and launch state as the terminal app. An Xcode app shows it in its window:
    /// `WindowGroup { CuentaApp.Raiz() }`.
    public struct Raiz: View {
      @State private var store = Store(initialState: Cuenta.State(perfil: .prueba)) {
        Cuenta()
      }

      /// The app's root view.
      public init() {}

      /// The app's screen.
      public var body: some View {
        CuentaPantalla(store: store)
      }
    }
  }

  /// The account as a SwiftUI screen: the same reducer as the terminal app (CuentaView.swift).
  /// README.md shows it.
  /// Deleting asks in an alert with a destructive button; a failure shows an alert built from
  /// the error, with a button to the settings when a permission is missing.
  struct CuentaPantalla: View {
    @Bindable var store: Store<Cuenta.State, Cuenta.Action>

    var body: some View {
      Form {
        if let perfil = store.perfil {
          Text(perfil.nombre)
            .font(.headline)
          Text(perfil.correo)
            .foregroundStyle(.secondary)
          Button("Borrar la cuenta", role: .destructive) {
            store.send(.borrarPulsado)
          }
        } else {
          Text("No hay ninguna cuenta.")
        }
        if let aviso = store.aviso {
          Text(aviso)
        }
      }
      .navigationTitle("Cuenta")
      .alert($store.scope(state: \.$alerta, action: Cuenta.Action.alerta))
    }
  }

  // NB: an initializer taking the store, in an extension so that the screen reads as the README
  // shows it: the stand-in's `Bindable` gives the memberwise initializer a `Bindable` parameter
  // (CI/SwiftUIStandIn/Fixtures/ViewsArticle.swift says why); this one works everywhere.
  extension CuentaPantalla {
    init(store: Store<Cuenta.State, Cuenta.Action>) {
      _store = Bindable(wrappedValue: store)
    }
  }
#endif
