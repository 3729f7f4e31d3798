/// `==` for `T` when `T` is `Equatable`, found at run time: what lets generic code that cannot
/// require `Equatable` (`Store<State, Action>`, a `Shared` value) use it when it is there, so that
/// a send or a `withLock` that leaves an `Equatable` value equal notifies no observer.
///
/// The check is made once, for the type: an `Equality` exists exactly when `T` conforms. It then
/// compares without any dynamic cast, and compares values where they are stored: in code that is
/// not specialized, copying a value to compare it costs a value-witness call and a retain of
/// everything it holds. Memory is never reinterpreted: the comparison is `T`'s own `==`, reached
/// through a conformance whose `Compared` is `T`, on the two addresses of `T` values it is given,
/// which are valid for the call. Each comparison is compared with `==` on the values opened as
/// `any Equatable` in the internal-checks build.
@usableFromInline
struct Equality<T> {
  /// Compares the values two references refer to, each valid for the call.
  @usableFromInline let compare: (StateRef<T>, StateRef<T>) -> Bool

  /// `==` for `T`, or `nil` when `T` is not `Equatable`.
  @usableFromInline
  init?(_: T.Type) {
    guard let witness = EquatableWitness<T>.self as? any EquatableComparing<T>.Type else {
      return nil
    }
    compare = { lhs, rhs in
      let equal = witness.areEqual(lhs.pointer, rhs.pointer)
      InternalChecks.equality(equal, of: lhs.value, rhs.value)
      return equal
    }
  }

  /// Whether `lhs == rhs`, compared where the two values are.
  @inlinable
  func areEqual(_ lhs: T, _ rhs: T) -> Bool {
    StateRef.with(lhs) { lhs in StateRef.with(rhs) { compare(lhs, $0) } }
  }
}

/// `==` for `T` when `T` is `Equatable`, on references to two values; `nil` otherwise. See
/// ``Equality``.
@usableFromInline
package func equalityFunction<T>(
  for _: T.Type
) -> ((StateRef<T>, StateRef<T>) -> Bool)? {
  Equality(T.self)?.compare
}

private enum EquatableWitness<T> {}

/// `==` for `Compared`, on addresses: `EquatableWitness<T>` conforms exactly when `T` is
/// `Equatable`, with `Compared` being `T`.
private protocol EquatableComparing<Compared> {
  associatedtype Compared
  static func areEqual(_ lhs: UnsafePointer<Compared>, _ rhs: UnsafePointer<Compared>) -> Bool
}

extension EquatableWitness: EquatableComparing where T: Equatable {
  static func areEqual(_ lhs: UnsafePointer<T>, _ rhs: UnsafePointer<T>) -> Bool {
    lhs.pointee == rhs.pointee
  }
}

extension InternalChecks {
  /// A comparison found at run time agrees with `==` on the values opened as `any Equatable`.
  @inline(__always)
  static func equality<T>(_ equal: Bool, of lhs: borrowing T, _ rhs: borrowing T) {
    #if STATECRAFT_INTERNAL_CHECKS
      compareEquality(equal, copy lhs, copy rhs)
    #endif
  }

  #if STATECRAFT_INTERNAL_CHECKS
    static func compareEquality<T>(_ equal: Bool, _ lhs: T, _ rhs: T) {
      guard let lhs = lhs as? any Equatable else {
        failed("\(T.self) has an equality found at run time, but is not Equatable")
      }
      func isEqual<E: Equatable>(_ lhs: E) -> Bool { (rhs as? E) == lhs }
      guard isEqual(lhs) != equal else { return }
      failed("two values of \(T.self) compared \(equal ? "equal" : "unequal"), but == says not")
    }
  #endif
}
