import Foundation

/// A value guarded by a lock, for state that several threads share.
///
/// Backed by `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: the thread sanitizer
/// sees a pthread mutex's ordering, while `Mutex` on Linux locks through futexes in a module it
/// does not instrument, so every access through it would be reported as a race.
package final class Locked<Value>: @unchecked Sendable {
  // Safe: `value` is only touched inside `withLock`, which holds `lock`.
  private var value: Value
  private let lock = NSLock()

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
