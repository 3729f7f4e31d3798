/// What an example app was asked for when it was started: its flags and its settings.
///
/// An app accepts `--print-changes` and `--help` (`-h`), and the settings it declares as
/// environment variables. Anything else stops it before it starts, with a message that lists
/// what it accepts (exit status 2), instead of running without what the user meant to ask for.
package struct LaunchOptions: Equatable, Sendable {
  /// `--print-changes`: print each action and the state change it caused.
  package var printsChanges = false
  /// `--help` or `-h`: print how to use the app, and do not start it.
  package var showsHelp = false

  /// Options as given: without arguments, none of the flags.
  package init(printsChanges: Bool = false, showsHelp: Bool = false) {
    self.printsChanges = printsChanges
    self.showsHelp = showsHelp
  }

  /// The flags an app accepts, as the usage text lists them.
  package static let flags = ["--print-changes", "--help", "-h"]

  /// Reads the command line and the settings.
  ///
  /// An empty setting (`CUENTA_FALLO=`) is as good as none, as in a shell.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program's path.
  ///   - environment: The process's environment.
  ///   - settings: The settings the app reads from `environment`.
  /// - Returns: The options, or a ``LaunchError`` naming each flag and setting it does not know.
  package static func parse(
    arguments: [String], environment: [String: String], settings: [EnvironmentSetting]
  ) -> Result<LaunchOptions, LaunchError> {
    var options = LaunchOptions()
    var problems: [String] = []
    for argument in arguments {
      switch argument {
      case "--print-changes": options.printsChanges = true
      case "--help", "-h": options.showsHelp = true
      default:
        problems.append(
          "Opción desconocida: \(argument)\nOpciones válidas: \(flags.joined(separator: ", "))")
      }
    }
    for setting in settings where setting.placeholder == nil {
      guard let value = environment[setting.name], !value.isEmpty,
        !setting.values.contains(value)
      else { continue }
      problems.append(
        "Valor desconocido: \(setting.name)=\(value)\n"
          + "Valores válidos de \(setting.name): \(setting.values.joined(separator: ", "))"
          + " (o sin definir)")
    }
    guard problems.isEmpty else { return .failure(LaunchError(problems: problems)) }
    return .success(options)
  }

  /// How to start the app and use it: what `--help` prints.
  ///
  /// - Parameters:
  ///   - program: The app's name, as it is run.
  ///   - settings: The settings it reads from the environment.
  package static func usage(program: String, settings: [EnvironmentSetting]) -> String {
    var lines = [
      "Uso: \(program) [--print-changes] [--help]",
      "  --print-changes  muestra cada acción y el cambio de estado que causa",
      "  --help, -h       muestra esta ayuda",
    ]
    if !settings.isEmpty {
      lines.append("Ajustes (variables de entorno):")
      for setting in settings {
        let values = setting.placeholder ?? setting.values.joined(separator: "|")
        lines.append("  \(setting.name)=\(values)  \(setting.meaning)")
      }
    }
    lines.append("Escribe una de las opciones que muestra la pantalla y pulsa Intro; q sale.")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A setting an app reads from an environment variable, such as `CUENTA_FALLO=sin-permiso`.
package struct EnvironmentSetting: Equatable, Sendable {
  /// The variable's name.
  package let name: String
  /// The values it may take; unset or empty means none of them.
  package let values: [String]
  /// For a setting that takes any value (a path), what the usage text shows in its place:
  /// `<ruta>`.
  package let placeholder: String?
  /// What it does, for the usage text.
  package let meaning: String

  /// Describes a setting.
  ///
  /// - Parameters:
  ///   - name: The environment variable's name.
  ///   - values: The values it may take.
  ///   - meaning: What it does, in a few words.
  package init(name: String, values: [String], meaning: String) {
    self.name = name
    self.values = values
    self.placeholder = nil
    self.meaning = meaning
  }

  /// Describes a setting that takes any value, such as a path.
  ///
  /// - Parameters:
  ///   - name: The environment variable's name.
  ///   - placeholder: What the usage text shows for its value: `<ruta>`.
  ///   - meaning: What it does, in a few words.
  package init(name: String, placeholder: String, meaning: String) {
    self.name = name
    self.values = []
    self.placeholder = placeholder
    self.meaning = meaning
  }
}

/// Flags or settings that an app does not know: it does not start.
package struct LaunchError: Error, Equatable {
  /// One text per unknown flag or value, each saying what is valid instead.
  package let problems: [String]

  /// Creates the error from its texts, one per unknown flag or value.
  package init(problems: [String]) {
    self.problems = problems
  }

  /// What the app prints on standard error before it exits with status 2.
  package var message: String {
    problems.joined(separator: "\n") + "\n"
  }
}
