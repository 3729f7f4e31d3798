/// The calling thread's ``ThreadContext``, looked up once and handed down through one action's
/// reduction: what an `ifLet` or a stack `forEach` reads its counters through, several times an
/// action, without a look-up of the thread's context each time.
///
/// Invariant: made by ``current`` on the thread that uses it, and used only on that thread, within
/// the call that made it (never stored, never handed to another thread, as the context's own
/// address). A reducer runs synchronously on one thread from start to end, so an action's
/// reduction qualifies. The internal-checks build compares the context on every use with the
/// calling thread's.
@usableFromInline
struct ThreadContextRef {
  @usableFromInline let pointer: UnsafeMutablePointer<ThreadContext>

  @inlinable @inline(__always)
  init(_ pointer: UnsafeMutablePointer<ThreadContext>) {
    self.pointer = pointer
  }

  /// The calling thread's context.
  @inlinable
  static var current: ThreadContextRef {
    @inline(__always) get { ThreadContextRef(ThreadContext.current) }
  }

  /// The context, read and written in place.
  @inlinable
  var value: ThreadContext {
    @inline(__always) unsafeAddress {
      InternalChecks.threadContext(pointer)
      return UnsafePointer(pointer)
    }
    @inline(__always) nonmutating unsafeMutableAddress {
      InternalChecks.threadContext(pointer)
      return pointer
    }
  }
}

extension InternalChecks {
  /// A thread's context is used on its own thread.
  @inlinable @inline(__always)
  static func threadContext(_ context: UnsafeMutablePointer<ThreadContext>) {
    #if STATECRAFT_INTERNAL_CHECKS
      compareThreadContext(context)
    #endif
  }

  #if STATECRAFT_INTERNAL_CHECKS
    @usableFromInline
    static func compareThreadContext(_ context: UnsafeMutablePointer<ThreadContext>) {
      guard context != ThreadContext.current else { return }
      failed("a thread's context was used on another thread")
    }
  #endif
}
