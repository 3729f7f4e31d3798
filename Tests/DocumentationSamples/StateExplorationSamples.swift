import Foundation
import Statecraft
import StatecraftTesting
import Testing

@testable import InventarioFeature

// The samples of StateExploration.md: the Inventario screen written with five flags, caught, and
// written with one slot, proven. The reports the article shows are produced
// here and compared whole with what the explorer prints.

/// The inventory screen of the Inventario example, written as the article's five flags: a detail
/// flag and its article, a form flag and its draft, an alert flag.
struct InventarioFlags: Reducer {
  struct State: Hashable {
    var items: IdentifiedArrayOf<InventarioFeature.Item> = []
    var mostrandoDetalle = false
    var itemSeleccionado: InventarioFeature.Item?
    var mostrandoFormulario = false
    var borrador: InventarioFeature.Item?
    var mostrandoAlerta = false
  }

  enum Action: Equatable {
    case filaTocada(UUID)
    case añadirTocado
    case borrarTocado(UUID)
    case detalleCerrado
    case formularioCerrado
    case guardarPulsado
    case borradoConfirmado
    case alertaCerrada
  }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .filaTocada(let id):
      state.itemSeleccionado = state.items[id: id]
      state.mostrandoDetalle = true
    case .añadirTocado:
      state.borrador = InventarioFeature.Item(id: uuid(), nombre: "", stock: 0)
      state.mostrandoFormulario = true
    case .borrarTocado(let id):
      // From the list, or from the detail's "Borrar" button, which leaves the detail up.
      state.itemSeleccionado = state.items[id: id]
      state.mostrandoAlerta = true
    case .detalleCerrado:
      state.mostrandoDetalle = false
    case .formularioCerrado:
      state.mostrandoFormulario = false
    case .guardarPulsado:
      if let borrador = state.borrador { state.items.append(borrador) }
      state.mostrandoFormulario = false
    case .borradoConfirmado:
      if let item = state.itemSeleccionado { state.items.remove(id: item.id) }
      state.mostrandoAlerta = false
    case .alertaCerrada:
      state.mostrandoAlerta = false
    }
    return .none
  }
}

extension InventarioFlags {
  /// What the screen offers: the alert's buttons over everything, else the detail's, else the
  /// form's, else the list's rows, "add" and swipe-to-delete.
  static func entradas(_ state: State) -> [FuzzInput<Action>] {
    if state.mostrandoAlerta { return [.send(.borradoConfirmado), .send(.alertaCerrada)] }
    if state.mostrandoDetalle {
      let borrar = state.itemSeleccionado.map { [FuzzInput.send(Action.borrarTocado($0.id))] }
      return [.send(.detalleCerrado)] + (borrar ?? [])
    }
    if state.mostrandoFormulario { return [.send(.guardarPulsado), .send(.formularioCerrado)] }
    return state.items.ids.map { .send(.filaTocada($0)) } + [.send(.añadirTocado)]
      + state.items.ids.map { .send(.borrarTocado($0)) }
  }

  /// The flags that are set, as the report's configurations name them.
  static func banderas(_ state: State) -> [String] {
    [
      state.mostrandoDetalle ? "mostrandoDetalle" : nil,
      state.itemSeleccionado != nil ? "itemSeleccionado" : nil,
      state.mostrandoFormulario ? "mostrandoFormulario" : nil,
      state.borrador != nil ? "borrador" : nil,
      state.mostrandoAlerta ? "mostrandoAlerta" : nil,
    ].compactMap { $0 }
  }
}

/// The five flags explored with the invariant they break, as the article writes it.
@MainActor
func exploreTheFlags() async -> (
  StateExplorerOf<InventarioFlags>, ExplorationReport<InventarioFlags.Action>
) {
  let explorer = StateExplorer(initialState: InventarioFlags.State(items: .muestra)) {
    InventarioFlags()
  }
  .invariant("one thing presented") { snapshot in
    let state = snapshot.state
    return [state.mostrandoDetalle, state.mostrandoFormulario, state.mostrandoAlerta]
      .filter { $0 }.count <= 1
  }
  .presentations(InventarioFlags.banderas)

  let report = await explorer.explore(inputs: InventarioFlags.entradas)
  return (explorer, report)
}

/// The trace the explorer wrote as a test, pasted as it is between the markers; compiled here and
/// run by `flagsExported`, which expects its failure (the suite itself is not run).
@Suite(.disabled("Run by flagsExported, which expects it to fail at its last line"))
struct ExportedFlagsTrace {}

extension ExportedFlagsTrace {
  // exported:begin
  /// The trace StateExplorer found: the invariant “one thing presented” does not hold.
  @MainActor
  @Test func exploredTrace() async {
    let store = TestStore(
      initialState: InventarioFlags.State(
        items: [
          .init(
            id: UUID(uuidString: "A0000000-0000-0000-0000-000000000001")!,
            nombre: "Tornillos M4",
            stock: 120
          ),
          .init(
            id: UUID(uuidString: "A0000000-0000-0000-0000-000000000002")!,
            nombre: "Tuercas M4",
            stock: 80
          ),
          .init(
            id: UUID(uuidString: "A0000000-0000-0000-0000-000000000003")!,
            nombre: "Arandelas",
            stock: 0
          ),
        ],
        mostrandoDetalle: false,
        itemSeleccionado: nil,
        mostrandoFormulario: false,
        borrador: nil,
        mostrandoAlerta: false
      )
    ) {
      InventarioFlags()
    }
    store.exhaustivity = .off
    await store.send(.filaTocada(UUID(uuidString: "A0000000-0000-0000-0000-000000000001")!))
    // mostrandoDetalle: false → true
    // itemSeleccionado: nil → Item(id: UUID(A0000000-0000-0000-0000-000000000001), nombre: "Tornillos M4", stock: 120)
    await store.send(.borrarTocado(UUID(uuidString: "A0000000-0000-0000-0000-000000000001")!))
    // mostrandoAlerta: false → true
    // Here the invariant “one thing presented” does not hold: the test fails until the trace reaches another state.
    let failing = InventarioFlags.State(
      items: [
        .init(
          id: UUID(uuidString: "A0000000-0000-0000-0000-000000000001")!,
          nombre: "Tornillos M4",
          stock: 120
        ),
        .init(
          id: UUID(uuidString: "A0000000-0000-0000-0000-000000000002")!,
          nombre: "Tuercas M4",
          stock: 80
        ),
        .init(
          id: UUID(uuidString: "A0000000-0000-0000-0000-000000000003")!,
          nombre: "Arandelas",
          stock: 0
        ),
      ],
      mostrandoDetalle: true,
      itemSeleccionado: .init(
        id: UUID(uuidString: "A0000000-0000-0000-0000-000000000001")!,
        nombre: "Tornillos M4",
        stock: 120
      ),
      mostrandoFormulario: false,
      borrador: nil,
      mostrandoAlerta: true
    )
    #expect(store.state != failing)
  }
  // exported:end
}

/// The same screen with one slot, as the Inventario example holds it: a `Destino` enum with a
/// case for the detail, the form and the alert. The example keeps its articles in a file
/// (`@Shared`), which an exploration cannot hold; this version keeps them in its state, with the
/// example's form and alert.
struct InventarioDestino: Reducer {
  struct State: Hashable {
    var items: IdentifiedArrayOf<InventarioFeature.Item> = []
    @Presents var destino: Destino.State?
  }

  enum Action: Equatable {
    case filaTocada(UUID)
    case añadirTocado
    case borrarTocado(UUID)
    case destino(PresentationAction<Destino.Action>)
  }

  struct Destino: Reducer {
    enum State: Hashable {
      case detalle(InventarioFeature.Item)
      case formulario(FormularioItem.State)
      case alerta(AlertState<Inventario.Action.Alerta>)
    }

    enum Action: Equatable {
      case formulario(FormularioItem.Action)
      case alerta(Inventario.Action.Alerta)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.formulario, action: Action.formulario) { FormularioItem() }
    }
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .filaTocada(let id):
        state.destino = state.items[id: id].map { .detalle($0) }
      case .añadirTocado:
        let borrador = InventarioFeature.Item(id: uuid(), nombre: "", stock: 0)
        state.destino = .formulario(FormularioItem.State(borrador: borrador))
      case .borrarTocado(let id):
        // From the list, or from the detail's "Borrar" button: the alert takes the detail's place.
        state.destino = state.items[id: id].map { .alerta(.confirmarBorrado(de: $0)) }
      case .destino(.presented(.alerta(.confirmarBorrado(let id)))):
        state.items.remove(id: id)
      case .destino(.presented(.formulario(.delegate(.guardar(let item))))):
        state.items.append(item)
      case .destino:
        break
      }
      return .none
    }
    .ifLet(\.$destino, action: Action.destino) { Destino() }
  }
}

/// What the one slot's screens offer: the list's rows, "add" and delete while nothing is
/// presented; the detail's delete and its dismissal; the form's name, its save button and its
/// dismissal; the alert's buttons.
func entradas(_ state: InventarioDestino.State) -> [FuzzInput<InventarioDestino.Action>] {
  switch state.destino {
  case nil:
    return state.items.ids.map { .send(.filaTocada($0)) } + [.send(.añadirTocado)]
      + state.items.ids.map { .send(.borrarTocado($0)) }
  case .detalle(let item):
    return [.send(.borrarTocado(item.id)), .send(.destino(.dismiss))]
  case .formulario:
    return [
      .send(.destino(.presented(.formulario(.binding(.set(\.borrador.nombre, "Clavos")))))),
      .send(.destino(.presented(.formulario(.guardarPulsado)))),
      .send(.destino(.dismiss)),
    ]
  case .alerta(let alerta):
    return FuzzInput.buttons(of: alerta) {
      .destino($0.map(InventarioDestino.Destino.Action.alerta))
    }
  }
}

/// The one slot explored, as the article writes it.
@MainActor
func exploreTheSlot() async -> ExplorationReport<InventarioDestino.Action> {
  let report = await StateExplorer(initialState: InventarioDestino.State(items: .muestra)) {
    InventarioDestino()
  }
  .canReturn("back to the list", to: { state in state.destino == nil })
  .explore(inputs: entradas)
  return report
}

/// The four kinds of property on the one slot, as the article writes them.
@MainActor
func exploreWithProperties() async -> ExplorationReport<InventarioDestino.Action> {
  let report = await StateExplorer(initialState: InventarioDestino.State(items: .muestra)) {
    InventarioDestino()
  }
  .invariant("a detail shows an article of the list") { snapshot in
    guard case .detalle(let item) = snapshot.state.destino else { return true }
    return snapshot.state.items[id: item.id] != nil
  }
  .transition("delete only after confirm") { before, input, after in
    guard after.items.count < before.items.count else { return true }
    guard case .send(.destino(.presented(.alerta(.confirmarBorrado)))) = input else { return false }
    return true
  }
  .sometimes("the form can be saved") { state in
    guard case .formulario(let formulario) = state.destino else { return false }
    return formulario.puedeGuardar
  }
  .canReturn("back to the list", to: { state in state.destino == nil })
  .bounds(depth: 12, states: 100_000)
  .explore(inputs: entradas)
  return report
}

/// The one slot explored with its effects run, as the article writes it.
@MainActor
func exploreWithEffects() async -> ExplorationReport<InventarioDestino.Action> {
  let report = await StateExplorer(initialState: InventarioDestino.State(items: .muestra)) {
    InventarioDestino()
  }
  .effects(.settle(advancing: [.seconds(2)]))
  .sometimes("an article was added") { state in state.items.count == 4 }
  .bounds(depth: 3)
  .explore(inputs: entradas)
  return report
}

/// The Inventario example itself, whose articles are `@Shared`, as the article explores it.
@MainActor
func exploreTheExample() async -> ExplorationReport<Inventario.Action> {
  let report = await StateExplorer(initialState: Inventario.State(items: Shared(value: .muestra))) {
    Inventario()
  }
  .keyedByValue()
  .canReturn("back to the list", to: { state in state.destino == nil })
  .explore { state in
    switch state.destino {
    case nil:
      return state.items.ids.map { .send(.filaTocada($0)) } + [.send(.añadirTocado)]
        + state.items.ids.map { .send(.borrarTocado($0)) }
    case .detalle:
      return [
        .send(.destino(.presented(.detalle(.nombreCambiado("Pernos"))))),
        .send(.destino(.dismiss)),
      ]
    case .formulario:
      return [
        .send(.destino(.presented(.formulario(.binding(.set(\.borrador.nombre, "Clavos")))))),
        .send(.destino(.dismiss)),
      ]
    case .alerta(let alerta):
      return FuzzInput.buttons(of: alerta) { .destino($0.map(Inventario.Destino.Action.alerta)) }
    }
  }
  return report
}

@MainActor
@Suite("State Exploration samples")
struct StateExplorationSamples {
  @Test("The five flags: two things presented at once, with the shortest trace")
  func flagsCaught() async {
    var report: ExplorationReport<InventarioFlags.Action>?
    let failures = await capturingFailures {
      report = await exploreTheFlags().1
    }
    #expect(failures.map(\.message) == [Self.flagsFailure])
    #expect(report?.description == Self.flagsReport)
    #expect(
      report?.trace == [
        .send(.filaTocada(InventarioFeature.Item.idDeMuestra(1))),
        .send(.borrarTocado(InventarioFeature.Item.idDeMuestra(1))),
      ])
  }

  @Test("The trace as a test: pasted unchanged, it compiles and fails at its last line")
  func flagsExported() async throws {
    var explored: (StateExplorerOf<InventarioFlags>, ExplorationReport<InventarioFlags.Action>)?
    _ = await capturingFailures { explored = await exploreTheFlags() }
    let (explorer, report) = try #require(explored)
    let file = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let lines = file.components(separatedBy: "\n")
    let begin = try #require(lines.firstIndex { $0.hasSuffix("// exported:begin") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("// exported:end") })
    let exported = lines[(begin + 1)..<end].map { String($0.dropFirst(2)) }
    #expect(exported.joined(separator: "\n") == report.testSource)

    // Run, it fails at its last line, and only there.
    let lastLine = try #require(lines.firstIndex { $0.contains("#expect(store.state != ") }) + 1
    await withKnownIssue {
      await ExportedFlagsTrace().exploredTrace()
    } matching: { issue in
      issue.sourceLocation?.fileName == "StateExplorationSamples.swift"
        && issue.sourceLocation?.line == lastLine
    }

    // The explorer's own check finds the invariant broken in the same state.
    let store = explorer.testStore()
    store.exhaustivity = .off
    await store.send(.filaTocada(InventarioFeature.Item.idDeMuestra(1)))
    await store.send(.borrarTocado(InventarioFeature.Item.idDeMuestra(1)))
    let failures = await capturingFailures { explorer.check(store) }
    #expect(failures.map(\.message) == [Self.flagsCheckFailure])
  }

  @Test("Without the invariant, the flags reach 15 of their 32 combinations in six steps")
  func flagsConfigurations() async {
    let report = await StateExplorer(initialState: InventarioFlags.State(items: .muestra)) {
      InventarioFlags()
    }
    .presentations(InventarioFlags.banderas)
    .bounds(depth: 6)
    .explore(inputs: InventarioFlags.entradas)
    #expect(report.configurations.count == 15)
    #expect(report.description == Self.flagsWithinBounds)
  }

  @Test("The one slot: proven, with exactly 4 configurations")
  func slotProven() async {
    let report = await exploreTheSlot()
    #expect(report.isComplete)
    #expect(report.configurations.count == 4)
    #expect(report.description == Self.slotReport)
    #expect(report.graph == Self.slotGraph)
  }

  @Test("Every kind of property holds on the one slot")
  func slotProperties() async {
    let report = await exploreWithProperties()
    #expect(report.isComplete)
    #expect(report.violation?.description == nil)
    #expect(report.trace == [])
    #expect(report.testSource == "")
    #expect((report.states, report.transitions, report.depth) == (56, 152, 8))
    #expect(report.verdicts.count == 9)
    #expect(report.verdicts.allSatisfy { $0.outcome == .holds })
  }

  @Test("With effects run, the saved form adds an article: within bounds")
  func slotWithEffects() async {
    let report = await exploreWithEffects()
    #expect(!report.isComplete)
    #expect(report.violation == nil)
    #expect(report.description == Self.effectsReport)
    #expect(
      report.coverage.actions.reached.contains(
        ".destino(.presented(.formulario(.delegate(.guardar))))"))
  }

  @Test("The example, with its shared articles: each state its own, proven")
  func exampleProven() async {
    let report = await exploreTheExample()
    #expect(report.isComplete)
    #expect(report.description == Self.exampleReport)
  }

  @Test("Without symmetry, each draft's new id is a new state, and the bound is reached")
  func withoutSymmetry() async {
    let report = await StateExplorer(initialState: InventarioDestino.State(items: .muestra)) {
      InventarioDestino()
    }
    .symmetry(.off)
    .bounds(states: 1_000)
    .explore(inputs: entradas)
    #expect(report.boundReached == .states)
    #expect(report.violation == nil)
    #expect(report.description.hasPrefix(Self.withoutSymmetryHeadline + "\n"))
  }

  // MARK: - What the article shows

  static let flagsFailure = """
    Exploring found that the invariant “one thing presented” does not hold.

      After send(.borrarTocado(UUID(uuidString: "A0000000-0000-0000-0000-000000000001")!)), the \
    invariant does not hold. The state:

        InventarioFlags.State(
          items: [
            [0]: Item(
              id: UUID(A0000000-0000-0000-0000-000000000001),
              nombre: "Tornillos M4",
              stock: 120
            ),
            [1]: Item(
              id: UUID(A0000000-0000-0000-0000-000000000002),
              nombre: "Tuercas M4",
              stock: 80
            ),
            [2]: Item(
              id: UUID(A0000000-0000-0000-0000-000000000003),
              nombre: "Arandelas",
              stock: 0
            )
          ],
          mostrandoDetalle: true,
          itemSeleccionado: Item(
            id: UUID(A0000000-0000-0000-0000-000000000001),
            nombre: "Tornillos M4",
            stock: 120
          ),
          mostrandoFormulario: false,
          borrador: nil,
          mostrandoAlerta: true
        )

      Effects running, by the action that started them: none

    Shortest trace (2 steps; explored breadth first, no shorter trace fails):
      1. send(.filaTocada(UUID(uuidString: "A0000000-0000-0000-0000-000000000001")!))
           mostrandoDetalle: false → true
           itemSeleccionado: nil → Item(id: UUID(A0000000-0000-0000-0000-000000000001), \
    nombre: "Tornillos M4", stock: 120)
      2. send(.borrarTocado(UUID(uuidString: "A0000000-0000-0000-0000-000000000001")!))
           mostrandoAlerta: false → true

    Found after 10 states and 9 transitions; report.testSource has the trace as a TestStore test.
    """

  static let flagsReport = """
    Explored InventarioFlags: 10 states, 9 transitions, depth 2; stopped at the first violation.
    Violation: the invariant “one thing presented” does not hold, after 2 steps (report.violation).
    Properties:
      holds within bounds: the fuzzer's checks
      fails: invariant “one thing presented”
      holds within bounds: the reducer is deterministic
    Actions: 4 cases reached, 4 never: .alertaCerrada, .borradoConfirmado, .formularioCerrado, \
    .guardarPulsado.
    Presentations: 5 cases reached, none left.
    Presentation configurations (6): nothing presented; mostrandoDetalle + itemSeleccionado; \
    mostrandoFormulario + borrador; itemSeleccionado + mostrandoAlerta; itemSeleccionado; \
    mostrandoDetalle + itemSeleccionado + mostrandoAlerta.
    """

  static let flagsCheckFailure = """
    StateExplorer.check found that the invariant “one thing presented” does not hold.

      After the steps, the invariant does not hold. The state:

        InventarioFlags.State(
          items: [
            [0]: Item(
              id: UUID(A0000000-0000-0000-0000-000000000001),
              nombre: "Tornillos M4",
              stock: 120
            ),
            [1]: Item(
              id: UUID(A0000000-0000-0000-0000-000000000002),
              nombre: "Tuercas M4",
              stock: 80
            ),
            [2]: Item(
              id: UUID(A0000000-0000-0000-0000-000000000003),
              nombre: "Arandelas",
              stock: 0
            )
          ],
          mostrandoDetalle: true,
          itemSeleccionado: Item(
            id: UUID(A0000000-0000-0000-0000-000000000001),
            nombre: "Tornillos M4",
            stock: 120
          ),
          mostrandoFormulario: false,
          borrador: nil,
          mostrandoAlerta: true
        )

      Effects running, by the action that started them: none
    """

  static let flagsWithinBounds = """
    Explored InventarioFlags: 286 states, 530 transitions, depth 6; within bounds: the depth bound \
    was reached, 96 states not expanded.
    Symmetry: 8 transitions reached a state already seen with other minted ids.
    Every property holds within bounds.
    Properties:
      holds within bounds: the fuzzer's checks
      holds within bounds: the reducer is deterministic
    Actions: 8 cases reached, none left.
    Presentations: 5 cases reached, none left.
    Presentation configurations (15): nothing presented; mostrandoDetalle + itemSeleccionado; \
    mostrandoFormulario + borrador; itemSeleccionado + mostrandoAlerta; itemSeleccionado; \
    mostrandoDetalle + itemSeleccionado + mostrandoAlerta; borrador; itemSeleccionado + \
    mostrandoFormulario + borrador; mostrandoDetalle + itemSeleccionado + borrador; \
    itemSeleccionado + borrador + mostrandoAlerta; itemSeleccionado + borrador; mostrandoDetalle + \
    mostrandoAlerta; mostrandoDetalle + itemSeleccionado + borrador + mostrandoAlerta; \
    mostrandoDetalle; mostrandoDetalle + borrador + mostrandoAlerta.
    """

  static let slotReport = """
    Explored InventarioDestino: 56 states, 152 transitions, depth 8; complete.
    Every property holds.
    Properties:
      holds: the fuzzer's checks
      holds: canReturn “back to the list”
      holds: the reducer is deterministic
    .run effects not started (.ignore), by the action that started them:
      .destino(.presented(.formulario(.guardarPulsado))): 8 transitions
    Actions: 7 cases reached, 2 never: .destino(.presented(.formulario(.cancelarPulsado))), \
    .destino(.presented(.formulario(.delegate(.guardar)))).
    Presentations: 3 cases reached, none left.
    Presentation configurations (4): nothing presented; $destino .detalle; $destino .formulario; \
    $destino .alerta.
    """

  static let slotGraph = """
    flowchart TD
      c0["nothing presented"]
      c1["$destino .detalle"]
      c2["$destino .formulario"]
      c3["$destino .alerta"]
      c0 --> c1
      c0 --> c2
      c0 --> c3
      c1 --> c0
      c1 --> c3
      c2 --> c0
      c3 --> c0
    """

  static let effectsReport = """
    Explored InventarioDestino: 29 states, 43 transitions, depth 3; within bounds: the depth bound \
    was reached, 16 states not expanded.
    Every property holds within bounds.
    Properties:
      holds within bounds: the fuzzer's checks
      holds: sometimes “an article was added”
      holds within bounds: the reducer is deterministic
    Actions: 8 cases reached, 1 never: .destino(.presented(.formulario(.cancelarPulsado))).
    Presentations: 3 cases reached, none left.
    Presentation configurations (4): nothing presented; $destino .detalle; $destino .formulario; \
    $destino .alerta.
    """

  static let exampleReport = """
    Explored Inventario: 189 states, 459 transitions, depth 11; complete.
    Every property holds.
    Properties:
      holds: the fuzzer's checks
      holds: canReturn “back to the list”
      holds: the reducer is deterministic
    Actions: 7 cases reached, 5 never: .destino(.presented(.detalle(.seguirStockPulsado))), \
    .destino(.presented(.detalle(.stockRecibido))), \
    .destino(.presented(.formulario(.cancelarPulsado))), \
    .destino(.presented(.formulario(.delegate(.guardar)))), \
    .destino(.presented(.formulario(.guardarPulsado))).
    Presentations: 3 cases reached, none left.
    Presentation configurations (4): nothing presented; $destino .detalle; $destino .formulario; \
    $destino .alerta.
    """

  static let withoutSymmetryHeadline = """
    Explored InventarioDestino: 1,000 states, 2,655 transitions, depth 38; within bounds: the \
    states bound was reached, 22 states not expanded.
    """
}
