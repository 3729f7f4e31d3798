#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one thread keeps for itself while it reduces: the dependencies of the store reducing on
/// it, the reducer functions it has looked up, and the counters that ``ReductionSignal`` reads.
///
/// One per thread, made on first use and freed when the thread ends. Only its own thread reads or
/// writes it, so it needs no lock: a reducer runs synchronously on one thread from start to end.
/// ``current`` hands out its address rather than a reference: reading a counter through it is a
/// plain load, with no retain and release around it and no exclusivity check (no two accesses can
/// overlap on one thread).
@usableFromInline
struct ThreadContext {
  /// The dependencies of the store whose action this thread is reducing, innermost first, or of
  /// a test store whose assertion closure runs on it; `nil` elsewhere.
  /// ``DependencyValues/current`` prefers them to the task's.
  @usableFromInline var dependencies: DependencyValues?
  /// `PreparedReducers`' entries this thread has used.
  @usableFromInline var reducers: [ObjectIdentifier: AnyObject?] = [:]
  /// ``ReductionSignal``'s counters.
  @usableFromInline var caseScopesMatched: UInt = 0
  @usableFromInline var presentationsHandled: UInt = 0
  /// Binding actions a `BindingReducer` applied (B3: the store notifies even when equal).
  @usableFromInline var bindingsApplied: UInt = 0
  /// The key paths of the last bindings applied, by `bindingsApplied` modulo their count: what a
  /// store's observers of one field read to know that a binding wrote it (B3, V16).
  var bindingKeyPaths: [AnyKeyPath?] = Array(repeating: nil, count: 8)
  /// The shared values a test store's assertion closure sees and changes on this thread
  /// (``SharedOverlay``); `nil` everywhere else.
  var sharedOverlay: SharedOverlay?
  /// Whether `==` of two `Shared` of different references is `false` whatever their values
  /// (``SharedValues/comparingByIdentity(_:)``).
  var comparesSharedByIdentity = false
  /// Where the issues reported on this thread go during a synchronous call that set it
  /// (``IssueReporting/withHandlerOnThisThread(_:_:)``); `nil` everywhere else.
  var issueHandler: IssueHandler?

  /// The calling thread's context. The address stays valid until the thread ends; use it on this
  /// thread, within the call that asked for it (never store it or hand it to another thread).
  @usableFromInline
  static var current: UnsafeMutablePointer<ThreadContext> {
    if let existing = pthread_getspecific(key) {
      return existing.assumingMemoryBound(to: ThreadContext.self)
    }
    return makeCurrent()
  }

  /// Makes the calling thread's context, the first time it is asked for. A function of its own,
  /// kept out of line: inlined, the context's initialiser made every look-up save and restore
  /// registers it does not use.
  @inline(never)
  private static func makeCurrent() -> UnsafeMutablePointer<ThreadContext> {
    let made = UnsafeMutablePointer<ThreadContext>.allocate(capacity: 1)
    made.initialize(to: ThreadContext())
    pthread_setspecific(key, made)
    return made
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { context in
      guard let context else { return }
      let made = context.assumingMemoryBound(to: ThreadContext.self)
      made.deinitialize(count: 1)
      made.deallocate()
    }
    return key
  }()
}

/// A store's dependencies made current on the calling thread for one batch of reductions,
/// whatever the task's are: made before the batch, ended (``end()``) after it, on the same
/// thread, which the batch never leaves. A save and a restore rather than a closure, so that the
/// batch runs in the store's isolation (a main-actor closure handed to code that is not isolated
/// checks the actor on every call), and one look-up of the thread's context for both.
@usableFromInline
struct ReducingDependencies {
  @usableFromInline let context: UnsafeMutablePointer<ThreadContext>
  @usableFromInline let outer: DependencyValues?

  @usableFromInline
  init(_ values: DependencyValues) {
    self.init(values, on: .current)
  }

  /// The same, on the thread whose context the caller has already looked up.
  @usableFromInline
  init(_ values: DependencyValues, on thread: ThreadContextRef) {
    InternalChecks.threadContext(thread.pointer)
    context = thread.pointer
    outer = context.pointee.dependencies
    context.pointee.dependencies = values
  }

  /// The values current before the batch are current again.
  @inlinable
  func end() {
    context.pointee.dependencies = outer
  }
}
