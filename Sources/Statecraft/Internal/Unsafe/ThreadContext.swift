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
  @usableFromInline var dependencies: LentDependencies?
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

/// Dependencies made current on a thread by their address: a store's, in its runtime's cell, for
/// one batch; or values a call holds, for that call (``lending(_:_:)``). Whoever makes them current
/// takes them off the thread before the memory goes: the end of the batch
/// (``ReducingDependencies/end()``), the end of the call. Copying, saving and restoring one costs
/// no retain and no release, which a send did four times over when the values were copied.
///
/// Under `STATECRAFT_INTERNAL_CHECKS` each read checks that the memory is still lent.
@usableFromInline
struct LentDependencies {
  @usableFromInline let pointer: UnsafePointer<DependencyValues>
  #if STATECRAFT_INTERNAL_CHECKS
    @usableFromInline let liveness: InternalChecks.Liveness
  #endif

  /// A store's dependencies, in its runtime's cell.
  @usableFromInline
  init(_ cell: HeapCell<DependencyValues>) {
    pointer = cell.address
    #if STATECRAFT_INTERNAL_CHECKS
      liveness = cell.liveness
    #endif
  }

  #if STATECRAFT_INTERNAL_CHECKS
    init(_ pointer: UnsafePointer<DependencyValues>, liveness: InternalChecks.Liveness) {
      self.pointer = pointer
      self.liveness = liveness
    }
  #else
    init(_ pointer: UnsafePointer<DependencyValues>) {
      self.pointer = pointer
    }
  #endif

  /// `values` lent to `body`, which must not keep what it is given past its return.
  static func lending<R>(
    _ values: DependencyValues, _ body: (LentDependencies) throws -> R
  ) rethrows -> R {
    try withUnsafePointer(to: values) { pointer in
      #if STATECRAFT_INTERNAL_CHECKS
        let liveness = InternalChecks.Liveness()
        defer { liveness.isLive = false }
        return try body(LentDependencies(pointer, liveness: liveness))
      #else
        return try body(LentDependencies(pointer))
      #endif
    }
  }

  /// The values.
  @inlinable
  var values: DependencyValues {
    #if STATECRAFT_INTERNAL_CHECKS
      if !liveness.isLive {
        InternalChecks.failed("dependencies were read after the call that lent them returned")
      }
    #endif
    return pointer.pointee
  }
}

/// A store's dependencies made current on the calling thread for one batch of reductions,
/// whatever the task's are: made before the batch, ended (``end()``) after it, on the same
/// thread, which the batch never leaves. A save and a restore rather than a closure, so that the
/// batch runs in the store's isolation (a main-actor closure handed to code that is not isolated
/// checks the actor on every call), and one look-up of the thread's context for both.
///
/// The store's values are made current by their address (``LentDependencies``): neither the save
/// nor the restore copies a value, so a send retains and releases nothing for its dependencies.
@usableFromInline
struct ReducingDependencies {
  @usableFromInline let context: UnsafeMutablePointer<ThreadContext>
  @usableFromInline let outer: LentDependencies?

  /// The values in `cell` current on the thread whose context the caller has looked up, until
  /// ``end()``.
  @usableFromInline
  init(_ cell: HeapCell<DependencyValues>, on thread: ThreadContextRef) {
    InternalChecks.threadContext(thread.pointer)
    context = thread.pointer
    outer = context.pointee.dependencies
    context.pointee.dependencies = LentDependencies(cell)
  }

  /// The values current before the batch are current again.
  @inlinable
  func end() {
    InternalChecks.threadContext(context)
    context.pointee.dependencies = outer
  }
}
