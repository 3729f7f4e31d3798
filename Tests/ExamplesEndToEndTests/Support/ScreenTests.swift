import ExampleSupport
import Statecraft
import Testing

@Suite("Screen")
struct ScreenTests {
  @Test("A box is as wide as its widest line, in columns, and at least 36")
  func caja() {
    #expect(
      Screen.box("Detalle", ["東京タワー", "Stock: 5 uds."]) == """
          ┌─ Detalle ──────────────────────────
          │ 東京タワー
          │ Stock: 5 uds.
          └────────────────────────────────────
        """
    )
    let ancha = Screen.box("", [String(repeating: "x", count: 40)])
    #expect(ancha.split(separator: "\n").map(\.terminalColumns) == [47, 44, 47])
  }

  @Test("No text stretches a box: long lines wrap, a long title is cut")
  func cajaLarga() {
    let largo = String(repeating: "palabra ", count: 40)
    let caja = Screen.box(String(repeating: "Título ", count: 20), [largo])
    let lineas = caja.split(separator: "\n")
    #expect(lineas.allSatisfy { $0.terminalColumns <= 80 })
    #expect(lineas[0].contains("…"))
    #expect(lineas.count == 7)  // the top, five lines of words, the bottom
  }

  @Test("A column of names: cut at the limit with an ellipsis, padded to the widest")
  func columna() {
    let nombres = Screen.column(["Sala 🚀", "会議室", String(repeating: "a", count: 40)])
    #expect(nombres.map(\.terminalColumns) == [32, 32, 32])
    #expect(nombres[0] == "Sala 🚀" + String(repeating: " ", count: 25))
    #expect(nombres[2] == String(repeating: "a", count: 31) + "…")
    #expect(Screen.column(["ab", "c"]) == ["ab", "c "])
    // Three characters, six columns: the widest.
    #expect(Screen.column(["会議室", "ab"]) == ["会議室", "ab    "])
  }

  @Test("Row numbers: one row asks for 1, not for a number from 1 to 1")
  func filas() {
    #expect(Screen.row("2", in: ["a", "b"]) == .success("b"))
    #expect(
      Screen.row("3", in: ["a", "b"])
        == .failure(InvalidInput("«3» no es una fila: escribe un número del 1 al 2.")))
    #expect(
      Screen.row("2", in: ["a"]) == .failure(InvalidInput("«2» no es una fila: escribe 1.")))
    #expect(Screen.row("1", in: [String]()) == .failure(InvalidInput("No hay filas que elegir.")))
  }

  @Test("Buttons: one button asks for 1; several for a number in their range")
  func botones() {
    let uno = AlertState<Never> {
      TextState("Hecho")
    } actions: {
      ButtonState(role: .cancel) { TextState("Aceptar") }
    }
    #expect(uno.action(forButton: "1") == .success(.dismiss))
    #expect(
      uno.action(forButton: "2") == .failure(InvalidInput("Pulsa el botón: escribe 1.")))
    #expect(Screen.buttonChoices(1) == ["1) pulsar el botón", "x) cerrar"])

    let dos = ConfirmationDialogState<Int>(titleVisibility: .visible) {
      TextState("¿Seguro?")
    } actions: {
      ButtonState(role: .destructive, action: 7) { TextState("Sí") }
      ButtonState(role: .cancel) { TextState("No") }
    }
    #expect(dos.action(forButton: "1") == .success(.presented(7)))
    #expect(
      dos.action(forButton: "0")
        == .failure(InvalidInput("Pulsa un botón: escribe un número del 1 al 2.")))
  }
}
