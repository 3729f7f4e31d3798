/// What a cached scope is kept under in its parent: where it was made and what it reads.
struct ScopeKey: Hashable {
  /// The call site of the scope.
  let callSite: CallSite
  /// What the scope reads from the parent's state: a key path, or for a case path (which cannot
  /// be compared) the types of the child's state and action.
  let path: AnyHashable
}

/// The child stores of one store that are cached (rules V1, V13): scopes of presentations,
/// optionals and enum cases by call site, stack element and row stores by id.
@MainActor
final class ScopeCache {
  /// Each entry's pin and store.
  private var entries: [AnyHashable: (pin: AnyScopePin, store: AnyObject)] = [:]
  /// For each call site of a presentation binding, the presentation its getter last returned
  /// (rule V5).
  var lastReturned: [CallSite: PresentationID] = [:]
  /// The presentation a `nil` write last dismissed: a second write for it sends nothing (V6).
  var lastDismissed: PresentationID?

  subscript(key: AnyHashable) -> AnyScopePin? {
    entries[key]?.pin
  }

  func insert(_ pin: AnyScopePin, store: AnyObject, for key: AnyHashable) {
    entries[key] = (pin, store)
  }

  /// Removes the entry for `key` if it is `pin`'s (a newer one may have taken its place).
  func remove(_ pin: AnyScopePin, for key: AnyHashable) {
    if entries[key]?.pin === pin { entries[key] = nil }
  }

  /// How many stores the cache holds.
  var count: Int { entries.count }
}

/// A cached child store and what it is pinned to, as its parent's cache holds it.
@MainActor
class AnyScopePin {
  /// Whether what the store was made for left its parent's state: the store then shows its last
  /// state and sends nothing (rules V2, V3).
  private(set) var isEnded = false
  /// Where the scope was made, to name it when a send on the ended store is dropped.
  let callSite: CallSite
  /// What the store is cached under, in `cache`.
  private let key: AnyHashable
  private weak var cache: ScopeCache?
  /// Whether a dropped send was reported: only the first is.
  private var reported = false

  init(callSite: CallSite, key: AnyHashable, cache: ScopeCache) {
    self.callSite = callSite
    self.key = key
    self.cache = cache
  }

  /// A pin for a store made after what it shows had already ended.
  init(ended callSite: CallSite) {
    self.callSite = callSite
    self.key = AnyHashable(callSite)
    self.cache = nil
    self.isEnded = true
  }

  /// Ends the store: it leaves the cache, so that the next scope makes a new one.
  func end() {
    guard !isEnded else { return }
    isEnded = true
    cache?.remove(self, for: key)
  }

  /// A send on the ended store, dropped: reported the first time, unless the UI made it.
  ///
  /// - Parameters:
  ///   - action: The action dropped.
  ///   - message: The report, given the action as it prints.
  func dropped(_ action: Any, message: (String) -> String) {
    guard !UIWrite.isActive, !reported else { return }
    reported = true
    reportIssue(message(describeAction(action)), at: callSite)
  }

  /// The report of a send on a store whose presentation, optional child or enum case ended.
  static func endedMessage(_ what: String) -> (String) -> String {
    { action in
      """
      An action was sent on the store of \(what) that has ended. The action was dropped, and so \
      will be any sent on this store after it.

        Action: \(action)

      The store was scoped at this line. A view should let go of a child's store when what it \
      shows is dismissed or replaced.
      """
    }
  }
}

/// A cached child store of type `Store<Child, ChildAction>`, pinned to the identity `identity`
/// of what it presents.
@MainActor
final class ScopePin<Child, ChildAction>: AnyScopePin {
  /// What the store presents, as its parent's state said when the store was made.
  let identity: PresentationID
  /// The child's state the last time it was present.
  var last: Child
  /// The store, which holds its pin; set once, right after it is made.
  weak var store: Store<Child, ChildAction>?

  init(
    identity: PresentationID, last: Child, callSite: CallSite, key: AnyHashable, cache: ScopeCache
  ) {
    self.identity = identity
    self.last = last
    super.init(callSite: callSite, key: key, cache: cache)
  }
}

/// How a cached scope reads its child from the parent's state.
struct ScopeReading<ParentState, Child> {
  /// The child, when the parent's state holds one.
  let child: @MainActor (ParentState) -> Child?
  /// The identity of what the parent's state holds for the child, when it holds one.
  let identity: @MainActor (ParentState) -> PresentationID?
}

extension Store {
  /// The scopes of this store that are cached.
  var scopeCache: ScopeCache {
    if let cache = cachedScopes { return cache }
    let cache = ScopeCache()
    cachedScopes = cache
    return cache
  }

  /// A child store for something the state may hold (a presentation, an optional, an enum case,
  /// a stack element, a row), cached under `key` for as long as the state holds the same thing
  /// (rule V1), then ended (V2, V3).
  ///
  /// Reading registers observation of the child's presence and identity only (V4), when
  /// `observes` is set.
  ///
  /// - Parameters:
  ///   - key: What the store is cached under in this store's cache.
  ///   - reading: How to read the child and its identity from this store's state.
  ///   - embed: Sends an action of the child as an action of this store.
  ///   - callSite: The call site of the scope, named when a send on the ended store is dropped.
  ///   - dropped: The report of a send on the ended store, given the action as it prints.
  ///   - observes: Whether reading registers observation of the child's identity.
  ///   - linked: Whether the child hears of this store's changes through a link of its own.
  /// - Returns: The child's store, or `nil` when the state holds no child.
  func cachedScope<Child, ChildAction>(
    key: AnyHashable,
    reading: ScopeReading<State, Child>,
    embed: @escaping @MainActor (ChildAction) -> Action,
    callSite: CallSite,
    dropped: @escaping (String) -> String,
    observes: Bool = true,
    linked: Bool = true
  ) -> Store<Child, ChildAction>? {
    let state = core.state
    let identity = reading.identity(state)
    if observes {
      node.access(field: key, value: identity, state: state) {
        FieldOf(keyPath: nil) { reading.identity($0.pointee) }
      }
    }
    let cache = scopeCache
    let existing = cache[key]
    guard let identity, let child = reading.child(state) else {
      existing?.end()
      return nil
    }
    if let pin = existing as? ScopePin<Child, ChildAction>, !pin.isEnded,
      pin.identity == identity, let store = pin.store
    {
      return store
    }
    existing?.end()
    let pin = ScopePin<Child, ChildAction>(
      identity: identity, last: child, callSite: callSite, key: key, cache: cache
    )
    let forward = self.forward
    let store: Store<Child, ChildAction> = makeCachedChild(
      state: { parent in
        guard !pin.isEnded, reading.identity(parent) == pin.identity,
          let present = reading.child(parent)
        else { return pin.last }
        pin.last = present
        return present
      },
      last: { pin.last },
      forward: { [weak self] action in
        guard !pin.isEnded, let self, reading.identity(self.withState { $0 }) == pin.identity
        else {
          pin.end()
          pin.dropped(action, message: dropped)
          return StoreTask(group: nil)
        }
        return forward(embed(action))
      },
      follows: { parent in
        guard !pin.isEnded else { return false }
        guard reading.identity(parent.pointee) == pin.identity else {
          pin.end()
          return false
        }
        return true
      },
      linked: linked
    )
    pin.store = store
    store.pin = pin
    cache.insert(pin, store: store, for: key)
    return store
  }
}
