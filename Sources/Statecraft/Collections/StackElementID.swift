import Synchronization

/// The identity of one element of a ``StackState``: a screen of a navigation stack.
///
/// Ids are minted when elements are added (`append`, `StackState([...])`, a store's
/// ``Store/push(_:fileID:filePath:line:column:)``) by the `\.stackElementID` dependency, which counts up from `#0` in each
/// store and never gives an id twice. An action names its element by id, so an action that arrives
/// after its element was popped can never reach the element pushed after it.
///
/// In a test, write ids as integer literals: `.path(.popFrom(id: 1))`, `$0.path[id: 0]`. Dumps and
/// messages show them as `#0`, `#1`.
///
/// ```swift
/// await store.send(.path(.element(id: 0, action: .saveTapped)))
/// await store.receive(.path(.popFrom(id: 0))) {
///   $0.path[id: 0] = nil
/// }
/// ```
public struct StackElementID: Hashable, Sendable {
  /// The count the id was minted at: `#0` is the first id of a store.
  @usableFromInline package let generation: Int

  @inlinable
  package init(generation: Int) {
    self.generation = generation
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// The id minted at `value`: `0` is `#0`, the first id a store mints.
  ///
  /// Any integer makes an id, negative ones included (they name no element, as no store mints
  /// them), so a literal never traps.
  ///
  /// - Parameter value: The id's number.
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}

extension StackElementID: CustomStringConvertible, CustomDumpStringConvertible {
  /// `#0`, `#1`: how messages and dumps show the id.
  public var description: String { "#\(generation)" }

  /// `#0`, `#1`, as in ``description``.
  public var dumpDescription: String { description }
}

/// Mints ``StackElementID``s: the `\.stackElementID` dependency.
///
/// Each store has its own generator, counting from `#0`, as `\.uuid` counts from zero in each
/// store; an id is never minted twice by one generator. A ``StackState`` mints from the generator
/// in force where it grows: the store's, inside a reducer and when a store evaluates its initial
/// state. Outside any store (a test building a stack before making its store) a stack counts on
/// its own, from one past the highest id it ever held, so the same code gives the same ids.
///
/// ```swift
/// @Dependency(\.stackElementID) var stackElementID
/// stackElementID.peek()  // #0
/// stackElementID.next()  // #0
/// stackElementID.next()  // #1
/// ```
public struct StackElementIDGenerator: Sendable {
  private let counter: Counter?
  /// Whether a store made this generator for itself (replaced in each new store's values).
  package let isStoreDefault: Bool

  private init(counter: Counter?, isStoreDefault: Bool = false) {
    self.counter = counter
    self.isStoreDefault = isStoreDefault
  }

  /// A new generator counting from `#0`.
  public static var incrementing: Self {
    Self(counter: Counter(0))
  }

  /// The generator a new store gets for itself.
  package static var store: Self {
    Self(counter: Counter(0), isStoreDefault: true)
  }

  /// No generator: outside every store, each stack counts on its own.
  static let unbound = Self(counter: nil)

  /// Whether the generator counts (every generator but the one outside all stores).
  package var isBound: Bool { counter != nil }

  /// Mints the next id.
  ///
  /// - Returns: The next id; the generator moves past it.
  public func next() -> StackElementID {
    next(atLeast: 0)
  }

  /// The id ``next()`` would mint, without minting it.
  ///
  /// - Returns: The next id.
  public func peek() -> StackElementID {
    StackElementID(generation: counter?.value.load(ordering: .relaxed) ?? 0)
  }

  /// Mints the next id that is at least `minimum`, moving the generator past it.
  package func next(atLeast minimum: Int) -> StackElementID {
    guard let counter else { return StackElementID(generation: minimum) }
    var current = counter.value.load(ordering: .relaxed)
    while true {
      let minted = max(current, minimum)
      let (exchanged, original) = counter.value.compareExchange(
        expected: current, desired: minted &+ 1, ordering: .relaxed
      )
      if exchanged {
        if minted > current { counter.recordSkipped(current..<minted) }
        return StackElementID(generation: minted)
      }
      current = original
    }
  }

  /// Whether this generator minted `id`: below its next id, and not passed over by a mint that
  /// had to be above a stack's ids (``next(atLeast:)``). A stack built outside the store keeps
  /// its ids when the store minted none of them (`StackState._takeIn()`).
  package func hasMinted(_ id: StackElementID) -> Bool {
    guard let counter, id.generation < counter.value.load(ordering: .relaxed) else { return false }
    return !counter.skipped.withLock { ranges in ranges.contains { $0.contains(id.generation) } }
  }

  /// Moves the generator past `id`, when it is at or past the next id (a push of an id the
  /// generator did not mint): it is then never minted.
  package func advance(past id: StackElementID) {
    guard let counter else { return }
    var current = counter.value.load(ordering: .relaxed)
    while current <= id.generation {
      let (exchanged, original) = counter.value.compareExchange(
        expected: current, desired: id.generation &+ 1, ordering: .relaxed
      )
      if exchanged { return }
      current = original
    }
  }

  /// Counts `id` as used in the store: the generator moves past it (``advance(past:)``), and an
  /// id a mint passed over is no longer one it never gave (``hasMinted(_:)``).
  package func adopt(_ id: StackElementID) {
    advance(past: id)
    counter?.skipped.withLock { ranges in
      guard let index = ranges.firstIndex(where: { $0.contains(id.generation) }) else { return }
      let range = ranges.remove(at: index)
      if range.lowerBound < id.generation { ranges.append(range.lowerBound..<id.generation) }
      let above = id.generation + 1
      if above < range.upperBound { ranges.append(above..<range.upperBound) }
    }
  }

  /// Makes `generation` the next id to mint: what the state explorer of `StatecraftTesting` does
  /// before each transition, so that every state mints from its own count.
  package func reset(to generation: Int) {
    counter?.value.store(generation, ordering: .relaxed)
    counter?.skipped.withLock { ranges in ranges.removeAll { $0.upperBound > generation } }
  }

  /// A generator of its own that continues from where this one is now: what a test store's
  /// assertion closure mints from, so that it mints the step's ids without advancing the store's.
  package func copy() -> Self {
    Self(resuming: snapshot())
  }

  /// Where the generator is now, as a value: what a test store records around each step, and
  /// turns into a generator (``init(resuming:)``) only for an assertion closure that runs.
  package struct Snapshot: Sendable {
    fileprivate let next: Int?
    fileprivate let skipped: [Range<Int>]
    fileprivate let isStoreDefault: Bool
  }

  /// Makes this generator mint what the one `snapshot` was taken of would have minted next, as a
  /// generator made with ``init(resuming:)`` would: what a test store does, before each assertion
  /// closure, to the one generator its closures mint from. `false`, changing nothing, when this
  /// generator or the snapshot's does not count (``isBound``).
  package func restore(_ snapshot: Snapshot) -> Bool {
    guard let counter, let next = snapshot.next else { return false }
    counter.value.store(next, ordering: .relaxed)
    counter.skipped.withLock { $0 = snapshot.skipped }
    return true
  }

  /// Where the generator is now.
  package func snapshot() -> Snapshot {
    guard let counter else { return Snapshot(next: nil, skipped: [], isStoreDefault: false) }
    return Snapshot(
      next: counter.value.load(ordering: .relaxed),
      skipped: counter.skipped.withLock { $0 }, isStoreDefault: isStoreDefault)
  }

  /// A generator of its own that continues from `snapshot`: it mints what the generator the
  /// snapshot was taken of would have minted next, without advancing that one.
  package init(resuming snapshot: Snapshot) {
    guard let next = snapshot.next else {
      self = .unbound
      return
    }
    let counter = Counter(next)
    if !snapshot.skipped.isEmpty { counter.skipped.withLock { $0 = snapshot.skipped } }
    self.init(counter: counter, isStoreDefault: snapshot.isStoreDefault)
  }

  private final class Counter: Sendable {
    let value: Atomic<Int>
    /// The ids passed over by mints above a stack's ids: never minted. Rare (a push on a stack
    /// built outside the store, whose ids are ahead of the store's), so a short list.
    let skipped = Mutex<[Range<Int>]>([])
    init(_ value: Int) { self.value = Atomic(value) }

    func recordSkipped(_ range: Range<Int>) {
      skipped.withLock { $0.append(range) }
    }
  }
}

enum StackElementIDGeneratorKey: DependencyKey {
  // Outside every store. Each store sets its own (`DependencyValues.withFreshDefaults()`).
  static let liveValue = StackElementIDGenerator.unbound
  static let testValue = StackElementIDGenerator.unbound
  static let previewValue = StackElementIDGenerator.unbound
}

extension DependencyValues {
  /// Mints the ids of ``StackState`` elements: counting from `#0` in each store.
  ///
  /// See ``StackElementIDGenerator``.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}
