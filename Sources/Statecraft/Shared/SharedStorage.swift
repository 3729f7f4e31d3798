/// Where shared values live: the registry of keys, and the file system and clock that file
/// storage uses. The `\.sharedStorage` dependency.
///
/// An app has one, ``live``: every `@Shared` of a key shares one value in the whole process, and
/// file storage writes to the disk, throttled on the continuous clock. Each running test has one
/// of its own, so that tests running in parallel never see each other's values (TCA #3468): an
/// in-memory file system that writes synchronously, so that nothing is left waiting on a timer.
/// The Swift Testing trait `.dependencies` gives each test a fresh one as well.
///
/// A test that wants files of its own, or the throttle on a clock it controls, sets one:
///
/// ```swift
/// let storage = SharedStorage(fileSystem: .inMemory(files: [url: Data("[]".utf8)]))
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.sharedStorage = storage
/// }
/// ```
public struct SharedStorage: Sendable {
  private enum Source: Sendable {
    case registry(SharedRegistry)
    /// The registry of the test running in the task that asks (a test context's default).
    case currentTest
  }

  private let source: Source

  private init(source: Source) {
    self.source = source
  }

  /// A storage of its own: an empty registry of keys, on `fileSystem`.
  ///
  /// - Parameters:
  ///   - fileSystem: Where file storage reads and writes.
  ///   - clock: The clock that throttles file writes: the first change after a quiet second is
  ///     written at once, later ones within that second as one write at its end, each off the
  ///     thread that made the change on the disk. Without a clock (or in memory), every change
  ///     is written at once, before `withLock` returns.
  public init(fileSystem: SharedFileSystem = .disk, clock: (any Clock<Duration>)? = nil) {
    self.source = .registry(SharedRegistry(fileSystem: fileSystem, clock: clock))
  }

  /// The storage of the app: one registry for the whole process, on the disk, with writes
  /// throttled on the continuous clock and flushed when the process exits.
  public static let live = SharedStorage(fileSystem: .disk, clock: ContinuousClock())

  /// The file system file storage uses.
  public var fileSystem: SharedFileSystem { registry.fileSystem }

  /// The registry this storage stands for now.
  package var registry: SharedRegistry {
    switch source {
    case .registry(let registry): registry
    case .currentTest: Self.registryForCurrentTest()
    }
  }

  /// This storage, with the running test's registry in place of "the running test's": what a
  /// store pins when it is made, so that its effects use its test's registry wherever they run.
  package var resolved: SharedStorage {
    switch source {
    case .registry: self
    case .currentTest: SharedStorage(source: .registry(registry))
    }
  }

  /// The default in a test context: the registry of whichever test is running.
  static let currentTest = SharedStorage(source: .currentTest)

  /// The default in previews: one in-memory registry.
  static let preview = SharedStorage(fileSystem: .inMemory())

  // MARK: - One per test

  /// The registry of the running test, from StatecraftTesting when it is in the process
  /// (``SharedTestRegistries``), or one for the whole process otherwise.
  private static func registryForCurrentTest() -> SharedRegistry {
    testRegistries?.registryForCurrentTest() ?? processTestRegistry
  }

  /// StatecraftTesting's hook, found by its type's mangled name: so it is in place before a
  /// test's first `@Shared`, whether or not the test has made a `TestStore` yet.
  // Safe: a type, looked up once when first needed and never written again.
  private nonisolated(unsafe) static let testRegistries: (any SharedTestRegistries.Type)? =
    RuntimeSymbol.type(named: "17StatecraftTesting21SharedStorageTestHookO")
    as? any SharedTestRegistries.Type

  private static let processTestRegistry = SharedRegistry(fileSystem: .inMemory(), clock: nil)
}

/// What StatecraftTesting provides so that each running test has a registry of its own.
package protocol SharedTestRegistries {
  /// The registry of the test running in this task, made on first use.
  static func registryForCurrentTest() -> SharedRegistry
}

/// The boxes of one storage, by key, and what file storage needs.
package final class SharedRegistry: Sendable {
  package let fileSystem: SharedFileSystem
  let clock: (any Clock<Duration>)?
  private let boxes = Locked<[Key: any SharedRoot]>([:])
  /// The type each key was first declared with, to report a declaration with another (SH1).
  private let firstTypes = Locked<[String: any Any.Type]>([:])

  private struct Key: Hashable {
    let id: String
    let type: ObjectIdentifier
  }

  package init(fileSystem: SharedFileSystem, clock: (any Clock<Duration>)?) {
    self.fileSystem = fileSystem
    self.clock = clock
  }

  /// The box of `id` for values of `Value`, made with `make` when there is none yet.
  ///
  /// `make` runs outside the registry's lock (it evaluates the user's default, which may declare
  /// shared values of its own); when two threads make the same box at once, the first one stored
  /// wins. A key first declared with another type of value gets a box of its own, reported.
  func box<Value>(
    id: String, description: String, of _: Value.Type, at site: CallSite,
    make: () -> SharedBox<Value>
  ) -> SharedBox<Value> {
    let key = Key(id: id, type: ObjectIdentifier(Value.self))
    if let existing = boxes.withLock({ $0[key] }) as? SharedBox<Value> { return existing }
    let made = make()
    let (box, firstType) = boxes.withLock { boxes -> (SharedBox<Value>, (any Any.Type)?) in
      if let existing = boxes[key] as? SharedBox<Value> { return (existing, nil) }
      boxes[key] = made
      let firstType = firstTypes.withLock { types -> any Any.Type in
        if let type = types[id] { return type }
        types[id] = Value.self
        return Value.self
      }
      return (made, firstType)
    }
    if let firstType, firstType != Value.self {
      reportIssue(
        """
        The shared key \(description) already holds a value of type \(typeName(firstType)); \
        this declaration's type is \(typeName(Value.self)), so it gets a value of its own, \
        shared only with the declarations of this key as \(typeName(Value.self)).

        Give each type of value a key of its own.
        """,
        at: site
      )
    }
    return box
  }
}

extension DependencyValues {
  /// Where `@Shared` values live: ``SharedStorage/live`` in an app, a storage of its own in each
  /// running test.
  public var sharedStorage: SharedStorage {
    get { self[SharedStorageKey.self] }
    set { self[SharedStorageKey.self] = newValue }
  }
}

private enum SharedStorageKey: DependencyKey {
  static var liveValue: SharedStorage { .live }
  static var testValue: SharedStorage { .currentTest }
  static var previewValue: SharedStorage { .preview }
}
