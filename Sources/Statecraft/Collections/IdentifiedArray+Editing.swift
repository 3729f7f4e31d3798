// MARK: - Adding elements

extension IdentifiedArray {
  /// Adds an element at the end, unless its id is already present.
  ///
  /// Like `Set.insert(_:)`, an element whose id is present is not added: the one already there is
  /// kept, the new one is dropped and a runtime issue names the id.
  ///
  /// - Parameter element: The element to add.
  /// - Returns: `true` when the element was added.
  /// - Complexity: O(1) on average.
  @discardableResult
  public mutating func append(_ element: Element) -> Bool {
    let id = _id(element)
    if let existing = _offsets[id] {
      reportIssue(
        "IdentifiedArray: append(_:) found id \(id) already at index \(existing); "
          + "the new element was dropped."
      )
      return false
    }
    _appendUnchecked(element, id: id)
    return true
  }

  /// Adds the elements at the end, in order, skipping each whose id is already present.
  ///
  /// Each skipped element is reported with its id, including one that repeats an id from earlier
  /// in `newElements`.
  ///
  /// - Parameter newElements: The elements to add.
  /// - Complexity: O(*m*) on average, where *m* is the number of new elements.
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    _appendReportingDuplicates(newElements, operation: "append(contentsOf:)")
  }

  /// Inserts an element at the given position, unless its id is already present.
  ///
  /// A position outside `0...count` is reported and the element dropped; so is an element whose
  /// id is already present (the one already there is kept).
  ///
  /// ```swift
  /// todos.insert(Todo(id: 7, title: "First"), at: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - index: The position it will have, `0...count`.
  /// - Returns: `true` when the element was inserted.
  /// - Complexity: O(`count`).
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> Bool {
    guard (0...count).contains(index) else {
      reportIssue(
        "IdentifiedArray: insert(_:at: \(index)) is out of range 0...\(count); "
          + "the element was dropped."
      )
      return false
    }
    let id = _id(element)
    if let existing = _offsets[id] {
      reportIssue(
        "IdentifiedArray: insert(_:at: \(index)) found id \(id) already at index \(existing); "
          + "the new element was dropped."
      )
      return false
    }
    _ids.insert(id, at: index)
    _elements.insert(element, at: index)
    _reindex(from: index)
    return true
  }
}

// MARK: - Removing elements

extension IdentifiedArray {
  /// Removes the element at the given position.
  ///
  /// Unlike `Array.remove(at:)`, a position out of range does not trap: it is reported, nothing
  /// is removed and the result is `nil`.
  ///
  /// - Parameter index: The position of the element, `0..<count`.
  /// - Returns: The removed element, or `nil` when `index` was out of range.
  /// - Complexity: O(`count`).
  @discardableResult
  public mutating func remove(at index: Int) -> Element? {
    guard _elements.indices.contains(index) else {
      reportIssue(
        "IdentifiedArray: remove(at: \(index)) is out of range 0..<\(count); nothing was removed."
      )
      return nil
    }
    return _removeUnchecked(at: index)
  }

  /// Removes the elements at the given positions.
  ///
  /// Takes any sequence of positions, so an `IndexSet` from a list's delete gesture fits. If any
  /// position is out of range, the call is reported and nothing is removed.
  ///
  /// - Parameter offsets: The positions to remove; repeats are harmless.
  /// - Complexity: O(`count`).
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    let removed = Set(offsets)
    guard removed.allSatisfy(_elements.indices.contains) else {
      reportIssue(
        "IdentifiedArray: remove(atOffsets: \(removed.sorted())) is out of range 0..<\(count); "
          + "nothing was removed."
      )
      return
    }
    guard !removed.isEmpty else { return }
    _rearrange(to: _elements.indices.filter { !removed.contains($0) })
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage for reuse.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
    _offsets.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes every element that satisfies the predicate, keeping the others in order.
  ///
  /// If the predicate throws, the array is left as it was.
  ///
  /// - Parameter shouldBeRemoved: Returns `true` for an element to remove.
  /// - Complexity: O(`count`).
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    let kept = try _elements.indices.filter { try !shouldBeRemoved(_elements[$0]) }
    guard kept.count != count else { return }
    _rearrange(to: kept)
  }
}
