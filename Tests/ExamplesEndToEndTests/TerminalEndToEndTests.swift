import Testing

@Suite("The apps on a terminal, end to end")
struct TerminalEndToEndTests {
  @Test(
    "Inventario follows a new article's stock: redrawn without Enter, under a half-typed line"
  )
  func seguirStock() async throws {
    let terminal = try TypingSession("Inventario")
    await terminal.waitFor("Opciones: 1-3) ver detalle")
    terminal.type("a\r")
    await terminal.waitFor("┌─ Nuevo artículo")
    terminal.type("n Clavos 🔩\rs 3\rg\r")
    await terminal.waitFor("  4. Clavos 🔩       3 uds.")
    terminal.type("4\rs\r")
    await terminal.waitFor("│ Siguiendo el stock del almacén: una lectura cada 2 s.")
    // An arrow is not echoed: a notice says it does nothing, and the typed text stays.
    terminal.type("n Cla\u{1B}[A")
    await terminal.waitFor("! Las flechas y las teclas especiales no hacen nada aquí")
    await terminal.waitFor("> n Cla\u{1B}[K")
    // The first reading, two seconds after "s": drawn with no key pressed, the line still there.
    await terminal.waitFor("│ Stock: 2 uds.")
    await terminal.waitFor("> n Cla\u{1B}[K")
    terminal.type("\u{3}")
    await terminal.waitFor("Hasta pronto.\r\n")
    #expect(await terminal.waitUntilExit() == 0)
    #expect(!terminal.written.contains("^[["))
    #expect(!terminal.written.contains("\u{1B}[A"))
  }

  @Test("--print-changes shows the latest changes under the prompt, as effects make them")
  func cambiosBajoElPrompt() async throws {
    let terminal = try TypingSession("Cuenta", arguments: ["--print-changes"])
    await terminal.waitFor("> \u{1B}[K\u{1B}7\r\n── Cambios (--print-changes), el último abajo ")
    await terminal.waitFor("  (ninguno todavía)")
    terminal.type("b\r")
    await terminal.waitFor("┌─ Borrar la cuenta")
    await terminal.waitFor("> \u{1B}[K\u{1B}7\r\n── Cambios")
    await terminal.waitFor("  Cuenta.Action.borrarPulsado")
    // The deletion ends after Enter was handled: its result is drawn when it arrives.
    terminal.type("1\r")
    await terminal.waitFor("┌─ Cuenta borrada")
    await terminal.waitFor("> \u{1B}[K\u{1B}7\r\n── Cambios")
    await terminal.waitFor("  Cuenta.Action.borradoCompletado")
    terminal.type("q\r")
    await terminal.waitFor("Hasta pronto.")
    #expect(await terminal.waitUntilExit() == 0)
  }

  @Test("A terminal that changes size gets a frame that fits it, with no key pressed")
  func redimensionar() async throws {
    let terminal = try TypingSession(
      "Cuenta", arguments: ["--print-changes"], connection: .terminal(rows: 20, columns: 40))
    // Forty columns: the pane's heading is cut to fit.
    await terminal.waitFor("── Cambios (--print-changes), el últim…\u{1B}[K")
    terminal.resize(rows: 30, columns: 100)
    await terminal.waitFor("── Cambios (--print-changes), el último abajo ──────")
    terminal.type("q\r")
    await terminal.waitFor("Hasta pronto.")
    #expect(await terminal.waitUntilExit() == 0)
  }

  @Test("Piped, a change an effect makes while the prompt waits goes on lines of its own")
  func cambiosEnUnaTranscripcion() async throws {
    let app = try TypingSession("Inventario", arguments: ["--print-changes"], connection: .pipes)
    await app.waitFor("Opciones: 1-3) ver detalle · a) añadir · b <n>) borrar · q) salir\n> ")
    app.type("1\ns\n")
    await app.waitFor("Opciones: n <nombre>) renombrar · s) dejar de seguir el stock")
    // Two seconds later, with no more input, the reading ends the open prompt's line first.
    await app.waitFor(
      "q) salir\n> \nreceived action:\n"
        + "  Inventario.Action.destino(PresentationAction<Inventario.Destino.Action>.presented("
        + "Inventario.Destino.Action.detalle(DetalleItem.Action.stockRecibido(119))))\n")
    await app.waitFor("│ Stock: 119 uds.")
    await app.waitFor("q) salir\n> ")
    app.type("q\n")
    await app.waitFor("q\nHasta pronto.\n")
    #expect(await app.waitUntilExit() == 0)
  }
}
