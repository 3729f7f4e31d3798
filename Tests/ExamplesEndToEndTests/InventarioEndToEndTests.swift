import Foundation
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

  @Test("The articles are kept in the file: a second launch shows the first one's changes")
  func persistencia() async throws {
    let archivo = freshInventoryFile()
    let entorno = ["INVENTARIO_ARCHIVO": archivo.path]
    let primera = try await ExampleProcess(name: "Inventario").run(
      input: "b 1\n1\na\nn Clavos\ns 40\ng\nq\n", environment: entorno)
    #expect(primera.status == 0)
    #expect(primera.errors == "")
    let segunda = try await ExampleProcess(name: "Inventario").run(
      input: "q\n", environment: entorno)
    #expect(segunda.status == 0)
    expectInOrder(
      segunda.output,
      [
        "Inventario · 3 artículos\n  1. Tuercas M4  80 uds.\n  2. Arandelas    0 uds.\n"
          + "  3. Clavos      40 uds."
      ])
  }

  @Test("--help says where the inventory is kept, and does not make the file")
  func ayuda() async throws {
    let archivo = freshInventoryFile()
    let outcome = try await ExampleProcess(name: "Inventario").run(
      input: "", arguments: ["--help"], environment: ["INVENTARIO_ARCHIVO": archivo.path])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("  INVENTARIO_ARCHIVO=<ruta>  el archivo del inventario"))
    #expect(!FileManager.default.fileExists(atPath: archivo.path))
  }

  @Test("A change within a second of the last write is written when the app quits")
  func escrituraAlSalir() async throws {
    let archivo = freshInventoryFile()
    let entorno = ["INVENTARIO_ARCHIVO": archivo.path]
    // Two deletions in a row, with no effect to wait for: the second comes well within the
    // second after the first was written, so it is due when the app quits right after.
    let primera = try await ExampleProcess(name: "Inventario").run(
      input: "b 1\n1\nb 1\n1\nq\n", environment: entorno)
    #expect(primera.status == 0)
    let guardado = try String(contentsOf: archivo, encoding: .utf8)
    #expect(guardado.contains("Arandelas"))
    #expect(!guardado.contains("Tuercas"))
  }

  @Test("A corrupt file: a message, an empty list, and the file set aside before the first write")
  func archivoCorrupto() async throws {
    let archivo = freshInventoryFile()
    try FileManager.default.createDirectory(
      at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{ roto".utf8).write(to: archivo)
    let outcome = try await ExampleProcess(name: "Inventario").run(
      input: "a\nn Clavos\ng\nq\n", environment: ["INVENTARIO_ARCHIVO": archivo.path])
    #expect(outcome.status == 0)
    expectInOrder(
      outcome.output,
      ["Inventario · 0 artículos\n  (vacío: añade un artículo con a)", "  1. Clavos  0 uds."])
    expectInOrder(
      outcome.errors,
      [
        "The file \(archivo.path) cannot be read as IdentifiedArray<UUID, Item>: ",
        "the file is renamed inventario.json.unreadable, so that nothing in it is lost.",
        "The unreadable file \(archivo.path) was renamed inventario.json.unreadable before the "
          + "first change was written to it.",
      ])
    let apartado = archivo.appendingPathExtension("unreadable")
    #expect(try String(contentsOf: apartado, encoding: .utf8) == "{ roto")
    #expect(try String(contentsOf: archivo, encoding: .utf8).contains("\"Clavos\""))
  }
}
