import Foundation

/// Keeps a shared value in a JSON file (rule SH3): reads it when the key is first declared, writes
/// every change, throttled by the storage's clock when it has one, at once otherwise, and reads
/// the file again when another process changes it.
///
/// Bad files lose nothing: a missing or empty file gives the default, and nothing is written
/// until the value changes; an unreadable one is reported, the default used, and the file renamed
/// `<name>.unreadable` (`<name>.unreadable.2`, `.3`, … when that is taken) before the first write;
/// a directory is reported and the value kept in memory only. A failed write, or a value that
/// cannot be encoded, is reported (once, until a write succeeds) and tried again at the next
/// change.
///
/// Where writes run: with a clock on the disk (an app's storage), encoding and writing happen on
/// a queue of this file's, off the thread that changed the value; ``save(at:)`` and the flush at
/// exit wait for them. Without a clock, or in memory (a test's storage), each write is made
/// before the change returns.
final class FilePersistence<Value: Codable & Sendable>: SharedPersistence {
  let url: URL
  private let fileSystem: SharedFileSystem
  private let throttle: (any WriteScheduling)?
  /// Where the key was first declared: the place named by issues no `withLock` caused.
  private let declaration: CallSite
  /// Whether writes run on ``queue`` rather than on the thread that changed the value.
  private let writesInBackground: Bool
  /// Orders every write and every reading of an outside change of this file.
  private let queue: DispatchQueue
  /// Where issues found on another thread (a change read from outside) go: the handler of the
  /// task that declared the key, so that a test's file reports to that test.
  private let declarationHandler: IssueHandler?

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
    /// The last failure reported, so that a failing disk (or a value that cannot be encoded) is
    /// not reported at every change.
    var lastFailure: String?
    /// The bytes the file held when last read or written: a change that leaves them so (this
    /// storage's own write, seen by the watch) is not read again.
    var lastData: Data?
    /// The watch of the file, once its directory is there.
    var watch: (any FileWatch)?

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
    self.writesInBackground = clock != nil && !fileSystem.writesSynchronously
    self.queue = DispatchQueue(label: "Statecraft.FilePersistence")
    self.declarationHandler = IssueReporting.current
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
      state.withLock { $0.lastData = data }
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
      \(firstFreeUnreadableURL().lastPathComponent), so that nothing in it is lost.
      """,
      at: declaration
    )
    return initialValue()
  }

  /// The box whose value this writes, and from now on the watch of its file.
  func attach(_ box: SharedBox<Value>) {
    state.withLock { $0.box = box }
    PendingWrites.track(self)
    watchFile()
  }

  // MARK: - Unreadable files

  /// The names an unreadable file is given, in order: `<name>.unreadable`, then
  /// `<name>.unreadable.2`, `.3`, …: a second unreadable file never replaces the first.
  private func unreadableURL(_ number: Int) -> URL {
    let base = url.appendingPathExtension("unreadable")
    return number == 1 ? base : base.appendingPathExtension("\(number)")
  }

  /// The first of ``unreadableURL(_:)`` with nothing there now.
  private func firstFreeUnreadableURL() -> URL {
    var number = 1
    while number < Self.unreadableNames {
      if case .missing = fileSystem.read(unreadableURL(number)) { break }
      number += 1
    }
    return unreadableURL(number)
  }

  /// How many names an unreadable file is tried under before the write gives up.
  private static var unreadableNames: Int { 10_000 }

  /// Moves the unreadable file aside, under the first free name; returns that name.
  private func moveUnreadableAside() throws(FileError) -> URL {
    for number in 1...Self.unreadableNames {
      let destination = unreadableURL(number)
      do throws(FileError) {
        try fileSystem.moveWithoutReplacing(url, to: destination)
        return destination
      } catch {
        // Taken: by the file a launch before set aside. Try the next name.
        guard error.isExists else { throw error }
      }
    }
    throw FileError(
      "\(Self.unreadableNames) files named \(url.lastPathComponent).unreadable are there already")
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
    writeAndWait(force: true, at: site)
  }

  /// Writes what a throttled change left due, and waits for the writes under way: the process
  /// is ending.
  func flush() {
    let due = throttle?.flush() ?? false
    if due {
      writeAndWait(force: false, at: declaration)
    } else if writesInBackground {
      queue.sync {}
    }
  }

  /// Writes the value as it is now: before returning, or on the queue, as the storage writes.
  private func write(force: Bool, at site: CallSite) {
    guard writesInBackground else { return queue.sync { writeNow(force: force, at: site) } }
    let handler = IssueReporting.current
    queue.async {
      IssueReporting.$handler.withValue(handler) { self.writeNow(force: force, at: site) }
    }
  }

  /// Writes the value as it is now, after the writes under way, and returns once it is written.
  private func writeAndWait(force: Bool, at site: CallSite) {
    // A save inside this value's own withLock holds its lock, which a write under way on the
    // queue would wait for: write here, beside it (the writes are ordered by `state` anyway).
    if let box = state.withLock({ $0.box }), box.isLockedByThisThread() {
      return writeNow(force: force, at: site)
    }
    queue.sync { writeNow(force: force, at: site) }
  }

  /// Writes the value as it is now. Without `force`, a value already written (by a later write
  /// that came first) is not written again.
  private func writeNow(force: Bool, at site: CallSite) {
    guard let box = state.withLock({ $0.keepsInMemoryOnly ? nil : $0.box }) else { return }
    let (value, version) = box.valueForWriting()
    if !force, let written = state.withLock({ $0.writtenVersion }), written >= version { return }
    let (fileSystem, url) = (self.fileSystem, self.url)
    var issues: [String] = []
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      data = try encoder.encode(value)
    } catch {
      let reason = Self.sentence(Self.describe(error))
      state.withLock { state in
        state.report(
          """
          The value of \(url.path) cannot be encoded as JSON: \(reason) Nothing was written; \
          the next change tries again.
          """,
          into: &issues
        )
      }
      for issue in issues { reportIssue(issue, at: site) }
      return
    }
    let wrote = state.withLock { state -> Bool in
      if !force, let written = state.writtenVersion, written >= version { return false }
      if state.renameBeforeWriting {
        do throws(FileError) {
          let unreadable = try moveUnreadableAside()
          state.renameBeforeWriting = false
          issues.append(
            """
            The unreadable file \(url.path) was renamed \(unreadable.lastPathComponent) \
            before the first change was written to it.
            """
          )
        } catch {
          state.report(
            """
            The unreadable file \(url.path) cannot be renamed \
            \(firstFreeUnreadableURL().lastPathComponent): \(error.description); it was not \
            written over. The next change tries again.
            """,
            into: &issues
          )
          return false
        }
      }
      do throws(FileError) {
        try fileSystem.write(data, to: url)
        state.writtenVersion = max(state.writtenVersion ?? 0, version)
        state.lastFailure = nil
        state.lastData = data
        return true
      } catch {
        state.report(
          """
          The file \(url.path) cannot be written: \(error.description). The value is kept in \
          memory; the next change tries again.
          """,
          into: &issues
        )
        return false
      }
    }
    for issue in issues { reportIssue(issue, at: site) }
    // The first write may have made the file's directory: watch it from then on.
    if wrote { watchFile() }
  }

  // MARK: - Changes from outside

  /// Watches the file, unless it is watched already or its directory is not there yet.
  private func watchFile() {
    guard state.withLock({ $0.watch == nil && !$0.keepsInMemoryOnly }) else { return }
    let watch = fileSystem.watch(url) { [weak self] in self?.fileDidChange() }
    guard let watch else { return }
    state.withLock { state in
      if state.watch == nil { state.watch = watch }
    }
  }

  /// The file changed, maybe by another process: read it, after the writes under way, and tell
  /// the box's readers when its value changed.
  private func fileDidChange() {
    // Issues go where the writer's are (a test writing from outside), else where the key was
    // declared (the watch's own thread has no handler).
    let handler = IssueReporting.current ?? declarationHandler
    let box = queue.sync { IssueReporting.$handler.withValue(handler) { reload() } }
    box?.didChangeInStorage()
  }

  /// Reads the file and puts its value in the box, when the file holds bytes other than this
  /// storage last read or wrote; returns the box when its value changed.
  ///
  /// A file gone or emptied leaves the value as it is (the next change writes it again). Bytes
  /// that are not a value of the type are reported, the value kept, and the file moved aside
  /// before the next write, as at the first read.
  private func reload() -> SharedBox<Value>? {
    guard case .data(let data) = fileSystem.read(url), !data.isEmpty else { return nil }
    let box = state.withLock { state -> SharedBox<Value>? in
      guard data != state.lastData else { return nil }
      state.lastData = data
      return state.box
    }
    guard let box else { return nil }
    let value: Value
    do {
      value = try JSONDecoder().decode(Value.self, from: data)
    } catch {
      var issues: [String] = []
      state.withLock { state in
        state.renameBeforeWriting = true
        state.report(
          """
          The file \(url.path) was changed outside this process and cannot be read as \
          \(typeName(Value.self)): \(Self.describe(error))

          The value in memory is kept. Before the next change is written, the file is renamed \
          \(firstFreeUnreadableURL().lastPathComponent), so that nothing in it is lost.
          """,
          into: &issues
        )
      }
      for issue in issues { reportIssue(issue, at: declaration) }
      return nil
    }
    guard let version = box.replaceFromStorage(value) else { return nil }
    // What the file holds now is this version: a write due of an older one is not made.
    state.withLock { $0.writtenVersion = max($0.writtenVersion ?? 0, version) }
    return box
  }

  /// `text`, ending with one full stop.
  static func sentence(_ text: String) -> String {
    text.hasSuffix(".") ? text : text + "."
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

  /// Writes every due write now, and waits for those under way.
  static func flushAll() {
    for entry in tracked.withLock({ $0 }) { entry.persistence?.flush() }
  }
}

/// A persistence that can write what is due at once.
protocol FlushingPersistence: AnyObject, Sendable {
  func flush()
}

extension FilePersistence: FlushingPersistence {}
