import Foundation
package import Statecraft

/// The loop every example app runs: draw the state, read what the user types, send its action,
/// draw again, and draw again whenever an effect changes the state.
///
/// ```swift
/// await TerminalApp.run(Inventario(), initialState: .muestra, view: InventarioView.self)
/// ```
///
/// It quits on `q`, Control-C, or at the end of input. An empty line redraws; a line the view
/// does not accept shows the view's message under the screen.
///
/// It runs in one of two ways:
/// - **On a terminal** (standard input and output both are one): the screen is redrawn in place,
///   keys are read one by one (so that arrows and other special keys are ignored, not echoed as
///   escape codes), and a redraw keeps what is half typed. `--print-changes` shows the latest
///   changes under the prompt, or, when standard error goes elsewhere (`2> cambios.txt`), writes
///   them all there.
/// - **As a transcript** (input piped in, or output piped out): each screen is written after the
///   previous one, piped input is echoed after its prompt, and each line waits a moment for the
///   effects it started, so that the same input always gives the same text.
///   `--print-changes` writes each change on lines of its own, between the screens.
///
/// Flags and settings it does not know stop it before it starts: see ``LaunchOptions``.
@MainActor
package enum TerminalApp {
  /// How long a transcript waits for the effects of a line before it draws the next screen.
  ///
  /// A short effect (a client call) ends well within it, so the next screen shows its result. A
  /// long-running one (Inventario's stock follower) goes on in the background without holding the
  /// input, until its screen closes and the presentation cancels it.
  static let effectWait = Duration.milliseconds(500)

  /// Runs `reducer` in a store and drives it from standard input until the user quits.
  ///
  /// Exits with status 2, after saying why on standard error, when `arguments` or `environment`
  /// hold a flag or a value of `settings` that the app does not know.
  ///
  /// - Parameters:
  ///   - reducer: The app's root feature.
  ///   - initialState: Its state at launch, made once the flags are read (`--help` makes none).
  ///   - view: How to draw that state and read lines as its actions.
  ///   - settings: The environment variables the app reads, checked before it starts.
  ///   - arguments: The command-line arguments, without the program's path.
  ///   - environment: The process's environment.
  package static func run<R: Reducer, View: TerminalView>(
    _ reducer: R,
    initialState: @autoclosure () -> R.State,
    view: View.Type,
    settings: [EnvironmentSetting] = [],
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async where View.State == R.State, View.Action == R.Action {
    let output = TerminalOutput()
    let program =
      CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
    let options: LaunchOptions
    switch LaunchOptions.parse(arguments: arguments, environment: environment, settings: settings) {
    case .success(let parsed):
      options = parsed
    case .failure(let error):
      output.writeError(error.message + "Más información: \(program) --help")
      exit(2)
    }
    if options.showsHelp {
      output.write(LaunchOptions.usage(program: program, settings: settings))
      return
    }

    let changes = ChangeSink()
    let store = Store(initialState: initialState()) {
      if options.printsChanges {
        reducer._printChanges { text in MainActor.assumeIsolated { changes.receive(text) } }
      } else {
        reducer
      }
    }
    let session = TerminalSession(
      store: store, view: view, output: output, printsChanges: options.printsChanges)
    changes.receive = { [weak session] in session?.changePrinted($0) }
    await session.run()
  }
}

/// Where `_printChanges()` hands its text: the session, once there is one.
@MainActor
final class ChangeSink {
  var receive: (String) -> Void = { _ in }
}
