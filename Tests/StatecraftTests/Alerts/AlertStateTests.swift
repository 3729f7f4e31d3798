import Foundation
import Statecraft
import Testing

@Suite("AlertState")
struct AlertStateTests {
  typealias Alerta = AlertFixtures.Cuenta.Action.Alerta

  // MARK: - Initialisers

  @Test("Builder with title only: no message, no buttons")
  func builderTitleOnly() {
    let alert = AlertState<Alerta> { TextState("Guardado") }
    #expect(alert.title == "Guardado")
    #expect(alert.message == nil)
    #expect(alert.buttons.isEmpty)
  }

  @Test("Builder with title and message")
  func builderTitleMessage() {
    let alert = AlertState<Alerta> {
      TextState("Sin conexión")
    } message: {
      TextState("Inténtalo más tarde.")
    }
    #expect(alert.title == "Sin conexión")
    #expect(alert.message == "Inténtalo más tarde.")
    #expect(alert.buttons.isEmpty)
  }

  @Test("Builder with title and actions")
  func builderTitleActions() {
    let alert = AlertState {
      TextState("Borrar")
    } actions: {
      ButtonState(role: .destructive, action: Alerta.confirmarBorrado) { TextState("Borrar") }
    }
    #expect(alert.message == nil)
    #expect(
      alert.buttons == [ButtonState(role: .destructive, action: .confirmarBorrado) { "Borrar" }])
  }

  @Test("Builder with title, actions and message: a destructive confirmation")
  func builderAll() {
    let alert = AlertState<Alerta>.confirmarBorrado
    #expect(alert.title == "Borrar la cuenta")
    #expect(
      alert.message == "Se perderan todos los datos y la operacion no se puede deshacer."
    )
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action) == [.confirmarBorrado, nil])
    #expect(alert.buttons.map(\.label) == ["Borrar", "Cancelar"])
  }

  @Test("Builder with an empty actions closure has no buttons")
  func builderEmptyActions() {
    let alert = AlertState<Alerta> {
      "Guardado"
    } actions: {
    } message: {
      "Listo"
    }
    #expect(alert.buttons.isEmpty)
    #expect(alert.message == "Listo")
  }

  @Test("Plain form defaults to no message and no buttons")
  func plainDefaults() {
    let alert = AlertState<Alerta>(title: "Guardado")
    #expect(alert.title == "Guardado")
    #expect(alert.message == nil)
    #expect(alert.buttons.isEmpty)
  }

  @Test("Plain form equals the builder form")
  func plainEqualsBuilder() {
    let plain = AlertState<Alerta>(
      title: "Borrar la cuenta",
      message: "Se perderan todos los datos y la operacion no se puede deshacer.",
      buttons: [
        ButtonState(role: .destructive, action: .confirmarBorrado) { "Borrar" },
        ButtonState(role: .cancel) { "Cancelar" },
      ]
    )
    #expect(plain == .confirmarBorrado)
  }

  @Test("No cancel button is invented")
  func noInventedCancel() {
    let alert = AlertState {
      TextState("Borrar")
    } actions: {
      ButtonState(role: .destructive, action: Alerta.confirmarBorrado) { "Borrar" }
    }
    #expect(alert.buttons.count == 1)
    #expect(!alert.buttons.contains { $0.role == .cancel })
  }

  @Test("Every builder form compiles where the action type comes from the slot")
  func inferredFromSlot() {
    struct State {
      var alert: AlertState<Alerta>?
    }
    var state = State()
    state.alert = AlertState { TextState("Guardado") }
    #expect(state.alert?.buttons.isEmpty == true)
    state.alert = AlertState {
      TextState("T")
    } message: {
      TextState("M")
    }
    #expect(state.alert?.message == "M")
    state.alert = AlertState {
      TextState("T")
    } actions: {
      ButtonState(role: .destructive, action: .confirmarBorrado) { TextState("Borrar") }
    }
    #expect(state.alert?.buttons.first?.action == .confirmarBorrado)
    state.alert = AlertState {
      TextState("T")
    } actions: {
      ButtonState(role: .destructive, action: .confirmarBorrado) { TextState("Borrar") }
      ButtonState(role: .cancel) { TextState("Cancelar") }
    } message: {
      TextState("M")
    }
    #expect(state.alert?.buttons.count == 2)
    state.alert = .confirmarBorrado
    #expect(state.alert == .confirmarBorrado)
  }

  // MARK: - Identity and equality

  @Test("A named alert equals a freshly built one, with a new id on each read")
  func namedAlert() {
    let named = AlertState<Alerta>.confirmarBorrado
    let fresh = AlertState<Alerta> {
      TextState("Borrar la cuenta")
    } actions: {
      ButtonState(role: .destructive, action: .confirmarBorrado) { TextState("Borrar") }
      ButtonState(role: .cancel) { TextState("Cancelar") }
    } message: {
      TextState("Se perderan todos los datos y la operacion no se puede deshacer.")
    }
    #expect(named == fresh)
    #expect(named.id != fresh.id)
    #expect(AlertState<Alerta>.confirmarBorrado.id != AlertState<Alerta>.confirmarBorrado.id)
    #expect(named.hashValue == fresh.hashValue)
    #expect(Set([named, fresh]).count == 1)
  }

  @Test("Each creation gets a new id")
  func uniqueIDs() {
    let alerts = (0..<100).map { _ in AlertState<Alerta>.confirmarBorrado }
    #expect(Set(alerts.map(\.id)).count == 100)
  }

  @Test(
    "Alerts differ on title, message or any part of a button",
    arguments: [
      { $0.title = "Borrar todo" },
      { $0.message = nil },
      { $0.message = "Otra cosa." },
      { $0.buttons.removeLast() },
      { $0.buttons.reverse() },
      { $0.buttons[0].role = nil },
      { $0.buttons[1].action = .confirmarBorrado },
      { $0.buttons[1].label = "Volver" },
    ] as [@Sendable (inout AlertState<Alerta>) -> Void])
  func equalityComparesFields(change: @Sendable (inout AlertState<Alerta>) -> Void) {
    let alert = AlertState<Alerta>.confirmarBorrado
    var changed = alert
    change(&changed)
    #expect(changed != alert)
    #expect(changed.id == alert.id)
    #expect(Set([alert, changed]).count == 2)
  }

  // MARK: - map

  @Test("map transforms every action and keeps ids, title and message")
  func map() {
    let alert = AlertState<Alerta>.confirmarBorrado
    let mapped = alert.map(AlertFixtures.Parent.Action.child)
    #expect(mapped.id == alert.id)
    #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))
    #expect(mapped.title == alert.title)
    #expect(mapped.message == alert.message)
    #expect(mapped.buttons.map(\.action) == [.child(.confirmarBorrado), nil])
    #expect(mapped.buttons.map(\.role) == [.destructive, .cancel])
  }

  // MARK: - Never

  @Test("AlertState<Never> is an information-only alert")
  func never() {
    let alert = AlertState<Never> {
      TextState("Libro ya añadido")
    } actions: {
      ButtonState(role: .cancel) { TextState("Aceptar") }
    } message: {
      TextState("The Swift Programming Language ya existe en tu biblioteca.")
    }
    #expect(alert.buttons.map(\.action) == [nil])
    #expect(
      alert
        == AlertState(
          title: "Libro ya añadido", message: alert.message,
          buttons: [
            ButtonState(role: .cancel) { "Aceptar" }
          ]))
    #expect(alert != AlertState<Never>(title: "Libro ya añadido"))
    let embedded: AlertState<Alerta> = alert.map(absurd)
    #expect(embedded.buttons.map(\.label) == ["Aceptar"])
  }

  // MARK: - Sendable and mirrors

  @Test("An alert crosses isolation when its action is Sendable")
  func sendable() async {
    let alert = AlertState<Alerta>.confirmarBorrado
    let title = await Task.detached { alert.title }.value
    #expect(title == "Borrar la cuenta")
  }

  @Test("The mirror shows title, message and buttons, never an id")
  func mirror() {
    let alert = AlertState<Never>(
      title: "Guardado", message: "Listo.", buttons: [ButtonState(role: .cancel) { "Aceptar" }]
    )
    let mirror = Mirror(reflecting: alert)
    #expect(mirror.displayStyle == .struct)
    #expect(mirror.children.map(\.label) == ["title", "message", "buttons"])
    let dump = alertsDump(alert)
    #expect(!dump.contains(alert.id.uuidString))
    #expect(!dump.contains(alert.buttons[0].id.uuidString))
    #expect(
      dump == """
        ▿ Statecraft.AlertState<Swift.Never>
          - title: "Guardado"
          ▿ message: Optional("Listo.")
            - some: "Listo."
          ▿ buttons: 1 element
            ▿ Statecraft.ButtonState<Swift.Never>
              ▿ role: Optional(Statecraft.ButtonStateRole.cancel)
                - some: Statecraft.ButtonStateRole.cancel
              - action: nil
              - label: "Aceptar"

        """
    )
  }
}

/// Turns an action that cannot exist into any type: how an `AlertState<Never>` joins another
/// action type through `map`.
private func absurd<A>(_ never: Never) -> A {}

@Suite("AlertState<Never> in another slot")
struct InformationalAlertTests {
  enum Choice: Equatable { case retry }

  @Test("An information-only alert converts to any action type, keeping its texts and id")
  func convert() {
    let info = AlertState<Never> {
      TextState("Cuenta borrada")
    } actions: {
      ButtonState { TextState("Aceptar") }
    } message: {
      TextState("Hasta pronto.")
    }
    let converted = AlertState<Choice>(info)
    #expect(converted.id == info.id)
    #expect(converted.title == "Cuenta borrada")
    #expect(converted.message == "Hasta pronto.")
    #expect(converted.buttons.map(\.label) == ["Aceptar"])
    #expect(converted.buttons.first?.action == nil)
  }
}
