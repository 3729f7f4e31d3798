#if canImport(SwiftUI)
  import Statecraft
  import StatecraftSwiftUI
  public import SwiftUI

  extension InventarioApp {
    /// The Inventario app in SwiftUI: the inventory screen on a store of its own, with the same
    /// reducer and launch state as the terminal app. An Xcode app shows it in its window:
    /// `WindowGroup { InventarioApp.Raiz() }`.
    public struct Raiz: View {
      @State private var store = Store(initialState: InventarioApp.estadoInicial()) {
        Inventario()
      }

      /// The app's root view.
      public init() {}

      /// The app's screen.
      public var body: some View {
        InventarioPantalla(store: store)
      }
    }
  }

  /// The inventory as a SwiftUI app: the same reducer as the terminal app (InventarioView.swift),
  /// its `destino` slot shown as a pushed detail, a form in a sheet and an alert.
  struct InventarioPantalla: View {
    @Bindable var store: Store<Inventario.State, Inventario.Action>

    init(store: Store<Inventario.State, Inventario.Action>) {
      _store = Bindable(wrappedValue: store)
    }

    var body: some View {
      NavigationStack {
        List {
          ForEach(store.items) { item in
            HStack {
              Button {
                store.send(.filaTocada(item.id))
              } label: {
                Text("\(item.nombre): \(item.stock) uds.")
              }
              Spacer()
              Button("Borrar", role: .destructive) {
                store.send(.borrarTocado(item.id))
              }
            }
          }
          Button("Añadir") {
            store.send(.añadirTocado, animation: .default)
          }
        }
        .navigationTitle("Inventario")
        .navigationDestination(item: detalle) { detalle in
          DetalleItemPantalla(store: detalle)
        }
      }
      .sheet(item: formulario) { formulario in
        FormularioItemPantalla(store: formulario)
      }
      .alert(
        $store.scope(state: \.$destino, action: Inventario.Action.destino)
          .scope(state: Inventario.Destino.State.alerta, action: Inventario.Destino.Action.alerta)
      )
    }

    private var detalle: Binding<Store<DetalleItem.State, DetalleItem.Action>?> {
      $store.scope(state: \.$destino, action: Inventario.Action.destino)
        .scope(state: Inventario.Destino.State.detalle, action: Inventario.Destino.Action.detalle)
    }

    private var formulario: Binding<Store<FormularioItem.State, FormularioItem.Action>?> {
      $store.scope(state: \.$destino, action: Inventario.Action.destino)
        .scope(
          state: Inventario.Destino.State.formulario,
          action: Inventario.Destino.Action.formulario)
    }
  }

  /// An article's detail: its name (editable), its stock, and following the stock.
  struct DetalleItemPantalla: View {
    @Bindable var store: Store<DetalleItem.State, DetalleItem.Action>

    init(store: Store<DetalleItem.State, DetalleItem.Action>) {
      _store = Bindable(wrappedValue: store)
    }

    var body: some View {
      Form {
        TextField(
          "Nombre", text: $store.binding(\.item.nombre, send: DetalleItem.Action.nombreCambiado))
        Text("Stock: \(store.item.stock) uds.")
        Button(store.siguiendoStock ? "Dejar de seguir el stock" : "Seguir el stock") {
          store.send(.seguirStockPulsado)
        }
        if let aviso = store.aviso {
          Text(aviso)
        }
      }
      .navigationTitle(store.item.nombre)
    }
  }

  /// The form for a new article: its fields write the draft through binding actions.
  struct FormularioItemPantalla: View {
    @Bindable var store: Store<FormularioItem.State, FormularioItem.Action>

    init(store: Store<FormularioItem.State, FormularioItem.Action>) {
      _store = Bindable(wrappedValue: store)
    }

    var body: some View {
      Form {
        // The same binding action as the terminal's (`.set(\.borrador.nombre, ...)`), which the
        // reducer answers by clearing its warning; `$store.borrador.nombre` would set the whole
        // draft (`\.borrador`).
        TextField(
          "Nombre",
          text: $store.binding(\.borrador.nombre) { .set(\.borrador.nombre, $0) })
        if let aviso = store.aviso {
          Text(aviso)
        }
        Button("Guardar") {
          store.send(.guardarPulsado)
        }
        .disabled(!store.puedeGuardar)
        Button("Cancelar", role: .cancel) {
          store.send(.cancelarPulsado)
        }
      }
    }
  }
#endif
