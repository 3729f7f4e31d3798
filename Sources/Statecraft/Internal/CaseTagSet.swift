/// A set of an enum's case tags (``EnumMetadata``'s indices, payload cases first), asked on every
/// action that could need a report: bits of one word for the first 64 cases, so that asking costs
/// a shift, and a `Set` only for the tags past them.
///
/// `PresentationCases` and `BindingCases` ask one for each action that reaches the end of a
/// feature; with a `Set` alone each question hashed the tag (about 60 instructions, twice for a
/// presentation action that is not one).
@usableFromInline
struct CaseTagSet: Sendable {
  /// Tag `t` below 64 is in the set when bit `t` is set.
  @usableFromInline let low: UInt64
  /// The tags from 64 on; empty for almost every enum.
  @usableFromInline let high: Set<UInt32>

  /// The set of `tags`.
  init(_ tags: some Sequence<UInt32>) {
    var low: UInt64 = 0
    var high: Set<UInt32> = []
    for tag in tags {
      if tag < 64 {
        low |= 1 << UInt64(tag)
      } else {
        high.insert(tag)
      }
    }
    self.low = low
    self.high = high
  }

  /// Whether the set holds no tag.
  @inlinable
  var isEmpty: Bool { low == 0 && high.isEmpty }

  /// Whether `tag` is in the set.
  @inlinable @inline(__always)
  func contains(_ tag: UInt32) -> Bool {
    if tag < 64 { return (low >> UInt64(tag)) & 1 == 1 }
    return !high.isEmpty && high.contains(tag)
  }
}
