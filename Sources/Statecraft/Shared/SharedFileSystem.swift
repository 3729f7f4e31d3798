public import Foundation

/// Where file storage reads and writes: the disk, or files held in memory for tests.
///
/// ```swift
/// let fileSystem = SharedFileSystem.inMemory(files: [url: Data("[]".utf8)])
/// // ... run the feature with SharedStorage(fileSystem: fileSystem) ...
/// fileSystem.contents(of: url)  // what the feature wrote
/// ```
public struct SharedFileSystem: Sendable {
  private let backend: any FileBackend

  private init(backend: any FileBackend) {
    self.backend = backend
  }

  /// The disk. A write goes to a temporary file in the same directory, which then replaces the
  /// file in one rename: a write that fails half-way leaves the old file as it was. A URL that is
  /// a symbolic link is written through: the file it points to gets the new bytes. The directory
  /// is watched, so that a change another process makes to the file is read.
  public static let disk = SharedFileSystem(backend: DiskFiles(interruptingAfter: nil))

  /// Files held in memory, starting with `files`; nothing touches the disk.
  ///
  /// - Parameter files: The files there are at the start, by their URLs.
  /// - Returns: A file system of its own.
  public static func inMemory(files: [URL: Data] = [:]) -> SharedFileSystem {
    SharedFileSystem(backend: MemoryFiles(files))
  }

  /// The disk, with every write stopped after `byteCount` bytes by a simulated failure: for tests
  /// of what a failed write leaves.
  package static func disk(interruptingWritesAfter byteCount: Int) -> SharedFileSystem {
    SharedFileSystem(backend: DiskFiles(interruptingAfter: byteCount))
  }

  /// The contents of the file at `url`, or `nil` when there is none (or it cannot be read).
  ///
  /// - Parameter url: The file.
  /// - Returns: Its bytes.
  public func contents(of url: URL) -> Data? {
    if case .data(let data) = backend.read(url) { return data }
    return nil
  }

  /// How many files it has written so far.
  package var writeCount: Int { backend.writeCount }

  /// Whether writes are made on the thread that asks for them, before it goes on: files in
  /// memory, for tests.
  var writesSynchronously: Bool { backend.writesSynchronously }

  /// Writes `data` to the file at `url` as another process would: file storage of that URL reads
  /// it and notifies, as for any change (before this returns, in memory).
  package func writeFromOutside(_ data: Data, to url: URL) throws {
    try backend.writeFromOutside(data, to: url)
  }

  func read(_ url: URL) -> FileRead { backend.read(url) }

  func write(_ data: Data, to url: URL) throws(FileError) {
    try backend.write(data, to: url)
  }

  /// Moves the file at `url` to `destination`, unless something is there already
  /// (``FileError/exists``): a move never replaces a file.
  func moveWithoutReplacing(_ url: URL, to destination: URL) throws(FileError) {
    try backend.moveWithoutReplacing(url, to: destination)
  }

  /// Calls `onChange` after each change made to the file at `url` (by anyone), for as long as
  /// the returned watch is kept; `nil` when the file cannot be watched (its directory is not there
  /// yet: watch again once it is).
  func watch(_ url: URL, _ onChange: @escaping @Sendable () -> Void) -> (any FileWatch)? {
    backend.watch(url, onChange)
  }
}

/// What reading a file found.
enum FileRead {
  case missing
  case data(Data)
  case directory
  case failed(FileError)
}

/// Why a file could not be read or written, as a reader would say it.
struct FileError: Error, CustomStringConvertible {
  let description: String
  /// The system's error number, when it gave one.
  let code: Int32?

  init(_ description: String) {
    self.description = description
    self.code = nil
  }

  /// The system's text for `code`: `No such file or directory`.
  init(errno code: Int32) {
    self.description = String(cString: strerror(code))
    self.code = code
  }

  /// Something is already where a file was to be moved.
  static var exists: FileError { FileError(errno: EEXIST) }

  var isExists: Bool { code == EEXIST }
}

/// A watch of one file: it ends when released.
protocol FileWatch: AnyObject, Sendable {}

protocol FileBackend: Sendable {
  var writeCount: Int { get }
  var writesSynchronously: Bool { get }
  func read(_ url: URL) -> FileRead
  func write(_ data: Data, to url: URL) throws(FileError)
  func writeFromOutside(_ data: Data, to url: URL) throws(FileError)
  func moveWithoutReplacing(_ url: URL, to destination: URL) throws(FileError)
  func watch(_ url: URL, _ onChange: @escaping @Sendable () -> Void) -> (any FileWatch)?
}

// MARK: - Memory

/// Files in memory: writes are synchronous, and a write "from outside" tells the watches of its
/// file before it returns, so that a test of an outside change needs no waiting.
private final class MemoryFiles: FileBackend {
  private struct Files {
    var files: [String: Data]
    var writes = 0
    /// The watches of each file, held weakly: a watch ends when its owner lets it go.
    var watches: [String: [ObjectIdentifier: WeakWatch]] = [:]
  }

  private struct WeakWatch {
    weak var watch: Watch?
  }

  // Safe: `files` is set once, in `init`, and only read after; the rest is immutable and
  // `onChange` is `@Sendable`.
  final class Watch: FileWatch, @unchecked Sendable {
    let path: String
    let onChange: @Sendable () -> Void
    weak var files: MemoryFiles?

    init(path: String, files: MemoryFiles, onChange: @escaping @Sendable () -> Void) {
      self.path = path
      self.files = files
      self.onChange = onChange
    }

    deinit {
      files?.unwatch(self)
    }
  }

  private let state: Locked<Files>

  init(_ files: [URL: Data]) {
    var byPath: [String: Data] = [:]
    for (url, data) in files { byPath[Self.path(url)] = data }
    state = Locked(Files(files: byPath))
  }

  var writeCount: Int { state.withLock { $0.writes } }
  var writesSynchronously: Bool { true }

  static func path(_ url: URL) -> String {
    url.standardizedFileURL.path
  }

  func read(_ url: URL) -> FileRead {
    let path = Self.path(url)
    return state.withLock { state in
      if let data = state.files[path] { return .data(data) }
      if state.files.keys.contains(where: { $0.hasPrefix(path + "/") }) { return .directory }
      return .missing
    }
  }

  func write(_ data: Data, to url: URL) throws(FileError) {
    let path = Self.path(url)
    let problem = state.withLock { state -> FileError? in
      if state.files.keys.contains(where: { $0.hasPrefix(path + "/") }) {
        return FileError(errno: EISDIR)
      }
      var parent = (path as NSString).deletingLastPathComponent
      while parent.count > 1 {
        if state.files[parent] != nil { return FileError("\(parent) is a file, not a directory") }
        parent = (parent as NSString).deletingLastPathComponent
      }
      state.files[path] = data
      state.writes += 1
      return nil
    }
    if let problem { throw problem }
  }

  func writeFromOutside(_ data: Data, to url: URL) throws(FileError) {
    let path = Self.path(url)
    let watches = state.withLock { state -> [Watch]? in
      guard !state.files.keys.contains(where: { $0.hasPrefix(path + "/") }) else { return nil }
      state.files[path] = data
      return (state.watches[path] ?? [:]).values.compactMap(\.watch)
    }
    guard let watches else { throw FileError(errno: EISDIR) }
    for watch in watches { watch.onChange() }
  }

  func moveWithoutReplacing(_ url: URL, to destination: URL) throws(FileError) {
    let error = state.withLock { state -> FileError? in
      guard state.files[Self.path(destination)] == nil else { return .exists }
      guard let data = state.files.removeValue(forKey: Self.path(url)) else {
        return FileError(errno: ENOENT)
      }
      state.files[Self.path(destination)] = data
      return nil
    }
    if let error { throw error }
  }

  func watch(_ url: URL, _ onChange: @escaping @Sendable () -> Void) -> (any FileWatch)? {
    let watch = Watch(path: Self.path(url), files: self, onChange: onChange)
    state.withLock {
      $0.watches[watch.path, default: [:]][ObjectIdentifier(watch)] = WeakWatch(watch: watch)
    }
    return watch
  }

  fileprivate func unwatch(_ watch: Watch) {
    state.withLock { state in
      state.watches[watch.path]?[ObjectIdentifier(watch)] = nil
      if state.watches[watch.path]?.isEmpty == true { state.watches[watch.path] = nil }
    }
  }
}
