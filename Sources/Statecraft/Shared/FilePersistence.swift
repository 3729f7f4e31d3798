import Foundation

/// Keeps a shared value in a JSON file (rule SH3): reads it when the key is first declared, and
/// writes every change, throttled by the storage's clock when it has one, at once otherwise.
///
/// Bad files lose nothing: a missing or empty file gives the default, and nothing is written
/// until the value changes; an unreadable one is reported, the default used, and the file renamed
/// `<name>.unreadable` before the first write; a directory is reported and the value kept in
/// memory only. A failed write is reported (once, until a write succeeds) and made again at the
/// next change.
final class FilePersistence<Value: Codable & Sendable>: SharedPersistence {
  let url: URL
  private let fileSystem: SharedFileSystem
  private let throttle: (any WriteScheduling)?
  /// Where the key was first declared: the place named by issues no `withLock` caused.
  private let declaration: CallSite

  /// What the writes need to know, behind the lock that orders them. It is never held while the
  /// box's lock is taken, nor the other way round.
  private let state = Locked(WriteState())

  private struct WriteState {
    weak var box: SharedBox<Value>?
    /// The file could not be read: move it aside before writing over it.
    var renameBeforeWriting = false
    /// The URL is a directory: never write.
    var keepsInMemoryOnly = false
    /// The version of the value last written, so that an older value never overwrites a newer
    /// one.
    var writtenVersion: UInt64?
    /// The last write failure reported, so that a failing disk is not reported at every change.
    var lastFailure: String?

    /// Adds a failure to report, unless it is the one reported last.
    mutating func report(_ failure: String, into issues: inout [String]) {
      guard failure != lastFailure else { return }
      lastFailure = failure
      issues.append(failure)
    }
  }

  init(url: URL, fileSystem: SharedFileSystem, clock: (any Clock<Duration>)?, at site: CallSite) {
    self.url = url
    self.fileSystem = fileSystem
    self.throttle = clock.map { makeThrottle(clock: $0, interval: .seconds(1)) }
    self.declaration = site
  }

  /// Reads the file: its value, or `initialValue()` when there is no value to read (reported when
  /// the file is there but unreadable).
  func load(initialValue: () -> Value) -> Value {
    switch fileSystem.read(url) {
    case .missing:
      return initialValue()
    case .data(let data) where data.isEmpty:
      return initialValue()
    case .data(let data):
      do {
        return try JSONDecoder().decode(Value.self, from: data)
      } catch {
        return unreadable(because: Self.describe(error), initialValue: initialValue)
      }
    case .directory:
      state.withLock { $0.keepsInMemoryOnly = true }
      reportIssue(
        """
        The file storage at \(url.path) is a directory, not a file: the value is kept in memory \
        and never written.

        Give .fileStorage the URL of a file.
        """,
        at: declaration
      )
      return initialValue()
    case .failed(let error):
      return unreadable(because: error.description, initialValue: initialValue)
    }
  }

  private func unreadable(because reason: String, initialValue: () -> Value) -> Value {
    state.withLock { $0.renameBeforeWriting = true }
    reportIssue(
      """
      The file \(url.path) cannot be read as \(typeName(Value.self)): \(reason)

      The default value is used. Before the first change is written, the file is renamed \
      \(unreadableURL.lastPathComponent), so that nothing in it is lost.
      """,
      at: declaration
    )
    return initialValue()
  }

  /// The box whose value this writes.
  func attach(_ box: SharedBox<Value>) {
    state.withLock { $0.box = box }
    PendingWrites.track(self)
  }

  private var unreadableURL: URL {
    url.appendingPathExtension("unreadable")
  }

  // MARK: - Writing

  func valueDidChange(at site: CallSite) {
    guard let throttle else { return write(force: false, at: site) }
    let declaration = declaration
    if throttle.changed({ [weak self] in self?.write(force: false, at: declaration) }) {
      write(force: false, at: site)
    }
  }

  func save(at site: CallSite) {
    throttle?.wrote()
    write(force: true, at: site)
  }

  /// Writes what a throttled change left due: the process is ending.
  func flush() {
    guard let throttle, throttle.flush() else { return }
    write(force: false, at: declaration)
  }

  /// Writes the value as it is now. Without `force`, a value already written (by a later write
  /// that came first) is not written again.
  private func write(force: Bool, at site: CallSite) {
    guard let box = state.withLock({ $0.keepsInMemoryOnly ? nil : $0.box }) else { return }
    let (value, version) = box.valueForWriting()
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      data = try encoder.encode(value)
    } catch {
      reportIssue(
        "The value of \(url.path) cannot be encoded as JSON: \(Self.describe(error)). Nothing was "
          + "written.",
        at: site
      )
      return
    }
    var issues: [String] = []
    let (fileSystem, url, unreadableURL) = (self.fileSystem, self.url, self.unreadableURL)
    state.withLock { state in
      if !force, let written = state.writtenVersion, written >= version { return }
      if state.renameBeforeWriting {
        do throws(FileError) {
          try fileSystem.move(url, to: unreadableURL)
          state.renameBeforeWriting = false
          issues.append(
            """
            The unreadable file \(url.path) was renamed \(unreadableURL.lastPathComponent) \
            before the first change was written to it.
            """
          )
        } catch {
          state.report(
            """
            The unreadable file \(url.path) cannot be renamed \
            \(unreadableURL.lastPathComponent): \(error.description); it was not written over. \
            The next change tries again.
            """,
            into: &issues
          )
          return
        }
      }
      do throws(FileError) {
        try fileSystem.write(data, to: url)
        state.writtenVersion = max(state.writtenVersion ?? 0, version)
        state.lastFailure = nil
      } catch {
        state.report(
          """
          The file \(url.path) cannot be written: \(error.description). The value is kept in \
          memory; the next change tries again.
          """,
          into: &issues
        )
      }
    }
    for issue in issues { reportIssue(issue, at: site) }
  }

  /// A decoding or encoding error as a sentence: what was wrong, and where in the value.
  static func describe(_ error: any Error) -> String {
    let context: DecodingError.Context?
    switch error as? DecodingError {
    case .dataCorrupted(let found)?, .keyNotFound(_, let found)?, .typeMismatch(_, let found)?,
      .valueNotFound(_, let found)?:
      context = found
    default:
      context = nil
    }
    if let context {
      let path = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }
      .joined()
      return path.isEmpty ? context.debugDescription : "\(context.debugDescription) (at \(path))"
    }
    if case .invalidValue(_, let context) = error as? EncodingError {
      return context.debugDescription
    }
    return String(describing: error)
  }
}

/// The file-stored values with writes that may be due when the process ends: flushed then, so
/// that a change made less than a second before quitting is not lost.
enum PendingWrites {
  private static let tracked = Locked<[Weak]>([])
  private static let installed: Void = {
    atexit {
      PendingWrites.flushAll()
    }
  }()

  private struct Weak {
    weak var persistence: (any FlushingPersistence)?
  }

  static func track(_ persistence: some FlushingPersistence) {
    _ = installed
    tracked.withLock { tracked in
      tracked.removeAll { $0.persistence == nil }
      tracked.append(Weak(persistence: persistence))
    }
  }

  /// Writes every due write now.
  static func flushAll() {
    for entry in tracked.withLock({ $0 }) { entry.persistence?.flush() }
  }
}

/// A persistence that can write what is due at once.
protocol FlushingPersistence: AnyObject, Sendable {
  func flush()
}

extension FilePersistence: FlushingPersistence {}
