import Testing

@Suite("Cuenta, end to end")
struct CuentaEndToEndTests {
  @Test("Cancel, then confirm: the simulated service deletes and the result is shown")
  func borrar() async throws {
    let outcome = try await ExampleProcess(name: "Cuenta").run(input: "b\n2\nb\n1\n1\n")
    #expect(outcome.status == 0)
    expectInOrder(
      outcome.output,
      [
        "Cuenta\n  Nombre: Ana Pérez\n  Correo: ana@ejemplo.com",
        "> b\n", "┌─ Borrar la cuenta", "[1] Borrar (destructivo)   [2] Cancelar",
        "> 2\n", "Opciones: b) borrar la cuenta · q) salir",
        "> 1\n", "No hay ninguna cuenta en este dispositivo.", "┌─ Cuenta borrada", "[1] Aceptar",
        "> 1\n", "Opciones: q) salir\n> \nHasta pronto.\n",
      ]
    )
  }

  @Test("CUENTA_FALLO=sin-permiso: the error offers the settings, and after them deleting works")
  func sinPermiso() async throws {
    let outcome = try await ExampleProcess(name: "Cuenta").run(
      input: "b\n1\n1\nb\n1\nq\n", environment: ["CUENTA_FALLO": "sin-permiso"]
    )
    expectInOrder(
      outcome.output,
      [
        "> 1\n", "┌─ Sin permiso", "│ La app no tiene permiso para borrar la cuenta.",
        "[1] Abrir ajustes   [2] Cancelar",
        "> 1\n", "  Vuelves de los ajustes: si diste el permiso, ya puedes borrar la cuenta.",
        "Opciones: b) borrar la cuenta",
        "> b\n", "┌─ Borrar la cuenta",
        "> 1\n", "┌─ Cuenta borrada",
      ]
    )
  }

  @Test("--print-changes prints each action as it happens")
  func imprimirCambios() async throws {
    let outcome = try await ExampleProcess(name: "Cuenta").run(
      input: "b\nq\n", arguments: ["--print-changes"]
    )
    expectInOrder(outcome.output, ["> b\n", "borrarPulsado", "┌─ Borrar la cuenta"])
  }
}
