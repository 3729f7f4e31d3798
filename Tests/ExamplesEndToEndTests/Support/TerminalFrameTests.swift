import Testing

@testable import ExampleSupport

@Suite("Terminal frame")
struct TerminalFrameTests {
  private let screen = "Cuenta\n  Nombre: Ana\n\nOpciones: b) borrar · q) salir"

  @Test("Drawn over the previous frame from the top: each line cleared after it, then all below")
  func sinCambios() {
    let frame = TerminalFrame(screen: screen, notice: "«zz» no es una opción.", typed: "b")
    #expect(
      frame.text
        == "\u{1B}[H"
        + "Cuenta\u{1B}[K\n  Nombre: Ana\u{1B}[K\n\u{1B}[K\nOpciones: b) borrar · q) salir\u{1B}[K\n"
        + "! «zz» no es una opción.\u{1B}[K\n"
        + "> b\u{1B}[K\u{1B}[J"
    )
  }

  @Test("Changes go under the prompt, the latest that fit, and the cursor goes back to the prompt")
  func conCambios() {
    let frame = TerminalFrame(
      screen: screen, typed: "b", changes: ["uno", "dos", "tres", "cuatro"], size: (9, 80))
    // Five rows for the screen and the prompt leave four: the heading and the last three lines.
    #expect(
      frame.text.hasSuffix(
        "> b\u{1B}[K\u{1B}7"
          + "\n── Cambios (--print-changes), el último abajo " + String(repeating: "─", count: 26)
          + "\u{1B}[K"
          + "\ndos\u{1B}[K\ntres\u{1B}[K\ncuatro\u{1B}[K\u{1B}[J\u{1B}8"
      )
    )
  }

  @Test("A change wider than the terminal is cut into rows, so that none wraps")
  func cambioAncho() {
    let frame = TerminalFrame(
      screen: "A", changes: [String(repeating: "x", count: 25)], size: (10, 10))
    #expect(frame.text.contains("\nxxxxxxxxx\u{1B}[K\nxxxxxxxxx\u{1B}[K\nxxxxxxx\u{1B}[K"))
  }

  @Test("With no room left under the prompt, there is no pane; before any change, it says so")
  func sinSitio() {
    let lleno = TerminalFrame(screen: screen, changes: ["uno"], size: (5, 80))
    #expect(lleno.text.hasSuffix("> \u{1B}[K\u{1B}[J"))
    let vacio = TerminalFrame(screen: "A", changes: [], size: (24, 80))
    #expect(vacio.text.contains("\n  (ninguno todavía)\u{1B}[K"))
  }
}
