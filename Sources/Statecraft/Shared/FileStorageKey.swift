// The code of this file's doc comments is compiled, as written, by
// Tests/DocumentationSamples/DocCommentSamples.swift.

public import Foundation

/// A key for a value kept in a JSON file: `.fileStorage(url)`.
///
/// ```swift
/// extension URL {
///   static let booksFile = URL(fileURLWithPath: NSHomeDirectory())
///     .appendingPathComponent("Documents/books.json")
/// }
///
/// struct Bookcase {
///   @Shared(.fileStorage(.booksFile)) var books: IdentifiedArrayOf<Book> = []
/// }
/// ```
///
/// `NSHomeDirectory()` is the app's own folder on iOS, and `Documents` in it is what
/// `URL.documentsDirectory` names there; `URL.documentsDirectory` itself is not in Foundation on
/// Linux.
///
/// The file is read when the key is first declared, and every declaration of the same file (with
/// the same type of value) shares one value. Changes are written as JSON, each write to a
/// temporary file that then replaces the file, so a failed write leaves the old file whole:
///
/// - The first change after a quiet second is written at once, later changes within that second
///   together when it ends (``SharedStorage/init(fileSystem:clock:)``'s clock), encoded and
///   written off the thread that made them. A write still due when the process exits is made
///   then; ``Shared/save(fileID:filePath:line:column:)`` writes at once and waits for it.
/// - The file is watched: a value another process writes to it is read, and notifies, as any
///   change does.
/// - A missing or empty file gives the default, and nothing is written until the value changes.
/// - A file that cannot be read (not JSON, or not this type) is reported with its path and the
///   reason, the default is used, and the file is renamed `<name>.unreadable` before the first
///   write (`<name>.unreadable.2`, `.3`, … when that is taken), so that nothing in it is lost.
/// - A URL that is a symbolic link is written through. A URL that is a directory is reported, and
///   the value is kept in memory only. A write that fails (a directory that cannot be created, a
///   full disk), or a value that cannot be encoded, is reported once until a write succeeds, and
///   made again at the next change.
///
/// In tests the file system is in memory and writes at once: a test never touches the disk and
/// never waits for a write.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  /// The file.
  public let url: URL

  /// The key with its default, for a named key: `FileStorageKey<[Item]>.Default`.
  public typealias Default = SharedKeyDefault<Self>

  /// The key of the value in the file at `url`.
  ///
  /// - Parameter url: The file.
  public init(_ url: URL) {
    self.url = url
  }

  public func _makeShared(
    in storage: SharedStorage,
    initialValue: () -> Value,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Shared<Value> {
    let registry = storage.registry
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let path = url.standardizedFileURL.path
    let description = ".fileStorage(\(path))"
    let box = registry.box(id: "file:\(path)", description: description, of: Value.self, at: site) {
      let persistence = FilePersistence<Value>(
        url: url, fileSystem: registry.fileSystem, clock: registry.clock, at: site)
      let box = SharedBox(
        persistence.load(initialValue: initialValue), keyDescription: description,
        persistence: persistence
      )
      persistence.attach(box)
      return box
    }
    return Shared(reference: box)
  }
}

extension SharedKey {
  /// A key for a value kept in a JSON file.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.booksFile)) var books: IdentifiedArrayOf<Book> = []
  /// ```
  ///
  /// - Parameter url: The file: declarations of the same file share one value.
  /// - Returns: The key.
  public static func fileStorage<Value>(_ url: URL) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url)
  }
}
