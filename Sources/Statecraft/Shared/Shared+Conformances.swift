extension Shared: Equatable where Value: Equatable {
  /// Whether the two values are equal, wherever they are kept: two `Shared` of one box are always
  /// equal, two of different boxes are equal when their values are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    // One reference reads one value: no lock taken, nothing read (a store compares its state
    // before and after every action).
    if lhs.reference === rhs.reference { return true }
    if SharedValues.comparesByIdentity { return false }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: CustomDumpRepresentable {
  /// The value: a `Shared` is drawn as what it holds.
  public var dumpValue: Any { wrappedValue as Any }
}

extension Shared: CustomStringConvertible {
  /// The value's description.
  public var description: String { String(describing: wrappedValue) }
}

extension Shared: SharedReflecting {
  package var reflectedRoot: any SharedRoot { reference.root }
  package var reflectedValue: Any { wrappedValue as Any }
}

/// A `Shared` or `SharedReader`, as the walk over a state finds it (``SharedLayout``).
package protocol SharedReflecting {
  /// The box it reads.
  var reflectedRoot: any SharedRoot { get }
  /// Its value, which may hold further shared values.
  var reflectedValue: Any { get }
}

// Copies of a state share a `Shared`'s box: the state explorer keeps each state's values apart,
// and names where a state holds one when it refuses what it cannot keep apart.
extension Shared: SharesStorageAcrossCopies {}
