import Testing

@Suite("Launching the apps, end to end")
struct LaunchEndToEndTests {
  @Test(
    "An unknown flag stops the app before it starts: the valid ones on standard error, status 2",
    arguments: ["Inventario", "Cuenta", "Reservations"]
  )
  func opcionDesconocida(app: String) async throws {
    let outcome = try await ExampleProcess(name: app).run(
      input: "q\n", arguments: ["--print-change"])
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(
      outcome.errors == """
        Opción desconocida: --print-change
        Opciones válidas: --print-changes, --help, -h
        Más información: \(app) --help

        """
    )
  }

  @Test("An app that ends before reading its input leaves the test process running")
  func inputNobodyReads() async throws {
    // Far more than a pipe holds: the write is still going on when the app has ended, and fails.
    // (With SIGPIPE at its default action, it ended the whole test process, in about one run of
    // twenty of the test above, where the input is small and the app's end a race.)
    let input = String(repeating: "q\n", count: 1_000_000)
    let outcome = try await ExampleProcess(name: "Cuenta").run(
      input: input, arguments: ["--print-change"])
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
  }

  @Test("An unknown CUENTA_FALLO stops Cuenta before it starts, with the valid values")
  func falloDesconocido() async throws {
    let outcome = try await ExampleProcess(name: "Cuenta").run(
      input: "q\n", environment: ["CUENTA_FALLO": "sin-permisos"])
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(
      outcome.errors == """
        Valor desconocido: CUENTA_FALLO=sin-permisos
        Valores válidos de CUENTA_FALLO: sin-permiso, sin-conexion (o sin definir)
        Más información: Cuenta --help

        """
    )
  }

  @Test("--help prints the usage with the app's settings, and does not start the app")
  func ayuda() async throws {
    let outcome = try await ExampleProcess(name: "Cuenta").run(input: "", arguments: ["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.errors == "")
    #expect(outcome.output.hasPrefix("Uso: Cuenta [--print-changes] [--help]\n"))
    #expect(outcome.output.contains("  CUENTA_FALLO=sin-permiso|sin-conexion  "))
    #expect(!outcome.output.contains("Opciones:"))
  }
}
