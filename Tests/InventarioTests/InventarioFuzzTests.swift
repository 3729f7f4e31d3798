import Foundation
import StatecraftTesting
import Testing

@testable import InventarioFeature

/// Inventario played by the fuzzer: every input its screens offer, and late taps on what they no
/// longer show. `STATECRAFT_FUZZ_SEQUENCES=10000 swift test --filter Fuzz` plays more.
@MainActor
@Suite("Inventario fuzzing")
struct InventarioFuzzTests {
  /// The fuzzer, with a warehouse of its own for each sequence, and the invariant the re-tap bug
  /// broke: a detail that says it does not follow the stock has no follower running.
  static var fuzzer: Fuzzer<Inventario.State, Inventario.Action> {
    Fuzzer(initialState: Inventario.State(items: .muestra)) {
      Inventario()
    } withDependencies: {
      $0.almacen = .simulado(
        Dictionary(uniqueKeysWithValues: IdentifiedArrayOf<Item>.muestra.map { ($0.id, $0.stock) })
      )
    }
    .advancingClock(by: [.seconds(1), .seconds(2), .seconds(5)])
    .invariant("a detail that does not follow the stock has no follower running") { snapshot in
      let follower = Inventario.Action.destino(.presented(.detalle(.seguirStockPulsado)))
      guard snapshot.runningEffects.contains(follower) else { return true }
      guard case .detalle(let detalle) = snapshot.state.destino else { return false }
      return detalle.siguiendoStock
    }
  }

  @Test("Every check holds over 500 sequences of 30 steps")
  func fuzz() async {
    let report = await Self.fuzzer.run(seed: 0x1A7E, sequences: 500, steps: 30) { state in
      Self.entradas(state, casosEquivocados: false)
    }
    #expect(
      report.presentations.keys.sorted() == [
        "$destino .alerta", "$destino .detalle", "$destino .formulario",
      ])
  }

  // R7 for the wrong destination case: a `.presented` action for a case other than the one
  // presented runs neither reducer and leaves the presentation up. The fuzzer's stale-input check
  // catches any way it would not (before R7 held exactly, the delete alert's button while a
  // detail was up deleted the article, in two steps).
  @Test("Stale actions for another destination case change nothing, over 500 sequences")
  func casosEquivocados() async {
    let report = await Self.fuzzer.run(seed: 0x1A7E, sequences: 500, steps: 30) { state in
      Self.entradas(state, casosEquivocados: true)
    }
    #expect(report.failure == nil)
    #expect(report.presentations.keys.sorted().count == 3)
  }

  /// What the screens offer, as `InventarioView` draws them, plus the list next to an open
  /// detail (a split view, where the re-tap bug lived), plus stale taps: for a slot that is
  /// empty, for a row that is gone, and (`casosEquivocados`) for a destination case other than
  /// the one presented.
  static func entradas(
    _ state: Inventario.State, casosEquivocados: Bool
  ) -> [FuzzInput<Inventario.Action>] {
    let ids = state.items.ids
    // An article that was deleted, or never was: a late tap on its row.
    let ausente = Item.idDeMuestra(9)
    let lista: [FuzzInput<Inventario.Action>] =
      ids.map { .send(.filaTocada($0)) } + [.stale(.filaTocada(ausente))]
    switch state.destino {
    case nil:
      return lista + [.send(.añadirTocado)] + ids.map { .send(.borrarTocado($0)) } + [
        .stale(.destino(.dismiss)),
        .stale(.destino(.presented(.alerta(.confirmarBorrado(ids.first ?? ausente))))),
        .stale(.destino(.presented(.detalle(.seguirStockPulsado)))),
        .stale(.destino(.presented(.formulario(.guardarPulsado)))),
      ]
    case .detalle(let detalle):
      let entradas =
        lista + [
          .send(.destino(.presented(.detalle(.nombreCambiado("Pernos"))))),
          .send(.destino(.presented(.detalle(.seguirStockPulsado)))),
          .send(.destino(.dismiss)),
        ]
      guard casosEquivocados else { return entradas }
      return entradas + [
        .stale(.destino(.presented(.formulario(.cancelarPulsado)))),
        // The button of a delete alert that is no longer up.
        .stale(.destino(.presented(.alerta(.confirmarBorrado(detalle.id))))),
      ]
    case .formulario(let formulario):
      var entradas: [FuzzInput<Inventario.Action>] = [
        .send(.destino(.presented(.formulario(.binding(.set(\.borrador.nombre, "Clavos")))))),
        .send(.destino(.presented(.formulario(.binding(.set(\.borrador.nombre, "")))))),
        .send(.destino(.presented(.formulario(.binding(.set(\.borrador.stock, 7)))))),
        .send(.destino(.presented(.formulario(.cancelarPulsado)))),
        .send(.destino(.dismiss)),
      ]
      if formulario.puedeGuardar {
        entradas.append(.send(.destino(.presented(.formulario(.guardarPulsado)))))
      }
      guard casosEquivocados else { return entradas }
      return entradas + [.stale(.destino(.presented(.detalle(.seguirStockPulsado))))]
    case .alerta(let alerta):
      let botones = FuzzInput.buttons(of: alerta) { pulsado -> Inventario.Action in
        switch pulsado {
        case .presented(let boton): .destino(.presented(.alerta(boton)))
        case .dismiss: .destino(.dismiss)
        }
      }
      guard casosEquivocados else { return botones }
      return botones + [.stale(.destino(.presented(.detalle(.seguirStockPulsado))))]
    }
  }
}
