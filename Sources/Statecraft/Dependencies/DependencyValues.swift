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
  @TaskLocal package static var current = DependencyValues()

  /// Runs `operation` with these values current: what a store does around each reducer call.
  @usableFromInline
  func withCurrent<R>(_ operation: () -> R) -> R {
    Self.$current.withValue(self, operation: operation)
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

  /// These values with a fresh set of defaults, for a new store.
  package func withFreshDefaults() -> Self {
    var copy = self
    copy.defaults = Defaults()
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
