/// What the view layer keys a store's caches and observed fields by.
///
/// Concrete, so that a lookup on every view update hashes and compares a few words: a key path's
/// identity first, a call site's line and column.
enum ViewKey: Hashable {
  /// A field read through a key path (`store.count`).
  case field(AnyKeyPath)
  /// A scope through a key path, made at a call site: an optional, a `@Presents` slot, a stack,
  /// a collection of rows.
  case scope(CallSite, AnyKeyPath)
  /// A scope to an enum case, made at a call site; a case path cannot be compared, so the types
  /// of the case's state and action stand for it.
  case caseScope(CallSite, ObjectIdentifier, ObjectIdentifier)
  /// The ids of the rows of a collection scoped at a call site.
  case rows(CallSite, AnyKeyPath)
  /// The ids of a stack, read through its path.
  case stackPath
  /// A stack element or a row, by its id.
  case id(AnyHashable)

  /// Hashes a scope by its call site alone: hashing a key path walks its components, and one
  /// call site scopes through one key path (two that share a call site only share a bucket).
  func hash(into hasher: inout Hasher) {
    switch self {
    case .field(let keyPath):
      hasher.combine(0)
      hasher.combine(keyPath)
    case .scope(let callSite, _):
      hasher.combine(1)
      hasher.combine(callSite)
    case .caseScope(let callSite, let state, let action):
      hasher.combine(2)
      hasher.combine(callSite)
      hasher.combine(state)
      hasher.combine(action)
    case .rows(let callSite, _):
      hasher.combine(3)
      hasher.combine(callSite)
    case .stackPath:
      hasher.combine(4)
    case .id(let id):
      hasher.combine(5)
      hasher.combine(id)
    }
  }
}

/// The child stores of one store that are cached (rules V1, V13): scopes of presentations,
/// optionals and enum cases by call site, stack element and row stores by id.
@MainActor
final class ScopeCache {
  /// A cached store: its pin, the store, which the cache holds for as long as the entry is there
  /// (the view may let go of it between two updates), and the field its reads register with
  /// (`nil` when the scope observes nothing).
  struct Entry {
    let pin: AnyScopePin
    let store: AnyObject
    let field: ObservedField?
  }

  private var entries: [ViewKey: Entry] = [:]
  /// The key-path scope last found and its entry: a view that scopes again from the same line
  /// finds it by the key path's identity and the call site, without hashing.
  private var lastHit: (callSite: CallSite, keyPath: AnyKeyPath, entry: Entry)?
  /// For each call site of a presentation binding, the presentation its getter last returned
  /// (rule V5).
  var lastReturned: [CallSite: PresentationID] = [:]
  /// The presentation a `nil` write last dismissed: a second write for it sends nothing (V6).
  var lastDismissed: PresentationID?

  subscript(key: ViewKey) -> Entry? {
    guard case .scope(let callSite, let keyPath) = key else { return entries[key] }
    // The same key path instance at the same call site is the same key.
    if let lastHit, lastHit.keyPath === keyPath, lastHit.callSite == callSite {
      return lastHit.entry
    }
    guard let entry = entries[key] else { return nil }
    lastHit = (callSite, keyPath, entry)
    return entry
  }

  func insert(_ pin: AnyScopePin, store: AnyObject, field: ObservedField?, for key: ViewKey) {
    lastHit = nil
    entries[key] = Entry(pin: pin, store: store, field: field)
  }

  /// Removes the entry for `key` if it is `pin`'s (a newer one may have taken its place).
  func remove(_ pin: AnyScopePin, for key: ViewKey) {
    guard entries[key]?.pin === pin else { return }
    lastHit = nil
    entries[key] = nil
  }

  /// How many stores the cache holds.
  var count: Int { entries.count }
}

/// A cached child store, what it is pinned to, and how to read what its parent holds now.
///
/// The store holds its pin; the parent's cache holds both while the entry is there.
@MainActor
class AnyScopePin {
  /// What the store presents, as its parent's state said when the store was made.
  let identity: PresentationID
  /// Whether what the store was made for left its parent's state: the store then shows its last
  /// state and sends nothing (rules V2, V3).
  private(set) var isEnded = false
  /// Where the scope was made, to name it when a send on the ended store is dropped.
  let callSite: CallSite

  /// The identity of what the parent holds now for the store (`nil`: nothing).
  let currentIdentity: @MainActor () -> PresentationID?
  /// What the store is cached under, in `cache`.
  private let key: ViewKey?
  private weak var cache: ScopeCache?
  /// Whether a dropped send was reported: only the first is.
  private var reported = false

  init(
    identity: PresentationID, callSite: CallSite, key: ViewKey, cache: ScopeCache,
    currentIdentity: @escaping @MainActor () -> PresentationID?
  ) {
    self.identity = identity
    self.callSite = callSite
    self.key = key
    self.cache = cache
    self.currentIdentity = currentIdentity
  }

  /// A pin for a store made after what it shows had already ended.
  init(ended callSite: CallSite) {
    self.identity = PresentationID(generation: 0)
    self.callSite = callSite
    self.key = nil
    self.cache = nil
    self.currentIdentity = { nil }
    self.isEnded = true
  }

  /// Whether the parent still holds what the store was made for.
  var isCurrent: Bool {
    !isEnded && currentIdentity() == identity
  }

  /// Ends the store: it leaves the cache, so that the next scope makes a new one.
  func end() {
    guard !isEnded else { return }
    isEnded = true
    if let key { cache?.remove(self, for: key) }
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
  nonisolated static func endedMessage(_ what: String) -> (String) -> String {
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

/// A cached child store of type `Store<Child, ChildAction>`: the child's last state.
@MainActor
final class ScopePin<Child>: AnyScopePin {
  /// The child's state the last time it was present.
  var last: Child

  init(
    identity: PresentationID, last: Child, callSite: CallSite, key: ViewKey, cache: ScopeCache,
    currentIdentity: @escaping @MainActor () -> PresentationID?
  ) {
    self.last = last
    super.init(
      identity: identity, callSite: callSite, key: key, cache: cache,
      currentIdentity: currentIdentity)
  }
}

/// How a cached scope reads its child from the parent's state, and sends for it: made only when
/// a store is made, not on every scope.
struct ScopeReading<ParentState, Child, ChildAction, ParentAction> {
  /// The child, when the parent's state holds one.
  let child: @MainActor (ParentState) -> Child?
  /// The identity of what the parent's state holds for the child, when it holds one.
  let identity: @MainActor (ParentState) -> PresentationID?
  /// Sends an action of the child as an action of the parent.
  let embed: @MainActor (ChildAction) -> ParentAction
  /// The report of a send on the ended store, given the action as it prints.
  let dropped: (String) -> String
  /// Whether the parent's state always holds the child (a property through a key path): its
  /// store never ends, and reads and sends without checking what it is pinned to.
  var isAlwaysPresent = false
  /// For a child that is a stored property of the parent's state: where it lies, so that the
  /// child store compares it in place.
  var property: StoredProperty<ParentState, Child>? = nil
}

extension ScopeReading {
  /// The reading of a property of the parent's state, which is always there.
  @MainActor
  static func property(
    _ keyPath: KeyPath<ParentState, Child>,
    embed: @escaping @MainActor (ChildAction) -> ParentAction,
    what: String
  ) -> Self {
    let property = StoredProperty(keyPath)
    let read: @MainActor (ParentState) -> Child? =
      if let property { { property.value(in: $0) } } else { { $0[keyPath: keyPath] } }
    return ScopeReading(
      child: read, identity: { _ in PresentationID(generation: 0) }, embed: embed,
      dropped: AnyScopePin.endedMessage(what), isAlwaysPresent: true, property: property
    )
  }
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
  ///   - callSite: The call site of the scope, named when a send on the ended store is dropped.
  ///   - observes: Whether reading registers observation of the child's identity.
  ///   - linked: Whether the child hears of this store's changes through a link of its own.
  ///   - reading: How to read the child from this store's state and send for it; called only
  ///     when the cache has no store for what the state holds.
  /// - Returns: The child's store, or `nil` when the state holds no child.
  func cachedScope<Child, ChildAction>(
    key: ViewKey,
    callSite: CallSite,
    observes: Bool = true,
    linked: Bool = true,
    reading: () -> ScopeReading<State, Child, ChildAction, Action>
  ) -> Store<Child, ChildAction>? {
    let cache = scopeCache
    if let entry = cache[key] {
      // The usual case, a view's update: nothing presented anew, nothing made.
      let pin = entry.pin
      let identity = pin.currentIdentity()
      if observes {
        if let field = entry.field {
          node.access(identity: field, value: identity)
        } else {
          node.access(identity: key, value: identity)
        }
      }
      if identity == pin.identity, let store = entry.store as? Store<Child, ChildAction> {
        return store
      }
      pin.end()
    }
    let reading = reading()
    let state = core.state
    let identity = reading.identity(state)
    var field: ObservedField? = nil
    if observes {
      field = node.access(identity: key, value: identity, state: state) {
        reading.identity($0.value)
      }
    }
    guard let identity, let child = reading.child(state) else { return nil }
    let pin = ScopePin<Child>(
      identity: identity, last: child, callSite: callSite, key: key, cache: cache,
      currentIdentity: { [core] in reading.identity(core.state) }
    )
    let forward = self.forward
    if reading.isAlwaysPresent {
      let store: Store<Child, ChildAction> = makeChildStore(
        state: { reading.child($0) ?? pin.last }, property: reading.property,
        forward: { forward(reading.embed($0)) }, linked: linked
      )
      store.pin = pin
      cache.insert(pin, store: store, field: field, for: key)
      return store
    }
    let store: Store<Child, ChildAction> = makeChildStore(
      state: { parent in
        guard !pin.isEnded, reading.identity(parent) == pin.identity,
          let present = reading.child(parent)
        else { return pin.last }
        pin.last = present
        return present
      },
      forward: { action in
        guard pin.isCurrent else {
          pin.end()
          pin.dropped(action, message: reading.dropped)
          return StoreTask(group: nil)
        }
        return forward(reading.embed(action))
      },
      follows: { parent in
        guard !pin.isEnded else { return false }
        guard reading.identity(parent.value) == pin.identity else {
          pin.end()
          return false
        }
        return true
      },
      linked: linked
    )
    store.pin = pin
    cache.insert(pin, store: store, field: field, for: key)
    return store
  }
}
