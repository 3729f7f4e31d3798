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
  package var reflectedPart: SharedPart { SharedPart(of: reference) }
}

/// A `Shared` or `SharedReader`, as the walk over a state finds it (``SharedLayout``).
package protocol SharedReflecting {
  /// The box it reads.
  var reflectedRoot: any SharedRoot { get }
  /// Its value, which may hold further shared values.
  var reflectedValue: Any { get }
  /// Which part of the box's value it reads.
  var reflectedPart: SharedPart { get }
}

/// Which part of its box's value a `Shared` reads: what a test store's message needs to say how
/// a change of the box can be asserted through it.
package enum SharedPart: Sendable {
  /// The whole value (`$items`): any change of the box can be described through it.
  case whole
  /// The element with one id of the box's `IdentifiedArray` (`$items[id: 1]`).
  case element(SharedElementPart)
  /// Another part: a property (`$settings.isOn`), or a part of a part.
  case other

  /// Whether it is ``whole``.
  package var isWhole: Bool {
    if case .whole = self { return true }
    return false
  }

  /// Whether it is an ``element(_:)``.
  package var isElement: Bool {
    if case .element = self { return true }
    return false
  }

  /// The part that `reference` reads.
  init(of reference: some SharedReading) {
    if reference === reference.root {
      self = .whole
    } else if let element = reference as? any SharedElementReading {
      self = element.part
    } else {
      self = .other
    }
  }
}

/// The element with one id of a box's `IdentifiedArray`, for a message about it.
package struct SharedElementPart: Sendable {
  /// The element's id, as a message prints it: `1`, `"a"`.
  package let id: String
  /// Whether a value of the box holds the element.
  package let isIn: @Sendable (Any) -> Bool
  /// A value of the box without the element: what else changed is what this leaves different.
  package let removed: @Sendable (Any) -> Any
}

/// A reference to an element of an `IdentifiedArray` (``SharedElement``).
protocol SharedElementReading {
  /// The element, when the array is the box's whole value; ``SharedPart/other`` otherwise.
  var part: SharedPart { get }
}

// Copies of a state share a `Shared`'s box: the state explorer keeps each state's values apart,
// and names where a state holds one when it refuses what it cannot keep apart.
extension Shared: SharesStorageAcrossCopies {}
