import Testing

@Suite("Inventario, end to end")
struct InventarioEndToEndTests {
  @Test("A session: detail and rename, delete through the alert, add through the form, a typo")
  func sesion() async throws {
    let outcome = try await ExampleProcess(name: "Inventario").run(
      input: "2\nn Tuercas M5\nx\nb 1\n1\na\ng\nn Clavos\ns 40\ng\nzz\nq\n"
    )
    #expect(outcome.status == 0)
    #expect(outcome.errors == "")
    expectInOrder(
      outcome.output,
      [
        "Inventario · 3 artículos\n  1. Tornillos M4  120 uds.\n  2. Tuercas M4     80 uds.",
        "> 2\n", "┌─ Detalle", "│ Tuercas M4\n  │ Stock: 80 uds.",
        "> n Tuercas M5\n", "  2. Tuercas M5     80 uds.", "│ Tuercas M5",
        "> x\n", "Opciones: 1-3) ver detalle",
        "> b 1\n", "┌─ Borrar «Tornillos M4»", "[1] Borrar (destructivo)   [2] Cancelar",
        "> 1\n", "Inventario · 2 artículos\n  1. Tuercas M5  80 uds.\n  2. Arandelas    0 uds.",
        "> a\n", "┌─ Nuevo artículo", "│ Nombre: —",
        "> g\n", "Opciones: n <nombre>) nombre · s <unidades>) stock · c) cancelar",
        "! Un artículo necesita un nombre: n <nombre>.",
        "> s 40\n", "│ Nombre: Clavos\n  │ Stock:  40 uds.",
        "> g\n", "Inventario · 3 artículos", "  3. Clavos      40 uds.",
        "> zz\n", "! «zz» no es una opción de esta pantalla.",
        "> q\nHasta pronto.\n",
      ]
    )
  }

  @Test("Escape codes typed into a pipe are shown as ^[ and refused, never passed to the terminal")
  func codigosDeEscape() async throws {
    let outcome = try await ExampleProcess(name: "Inventario").run(
      input: "\u{1B}[A\n1\u{1B}[D\nq\n")
    #expect(outcome.status == 0)
    #expect(!outcome.output.contains("\u{1B}"))
    expectInOrder(
      outcome.output,
      [
        "> ^[[A\n", "Opciones: 1-3) ver detalle",
        "! Las flechas y las teclas especiales no hacen nada aquí: escribe una opción y pulsa Intro.",
        "> 1^[[D\n", "! Las flechas y las teclas especiales",
        "> q\nHasta pronto.\n",
      ]
    )
    #expect(!outcome.output.contains("┌─ Detalle"))
  }
}
