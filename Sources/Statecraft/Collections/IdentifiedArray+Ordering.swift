// MARK: - Reordering

extension IdentifiedArray {
  /// Moves the elements at the given positions to just before the element at `destination`.
  ///
  /// The same contract as SwiftUI's `move(fromOffsets:toOffset:)`, so a list's move gesture can be
  /// passed straight through: positions and destination refer to the array before the move, the
  /// moved elements keep their relative order, and `destination == count` moves them to the end.
  /// Any position outside `0..<count`, or a destination outside `0...count`, is reported and
  /// nothing moves.
  ///
  /// ```swift
  /// // [a, b, c, d]
  /// array.move(fromOffsets: [0], toOffset: 3)  // [b, c, a, d]
  /// array.move(fromOffsets: [3], toOffset: 0)  // [d, b, c, a]
  /// ```
  ///
  /// - Parameters:
  ///   - source: The positions of the elements to move, any sequence of `Int` (an `IndexSet`
  ///     fits); repeats are harmless.
  ///   - destination: The position, before the move, that the elements go in front of.
  /// - Complexity: O(`count`).
  public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
    let moved = Set(source)
    guard moved.allSatisfy(_elements.indices.contains), (0...count).contains(destination) else {
      reportIssue(
        "IdentifiedArray: move(fromOffsets: \(moved.sorted()), toOffset: \(destination)) is out "
          + "of range (offsets 0..<\(count), toOffset 0...\(count)); nothing was moved."
      )
      return
    }
    guard !moved.isEmpty else { return }
    var order = (0..<destination).filter { !moved.contains($0) }
    order.append(contentsOf: moved.sorted())
    order.append(contentsOf: (destination..<count).filter { !moved.contains($0) })
    _rearrange(to: order)
  }

  /// Sorts the elements in place by the given order, carrying each id with its element.
  ///
  /// Use this rather than the standard library's generic `MutableCollection` sort, which writes
  /// elements into other positions one at a time (see ``IdentifiedArray``).
  ///
  /// - Parameter areInIncreasingOrder: Returns `true` when its first argument belongs before its
  ///   second. If it throws, the array is left as it was.
  /// - Complexity: O(*n* log *n*), where *n* is `count`.
  public mutating func sort(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    let order = try _elements.indices.sorted {
      try areInIncreasingOrder(_elements[$0], _elements[$1])
    }
    _rearrange(to: order)
  }

  /// Returns an array of the elements that satisfy the predicate, in order.
  ///
  /// Unlike `Sequence.filter(_:)`, the result is an `IdentifiedArray`, with the same notion of id.
  ///
  /// - Parameter isIncluded: Returns `true` for an element to keep.
  /// - Returns: The kept elements.
  /// - Complexity: O(`count`).
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = Self(_idPath: _idPath)
    for offset in _elements.indices where try isIncluded(_elements[offset]) {
      result._appendUnchecked(_elements[offset], id: _ids[offset])
    }
    return result
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in ascending order, in place, carrying each id with its element.
  ///
  /// - Complexity: O(*n* log *n*), where *n* is `count`.
  public mutating func sort() {
    sort(by: <)
  }
}
