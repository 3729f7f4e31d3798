import Foundation
import Statecraft
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an example app and types into it while it runs, as a person would: on a pseudo-terminal
/// (a terminal window, where the app reads keys in raw mode and redraws in place), or through
/// pipes (where it writes a transcript).
///
/// A test types with ``type(_:)`` and waits for what the app writes with ``waitFor(_:)``: each
/// wait ends when the text appears, not after a fixed time. A watchdog ends the app after a
/// minute, so that a hang fails the test instead of holding the run. (A session takes well under
/// a second; twenty seconds were once too few for one whose process, run at a low priority next
/// to two builds, barely got the CPU.)
// @unchecked Sendable: the process and the pipes are set up in `init`; afterwards the process is
// only asked to wait, terminate or report its status, which `Process` allows from any thread; the
// rest is `let` or behind the lock.
final class TypingSession: @unchecked Sendable {
  /// How the app is connected.
  enum Connection {
    /// A pseudo-terminal of this size, on standard input, output and error.
    case terminal(rows: Int, columns: Int)
    /// A pipe for standard input and one for standard output; standard error is dropped.
    case pipes
  }

  private let input: Int32
  private let output: Int32
  private let process: Process
  /// The pipes, kept open as long as the session.
  private let pipes: [Pipe]
  private let state = Locked(Screen())

  private struct Screen {
    var output: [UInt8] = []
    /// Where the next wait starts looking: after the text the last one found.
    var cursor = 0
    var ended = false
    var waiter: (text: [UInt8], continuation: CheckedContinuation<Bool, Never>)?

    /// Resumes the waiter if its text is in the output after the cursor, or the app has ended.
    /// A waiter for no text waits for the end.
    mutating func check() {
      guard let (text, continuation) = waiter else { return }
      if !text.isEmpty, let range = output[cursor...].firstRange(of: text) {
        cursor = range.upperBound
        waiter = nil
        continuation.resume(returning: true)
      } else if ended {
        waiter = nil
        continuation.resume(returning: text.isEmpty)
      }
    }
  }

  /// Starts `app`, connected as `connection` says.
  init(
    _ app: String, arguments: [String] = [],
    connection: Connection = .terminal(rows: 40, columns: 100)
  ) throws {
    ExampleProcess.ignoreBrokenPipes
    let process = Process()
    process.executableURL = try ExampleProcess.executable(named: app)
    process.arguments = arguments
    process.environment = ExampleProcess.liveEnvironment(["TERM": "xterm-256color"])
    switch connection {
    case .terminal(let rows, let columns):
      let master = try PseudoTerminalFunctions.openMaster()
      let slave = open(try PseudoTerminalFunctions.slaveName(of: master), O_RDWR | O_NOCTTY)
      guard slave >= 0 else { throw Failure("The pseudo-terminal could not be opened.") }
      var size = winsize(
        ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
      let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
      process.standardInput = terminal
      process.standardOutput = terminal
      process.standardError = terminal
      try process.run()
      close(slave)
      (input, output, pipes) = (master, master, [])
    case .pipes:
      let (stdin, stdout) = (Pipe(), Pipe())
      process.standardInput = stdin
      process.standardOutput = stdout
      process.standardError = FileHandle.nullDevice
      try process.run()
      input = stdin.fileHandleForWriting.fileDescriptor
      output = stdout.fileHandleForReading.fileDescriptor
      pipes = [stdin, stdout]
    }
    self.process = process

    let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    Thread { [self] in readUntilClosed() }.start()
  }

  deinit {
    if process.isRunning { process.terminate() }
    if pipes.isEmpty { close(input) }
  }

  /// Everything the app has written so far, escape codes included.
  var written: String { state.withLock { String(decoding: $0.output, as: UTF8.self) } }

  /// Types `keys`, as a terminal would send them: `"\r"` for Enter, `"\u{1B}[A"` for Up.
  func type(_ keys: String) {
    _ = Array(keys.utf8).withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
  }

  /// Changes the pseudo-terminal's size and tells the app, as a terminal window does when it is
  /// resized.
  func resize(rows: Int, columns: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(input, UInt(TIOCSWINSZ), &size)
    // The app does not have this terminal as its controlling one, so the kernel does not signal it.
    kill(process.processIdentifier, SIGWINCH)
  }

  /// Waits until the app writes `text`, after the text the previous wait found; records an issue
  /// if the app ends first.
  ///
  /// - Returns: Everything the app has written so far.
  @discardableResult
  func waitFor(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> String {
    if await !wait(for: Array(text.utf8)) {
      Issue.record(
        "Never drawn: \(text.debugDescription)\n\nOutput:\n\(written.debugDescription)",
        sourceLocation: sourceLocation)
    }
    return written
  }

  /// Waits for the app to end, and returns its exit status.
  func waitUntilExit() async -> Int32 {
    _ = await wait(for: [])
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Waits for `text` after the cursor; for the end of the output when `text` is empty.
  private func wait(for text: [UInt8]) async -> Bool {
    await withCheckedContinuation { continuation in
      state.withLock { screen in
        screen.waiter = (text, continuation)
        screen.check()
      }
    }
  }

  private func readUntilClosed() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      state.withLock { screen in
        screen.output += buffer[..<count]
        screen.check()
      }
    }
    state.withLock { screen in
      screen.ended = true
      screen.check()
    }
  }

}

/// The POSIX calls that open a pseudo-terminal.
///
/// NB: Swift's Glibc module does not declare `posix_openpt`, `grantpt`, `unlockpt` or `ptsname`
/// (glibc declares them only for `_XOPEN_SOURCE`), so they are looked up in the C library that
/// the process has loaded anyway.
private enum PseudoTerminalFunctions {
  private typealias Open = @convention(c) (Int32) -> Int32
  private typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  /// Opens a new pseudo-terminal, ready for its slave to be opened.
  static func openMaster() throws -> Int32 {
    let openpt: Open = try function("posix_openpt")
    let grant: Open = try function("grantpt")
    let unlock: Open = try function("unlockpt")
    let master = openpt(O_RDWR | O_NOCTTY)
    guard master >= 0, grant(master) == 0, unlock(master) == 0 else {
      throw Failure("No pseudo-terminal could be opened.")
    }
    return master
  }

  /// The path of the slave side of `master`.
  static func slaveName(of master: Int32) throws -> String {
    let ptsname: Name = try function("ptsname")
    guard let name = ptsname(master) else { throw Failure("The pseudo-terminal has no name.") }
    return String(cString: name)
  }

  private static func function<Function>(_ name: String) throws -> Function {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else {
      throw Failure("\(name) is not in the C library.")
    }
    return unsafeBitCast(symbol, to: Function.self)
  }
}

private struct Failure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
