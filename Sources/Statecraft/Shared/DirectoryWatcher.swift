import Foundation

#if canImport(Glibc)
  import Glibc

  /// Tells file storage when a file changed on the disk, whoever changed it: one inotify
  /// descriptor for the process, watching the directories of the watched files (a file written
  /// atomically is a new file each time, which a watch of the file itself would lose).
  ///
  /// Events come on a queue of their own. A file's watchers are told of each write that closed
  /// it and each file renamed onto it; they read the file and decide whether it changed.
  // Safe: `descriptor` and `source` are set in `init` and never change; the registry is behind
  // its lock.
  final class DirectoryWatcher: @unchecked Sendable {
    /// The process's watcher; `nil` when the system gives no inotify descriptor.
    static let shared: DirectoryWatcher? = DirectoryWatcher()

    private let descriptor: Int32
    private let source: any DispatchSourceRead
    private let registry = Locked(Registry())

    /// What each watch descriptor (a directory) watches: the files by name, each with the
    /// watches of its owners, held weakly.
    private struct Registry {
      var byDirectory: [String: Int32] = [:]
      var files: [Int32: [String: [ObjectIdentifier: WeakWatch]]] = [:]
    }

    private struct WeakWatch {
      weak var watch: Watch?
    }

    /// One owner's watch of one file: it ends when the owner lets it go.
    final class Watch: FileWatch {
      let directory: Int32
      let name: String
      let onChange: @Sendable () -> Void

      init(directory: Int32, name: String, onChange: @escaping @Sendable () -> Void) {
        self.directory = directory
        self.name = name
        self.onChange = onChange
      }

      deinit {
        DirectoryWatcher.shared?.remove(self)
      }
    }

    /// Writes that closed a file, and files renamed onto a name.
    private static let events = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)

    private init?() {
      let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      self.descriptor = descriptor
      self.source = DispatchSource.makeReadSource(
        fileDescriptor: descriptor, queue: DispatchQueue(label: "Statecraft.DirectoryWatcher"))
      // The watcher lives as long as the process (`shared`).
      source.setEventHandler { [unowned self] in self.readEvents() }
      source.resume()
    }

    /// Calls `onChange` after each change to the file `name` in `directory`, while the returned
    /// watch is kept; `nil` when the directory cannot be watched (it is not there).
    func watch(
      directory: String, name: String, _ onChange: @escaping @Sendable () -> Void
    ) -> (any FileWatch)? {
      registry.withLock { registry -> (any FileWatch)? in
        let descriptor = inotify_add_watch(self.descriptor, directory, Self.events)
        guard descriptor >= 0 else { return nil }
        registry.byDirectory[directory] = descriptor
        let watch = Watch(directory: descriptor, name: name, onChange: onChange)
        registry.files[descriptor, default: [:]][name, default: [:]][ObjectIdentifier(watch)] =
          WeakWatch(watch: watch)
        return watch
      }
    }

    private func remove(_ watch: Watch) {
      registry.withLock { registry in
        registry.files[watch.directory]?[watch.name]?[ObjectIdentifier(watch)] = nil
        if registry.files[watch.directory]?[watch.name]?.isEmpty == true {
          registry.files[watch.directory]?[watch.name] = nil
        }
        guard registry.files[watch.directory]?.isEmpty == true else { return }
        registry.files[watch.directory] = nil
        registry.byDirectory = registry.byDirectory.filter { $0.value != watch.directory }
        inotify_rm_watch(descriptor, watch.directory)
      }
    }

    /// Reads every event waiting, and tells the watches of the files they name.
    private func readEvents() {
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      var named: [(directory: Int32, name: String?)] = []
      while true {
        let count = buffer.withUnsafeMutableBytes { bytes in
          read(descriptor, bytes.baseAddress, bytes.count)
        }
        guard count > 0 else { break }
        named += Self.parse(buffer[0..<count])
      }
      guard !named.isEmpty else { return }
      let watches = registry.withLock { registry -> [Watch] in
        var found: [ObjectIdentifier: Watch] = [:]
        for (directory, name) in named {
          if directory < 0 {
            // The queue overflowed: events were lost, so every file may have changed.
            for files in registry.files.values {
              for watches in files.values {
                for (key, entry) in watches { found[key] = entry.watch }
              }
            }
          } else if let name, let watches = registry.files[directory]?[name] {
            for (key, entry) in watches { found[key] = entry.watch }
          }
        }
        return Array(found.values)
      }
      for watch in watches { watch.onChange() }
    }

    /// The events in `bytes`, each `struct inotify_event` (a watch descriptor, a mask, a cookie,
    /// the length of the name, then the name, padded with zeros), read byte by byte.
    static func parse(_ bytes: ArraySlice<UInt8>) -> [(directory: Int32, name: String?)] {
      var events: [(directory: Int32, name: String?)] = []
      var offset = bytes.startIndex
      func word(_ at: Int) -> UInt32 {
        // The kernel writes the fields in the machine's order; assembled as little-endian bytes,
        // `littleEndian:` gives the machine's value on either kind of machine.
        let value =
          UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16
          | UInt32(bytes[at + 3]) << 24
        return UInt32(littleEndian: value)
      }
      while offset + 16 <= bytes.endIndex {
        let directory = Int32(bitPattern: word(offset))
        let length = Int(word(offset + 12))
        let nameStart = offset + 16
        guard nameStart + length <= bytes.endIndex else { break }
        let nameBytes = bytes[nameStart..<(nameStart + length)].prefix { $0 != 0 }
        events.append(
          (directory, nameBytes.isEmpty ? nil : String(decoding: nameBytes, as: UTF8.self)))
        offset = nameStart + length
      }
      return events
    }
  }

#elseif canImport(Darwin)
  import Darwin

  /// Tells file storage when a file changed on the disk, whoever changed it: a dispatch source on
  /// the file's directory (a file replaced atomically, the way most writers write) and one on the
  /// file itself (a file written in place), made again each time the file is replaced.
  // Safe: immutable but for the file's source, which only `queue` touches.
  final class DirectoryWatcher: @unchecked Sendable {
    static let shared: DirectoryWatcher? = DirectoryWatcher()

    private let queue = DispatchQueue(label: "Statecraft.DirectoryWatcher")

    /// One owner's watch of one file: it ends when the owner lets it go.
    final class Watch: FileWatch, @unchecked Sendable {
      let path: String
      let queue: DispatchQueue
      let onChange: @Sendable () -> Void
      var directorySource: (any DispatchSourceFileSystemObject)?
      var fileSource: (any DispatchSourceFileSystemObject)?

      init(path: String, queue: DispatchQueue, onChange: @escaping @Sendable () -> Void) {
        self.path = path
        self.queue = queue
        self.onChange = onChange
      }

      /// Watches the file as it is now (runs on `queue`).
      func watchFile() {
        fileSource?.cancel()
        fileSource = nil
        let descriptor = open(path, O_EVTONLY)
        guard descriptor >= 0 else { return }
        let source = DispatchSource.makeFileSystemObjectSource(
          fileDescriptor: descriptor, eventMask: [.write, .extend, .delete, .rename], queue: queue)
        source.setEventHandler { [weak self] in
          guard let self, let events = self.fileSource?.data else { return }
          // The file was replaced or removed: watch whatever is at its path now.
          if !events.isDisjoint(with: [.delete, .rename]) { self.watchFile() }
          self.onChange()
        }
        source.setCancelHandler { close(descriptor) }
        source.resume()
        fileSource = source
      }

      deinit {
        directorySource?.cancel()
        fileSource?.cancel()
      }
    }

    func watch(
      directory: String, name: String, _ onChange: @escaping @Sendable () -> Void
    ) -> (any FileWatch)? {
      let descriptor = open(directory, O_EVTONLY)
      guard descriptor >= 0 else { return nil }
      let watch = Watch(
        path: (directory as NSString).appendingPathComponent(name), queue: queue,
        onChange: onChange)
      let source = DispatchSource.makeFileSystemObjectSource(
        fileDescriptor: descriptor, eventMask: [.write], queue: queue)
      source.setEventHandler { [weak watch] in
        // An entry of the directory changed: the file may have been replaced.
        watch?.watchFile()
        watch?.onChange()
      }
      source.setCancelHandler { close(descriptor) }
      watch.directorySource = source
      queue.sync { watch.watchFile() }
      source.resume()
      return watch
    }
  }

#else
  /// No watching where neither inotify nor dispatch sources on files exist: a change another
  /// process makes is read at the next launch.
  final class DirectoryWatcher: Sendable {
    static let shared: DirectoryWatcher? = nil

    func watch(
      directory: String, name: String, _ onChange: @escaping @Sendable () -> Void
    ) -> (any FileWatch)? {
      nil
    }
  }
#endif
