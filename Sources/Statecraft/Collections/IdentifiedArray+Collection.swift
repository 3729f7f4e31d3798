extension IdentifiedArray: RandomAccessCollection {
  public typealias Index = Int
  public typealias Indices = Range<Int>
  public typealias Iterator = IndexingIterator<[Element]>

  /// The position of the first element; always 0.
  public var startIndex: Int { 0 }

  /// The position one past the last element; equal to `count`.
  public var endIndex: Int { _elements.count }

  /// Returns an iterator over the elements, in order.
  public func makeIterator() -> IndexingIterator<[Element]> {
    _elements.makeIterator()
  }

  // `withContiguousStorageIfAvailable(_:)` is in
  // Internal/Unsafe/IdentifiedArray+ContiguousStorage.swift: its signature hands out a buffer
  // pointer.
}

extension IdentifiedArray: MutableCollection {
  /// Accesses the element at the given position.
  ///
  /// A write must keep the element's id: one that would change it is reported and ignored, as is
  /// a write out of range. Reading out of range traps, as it does for `Array`; use
  /// ``subscript(id:)`` when the element may have gone.
  ///
  /// ```swift
  /// todos[0].title = "Milk"     // fine: same id
  /// todos[0] = Todo(id: 42)     // reported; todos unchanged
  /// ```
  ///
  /// - Parameter position: A valid position, `0..<count`.
  /// - Complexity: O(1).
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      guard _elements.indices.contains(position) else {
        reportIssue(
          "IdentifiedArray: the write to index \(position) is out of range 0..<\(count); "
            + "the write was ignored."
        )
        return
      }
      let newID = _id(newValue)
      guard newID == _ids[position] else {
        reportIssue(
          "IdentifiedArray: the write to index \(position) would change its id from "
            + "\(_ids[position]) to \(newID); the write was ignored."
        )
        return
      }
      _elements[position] = newValue
    }
  }

  /// Exchanges the elements at two positions, ids and all.
  ///
  /// `reverse()`, `shuffle()` and `partition(by:)` go through this method, so they keep the
  /// array consistent. Positions out of range are reported and nothing is swapped.
  ///
  /// - Parameters:
  ///   - i: A valid position.
  ///   - j: Another valid position (or the same one, which changes nothing).
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard _elements.indices.contains(i), _elements.indices.contains(j) else {
      reportIssue(
        "IdentifiedArray: swapAt(\(i), \(j)) is out of range 0..<\(count); nothing was swapped."
      )
      return
    }
    guard i != j else { return }
    _ids.swapAt(i, j)
    _elements.swapAt(i, j)
    _offsets[_ids[i]] = i
    _offsets[_ids[j]] = j
  }
}
