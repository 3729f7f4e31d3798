import Foundation

/// The disk: atomic writes through symbolic links, leftovers of killed writes removed, and a
/// watch of each file's directory so that another process's change is read.
final class DiskFiles: FileBackend {
  let interruptingAfter: Int?
  private let writes = Locked(0)

  init(interruptingAfter: Int?) {
    self.interruptingAfter = interruptingAfter
  }

  var writeCount: Int { writes.withLock { $0 } }
  var writesSynchronously: Bool { false }

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
    // A symbolic link keeps pointing where it did: the file it points to is replaced.
    let file = Self.resolvingLinks(url)
    let directory = file.deletingLastPathComponent()
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
    Self.removeTemporariesLeftBehind(for: file)
    let temporary = directory.appendingPathComponent(
      Self.temporaryPrefix(for: file) + "\(getpid()).\(UUID().uuidString).tmp")
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
    guard rename(temporary.path, file.path) == 0 else {
      let error = FileError(errno: errno)
      unlink(temporary.path)
      throw error
    }
    writes.withLock { $0 += 1 }
  }

  func writeFromOutside(_ data: Data, to url: URL) throws(FileError) {
    try write(data, to: url)
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

  func moveWithoutReplacing(_ url: URL, to destination: URL) throws(FileError) {
    // A hard link fails when the destination is there, where a rename would replace it.
    if link(url.path, destination.path) == 0 {
      unlink(url.path)
      return
    }
    let code = errno
    if code == EEXIST { throw .exists }
    guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EMLINK else {
      throw FileError(errno: code)
    }
    // A file system without hard links: look, then rename.
    if FileManager.default.fileExists(atPath: destination.path) { throw .exists }
    guard rename(url.path, destination.path) == 0 else { throw FileError(errno: errno) }
  }

  func watch(_ url: URL, _ onChange: @escaping @Sendable () -> Void) -> (any FileWatch)? {
    guard let watcher = DirectoryWatcher.shared else { return nil }
    let file = Self.resolvingLinks(url)
    var watches: [any FileWatch] = []
    for watched in Set([url.standardizedFileURL, file.standardizedFileURL]) {
      guard
        let watch = watcher.watch(
          directory: watched.deletingLastPathComponent().path, name: watched.lastPathComponent,
          onChange)
      else { return nil }
      watches.append(watch)
    }
    return FileWatches(watches)
  }

  // MARK: - Links and leftovers

  /// The file `url` names: the end of its chain of symbolic links, or `url` itself.
  static func resolvingLinks(_ url: URL) -> URL {
    var path = url.path
    // A cycle of links ends the walk; the write then fails as the system says.
    for _ in 0..<32 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
      else { break }
      path =
        destination.hasPrefix("/")
        ? destination
        : ((path as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent(destination)
    }
    return URL(fileURLWithPath: path).standardizedFileURL
  }

  /// `.<name>.`: how the temporary files of writes to `file` start.
  private static func temporaryPrefix(for file: URL) -> String {
    ".\(file.lastPathComponent)."
  }

  /// Removes the temporary files that writes to `file` left when their process was killed
  /// midway: `.<name>.<pid>.<UUID>.tmp` of a process that is gone (or of a version that did not
  /// name the process, `.<name>.<UUID>.tmp`). A write in progress in a live process keeps its
  /// file.
  static func removeTemporariesLeftBehind(for file: URL) {
    let directory = file.deletingLastPathComponent().path
    let prefix = temporaryPrefix(for: file)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return
    }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let parts = name.dropFirst(prefix.count).dropLast(4).split(separator: ".")
      if parts.count == 2, let owner = Int32(parts[0]), isRunning(owner) { continue }
      unlink((directory as NSString).appendingPathComponent(name))
    }
  }

  /// Whether a process with this id is running (or may be: one of another user's).
  private static func isRunning(_ process: Int32) -> Bool {
    guard process > 0 else { return false }
    return kill(process, 0) == 0 || errno == EPERM
  }
}

/// The watches of a file through a link: the link's directory and its target's.
private final class FileWatches: FileWatch {
  let watches: [any FileWatch]

  init(_ watches: [any FileWatch]) {
    self.watches = watches
  }
}
