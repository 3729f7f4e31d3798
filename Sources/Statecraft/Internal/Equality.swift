/// `==` for `T` when `T` is `Equatable`, found at run time; `nil` otherwise.
///
/// Generic code such as `Store<State, Action>` cannot require `Equatable`, but should use it when it
/// is there (a send that leaves an `Equatable` state equal notifies no observer). The check is made
/// once, for the type; the returned function compares without any dynamic cast, and compares values
/// where they are stored: in code that is not specialized, copying a value to compare it costs a
/// value-witness call and a retain of everything it holds.
@usableFromInline
package func equalityFunction<T>(
  for _: T.Type
) -> ((UnsafePointer<T>, UnsafePointer<T>) -> Bool)? {
  guard let witness = EquatableWitness<T>.self as? any EquatableComparing.Type else { return nil }
  return { lhs, rhs in witness.areEqual(UnsafeRawPointer(lhs), UnsafeRawPointer(rhs)) }
}

private enum EquatableWitness<T> {}

private protocol EquatableComparing {
  static func areEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}

extension EquatableWitness: EquatableComparing where T: Equatable {
  static func areEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    lhs.assumingMemoryBound(to: T.self).pointee == rhs.assumingMemoryBound(to: T.self).pointee
  }
}
