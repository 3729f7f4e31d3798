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
/// One per thread, made on first use and released when the thread ends. Only its own thread reads
/// or writes it, so it needs no lock: a reducer runs synchronously on one thread from start to end.
/// For the same reason no two accesses to a property can overlap, and they are not checked for
/// exclusivity at run time (each check would cost more than the access).
@usableFromInline
final class ThreadContext {
  /// The dependencies of the store whose action this thread is reducing, innermost first; `nil`
  /// outside a store's reduce. ``DependencyValues/current`` prefers them to the task's.
  @exclusivity(unchecked) @usableFromInline var dependencies: DependencyValues?
  /// `PreparedReducers`' entries this thread has used.
  @exclusivity(unchecked) @usableFromInline var reducers: [ObjectIdentifier: AnyObject?] = [:]
  /// ``ReductionSignal``'s counters.
  @exclusivity(unchecked) @usableFromInline var caseScopesMatched: UInt = 0
  @exclusivity(unchecked) @usableFromInline var presentationsHandled: UInt = 0

  /// The calling thread's context.
  @usableFromInline
  static var current: ThreadContext {
    if let existing = pthread_getspecific(key) {
      return Unmanaged<ThreadContext>.fromOpaque(existing).takeUnretainedValue()
    }
    let made = ThreadContext()
    pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
    return made
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { context in
      guard let context else { return }
      Unmanaged<ThreadContext>.fromOpaque(context).release()
    }
    return key
  }()
}
