#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Per-thread counters that reducers bump when they handle an action, so that the operator
/// around them can tell afterwards whether anyone did: how wiring mistakes are found (a slot
/// without its `ifLet`, a destination case without its `Scope` line) without changing what the
/// reducers return.
///
/// Reducing is synchronous, so the counts seen before and after a child reducer call on one
/// thread are that call's. Per thread rather than global, so that reducers run by hand on other
/// threads never mix their counts.
@usableFromInline
enum ReductionSignal {
  /// How many actions a `Scope` to an enum case (a destination's line) has run on this thread.
  @usableFromInline
  static var caseScopesMatched: UInt { counters.pointee.caseScopes }

  /// How many actions a presentation `ifLet` has taken on this thread.
  @usableFromInline
  static var presentationsHandled: UInt { counters.pointee.presentations }

  @usableFromInline
  static func caseScopeMatched() {
    counters.pointee.caseScopes &+= 1
  }

  @usableFromInline
  static func presentationHandled() {
    counters.pointee.presentations &+= 1
  }

  private struct Counters {
    var caseScopes: UInt = 0
    var presentations: UInt = 0
  }

  /// This thread's counters, made on first use and freed when the thread ends.
  private static var counters: UnsafeMutablePointer<Counters> {
    if let existing = pthread_getspecific(key) {
      return existing.assumingMemoryBound(to: Counters.self)
    }
    let made = UnsafeMutablePointer<Counters>.allocate(capacity: 1)
    made.initialize(to: Counters())
    pthread_setspecific(key, made)
    return made
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { counters in
      counters?.assumingMemoryBound(to: Counters.self).deallocate()
    }
    return key
  }()
}
