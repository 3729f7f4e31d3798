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
  /// file in one rename: a write that fails half-way leaves the old file as it was.
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

  func read(_ url: URL) -> FileRead { backend.read(url) }

  func write(_ data: Data, to url: URL) throws(FileError) {
    try backend.write(data, to: url)
  }

  func move(_ url: URL, to destination: URL) throws(FileError) {
    try backend.move(url, to: destination)
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

  init(_ description: String) {
    self.description = description
  }

  /// The system's text for `code`: `No such file or directory`.
  init(errno code: Int32) {
    self.description = String(cString: strerror(code))
  }
}

private protocol FileBackend: Sendable {
  var writeCount: Int { get }
  func read(_ url: URL) -> FileRead
  func write(_ data: Data, to url: URL) throws(FileError)
  func move(_ url: URL, to destination: URL) throws(FileError)
}

// MARK: - Disk

private final class DiskFiles: FileBackend {
  let interruptingAfter: Int?
  private let writes = Locked(0)

  init(interruptingAfter: Int?) {
    self.interruptingAfter = interruptingAfter
  }

  var writeCount: Int { writes.withLock { $0 } }

  func read(_ url: URL) -> FileRead {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return .missing
    }
    if isDirectory.boolValue { return .directory }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return .failed(FileError("it cannot be opened for reading"))
    }
    return .data(data)
  }

  func write(_ data: Data, to url: URL) throws(FileError) {
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw FileError("\(directory.path) is a file, not a directory")
      }
    } else {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        throw FileError("the directory \(directory.path) cannot be created")
      }
    }
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw FileError(errno: errno) }
    do throws(FileError) {
      try writeAll(data, to: descriptor)
      guard fsync(descriptor) == 0 else { throw FileError(errno: errno) }
    } catch {
      close(descriptor)
      unlink(temporary.path)
      throw error
    }
    close(descriptor)
    // One rename replaces the file: a reader sees the old bytes or the new, never a mix.
    guard rename(temporary.path, url.path) == 0 else {
      let error = FileError(errno: errno)
      unlink(temporary.path)
      throw error
    }
    writes.withLock { $0 += 1 }
  }

  private func writeAll(_ data: Data, to descriptor: Int32) throws(FileError) {
    let limit = interruptingAfter ?? data.count
    var written = 0
    let failure: FileError? = data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return nil }
      while written < min(limit, data.count) {
        let count = Foundation.write(descriptor, base + written, min(limit, data.count) - written)
        if count < 0 {
          if errno == EINTR { continue }
          return FileError(errno: errno)
        }
        written += count
      }
      return nil
    }
    if let failure { throw failure }
    if written < data.count {
      throw FileError("the write was interrupted after \(written) of \(data.count) bytes")
    }
  }

  func move(_ url: URL, to destination: URL) throws(FileError) {
    guard rename(url.path, destination.path) == 0 else { throw FileError(errno: errno) }
  }
}

// MARK: - Memory

private final class MemoryFiles: FileBackend {
  private let state: Locked<(files: [String: Data], writes: Int)>

  init(_ files: [URL: Data]) {
    var byPath: [String: Data] = [:]
    for (url, data) in files { byPath[Self.path(url)] = data }
    state = Locked((byPath, 0))
  }

  var writeCount: Int { state.withLock { $0.writes } }

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

  func move(_ url: URL, to destination: URL) throws(FileError) {
    let moved = state.withLock { state -> Bool in
      guard let data = state.files.removeValue(forKey: Self.path(url)) else { return false }
      state.files[Self.path(destination)] = data
      return true
    }
    if !moved { throw FileError(errno: ENOENT) }
  }
}
