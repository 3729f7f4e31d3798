import Foundation
import Statecraft
import Testing

@Suite("ButtonState")
struct ButtonStateTests {
  typealias Alerta = AlertFixtures.Cuenta.Action.Alerta

  @Test("Role and action default to nil")
  func defaults() {
    let button = ButtonState<Alerta> { TextState("Cancelar") }
    #expect(button.role == nil)
    #expect(button.action == nil)
    #expect(button.label == "Cancelar")
  }

  @Test("The initialiser keeps role, action and label")
  func initialiser() {
    let button = ButtonState(role: .destructive, action: Alerta.confirmarBorrado) {
      TextState("Borrar")
    }
    #expect(button.role == .destructive)
    #expect(button.action == .confirmarBorrado)
    #expect(button.label == "Borrar")
  }

  @Test("Each creation gets a new id")
  func uniqueIDs() {
    let buttons = (0..<100).map { _ in ButtonState<Alerta>(role: .cancel) { "Cancelar" } }
    #expect(Set(buttons.map(\.id)).count == 100)
  }

  @Test("Equal role, action and label make equal buttons despite different ids")
  func equalityIgnoresID() {
    let first = ButtonState(role: .destructive, action: Alerta.confirmarBorrado) { "Borrar" }
    let second = ButtonState(role: .destructive, action: Alerta.confirmarBorrado) { "Borrar" }
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
  }

  @Test(
    "Buttons differ on role, action or label",
    arguments: [
      ButtonState(role: .cancel, action: Alerta.confirmarBorrado) { "Borrar" },
      ButtonState(role: nil, action: Alerta.confirmarBorrado) { "Borrar" },
      ButtonState(role: .destructive, action: nil) { "Borrar" },
      ButtonState(role: .destructive, action: Alerta.confirmarBorrado) { "Eliminar" },
    ])
  func equalityComparesFields(other: ButtonState<Alerta>) {
    let button = ButtonState(role: .destructive, action: Alerta.confirmarBorrado) { "Borrar" }
    #expect(button != other)
    #expect(Set([button, other]).count == 2)
  }

  @Test("map transforms the action and keeps id, role and label")
  func map() {
    let button = ButtonState(role: .destructive, action: Alerta.confirmarBorrado) { "Borrar" }
    let mapped = button.map(AlertFixtures.Parent.Action.child)
    #expect(mapped.id == button.id)
    #expect(mapped.role == .destructive)
    #expect(mapped.action == .child(.confirmarBorrado))
    #expect(mapped.label == "Borrar")
  }

  @Test("map does not call the transform for a button without an action")
  func mapWithoutAction() {
    var calls = 0
    let mapped = ButtonState<Alerta>(role: .cancel) { "Cancelar" }.map { action in
      calls += 1
      return AlertFixtures.Parent.Action.child(action)
    }
    #expect(calls == 0)
    #expect(mapped.action == nil)
  }

  @Test("withAction passes the action, or nil for a button without one")
  func withAction() {
    var received: [Alerta?] = []
    ButtonState(role: .destructive, action: Alerta.confirmarBorrado) { "Borrar" }
      .withAction { received.append($0) }
    ButtonState<Alerta>(role: .cancel) { "Cancelar" }
      .withAction { received.append($0) }
    #expect(received == [.confirmarBorrado, nil])
  }

  @Test("A button of an information-only alert has type ButtonState<Never>")
  func never() {
    let ok = ButtonState<Never>(role: .cancel) { "Aceptar" }
    #expect(ok.action == nil)
    #expect(ok == ButtonState(role: .cancel) { "Aceptar" })
    var called = false
    ok.withAction { _ in called = true }
    #expect(called)
  }

  @Test("The mirror shows role, action and label, never the id")
  func mirror() {
    let button = ButtonState<Never>(role: .cancel) { "Aceptar" }
    let mirror = Mirror(reflecting: button)
    #expect(mirror.displayStyle == .struct)
    #expect(mirror.children.map(\.label) == ["role", "action", "label"])
    #expect(!alertsDump(button).contains(button.id.uuidString))
    #expect(
      alertsDump(button) == """
        ▿ Statecraft.ButtonState<Swift.Never>
          ▿ role: Optional(Statecraft.ButtonStateRole.cancel)
            - some: Statecraft.ButtonStateRole.cancel
          - action: nil
          - label: "Aceptar"

        """
    )
  }

  @Test("Roles are distinct, hashable values")
  func roles() {
    #expect(ButtonStateRole.cancel != .destructive)
    #expect(Set([ButtonStateRole.cancel, .destructive, .cancel]).count == 2)
  }
}
