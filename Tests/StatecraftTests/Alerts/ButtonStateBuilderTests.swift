import Statecraft
import Testing

@Suite("ButtonStateBuilder")
struct ButtonStateBuilderTests {
  enum Choice: Hashable, Sendable {
    case duplicate
    case archive
    case delete
    case move(shelf: String)
  }

  /// Runs the builder the way the `actions:` closures do.
  func build(
    @ButtonStateBuilder<Choice> _ content: () -> [ButtonState<Choice>]
  ) -> [ButtonState<Choice>] {
    content()
  }

  @Test("An empty closure builds no buttons")
  func empty() {
    #expect(build {}.isEmpty)
  }

  @Test("A single button builds a list of one")
  func single() {
    let buttons = build { ButtonState(action: .archive) { "Archivar" } }
    #expect(buttons == [ButtonState(action: .archive) { "Archivar" }])
  }

  @Test("Statements build buttons in the order written")
  func sequence() {
    let buttons = build {
      ButtonState(action: .duplicate) { "Duplicar" }
      ButtonState(action: .archive) { "Archivar" }
      ButtonState(role: .destructive, action: .delete) { "Borrar" }
      ButtonState(role: .cancel) { "Cancelar" }
    }
    #expect(buttons.map(\.label) == ["Duplicar", "Archivar", "Borrar", "Cancelar"])
    #expect(buttons.map(\.action) == [.duplicate, .archive, .delete, nil])
    #expect(buttons.map(\.role) == [nil, nil, .destructive, .cancel])
  }

  @Test("if adds its buttons only when its condition holds", arguments: [true, false])
  func ifWithoutElse(canDelete: Bool) {
    let buttons = build {
      ButtonState(action: .archive) { "Archivar" }
      if canDelete {
        ButtonState(role: .destructive, action: .delete) { "Borrar" }
      }
      ButtonState(role: .cancel) { "Cancelar" }
    }
    let expected: [TextState] =
      canDelete ? ["Archivar", "Borrar", "Cancelar"] : ["Archivar", "Cancelar"]
    #expect(buttons.map(\.label) == expected)
  }

  @Test("if/else adds the buttons of the branch that runs", arguments: [true, false])
  func ifElse(isArchived: Bool) {
    let buttons = build {
      if isArchived {
        ButtonState(action: .duplicate) { "Duplicar" }
        ButtonState(role: .destructive, action: .delete) { "Borrar" }
      } else {
        ButtonState(action: .archive) { "Archivar" }
      }
    }
    let expected: [Choice?] = isArchived ? [.duplicate, .delete] : [.archive]
    #expect(buttons.map(\.action) == expected)
  }

  @Test("switch adds the buttons of the matching case")
  func switchStatement() {
    func buttons(for error: AlertFixtures.Export.Failure) -> [TextState] {
      build {
        switch error {
        case .missingPermission:
          ButtonState(action: .archive) { "Abrir ajustes" }
        case .diskFull:
          ButtonState(action: .archive) { "Gestionar almacenamiento" }
        case .unsupportedFormat:
          ButtonState(role: .cancel) { "Aceptar" }
        }
      }
      .map(\.label)
    }
    #expect(buttons(for: .missingPermission) == ["Abrir ajustes"])
    #expect(buttons(for: .diskFull) == ["Gestionar almacenamiento"])
    #expect(buttons(for: .unsupportedFormat) == ["Aceptar"])
  }

  @Test("for adds the buttons of every iteration, in order")
  func forLoop() {
    let shelves = ["Programación", "Novela", "Historia"]
    let buttons = build {
      for shelf in shelves {
        ButtonState(action: .move(shelf: shelf)) { TextState("Mover a \(shelf)") }
      }
      ButtonState(role: .cancel) { "Cancelar" }
    }
    #expect(
      buttons.map(\.action) == [
        .move(shelf: "Programación"), .move(shelf: "Novela"), .move(shelf: "Historia"), nil,
      ]
    )
    #expect(buttons.first?.label == "Mover a Programación")
  }

  @Test("A for loop over nothing adds no buttons")
  func emptyLoop() {
    let buttons = build {
      for shelf in [String]() {
        ButtonState(action: .move(shelf: shelf)) { TextState(shelf) }
      }
    }
    #expect(buttons.isEmpty)
  }

  @Test("Control flow nests")
  func nesting() {
    let buttons = build {
      for index in 1...3 {
        if index.isMultiple(of: 2) {
          ButtonState(action: .move(shelf: "\(index)")) { TextState("\(index)") }
        } else {
          ButtonState(role: .cancel) { TextState("\(index)") }
        }
      }
    }
    #expect(buttons.map(\.action) == [nil, .move(shelf: "2"), nil])
    #expect(buttons.map(\.label) == ["1", "2", "3"])
  }
}
