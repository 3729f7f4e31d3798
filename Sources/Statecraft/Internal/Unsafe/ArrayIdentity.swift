/// Whether two arrays are one array, told from their storage alone: what lets a sweep after every
/// action see in O(1) that a copy-on-write collection kept from the last one is unchanged.
///
/// Only the addresses of the two buffers are compared; no element is read through them. Two
/// arrays with the same buffer and count hold the same elements: a buffer that two arrays share
/// is never written (copy on write makes the writer's own copy first), and its elements are only
/// its first `count`. Each `true` is compared with `==` in the internal-checks build.
@usableFromInline
enum ArrayIdentity {
  /// Whether `lhs` and `rhs` share their storage and count, which makes them equal. `false` says
  /// nothing: equal arrays can have storage of their own.
  @inlinable @inline(__always)
  static func sharesStorage<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
    let shared = lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        lhs.baseAddress == rhs.baseAddress && lhs.count == rhs.count
      }
    }
    InternalChecks.sharedStorage(shared, of: lhs, rhs)
    return shared
  }
}

extension InternalChecks {
  /// Two arrays found to share their storage are equal.
  @inlinable @inline(__always)
  static func sharedStorage<Element: Equatable>(
    _ shared: Bool, of lhs: borrowing [Element], _ rhs: borrowing [Element]
  ) {
    #if STATECRAFT_INTERNAL_CHECKS
      if shared && (copy lhs) != (copy rhs) {
        failed("two arrays of \(Element.self) share their storage but differ")
      }
    #endif
  }
}
