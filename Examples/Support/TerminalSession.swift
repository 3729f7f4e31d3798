import Foundation
import Observation
import Statecraft

/// One run of an app: the store, what is on screen, and the loop that reacts to input and to
/// state changes. See ``TerminalApp`` for what the user sees.
@MainActor
final class TerminalSession<State, Action, View: TerminalView>
where View.State == State, View.Action == Action {
  private enum Mode {
    /// Redrawn in place on a terminal in raw mode.
    case screen
    /// Written screen after screen.
    case transcript
  }

  /// Where the text of `--print-changes` goes.
  private enum ChangesDestination {
    case nowhere
    /// Under the prompt, in the frame.
    case pane
    /// Standard error, in full: it goes somewhere other than the screen.
    case standardError
    /// Between the screens of a transcript.
    case inline
  }

  private let store: Store<State, Action>
  private let output: TerminalOutput
  private let printsChanges: Bool
  private var mode = Mode.transcript
  private var changesDestination = ChangesDestination.nowhere
  private var events: AsyncStream<TerminalEvent>.Continuation?

  private var editor = LineEditor()
  private var notice: String?
  /// The latest lines printed by `--print-changes`, for the pane.
  private var changes: [String] = []
  /// Counts the drawings, so that a state change already drawn is not drawn again.
  private var drawing = 0
  private var isFirstDrawing = true
  /// A transcript's last line is a prompt that nothing has followed yet.
  private var promptIsOpen = false

  init(store: Store<State, Action>, view: View.Type, output: TerminalOutput, printsChanges: Bool) {
    self.store = store
    self.output = output
    self.printsChanges = printsChanges
  }

  func run() async {
    let (stream, events) = AsyncStream.makeStream(of: TerminalEvent.self)
    self.events = events
    if output.inputIsTerminal && output.outputIsTerminal && RawTerminal.enable() {
      mode = .screen
    }
    if printsChanges {
      changesDestination =
        switch mode {
        case .screen: output.errorsShareTheScreen ? .pane : .standardError
        case .transcript: .inline
        }
    }
    TerminalInput.start(keys: mode == .screen, into: events)
    let resizes = mode == .screen ? Self.watchResizes(into: events) : nil
    defer { resizes?.cancel() }
    draw()
    var quitByUser = false
    loop: for await event in stream {
      switch event {
      case .key(let key):
        switch editor.handle(key) {
        case .edited:
          break
        case .submitted(let line):
          notice = nil
          if await run(line) == .quit {
            quitByUser = true
            break loop
          }
        case .specialKey:
          notice = InvalidInput.specialKey.message
        case .quit:
          quitByUser = true
          break loop
        }
        draw()
      case .line(let line):
        // Piped input is not echoed by a terminal: echo it, so that the output reads as a session.
        if !output.inputIsTerminal { output.write(line.withVisibleControls + "\n") }
        promptIsOpen = false
        notice = nil
        if line.hasSpecialKeys {
          notice = InvalidInput.specialKey.message
        } else if await run(line) == .quit {
          quitByUser = true
          break loop
        }
        draw()
      case .endOfInput:
        break loop
      case .stateChanged(let drawn):
        if drawn == drawing { draw() }
      case .resized:
        draw()
      }
    }
    finish(quitByUser: quitByUser)
  }

  /// Tells the loop when the terminal changes size, so that the frame fits it again.
  ///
  /// Returns once the signal source is registered: a source registers asynchronously, and a
  /// resize before that would be lost (the signal is ignored until then). The first frame is drawn
  /// after this returns, so every resize after it is seen.
  private static func watchResizes(
    into events: AsyncStream<TerminalEvent>.Continuation
  ) -> any DispatchSourceSignal {
    signal(SIGWINCH, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
    let registered = DispatchSemaphore(value: 0)
    source.setRegistrationHandler { registered.signal() }
    source.setEventHandler { events.yield(.resized) }
    source.resume()
    registered.wait()
    return source
  }

  private enum LineOutcome { case ran, quit }

  /// Runs a typed line: quits, redraws, or sends the action the view reads in it.
  private func run(_ line: String) async -> LineOutcome {
    let input = line.trimmingCharacters(in: .whitespaces)
    if input == "q" { return .quit }
    guard !input.isEmpty else { return .ran }
    if let gesture = View.gesture(for: input, in: store) {
      let task = gesture.perform()
      // SwiftUI's turn ends here: a `nil` written to an alert's binding applies now.
      store.endViewTurn()
      if mode == .transcript, let task { await waitBriefly(for: task) }
      return .ran
    }
    switch View.action(for: input, in: store.state) {
    case .success(let action):
      let task = store.send(action)
      // On a terminal, the screen follows the effects as they change the state. A transcript
      // waits for them, so that its next screen does not depend on how fast they are.
      if mode == .transcript { await waitBriefly(for: task) }
    case .failure(let invalid):
      notice = invalid.message
    }
    return .ran
  }

  /// Draws the state, and asks to be told when it changes, to draw it again.
  private func draw() {
    drawing += 1
    let drawn = drawing
    let screen = withObservationTracking {
      View.render(store.state)
    } onChange: { [events] in
      events?.yield(.stateChanged(drawing: drawn))
    }
    switch mode {
    case .screen:
      let frame = TerminalFrame(
        screen: screen, notice: notice, typed: editor.text,
        changes: changesDestination == .pane ? changes : nil, size: RawTerminal.size)
      output.write((isFirstDrawing ? TerminalFrame.clearScreen : "") + frame.text)
    case .transcript:
      if promptIsOpen { output.write("\n") }
      output.write(screen + "\n" + (notice.map { "! \($0)\n" } ?? "") + "> ")
      promptIsOpen = true
    }
    isFirstDrawing = false
  }

  /// Takes the text `_printChanges()` printed for one action.
  func changePrinted(_ text: String) {
    switch changesDestination {
    case .nowhere:
      return
    case .pane:
      changes += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      changes.removeFirst(max(0, changes.count - 500))
    case .standardError:
      output.writeError(text)
      return
    case .inline:
      if promptIsOpen { output.write("\n") }
      promptIsOpen = false
      output.write(text + "\n")
    }
    // An effect's action with no state change is not observed: draw again all the same, so that
    // the pane shows it, or the transcript ends with a prompt. A line being run draws after it.
    events?.yield(.stateChanged(drawing: drawing))
  }

  private func finish(quitByUser: Bool) {
    events?.finish()
    switch mode {
    case .screen:
      output.write("\n\u{1B}[JHasta pronto.\n")
      RawTerminal.restore()
    case .transcript:
      // At the end of input the cursor is still after the prompt.
      output.write(quitByUser ? "Hasta pronto.\n" : "\nHasta pronto.\n")
    }
  }

  /// Waits until the effects of `task` end, or `TerminalApp.effectWait` passes.
  private func waitBriefly(for task: StoreTask) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resume = ResumeOnce(continuation)
      Task { @MainActor in
        await task.finish()
        resume()
      }
      Task { @MainActor in
        try? await Task.sleep(for: TerminalApp.effectWait)
        resume()
      }
    }
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
