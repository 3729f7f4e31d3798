import Foundation
import Statecraft
import Testing

@Suite("ConfirmationDialogState")
struct ConfirmationDialogStateTests {
  typealias Dialog = AlertFixtures.Reservations.Action.Dialog

  // MARK: - Initialisers

  @Test("The Reservations dialog: visible title, destructive and cancel buttons, message")
  func reservationsDialog() {
    let dialog = ConfirmationDialogState<Dialog>.cancelReservation(roomName: "Sala Norte")
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.title == "Cancelar reserva")
    #expect(dialog.message == "La reserva de Sala Norte se eliminará de tu calendario.")
    #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
    #expect(dialog.buttons.map(\.action) == [.confirmCancel(roomName: "Sala Norte"), nil])
    #expect(dialog.buttons.map(\.label) == ["Cancelar Sala Norte", "Mantener reserva"])
  }

  @Test("Without titleVisibility the title is automatic")
  func builderWithoutVisibility() {
    enum Article: Hashable { case duplicate, archive, delete }
    let dialog = ConfirmationDialogState {
      TextState("Que quieres hacer con el articulo")
    } actions: {
      ButtonState(action: Article.duplicate) { TextState("Duplicar") }
      ButtonState(action: Article.archive) { TextState("Archivar") }
      ButtonState(role: .destructive, action: Article.delete) { TextState("Borrar") }
      ButtonState(role: .cancel) { TextState("Cancelar") }
    }
    #expect(dialog.titleVisibility == .automatic)
    #expect(dialog.message == nil)
    #expect(dialog.buttons.map(\.action) == [.duplicate, .archive, .delete, nil])
  }

  @Test("Builder with title only, and with title and message")
  func builderTitleAndMessage() {
    let titleOnly = ConfirmationDialogState<Dialog> { TextState("Reserva") }
    #expect(titleOnly.titleVisibility == .automatic)
    #expect(titleOnly.message == nil)
    #expect(titleOnly.buttons.isEmpty)

    let hidden = ConfirmationDialogState<Dialog>(titleVisibility: .hidden) {
      TextState("Reserva")
    } message: {
      TextState("Elige una opción.")
    }
    #expect(hidden.titleVisibility == .hidden)
    #expect(hidden.message == "Elige una opción.")
    #expect(hidden.buttons.isEmpty)
  }

  @Test("Builder with visibility and actions but no message")
  func builderVisibilityActions() {
    let dialog = ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Reserva")
    } actions: {
      ButtonState(role: .destructive, action: Dialog.confirmCancel(roomName: "Sala Sur")) {
        TextState("Cancelar Sala Sur")
      }
    }
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.message == nil)
    #expect(dialog.buttons.count == 1)
    #expect(!dialog.buttons.contains { $0.role == .cancel })
  }

  @Test("Plain form defaults to automatic visibility, no message and no buttons")
  func plainDefaults() {
    let dialog = ConfirmationDialogState<Dialog>(title: "Reserva")
    #expect(dialog.titleVisibility == .automatic)
    #expect(dialog.message == nil)
    #expect(dialog.buttons.isEmpty)
  }

  @Test("Plain form equals the builder form")
  func plainEqualsBuilder() {
    let plain = ConfirmationDialogState<Dialog>(
      titleVisibility: .visible,
      title: "Cancelar reserva",
      message: "La reserva de Sala Norte se eliminará de tu calendario.",
      buttons: [
        ButtonState(role: .destructive, action: .confirmCancel(roomName: "Sala Norte")) {
          "Cancelar Sala Norte"
        },
        ButtonState(role: .cancel) { "Mantener reserva" },
      ]
    )
    #expect(plain == .cancelReservation(roomName: "Sala Norte"))
  }

  // MARK: - Identity and equality

  @Test("Equal dialogs despite different ids; each creation gets a new id")
  func equalityIgnoresIDs() {
    let first = ConfirmationDialogState<Dialog>.cancelReservation(roomName: "Sala Norte")
    let second = ConfirmationDialogState<Dialog>.cancelReservation(roomName: "Sala Norte")
    #expect(first == second)
    #expect(first.id != second.id)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
    let many = (0..<100).map { _ in ConfirmationDialogState<Dialog>(title: "Reserva") }
    #expect(Set(many.map(\.id)).count == 100)
  }

  @Test(
    "Dialogs differ on visibility, title, message or any part of a button",
    arguments: [
      { $0.titleVisibility = .automatic },
      { $0.titleVisibility = .hidden },
      { $0.title = "Cancelar" },
      { $0.message = nil },
      { $0.buttons.removeFirst() },
      { $0.buttons[0].role = nil },
      { $0.buttons[0].action = .confirmCancel(roomName: "Sala Sur") },
      { $0.buttons[1].label = "Volver" },
    ] as [@Sendable (inout ConfirmationDialogState<Dialog>) -> Void])
  func equalityComparesFields(change: @Sendable (inout ConfirmationDialogState<Dialog>) -> Void) {
    let dialog = ConfirmationDialogState<Dialog>.cancelReservation(roomName: "Sala Norte")
    var changed = dialog
    change(&changed)
    #expect(changed != dialog)
    #expect(Set([dialog, changed]).count == 2)
  }

  // MARK: - map, Never, mirror

  @Test("map transforms every action and keeps ids, visibility, title and message")
  func map() {
    enum Parent: Equatable { case reservations(Dialog) }
    let dialog = ConfirmationDialogState<Dialog>.cancelReservation(roomName: "Sala Norte")
    let mapped = dialog.map(Parent.reservations)
    #expect(mapped.id == dialog.id)
    #expect(mapped.buttons.map(\.id) == dialog.buttons.map(\.id))
    #expect(mapped.titleVisibility == .visible)
    #expect(mapped.title == dialog.title)
    #expect(mapped.message == dialog.message)
    #expect(
      mapped.buttons.map(\.action) == [.reservations(.confirmCancel(roomName: "Sala Norte")), nil])
  }

  @Test("ConfirmationDialogState<Never> holds buttons that send nothing")
  func never() {
    let dialog = ConfirmationDialogState<Never> {
      "Aviso"
    } actions: {
      ButtonState(role: .cancel) { "Entendido" }
    }
    #expect(
      dialog
        == ConfirmationDialogState(
          title: "Aviso",
          buttons: [
            ButtonState(role: .cancel) { "Entendido" }
          ]))
  }

  @Test("The mirror shows visibility, title, message and buttons, never an id")
  func mirror() {
    let dialog = ConfirmationDialogState<Never>(titleVisibility: .hidden, title: "Aviso")
    let mirror = Mirror(reflecting: dialog)
    #expect(mirror.displayStyle == .struct)
    #expect(mirror.children.map(\.label) == ["titleVisibility", "title", "message", "buttons"])
    let dump = alertsDump(dialog)
    #expect(!dump.contains(dialog.id.uuidString))
    #expect(
      dump == """
        ▿ Statecraft.ConfirmationDialogState<Swift.Never>
          - titleVisibility: Statecraft.ConfirmationDialogStateTitleVisibility.hidden
          - title: "Aviso"
          - message: nil
          - buttons: 0 elements

        """
    )
  }

  @Test("A dialog crosses isolation when its action is Sendable")
  func sendable() async {
    let dialog = ConfirmationDialogState<Dialog>.cancelReservation(roomName: "Sala Norte")
    let title = await Task.detached { dialog.title }.value
    #expect(title == "Cancelar reserva")
  }
}
