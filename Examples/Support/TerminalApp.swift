import Foundation
package import Statecraft

/// The loop every example app runs: draw the state, read a line, send its action, draw again.
///
/// ```swift
/// await TerminalApp.run(Inventario(), initialState: .muestra, view: InventarioView.self)
/// ```
///
/// It quits on `q` or at the end of input. An empty line redraws; a line the view does not accept
/// shows the view's message and redraws. `--print-changes` prints each action and the state change
/// it caused, through `_printChanges()`.
@MainActor
package enum TerminalApp {
  /// How long the next drawing waits for the effects of the action just sent.
  ///
  /// A short effect (a client call) ends well within it, so the next screen shows its result. A
  /// long-running one (Inventario's stock follower) goes on in the background without holding the
  /// input, until its screen closes and the presentation cancels it.
  static let effectWait = Duration.milliseconds(500)

  /// Runs `reducer` in a store and drives it from standard input until the user quits.
  ///
  /// - Parameters:
  ///   - reducer: The app's root feature.
  ///   - initialState: Its state at launch.
  ///   - view: How to draw that state and read lines as its actions.
  ///   - arguments: The command-line arguments, without the program's path.
  package static func run<R: Reducer, View: TerminalView>(
    _ reducer: R,
    initialState: R.State,
    view: View.Type,
    arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) async where View.State == R.State, View.Action == R.Action {
    let output = TerminalOutput()
    if arguments.contains("--help") || arguments.contains("-h") {
      output.write(usage)
      return
    }
    for argument in arguments where argument != "--print-changes" {
      FileHandle.standardError.write(Data("Opción desconocida: \(argument)\n\(usage)".utf8))
    }
    let printsChanges = arguments.contains("--print-changes")
    let store = Store(initialState: initialState) {
      if printsChanges {
        reducer._printChanges { output.write($0 + "\n") }
      } else {
        reducer
      }
    }

    var notice: String?
    func draw() {
      // Changes printed by `--print-changes` are the point of the flag: never clear them away.
      if !printsChanges { output.clear() }
      output.write(View.render(store.state) + "\n")
      if let notice { output.write("! \(notice)\n") }
      output.write("> ")
    }

    draw()
    var endOfInput = true
    for await line in LineReader.lines() {
      // Piped input is not echoed by a terminal: echo it, so that the output reads as a session.
      if !output.isInteractive { output.write(line + "\n") }
      let input = line.trimmingCharacters(in: .whitespaces)
      notice = nil
      if input == "q" {
        endOfInput = false
        break
      }
      if !input.isEmpty {
        switch View.action(for: input, in: store.state) {
        case .success(let action):
          await waitBriefly(for: store.send(action))
        case .failure(let invalid):
          notice = invalid.message
        }
      }
      draw()
    }
    // At the end of input the cursor is still after the prompt.
    output.write(endOfInput ? "\nHasta pronto.\n" : "Hasta pronto.\n")
  }

  /// Waits until the effects of `task` end, or `effectWait` passes.
  private static func waitBriefly(for task: StoreTask) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resume = ResumeOnce(continuation)
      Task { @MainActor in
        await task.finish()
        resume()
      }
      Task { @MainActor in
        try? await Task.sleep(for: effectWait)
        resume()
      }
    }
  }

  private static var usage: String {
    let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
    return """
      Uso: \(name ?? "app") [--print-changes]
        --print-changes  muestra cada acción y el cambio de estado que causa
      Escribe una de las opciones que muestra la pantalla; q sale.

      """
  }
}

/// Resumes a continuation the first time it is called, and never again.
@MainActor
private final class ResumeOnce {
  private var continuation: CheckedContinuation<Void, Never>?

  init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = continuation
  }

  func callAsFunction() {
    continuation?.resume()
    continuation = nil
  }
}
