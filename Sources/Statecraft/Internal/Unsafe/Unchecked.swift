/// Conversions that skip a runtime check the caller has already made by construction: what a
/// `Store`'s effect or a `Presents` box uses to get back the class it stored behind a less
/// specific reference.
///
/// A conversion is only valid where the code that stored the reference proves its class (an
/// effect's storage is the class its `kind` names, of the effect's `Action`;
/// `ManagedBuffer.create` called on a subclass makes that subclass). Each use is compared with `as?` in the internal-checks build.
@usableFromInline
enum Unchecked {
  /// `object` as the class `T` that it is known to be, without the check of `as!`.
  ///
  /// - Parameters:
  ///   - object: A reference whose class is `T` or a subclass of it.
  ///   - type: The class to read `object` as.
  /// - Returns: `object`, typed as `T`.
  @inlinable @inline(__always)
  static func downcast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T {
    InternalChecks.downcast(object, isA: type)
    return unsafeDowncast(object, to: type)
  }
}

extension InternalChecks {
  /// A reference downcast without a check is of the class it is read as.
  @inlinable @inline(__always)
  static func downcast<T: AnyObject>(_ object: AnyObject, isA _: T.Type) {
    #if STATECRAFT_INTERNAL_CHECKS
      if !(object is T) {
        failed("an instance of \(type(of: object)) was downcast without a check to \(T.self)")
      }
    #endif
  }
}
