import Foundation
import StatecraftTesting
import Testing

@testable import InventarioFeature

/// Inventario explored: every state its screens reach, with the fuzz generator, proven. Its
/// articles are `@Shared` (kept in the inventory file): each state keeps its own values of them,
/// and states are keyed by value (a shared value is not `Hashable`).
@MainActor
@Suite("Inventario exploration")
struct InventarioExplorerTests {
  static var explorer: StateExplorer<Inventario.State, Inventario.Action, ExplorationValueKey> {
    StateExplorer(initialState: Inventario.State(items: Shared(value: .muestra))) {
      Inventario()
    }
    .keyedByValue()
  }

  @Test("Proven: every reachable state explored, every property holds, exactly 4 configurations")
  func proven() async {
    let report = await Self.explorer
      .invariant("a detail shows an article of the list") { snapshot in
        guard case .detalle(let detalle) = snapshot.state.destino else { return true }
        return snapshot.state.items[id: detalle.id] != nil
      }
      .sometimes("the form can be saved") { state in
        guard case .formulario(let formulario) = state.destino else { return false }
        return formulario.puedeGuardar
      }
      .sometimes("an article was deleted") { state in state.items.count < 3 }
      .canReturn("back to the list", to: { state in state.destino == nil })
      .bounds(depth: 12, states: 100_000)
      .explore { state in InventarioFuzzTests.entradas(state, casosEquivocados: true) }
    #expect(report.isComplete)
    #expect(report.violation?.description == nil)
    #expect(report.trace == [])
    #expect(report.states == 297)
    #expect(report.transitions == 2_034)
    #expect(report.depth == 10)
    #expect(
      report.configurations == [
        "nothing presented", "$destino .detalle", "$destino .formulario", "$destino .alerta",
      ])
    #expect(report.coverage.presentations.never == [])
    #expect(report.verdicts.allSatisfy { $0.outcome == .holds })
  }

  @Test("Each state keeps its own shared articles: one explored after a deletion still has three")
  func sharedValuesPerState() async {
    final class Counts { var seen: [Int] = [] }
    let counts = Counts()
    let items = Shared(value: IdentifiedArrayOf<Item>.muestra)
    let report = await StateExplorer(initialState: Inventario.State(items: items)) {
      Inventario()
    }
    .keyedByValue()
    .invariant("counted") { snapshot in
      counts.seen.append(snapshot.state.items.count)
      return true
    }
    .bounds(depth: 3)
    .explore { InventarioFuzzTests.entradas($0, casosEquivocados: false) }
    #expect(report.violation == nil)
    let firstDeletion = counts.seen.firstIndex(of: 2)
    #expect(firstDeletion.map { counts.seen[$0...].contains(3) } == true)
    #expect(Set(counts.seen) == [2, 3])
    // The box the exploration started from was never written.
    #expect(items.wrappedValue == .muestra)
  }

  @Test("Each form's draft gets a new id: with ids renamed the graph is finite, without it is not")
  func draftsAreSymmetric() async {
    let on = await Self.explorer.explore {
      InventarioFuzzTests.entradas($0, casosEquivocados: false)
    }
    let off = await Self.explorer.symmetry(.off).bounds(states: 500)
      .explore { InventarioFuzzTests.entradas($0, casosEquivocados: false) }
    #expect(on.isComplete && on.violation == nil)
    #expect(on.states == 297)
    #expect(!off.isComplete && off.violation == nil)
    #expect(off.boundReached == .states)
  }
}
