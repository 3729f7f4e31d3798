import ExampleSupport
import Testing

@Suite("Launch options")
struct LaunchOptionsTests {
  private let fallo = EnvironmentSetting(
    name: "CUENTA_FALLO", values: ["sin-permiso", "sin-conexion"], meaning: "simula un fallo")

  @Test("The known flags, in any order and repeated")
  func conocidas() {
    #expect(
      LaunchOptions.parse(arguments: [], environment: [:], settings: [])
        == .success(LaunchOptions()))
    #expect(
      LaunchOptions.parse(
        arguments: ["--print-changes", "-h", "--print-changes"], environment: [:], settings: [])
        == .success(LaunchOptions(printsChanges: true, showsHelp: true)))
  }

  @Test("A setting that takes any value (a path) accepts any, and shows its placeholder")
  func ajusteLibre() {
    let archivo = EnvironmentSetting(
      name: "INVENTARIO_ARCHIVO", placeholder: "<ruta>", meaning: "el archivo del inventario")
    #expect(
      LaunchOptions.parse(
        arguments: [], environment: ["INVENTARIO_ARCHIVO": "/tmp/x.json"], settings: [archivo])
        == .success(LaunchOptions()))
    #expect(
      LaunchOptions.usage(program: "Inventario", settings: [archivo]).contains(
        "\n  INVENTARIO_ARCHIVO=<ruta>  el archivo del inventario\n"))
  }

  @Test("An unknown flag is refused, with the valid ones")
  func desconocida() {
    #expect(
      LaunchOptions.parse(arguments: ["--print-change", "-v"], environment: [:], settings: [])
        == .failure(
          LaunchError(problems: [
            "Opción desconocida: --print-change\nOpciones válidas: --print-changes, --help, -h",
            "Opción desconocida: -v\nOpciones válidas: --print-changes, --help, -h",
          ])))
  }

  @Test("A setting takes one of its values, or none; anything else is refused with the valid ones")
  func ajustes() {
    for environment in [[:], ["CUENTA_FALLO": ""], ["CUENTA_FALLO": "sin-conexion"]] {
      #expect(
        LaunchOptions.parse(arguments: [], environment: environment, settings: [fallo])
          == .success(LaunchOptions()))
    }
    let error = LaunchError(problems: [
      "Valor desconocido: CUENTA_FALLO=sin-permis\n"
        + "Valores válidos de CUENTA_FALLO: sin-permiso, sin-conexion (o sin definir)"
    ])
    #expect(
      LaunchOptions.parse(
        arguments: [], environment: ["CUENTA_FALLO": "sin-permis"], settings: [fallo])
        == .failure(error))
    #expect(error.message.hasSuffix("(o sin definir)\n"))
    // A variable the app does not read is none of its business.
    #expect(
      LaunchOptions.parse(arguments: [], environment: ["OTRO": "x"], settings: [fallo])
        == .success(LaunchOptions()))
  }

  @Test("The usage text lists the flags and each setting with its values")
  func uso() {
    #expect(
      LaunchOptions.usage(program: "Cuenta", settings: [fallo]) == """
        Uso: Cuenta [--print-changes] [--help]
          --print-changes  muestra cada acción y el cambio de estado que causa
          --help, -h       muestra esta ayuda
        Ajustes (variables de entorno):
          CUENTA_FALLO=sin-permiso|sin-conexion  simula un fallo
        Escribe una de las opciones que muestra la pantalla y pulsa Intro; q sale.

        """
    )
    #expect(!LaunchOptions.usage(program: "Inventario", settings: []).contains("Ajustes"))
  }
}
