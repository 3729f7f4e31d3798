/// The identity of one presentation in a `@Presents` slot; see ``Presents/id``.
///
/// Two reads of the same presentation give equal ids; presenting something else (filling an empty
/// slot, another enum case at any level of a nested destination enum, another `Identifiable` id)
/// gives a different one. It is derived from the content, never random per read.
public struct PresentationID: Hashable, Sendable, CustomStringConvertible {
  /// Unique to the filling of one slot: new each time an empty slot is filled.
  @usableFromInline let generation: UInt64
  /// The case tag at each level of nested enums, one byte a level (tag + 1, 0 for no level).
  @usableFromInline let cases: UInt64
  /// The ids of the first two `Identifiable` values on the way down, boxed so that an identity
  /// without ids is two integers and a `nil`: trivial to copy and compare.
  @usableFromInline let ids: IdentityIDs?

  @usableFromInline
  init(generation: UInt64, cases: UInt64 = 0, ids: IdentityIDs? = nil) {
    self.generation = generation
    self.cases = cases
    self.ids = ids
  }

  /// The identity of a value with one level of enum case and nothing else: `cases` holds
  /// `tag + 1` in its first byte, as ``CaseTags`` builds it.
  @inlinable
  init(generation: UInt64, caseTag tag: UInt32) {
    self.init(generation: generation, cases: UInt64(min(tag, 254) + 1))
  }

  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.generation == rhs.generation && lhs.cases == rhs.cases
      && (lhs.ids === rhs.ids || lhs.ids == rhs.ids)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(generation)
    hasher.combine(cases)
    hasher.combine(ids)
  }

  /// The generation, the case tags in hex, and the ids, for debugging.
  public var description: String {
    let ids = [ids?.first, ids?.second].compactMap { $0.map { "\($0)" } }
    return "PresentationID(generation: \(generation), cases: \(String(cases, radix: 16))"
      + (ids.isEmpty ? "" : ", ids: \(ids.joined(separator: ", "))") + ")"
  }
}

/// The `Identifiable` ids inside a ``PresentationID``.
// Safe: immutable; the ids of values in a feature's state, compared and hashed only.
@usableFromInline final class IdentityIDs: Hashable, @unchecked Sendable {
  let first: AnyHashable
  let second: AnyHashable?

  init(first: AnyHashable, second: AnyHashable?) {
    self.first = first
    self.second = second
  }

  @usableFromInline
  static func == (lhs: IdentityIDs, rhs: IdentityIDs) -> Bool {
    lhs === rhs || (lhs.first == rhs.first && lhs.second == rhs.second)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(first)
    hasher.combine(second)
  }
}

/// The case tags of a ``PresentationID``, collected level by level: one byte a level, tag + 1.
struct CaseTags {
  var value: UInt64 = 0
  var level = 0

  mutating func append(_ tag: UInt32) {
    guard level < 8 else { return }
    value |= UInt64(min(tag, 254) + 1) << (8 * UInt64(level))
    level += 1
  }
}

/// Collects a ``PresentationID`` while walking a presented value.
struct IdentityAccumulator {
  var cases = CaseTags()
  var firstID: AnyHashable?
  var secondID: AnyHashable?

  var ids: IdentityIDs? {
    firstID.map { IdentityIDs(first: $0, second: secondID) }
  }

  mutating func append(id: AnyHashable) {
    if firstID == nil {
      firstID = id
    } else if secondID == nil {
      secondID = id
    }
  }
}
