/// Which children of an expected block correspond to which children of an actual one.
///
/// The result walks both child lists once, in order: a pair is compared further, a child only on the
/// expected side is drawn removed, one only on the actual side inserted. Where children are removed
/// and inserted at the same place, the removals come first.
enum DumpPairing {
  /// One step of the walk.
  enum Step: Equatable {
    /// The expected child at the first position corresponds to the actual one at the second.
    case paired(Int, Int)
    /// The expected child at this position has no counterpart.
    case removed(Int)
    /// The actual child at this position has no counterpart.
    case inserted(Int)
  }

  /// The walk over the children of two blocks of one type and kind.
  ///
  /// Properties pair by label, collection elements by `Identifiable` id when every element on both
  /// sides has one (else by position), dictionary entries by key, set members by equality, and
  /// lines of text by a line diff.
  static func steps(_ expected: DumpBlock, _ actual: DumpBlock) -> [Step] {
    switch actual.kind {
    case .fields:
      // Values of one type have the same properties; only a custom mirror can make them differ.
      let sameLabels =
        expected.children.count == actual.children.count
        && zip(expected.children, actual.children).allSatisfy { pair in
          switch (pair.0.label, pair.1.label) {
          case (.name(let expected), .name(let actual)): expected == actual
          case (.none, .none): true
          default: false
          }
        }
      return sameLabels
        ? byPosition(expected.children.count, actual.children.count)
        : byKey(labels(expected.children), labels(actual.children))
    case .elements:
      return byIdentity(expected.children.map(\.value), actual.children.map(\.value))
    case .entries, .members:
      let expectedKeys = expected.children.compactMap(\.key)
      let actualKeys = actual.children.compactMap(\.key)
      guard expectedKeys.count == expected.children.count,
        actualKeys.count == actual.children.count
      else {
        return byPosition(expected.children.count, actual.children.count)
      }
      return byKey(expectedKeys, actualKeys)
    case .lines:
      return byLines(
        expected.children.map(DumpRenderer.lineText), actual.children.map(DumpRenderer.lineText))
    }
  }

  private static func labels(_ children: [DumpChild]) -> [AnyHashable] {
    children.enumerated().map { position, child in
      if case .name(let name) = child.label { AnyHashable(name) } else { AnyHashable(position) }
    }
  }

  /// Pairs elements by `Identifiable` id when every element on both sides has one, else by
  /// position.
  static func byIdentity(_ expected: [Any], _ actual: [Any]) -> [Step] {
    guard let expectedIDs = identities(expected), let actualIDs = identities(actual) else {
      return byPosition(expected.count, actual.count)
    }
    return byKey(expectedIDs, actualIDs)
  }

  private static func identities(_ values: [Any]) -> [AnyHashable]? {
    var identities: [AnyHashable] = []
    identities.reserveCapacity(values.count)
    for value in values {
      guard let identity = DumpOpened.identity(of: value) else { return nil }
      identities.append(identity)
    }
    return identities
  }

  /// Pairs by position: the first with the first, and so on; the longer side's rest is unpaired.
  static func byPosition(_ expectedCount: Int, _ actualCount: Int) -> [Step] {
    let common = min(expectedCount, actualCount)
    return (0..<common).map { Step.paired($0, $0) } + (common..<expectedCount).map(Step.removed)
      + (common..<actualCount).map(Step.inserted)
  }

  /// Pairs children with equal keys (an `Identifiable` id, a property label, a dictionary key).
  ///
  /// Keys present on both sides are paired as long as they keep their relative order; a child that
  /// moved is drawn removed where it was and inserted where it is, so a reordering shows as few
  /// moves as possible (the pairs kept are a longest increasing subsequence, `O(n log n)`). The
  /// common prefix and suffix pair directly; keys that are not unique between them make pairing by
  /// key meaningless, and the sides pair by position.
  static func byKey<Key: Hashable>(_ expected: [Key], _ actual: [Key]) -> [Step] {
    if expected == actual {
      return byPosition(expected.count, actual.count)
    }
    // Only the middle, between the common prefix and suffix, needs hashing: an insertion or a
    // removal in 10,000 elements hashes none of them.
    var prefix = 0
    while prefix < min(expected.count, actual.count), expected[prefix] == actual[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(expected.count, actual.count) - prefix,
      expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    let expectedMiddle = expected[prefix..<(expected.count - suffix)]
    let actualMiddle = actual[prefix..<(actual.count - suffix)]
    var expectedIndex: [Key: Int] = [:]
    for (position, key) in zip(expectedMiddle.indices, expectedMiddle) {
      guard expectedIndex.updateValue(position, forKey: key) == nil else {
        return byPosition(expected.count, actual.count)
      }
    }
    guard Set(actualMiddle).count == actualMiddle.count else {
      return byPosition(expected.count, actual.count)
    }
    // The positions, in the expected list, of the actual children in their order.
    let common =
      (0..<prefix).map { (expected: $0, actual: $0) }
      + zip(actualMiddle.indices, actualMiddle).compactMap { position, key in
        expectedIndex[key].map { (expected: $0, actual: position) }
      }
      + (0..<suffix).reversed().map {
        (expected: expected.count - 1 - $0, actual: actual.count - 1 - $0)
      }
    let kept = longestIncreasingRun(common.map(\.expected))
    var expectedPaired = Array(repeating: false, count: expected.count)
    var actualPaired = Array(repeating: false, count: actual.count)
    for position in kept {
      expectedPaired[common[position].expected] = true
      actualPaired[common[position].actual] = true
    }
    return merge(expectedPaired, actualPaired)
  }

  /// Pairs equal lines, keeping the common lines in order (a line diff).
  static func byLines(_ expected: [String], _ actual: [String]) -> [Step] {
    let difference = actual.difference(from: expected)
    var expectedPaired = Array(repeating: true, count: expected.count)
    var actualPaired = Array(repeating: true, count: actual.count)
    for change in difference {
      switch change {
      case .remove(let offset, _, _): expectedPaired[offset] = false
      case .insert(let offset, _, _): actualPaired[offset] = false
      }
    }
    return merge(expectedPaired, actualPaired)
  }

  /// The walk over two sides whose paired children are in the same relative order.
  private static func merge(_ expectedPaired: [Bool], _ actualPaired: [Bool]) -> [Step] {
    var steps: [Step] = []
    var expected = 0
    var actual = 0
    while expected < expectedPaired.count || actual < actualPaired.count {
      if expected < expectedPaired.count, !expectedPaired[expected] {
        steps.append(.removed(expected))
        expected += 1
      } else if actual < actualPaired.count, !actualPaired[actual] {
        steps.append(.inserted(actual))
        actual += 1
      } else if expected < expectedPaired.count, actual < actualPaired.count {
        steps.append(.paired(expected, actual))
        expected += 1
        actual += 1
      } else {
        // NB: Unreachable when both sides pair the same number of children; stay total anyway.
        if expected < expectedPaired.count {
          steps.append(.removed(expected))
          expected += 1
        } else {
          steps.append(.inserted(actual))
          actual += 1
        }
      }
    }
    return steps
  }

  /// The positions in `values` of one longest strictly increasing subsequence, in order.
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    // `tails[k]` is the position of the smallest value ending an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = Array(repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: [Int] = []
    var position = tails.last ?? -1
    while position >= 0 {
      run.append(position)
      position = previous[position]
    }
    return run.reversed()
  }
}
