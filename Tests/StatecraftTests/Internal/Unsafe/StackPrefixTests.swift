import Testing

@testable import Statecraft

/// `StackPrefix`, the common first part of two stacks that a stack `forEach` finds after every
/// action, compared in blocks in the arrays' storage.
@Suite("StackPrefix")
struct StackPrefixTests {
  static func ids(_ generations: some Sequence<Int>) -> [StackElementID] {
    generations.map { StackElementID(generation: $0) }
  }

  /// The plain loop the blocked one must agree with.
  static func expected(
    _ ids: [StackElementID], _ other: [StackElementID], _ tags: [UInt64],
    _ otherTags: [UInt64]
  ) -> Int {
    let count = min(ids.count, other.count)
    return (0..<count).first { ids[$0] != other[$0] || tags[$0] != otherTags[$0] } ?? count
  }

  @Test(
    "The common part ends at the first element whose id or tag differs, in a block or after",
    arguments: [0, 1, 5, 15, 16, 17, 31, 32, 40, 63, 99]
  )
  func differenceAt(offset: Int) {
    let count = 100
    let ids = Self.ids(0..<count)
    let tags = [UInt64](repeating: 3, count: count)
    var otherIDs = ids
    otherIDs[offset] = StackElementID(generation: 1_000)
    #expect(StackPrefix.length(ids, otherIDs, tags, tags, count: count) == offset)
    var otherTags = tags
    otherTags[offset] = 4
    #expect(StackPrefix.length(ids, ids, tags, otherTags, count: count) == offset)
    #expect(
      StackPrefix.length(ids, otherIDs, tags, otherTags, count: count)
        == Self.expected(ids, otherIDs, tags, otherTags))
  }

  @Test("Stacks alike up to the shorter one's length share all of it", arguments: [0, 3, 16, 33])
  func shorterStack(length: Int) {
    let ids = Self.ids(0..<40)
    let tags = [UInt64](repeating: 0, count: 40)
    let shorter = Array(ids.prefix(length))
    let shorterTags = Array(tags.prefix(length))
    #expect(StackPrefix.length(ids, shorter, tags, shorterTags, count: length) == length)
    // A count past the shorter arrays is clamped to them.
    #expect(StackPrefix.length(ids, shorter, tags, shorterTags, count: 40) == length)
  }
}
