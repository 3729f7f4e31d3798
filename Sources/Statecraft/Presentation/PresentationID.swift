/// The identity of one presentation in a `@Presents` slot; see ``Presents/id``.
///
/// Two reads of the same presentation give equal ids; presenting something else (filling an empty
/// slot, another enum case at any level of a nested destination enum, another `Identifiable` id)
/// gives a different one. It is derived from the content, never random per read.
public struct PresentationID: Hashable, Sendable, CustomStringConvertible {
  /// Unique to the filling of one slot: new each time an empty slot is filled.
  let generation: UInt64
  /// The case tag at each level of nested enums, one byte a level (tag + 1, 0 for no level).
  let cases: UInt64
  /// The ids of the first two `Identifiable` values on the way down.
  let firstID: IdentityValue?
  let secondID: IdentityValue?

  public var description: String {
    let ids = [firstID, secondID].compactMap { $0.map { "\($0.value)" } }
    return "PresentationID(generation: \(generation), cases: \(String(cases, radix: 16))"
      + (ids.isEmpty ? "" : ", ids: \(ids.joined(separator: ", "))") + ")"
  }
}

/// An `Identifiable` id inside a ``PresentationID``.
struct IdentityValue: Hashable, @unchecked Sendable {
  // Safe: the id of a value in a feature's state. It is compared and hashed, never mutated, and
  // identity is only computed for values that a store on the main actor owns.
  let value: AnyHashable
}

/// Collects a ``PresentationID`` while walking a presented value.
struct IdentityAccumulator {
  var cases: UInt64 = 0
  var level = 0
  var ids: [IdentityValue?] = [nil, nil]
  var idCount = 0

  mutating func append(tag: UInt32) {
    guard level < 8 else { return }
    cases |= UInt64(min(tag, 254) + 1) << (8 * UInt64(level))
    level += 1
  }

  mutating func append(id: AnyHashable) {
    guard idCount < 2 else { return }
    ids[idCount] = IdentityValue(value: id)
    idCount += 1
  }
}
