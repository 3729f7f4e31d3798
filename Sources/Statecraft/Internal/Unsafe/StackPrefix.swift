/// The common first part of two stacks' ids and case tags, read in the arrays' own storage: what
/// a stack `forEach` compares after every action to find the elements that left.
///
/// Blocks of 16 are compared without a branch per element (the differences or-ed together,
/// which the compiler vectorizes), then the block that differs element by element: a push onto
/// 1,000 screens compares them in a fraction of a microsecond. The buffers' reads are not
/// bounds-checked, which is what lets the loop vectorize.
///
/// Invariant: `count` is at most the length of each of the four arrays (``length(_:_:_:_:count:)``
/// clamps it to them). The internal-checks build compares every answer with the plain loop over
/// the arrays' subscripts.
enum StackPrefix {
  /// How many elements from the bottom the two stacks hold alike, `count` at most: the same id
  /// with the same case tag.
  ///
  /// - Parameters:
  ///   - ids: The first stack's ids, bottom first.
  ///   - otherIDs: The second stack's ids.
  ///   - tags: The first stack's case tags, one an id.
  ///   - otherTags: The second stack's case tags.
  ///   - count: The most elements to compare.
  /// - Returns: The length of the common first part.
  static func length(
    _ ids: [StackElementID], _ otherIDs: [StackElementID], _ tags: [UInt64],
    _ otherTags: [UInt64], count: Int
  ) -> Int {
    let count = Swift.min(count, ids.count, otherIDs.count, tags.count, otherTags.count)
    let length = ids.withUnsafeBufferPointer { ids in
      otherIDs.withUnsafeBufferPointer { otherIDs in
        tags.withUnsafeBufferPointer { tags in
          otherTags.withUnsafeBufferPointer { otherTags in
            commonLength(ids, otherIDs, tags, otherTags, count: count)
          }
        }
      }
    }
    #if STATECRAFT_INTERNAL_CHECKS
      InternalChecks.stackPrefix(length, ids, otherIDs, tags, otherTags, count: count)
    #endif
    return length
  }

  private static func commonLength(
    _ ids: UnsafeBufferPointer<StackElementID>, _ otherIDs: UnsafeBufferPointer<StackElementID>,
    _ tags: UnsafeBufferPointer<UInt64>, _ otherTags: UnsafeBufferPointer<UInt64>, count: Int
  ) -> Int {
    var offset = 0
    while offset + 16 <= count {
      var difference: UInt64 = 0
      for index in offset..<(offset + 16) {
        difference |=
          UInt64(bitPattern: Int64(ids[index].generation ^ otherIDs[index].generation))
          | (tags[index] ^ otherTags[index])
      }
      if difference != 0 { break }
      offset += 16
    }
    while offset < count, ids[offset] == otherIDs[offset], tags[offset] == otherTags[offset] {
      offset += 1
    }
    return offset
  }
}

extension InternalChecks {
  #if STATECRAFT_INTERNAL_CHECKS
    /// A common first part found in the arrays' storage is the one their subscripts find.
    static func stackPrefix(
      _ length: Int, _ ids: [StackElementID], _ otherIDs: [StackElementID], _ tags: [UInt64],
      _ otherTags: [UInt64], count: Int
    ) {
      var safe = 0
      while safe < count, ids[safe] == otherIDs[safe], tags[safe] == otherTags[safe] { safe += 1 }
      guard safe != length else { return }
      failed("two stacks' common first part was read as \(length) elements, not \(safe)")
    }
  #endif
}
