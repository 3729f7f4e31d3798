/// The identity of one presentation in a `@Presents` slot; see ``Presents/id``.
///
/// Two reads of the same presentation give equal ids; presenting something else (filling an empty
/// slot, another enum case at any level of a nested destination enum, another `Identifiable` id at
/// any level) gives a different one. It is derived from the content, never random per read, and
/// exact: every case and every id on the way down is kept, however deep.
public struct PresentationID: Hashable, Sendable, CustomStringConvertible {
  /// Unique to the filling of one slot: new each time an empty slot is filled.
  @usableFromInline let generation: UInt64
  /// The case tags of the first levels of nested enums, one byte a level (tag + 1, 0 for no
  /// level), while they fit: at most eight levels, tags below 255.
  @usableFromInline let cases: UInt64
  /// What does not fit in ``cases``: the tags of the deeper levels, and every `Identifiable` id on
  /// the way down, in order. `nil` when there is none, so that the usual identity is two integers.
  @usableFromInline let rest: IdentityPath?

  @usableFromInline
  init(generation: UInt64, cases: UInt64 = 0, rest: IdentityPath? = nil) {
    self.generation = generation
    self.cases = cases
    self.rest = rest
  }

  /// The identity of a value with one level of enum case and nothing else.
  @inlinable
  init(generation: UInt64, caseTag tag: UInt32) {
    if tag < 255 {
      self.init(generation: generation, cases: UInt64(tag + 1))
    } else {
      self.init(generation: generation, rest: IdentityPath(tags: [tag], ids: []))
    }
  }

  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.generation == rhs.generation && lhs.cases == rhs.cases
      && (lhs.rest === rhs.rest || lhs.rest == rhs.rest)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(generation)
    hasher.combine(cases)
    hasher.combine(rest)
  }

  /// The generation, the case tags in hex, and the ids, for debugging.
  public var description: String {
    var parts = ["generation: \(generation)", "cases: \(String(cases, radix: 16))"]
    if let rest {
      if !rest.tags.isEmpty { parts.append("deeper cases: \(rest.tags)") }
      if !rest.ids.isEmpty {
        parts.append("ids: \(rest.ids.map { "\($0)" }.joined(separator: ", "))")
      }
    }
    return "PresentationID(\(parts.joined(separator: ", ")))"
  }
}

/// The part of a ``PresentationID`` beyond its first case tags: deeper tags and all ids.
// Safe: immutable; the ids of values in a feature's state, compared and hashed only.
@usableFromInline final class IdentityPath: Hashable, @unchecked Sendable {
  let tags: [UInt32]
  let ids: [AnyHashable]

  @usableFromInline
  init(tags: [UInt32], ids: [AnyHashable]) {
    self.tags = tags
    self.ids = ids
  }

  @usableFromInline
  static func == (lhs: IdentityPath, rhs: IdentityPath) -> Bool {
    lhs === rhs || (lhs.tags == rhs.tags && lhs.ids == rhs.ids)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(tags)
    hasher.combine(ids)
  }
}

/// Collects a ``PresentationID`` while walking a presented value: case tags level by level, and
/// ids in the order met.
struct IdentityAccumulator {
  private var cases: UInt64 = 0
  private var level = 0
  /// Whether a tag did not fit in ``cases``; from then on every tag goes to `tags`.
  private var spilled = false
  private var tags: [UInt32] = []
  private var ids: [AnyHashable] = []

  mutating func append(tag: UInt32) {
    if !spilled, level < 8, tag < 255 {
      cases |= UInt64(tag + 1) << (8 * UInt64(level))
      level += 1
    } else {
      spilled = true
      tags.append(tag)
    }
  }

  mutating func append(id: AnyHashable) {
    ids.append(id)
  }

  func identity(generation: UInt64) -> PresentationID {
    PresentationID(
      generation: generation, cases: cases,
      rest: tags.isEmpty && ids.isEmpty ? nil : IdentityPath(tags: tags, ids: ids)
    )
  }
}
