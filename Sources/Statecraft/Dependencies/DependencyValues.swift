/// The dependencies that features read with ``Dependency``: clocks, generators, clients.
///
/// Each store has its own values: the ones current where it was created, changed by its
/// `withDependencies:` closure. Its reducers and every effect they start read those values. Values
/// that are not overridden come from each key's ``DependencyKey`` value for the ``context``, and are
/// created once per store (so `\.uuid` counts from zero in each store of a test).
///
/// Override values for a scope of code with ``withDependencies(_:operation:)-(_,()->R)``, for a
/// store with its initialiser, and for part of a feature with
/// ``Reducer/dependency(_:_:)``.
public struct DependencyValues: Sendable {
  /// The values in force here: those of the store whose reducer is running on this thread, if
  /// one is, and otherwise the task's (``withDependencies(_:operation:)-(_,()->R)``, an effect's
  /// task).
  ///
  /// A store's reduce sets them for its thread rather than for its task: a save and a restore,
  /// where a task-local push on every send took the task's status lock. Tasks inherit ``inherited`` only, which is why an
  /// effect carries the values it was created with into its task.
  package static var current: DependencyValues {
    ThreadContextRef.current.value.dependencies?.values ?? inherited
  }

  /// The values a task has, and the tasks it creates inherit.
  @TaskLocal package static var inherited = DependencyValues()

  /// Runs `operation` with these values current, synchronously.
  ///
  /// Inside a store's reduce they replace the store's on this thread for the call (and, when
  /// `inheritedByTasks`, are also what tasks created in `operation` inherit); outside one they are
  /// the task's for the call.
  func withCurrent<R>(
    inheritedByTasks: Bool = false, _ operation: () throws -> R
  ) rethrows -> R {
    let context = ThreadContextRef.current
    guard let outer = context.value.dependencies else {
      return try Self.$inherited.withValue(self, operation: operation)
    }
    return try LentDependencies.lending(self) { lent in
      context.value.dependencies = lent
      defer { context.value.dependencies = outer }
      guard inheritedByTasks else { return try operation() }
      return try Self.$inherited.withValue(self, operation: operation)
    }
  }

  /// Runs `operation` with these values current on this thread for the call, whether or not a
  /// store reduces on it: for a synchronous closure that starts no task (a test store's
  /// assertion closure), without a task-local push. Tasks started in `operation` keep the
  /// task's values.
  package func withCurrentOnThisThread<R>(_ operation: () throws -> R) rethrows -> R {
    let context = ThreadContextRef.current
    let outer = context.value.dependencies
    return try LentDependencies.lending(self) { lent in
      context.value.dependencies = lent
      defer { context.value.dependencies = outer }
      return try operation()
    }
  }

  private var overrides: [ObjectIdentifier: any Sendable] = [:]
  private var defaults = Defaults()

  /// Where the code runs; decides which value each key provides.
  public var context: DependencyContext = .current {
    didSet { defaults = Defaults() }
  }

  /// Creates values where every dependency has its default for the current context.
  public init() {}

  /// The value of a dependency by its key type.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = overrides[ObjectIdentifier(key)] as? Key.Value { return value }
      return defaults.value(of: key, in: context)
    }
    set {
      overrides[ObjectIdentifier(key)] = newValue
    }
  }

  /// The values set on these dependencies (not the defaults of their keys): where a test finds
  /// the `TestClock`s a store was given.
  package var overriddenValues: [any Sendable] { Array(overrides.values) }

  /// These values with a fresh set of defaults, for a new store.
  ///
  /// The shared storage is kept, not made afresh: every store of an app (and of one test) shares
  /// one registry of `@Shared` keys. A store pins the storage it was made with, so that its
  /// effects use its test's registry on whatever task they run.
  ///
  /// The store also gets a stack element id generator of its own (one another store made for
  /// itself is replaced; one a user set is kept), so that its ids count from `#0`.
  package func withFreshDefaults() -> Self {
    var copy = self
    let storage = sharedStorage.resolved
    copy.defaults = Defaults()
    copy.sharedStorage = storage
    if copy.stackElementID.isStoreDefault || !copy.stackElementID.isBound {
      copy.stackElementID = .store
    }
    return copy
  }

  /// The default values resolved so far, shared by the copies of one store's values.
  private final class Defaults: Sendable {
    private let values = Locked<[ObjectIdentifier: any Sendable]>([:])

    func value<Key: DependencyKey>(of key: Key.Type, in context: DependencyContext) -> Key.Value {
      if let value = values.withLock({ $0[ObjectIdentifier(key)] }) as? Key.Value {
        return value
      }
      // Resolved outside the lock: a key's value may read other dependencies.
      let value: Key.Value
      switch context {
      case .live: value = Key.liveValue
      case .test: value = Key.testValue
      case .preview: value = Key.previewValue
      }
      return values.withLock { values in
        if let existing = values[ObjectIdentifier(key)] as? Key.Value { return existing }
        values[ObjectIdentifier(key)] = value
        return value
      }
    }
  }
}
