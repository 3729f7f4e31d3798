import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An object that the calling thread is working for, kept per thread and unretained: what a
/// test's concurrency hooks read on every job they see (`WorkOwner.current` in
/// StatecraftTesting), where a look-up must cost a load.
///
/// The object is stored as its unretained address in a pthread-specific slot. It is set only for
/// the length of a ``with(_:_:)`` call, whose caller keeps it alive meanwhile, and the value that
/// was there before is put back when the call returns. With `STATECRAFT_INTERNAL_CHECKS` the
/// thread also keeps the object's identity in its `Thread` dictionary, and every read compares the
/// object found at the address with it.
package final class ThreadLocalObject<Object: AnyObject>: @unchecked Sendable {
  // Safe: `key` is written once, here; the slot it names is the calling thread's own.
  private let key: pthread_key_t
  #if STATECRAFT_INTERNAL_CHECKS
    private let twinKey = "Statecraft.ThreadLocalObject.\(UUID().uuidString)"
  #endif

  package init() {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    self.key = key
  }

  /// The object the calling thread is working for, if any.
  package var current: Object? {
    let object = pthread_getspecific(key).map {
      Unmanaged<Object>.fromOpaque($0).takeUnretainedValue()
    }
    #if STATECRAFT_INTERNAL_CHECKS
      let twin = Thread.current.threadDictionary[twinKey] as? ObjectIdentifier
      if twin != object.map(ObjectIdentifier.init) {
        InternalChecks.failed("a thread-local object read at its address is not the one set")
      }
    #endif
    return object
  }

  /// Runs `body` with `object` as the one the calling thread works for, then puts back the one
  /// that was there. The caller keeps `object` alive for the whole of `body`.
  package func with<Result>(_ object: Object?, _ body: () throws -> Result) rethrows -> Result {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, object.map { Unmanaged.passUnretained($0).toOpaque() })
    #if STATECRAFT_INTERNAL_CHECKS
      let dictionary = Thread.current.threadDictionary
      let previousTwin = dictionary[twinKey]
      dictionary[twinKey] = object.map(ObjectIdentifier.init)
    #endif
    defer {
      pthread_setspecific(key, previous)
      #if STATECRAFT_INTERNAL_CHECKS
        dictionary[twinKey] = previousTwin
      #endif
    }
    return try body()
  }
}
